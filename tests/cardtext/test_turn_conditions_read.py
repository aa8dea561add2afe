"""An instruction on whose turn it is: "If it is <whose> turn, X" → an ``if`` on the period (``{during}``,
``conditions.turn_condition``: the possessive of "during your turn"); a period the engine has no word for ("if it is
not your turn") is no such form and stays a gap. Real texts of the development cards, and the rule's shape."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

END_TURN = [{"effect": "end-turn"}]


def _effects(text, name=None, type_code="event"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [e for a in result.abilities for e in a.effects], result


@pytest.mark.parametrize(("text", "during", "effects"), [
    # Cheat Death: the instruction after the condition, among the card's other sentences
    ("Fast. Play when you would be defeated.\nRemove Cheat Death from the game. If it is your turn, end your turn.",
     "your-turn", END_TURN),
    # the rule's shape with another possessive and another instruction
    ("If it is an investigator's turn, gain 2 resources.", "any-turn", [{"effect": "gain-resources", "amount": 2}]),
])
def test_if_it_is_a_turn_is_an_if_on_the_period(text, during, effects):
    found, result = _effects(text, name="Cheat Death")
    conditioned = [e for e in found if e["effect"] == "if"]
    assert conditioned and conditioned[0]["condition"] == {"during": during}
    assert conditioned[0]["effects"] == effects
    assert not any("turn" in gap.text for gap in result.gaps)


def test_if_it_is_not_your_turn_stays_a_gap():
    found, result = _effects("If it is not your turn, gain 2 resources.")
    assert not any(e["effect"] == "if" and "during" in e.get("condition", {}) for e in found)
    assert result.gaps


@pytest.mark.parametrize("text", ["End your turn immediately.", "Your turn ends immediately.", "End your turn."])
def test_end_your_turn_immediately_is_end_turn(text):
    found, result = _effects(text)
    assert found == END_TURN and not result.gaps
