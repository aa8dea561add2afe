""""X if there is no N (if there is, Y instead)" (``restated_instead.py``): an ``if`` on the count of N (none), X its
effects and Y its ``otherwise``; "a copy of X attached" after an attach read as attached to that attachment's host."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.restated_instead import hosted


def _read(text: str, name: str = "Card", type_code: str = "treachery"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], list(result.gaps)


def test_the_pit_below_attaches_or_is_discarded_with_surge_instead():
    effects, gaps = _read("<b>Revelation</b> - Attach to your location if there is no copy of The Pit Below attached "
                          "(if there is, discard The Pit Below and it gains surge instead).", "The Pit Below")
    assert gaps == []
    [branch] = effects
    assert branch["condition"] == {"count": "in-play:copy_of_self-card-attached-to-your-location", "at-most": 0}
    assert branch["effects"] == [{"effect": "attach", "to": "your-location"}]
    assert branch["otherwise"] == [{"effect": "discard", "to": "self"}, {"effect": "gain-surge"}]


def test_a_count_of_enemies_restated_in_the_plural():
    """"there are no enemies at your location (if there are, …)": any count the composer reads, "are" restated."""
    effects, gaps = _read("<b>Revelation</b> - Take 1 horror if there are no enemies at your location (if there are, "
                          "take 2 damage instead).")
    assert gaps == [] and effects[0]["condition"]["at-most"] == 0
    assert effects[0]["effects"] == [{"effect": "deal-horror", "amount": 1, "to": "you"}]
    assert effects[0]["otherwise"] == [{"effect": "deal-damage", "amount": 2, "to": "you"}]


def test_the_host_is_said_only_after_an_attach_and_only_when_none_is_named():
    assert hosted("there is no copy of X attached", "Attach to your location") == \
        "there is no copy of X attached to your location"
    assert hosted("there is no copy of X attached", "Take 1 horror") == "there is no copy of X attached"
    assert hosted("there is no copy of X at your location", "Attach to your location") == \
        "there is no copy of X at your location"
