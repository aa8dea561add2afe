"""The verb frame "double the number of skill icons (on cards) committed to <test>" (``icon_counts.py``), read from
its own shape and from real printed texts (development cards)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _constant(text: str, name: str = "Card", type_code: str = "location") -> dict:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not result.gaps, result.gaps
    (ability,) = result.abilities
    return {k: v for k, v in ability.to_situation().items() if k in ("applies-to", "committed-icons")}


def test_this_skill_test_is_the_one_the_while_clause_names():
    found = _constant("While you are investigating Opéra Garnier, double the number of skill icons committed to this "
                      "skill test.", name="Opéra Garnier")
    assert found == {"applies-to": {"event": "skill-test-begins", "who": "you", "via": "investigate", "what": "self"},
                     "committed-icons": {"double": True}}


@pytest.mark.parametrize(("test", "who"), [
    ("skill tests at Outer Wall", "investigator-at-this-location"),
    ("each skill test at this location", "investigator-at-this-location"),
    ("skill tests you perform", "you"),
])
def test_skill_tests_are_whose_the_qualifier_says(test, who):
    found = _constant(f"Double the number of skill icons on cards committed to {test}.", name="Outer Wall")
    assert found == {"applies-to": {"event": "skill-test-begins", "who": who}, "committed-icons": {"double": True}}


def test_this_skill_test_with_no_while_clause_is_refused():
    result = parse_card_text("Double the number of skill icons committed to this skill test.", name="X",
                             type_code="asset")
    (gap,) = result.unsupported
    assert "no 'while' clause naming the test" in gap.reason


def test_a_place_other_than_the_cards_own_is_refused_with_the_printed_words():
    result = parse_card_text("Double the number of skill icons committed to skill tests at Arkham.", name="X",
                             type_code="location")
    (gap,) = result.unsupported
    assert "committed to skill tests at Arkham" in gap.reason


def test_outer_walls_condition_is_the_agendas_doom_compared():
    """The doom on the "c" deck's agenda greater than that on the "a" deck's (agenda_decks.py): the constant is read."""
    text = ('While the current "c" agenda has more doom on it than the current "a" agenda, double the number of skill '
            'icons on cards committed to skill tests at Outer Wall.')
    (ability,) = parse_card_text(text, name="Outer Wall", type_code="location").abilities
    assert ability.to_situation()["condition"] == {"count": "doom-on:agenda-deck:c",
                                                   "greater-than": {"count": "doom-on:agenda-deck:a"}}
