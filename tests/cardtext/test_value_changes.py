"""The verb frame "reduce / increase <a card>'s <value> (value) by N <duration>" (``value_changes.py``) and the
duration "for the next attack performed against it (this phase)": each rule from its shape and real printed texts
(development cards)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _effects(text: str, name: str = "Card") -> list[dict]:
    result = parse_card_text(text, name=name, type_code="event")
    assert not result.gaps, result.gaps
    return [e for a in result.abilities for e in a.to_situation()["effects"]]


@pytest.mark.parametrize(("text", "to", "n", "via", "duration"), [
    ("Increase your location's shroud by 2 until the end of the round.", "your-location", 2, "investigate",
     "until-end-of-round"),
    ("Choose an enemy at your location. Reduce that enemy's evade value by 1 until the end of the turn.", "chosen", -1,
     "evade", "until-end-of-turn"),
    ("Choose an enemy at your location. Lower that enemy's fight by 2 for the next attack against it.", "chosen", -2,
     "fight", "next-skill-test"),
])
def test_a_cards_value_changed_for_a_time_is_a_lasting_difficulty_modifier(text, to, n, via, duration):
    lasting = _effects(text)[-1]
    assert lasting == {"effect": "lasting", "duration": duration, "to": to, "difficulty-modifier": n,
                       "applies-to": {"event": "skill-test-begins", "via": via}}


def test_expose_weakness_reduces_the_fight_value_once_for_each_point():
    text = ("Fast. Play during any [fast] player window.\nChoose an enemy at your location. Test [intellect] (X), where "
            "X is that enemy's fight value. For each point you succeed by, reduce that enemy's fight value by 1 for the "
            "next attack performed against it this phase.")
    (_, test) = _effects(text, "Expose Weakness")
    (each,) = test["success"]
    assert each["count"] == "point-succeeded-by"
    assert each["effects"][0]["duration"] == "next-skill-test-this-phase"


@pytest.mark.parametrize("text", [
    "Reduce that enemy's fight value by 1.",  # no duration: a constant's, not an instruction's
    "Reduce the cost of the next card you play by 2.",  # not a card's value
    "Increase your location's clue value by 1 until the end of the round.",  # not a value tested against
])
def test_other_shapes_are_not_this_frame(text):
    assert parse_card_text(text, name="Card", type_code="event").gaps
