"""A card's state at the end of a period as a triggering condition (``held_triggers.py``): the period's end the
timing point, the card's state the ability's condition; anything else stays a gap."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(condition: str) -> dict:
    result = parse_card_text(f"<b>Forced</b> - {condition}: Take 1 horror.", name="Memory", type_code="event")
    assert not result.gaps, result.gaps
    return result.abilities[0].to_situation()


@pytest.mark.parametrize("condition, trigger, state", [
    ("If Memory is in your hand at the end of your turn", {"event": "turn-ends", "who": "you"},
     {"card": "self", "state": "in-your-hand"}),
    ("If Memory is in your hand at the end of the round", {"event": "round-ends"},
     {"card": "self", "state": "in-your-hand"}),
    ("If Memory is not in your hand at the end of your turn", {"event": "turn-ends", "who": "you"},
     {"card": "self", "state": "not-in-your-hand"}),
])
def test_a_cards_state_at_a_periods_end_is_that_end_with_the_state_its_condition(condition, trigger, state) -> None:
    ability = _read(condition)
    assert (ability["trigger"], ability["condition"]) == (trigger, state)


@pytest.mark.parametrize("condition", [
    "If Memory is in your hand at the end of the game",  # a period the engine raises no end for this way
    "If Memory is in your hand at the start of your turn",  # not an end
])
def test_another_period_stays_a_gap(condition: str) -> None:
    result = parse_card_text(f"<b>Forced</b> - {condition}: Take 1 horror.", name="Memory", type_code="event")
    assert result.gaps
