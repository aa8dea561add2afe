"""One card's printed value counted by an effect (``cost-of:<card>``, ``<skill>-icon-on:<card>``): Montparnasse's
"[fast] Discard a card from your hand: Gain resources equal to the number of [willpower] icons on the discarded card" —
the card the cost discarded is the payer's choice (Costs), and its icons are printed on it (Card Anatomy)."""

from __future__ import annotations

from typing import Any


def _montparnasse(world: dict[str, Any], count: str = "willpower-icon-on:chosen") -> dict[str, Any]:
    world["cards"] = [{"name": "Montparnasse", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "cost": {"discard-hand": 1},
         "effects": [{"effect": "for-each", "count": count,
                      "effects": [{"effect": "gain-resources", "amount": 1}]}]}]}]
    world["investigators"][0]["hand"] = [
        {"name": "Guts", "type": "skill", "icons": {"willpower": 2}},
        {"name": "Perception", "type": "skill", "icons": {"intellect": 2}},
        {"name": "Unexpected Courage", "type": "skill", "cost": 0, "icons": {"wild": 2}},
        {"name": "Knife", "type": "asset", "cost": 3, "icons": {"combat": 1}}]
    world["do"] = [{"who": "Roland", "use": "Montparnasse"}]
    return world


def _gained(trace: Any) -> int:
    return trace.final_state["investigators"]["Roland"]["resources"] - 5


def test_the_discarded_cards_willpower_icons_are_counted_after_the_cost(world, run, find):
    world = _montparnasse(world)
    world["choices"] = [{"decision": "target", "ability": "Montparnasse", "choose": "Guts"}]
    trace = run(world)
    assert find(trace, "discards Guts from hand to pay Montparnasse's cost") < find(trace, "gains 2 resources")
    assert _gained(trace) == 2
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Guts"]


def test_a_card_with_no_such_icon_counts_none(world, run):
    world = _montparnasse(world)
    world["choices"] = [{"decision": "target", "ability": "Montparnasse", "choose": "Perception"}]
    assert _gained(run(world)) == 0


def test_a_wild_icon_is_not_a_willpower_icon(world, run):
    world = _montparnasse(world)
    world["choices"] = [{"decision": "target", "ability": "Montparnasse", "choose": "Unexpected Courage"}]
    assert _gained(run(world)) == 0


def test_the_printed_cost_of_the_card_the_cost_discarded(world, run):
    world = _montparnasse(world, "cost-of:chosen")
    world["choices"] = [{"decision": "target", "ability": "Montparnasse", "choose": "Knife"}]
    assert _gained(run(world)) == 3
