"""A location phrase narrowed by what is not attached to it (``attached_exclusions.py``): "without a <Title> attached"
after the noun phrase (", and" joining it to a qualifier before it), read on whatever the rest of the phrase reads as,
and ranked after it when a superlative qualifies the same noun."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str = "Card", type_code: str = "treachery"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], list(result.gaps)


def test_the_card_own_title_is_excluded_before_the_superlative_ranks():
    """Locked Door: its own name, read as the card itself, is the title of every copy excluded (Copy)."""
    effects, gaps = _read("<b>Revelation</b> - Attach to the location in play with the most clues, and without a "
                          "Locked Door attached.", "Locked Door")
    assert gaps == []
    assert effects == [{"effect": "attach", "to": "most-clues:each-location-without-attached:Locked Door"}]


@pytest.mark.parametrize(("phrase", "selector"), [
    ("a revealed location without a Barrier attached", "a-revealed-location-without-attached:Barrier"),
    ("a connecting location without an Ancient Seal attached", "a-connecting-location-without-attached:Ancient Seal"),
    ("the location with the fewest clues, and without a Barrier attached",
     "fewest-clues:each-location-without-attached:Barrier"),
])
def test_another_card_title_narrows_the_location_phrase(phrase, selector):
    effects, gaps = _read(f"<b>Revelation</b> - Attach to {phrase}.")
    assert (effects, gaps) == ([{"effect": "attach", "to": selector}], [])


def test_an_exclusion_of_what_no_composed_location_selector_picks_is_refused():
    """"your location without a Barrier attached": one location, not a set the engine narrows — kept a gap."""
    effects, gaps = _read("<b>Revelation</b> - Attach to your location without a Barrier attached.")
    assert effects == [] and gaps
