"""A constant ability with a "while" condition: "Some constant abilities continuously seek a specific
condition, denoted by words such as 'during' or 'while.' The effects of such abilities are active any time
the specified condition is met" (Constant Abilities). The count is taken whenever the ability is consulted:
it applies while it holds and not otherwise, whatever held when the card entered play."""

from __future__ import annotations

from typing import Any

import pytest

from kb.engine import SituationError, situation_from_data

DARIO = "While you have 10 or more resources, you get +1 [willpower] and +1 [intellect]."
NEWSPAPER = "You get +2 [intellect] while investigating if you have no clues."


def _st5(trace) -> list[str]:
    return [s.text for s in trace.steps if s.text.startswith("ST.5")]


def _with(world: dict[str, Any], name: str, text: str, resources: int, do: list[dict[str, Any]]) -> dict[str, Any]:
    world["investigators"][0]["resources"] = resources
    world["cards"] = [{"name": name, "type": "asset", "controller": "Roland", "text": text}]
    world["do"] = do
    return world


INVESTIGATE = {"who": "Roland", "action": "investigate", "result": "fail"}


def test_the_modifier_applies_while_its_condition_holds(world, run):
    trace = run(_with(world, "Dario El-Amin", DARIO, 10, [INVESTIGATE]))
    assert _st5(trace) == ["ST.5: Roland's modified skill value: intellect 3 + 1 (Dario El-Amin) = 4"]


def test_the_modifier_does_not_apply_while_its_condition_does_not_hold(world, run):
    trace = run(_with(world, "Dario El-Amin", DARIO, 9, [INVESTIGATE]))
    assert _st5(trace) == ["ST.5: Roland's modified skill value: intellect 3 = 3"]


def test_the_condition_is_counted_again_when_the_state_changes(world, run):
    """9 resources, a resource action (10), an investigation: the condition now holds, so the modifier is
    active for the second test and not the first."""
    trace = run(_with(world, "Dario El-Amin", DARIO, 9, [
        INVESTIGATE, {"who": "Roland", "action": "resource"}, INVESTIGATE]))
    assert _st5(trace) == ["ST.5: Roland's modified skill value: intellect 3 = 3",
                           "ST.5: Roland's modified skill value: intellect 3 + 1 (Dario El-Amin) = 4"]


def test_a_condition_beside_the_action_it_modifies(world, run):
    """"+2 [intellect] while investigating if you have no clues": both must hold (the investigate action's
    test, and no clues); Roland's first success discovers a clue, so the second investigation gets nothing."""
    success = {"who": "Roland", "action": "investigate", "result": "success"}
    trace = run(_with(world, "Newspaper", NEWSPAPER, 5, [success, success]))
    assert _st5(trace) == ["ST.5: Roland's modified skill value: intellect 3 + 2 (Newspaper) = 5",
                           "ST.5: Roland's modified skill value: intellect 3 = 3"]


def test_a_cannot_applies_only_while_its_condition_holds(world, run):
    """"While you have no cards in your hand, you cannot gain resources": with a card in hand Roland gains."""
    cannot = {"kind": "constant", "applies-to": {"event": "gain-resources", "who": "you"}, "cannot": True,
              "condition": {"count": "card-in-your-hand", "at-most": 0}}
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [cannot]}]
    world["do"] = [{"who": "Roland", "action": "resource"}]
    assert run(world).final_state["investigators"]["Roland"]["resources"] == 5
    world["investigators"][0]["hand"] = ["Card A"]
    assert run(world).final_state["investigators"]["Roland"]["resources"] == 6


def test_a_constant_condition_counts_a_holder_found_from_its_bearer(world):
    """A constant ability has no point of initiation, so nothing is chosen: its condition counts what its
    bearer and its controller name ("you", "self", "this-location", "your-location"), never a choice."""
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "constant", "applies-to": {"event": "gain-resources", "who": "you"}, "cannot": True,
         "condition": {"count": "clue-on-a-connecting-location", "at-most": 0}}]}]
    with pytest.raises(SituationError, match="a-connecting-location"):
        situation_from_data(world)


def _reaction(world: dict[str, Any], resources: int) -> dict[str, Any]:
    """"[reaction] After you gain resources, if you have 6 or more resources: Draw 1 card.\""""
    world["investigators"][0].update(resources=resources, deck=["Card A"])
    world["cards"] = [{"name": "Ledger", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "reaction", "timing": "after", "trigger": {"event": "gain-resources", "who": "you"},
         "condition": {"count": "resource-you-have", "at-least": 6}, "effects": [{"effect": "draw"}],
         "text": "After you gain resources, if you have 6 or more resources: Draw 1 card."}]}]
    world["do"] = [{"who": "Roland", "action": "resource"}]
    return world


def test_a_triggered_abilitys_condition_is_checked_when_its_trigger_occurs(world, run):
    """5 → 6 resources: after the gain the count holds, so the reaction is offered and draws."""
    trace = run(_reaction(world, 5))
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Card A"]


def test_a_triggered_ability_whose_condition_does_not_hold_is_not_offered(world, run):
    trace = run(_reaction(world, 4))
    assert trace.final_state["investigators"]["Roland"]["hand"] == []
    (record,) = [c for c in trace.considered if c["card"] == "Ledger"]
    assert record["verdict"] == "not offered" and "its condition (resource-you-have: at least 6) does not hold" \
        in record["why"]


def test_a_time_period_is_for_action_and_free_abilities_only(world):
    """'During your turn' is checked when an action or free ability is initiated; a reaction's condition counts."""
    world["cards"] = [{"name": "Ledger", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "reaction", "timing": "after", "trigger": {"event": "gain-resources", "who": "you"},
         "condition": {"during": "your-turn"}, "effects": [{"effect": "draw"}]}]}]
    with pytest.raises(SituationError, match="'during' is for action and free abilities"):
        situation_from_data(world)
