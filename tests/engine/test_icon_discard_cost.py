"""A discard cost narrowed by a skill icon: "[action] Discard a card with at least 1 [intellect] skill icon from your
hand: …" — only a card of the payer's hand with that icon printed may pay it (Costs), and "A Wild skill icon on a player
card may be used to match any other skill icon for the purposes of … card abilities" (FAQ 1.9): a [wild] icon does."""

from __future__ import annotations

from typing import Any

COST = {"actions": 1, "discard-hand": 1, "discard-icon": "intellect"}


def _glyphs(world: dict[str, Any], hand: list[dict[str, Any]]) -> dict[str, Any]:
    world["investigators"][0]["hand"] = hand
    world["cards"] = [{"name": "Glyphs", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "cost": COST, "effects": [{"effect": "gain-resources", "amount": 1}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Glyphs"}]
    return world


def test_only_a_card_with_the_icon_may_be_discarded_to_pay(world, run, find):
    trace = run(_glyphs(world, [{"name": "Guts", "type": "skill", "icons": {"willpower": 2}},
                                {"name": "Deduction", "type": "skill", "icons": {"intellect": 1}}]))
    paid = find(trace, "discard 1 card with at least 1 [intellect] icon from your hand")
    assert paid < find(trace, "Roland discards Deduction from hand to pay Glyphs's cost") < find(trace, "gains 1 resource")
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["hand"], roland["discard"]) == (["Guts"], ["Deduction"])


def test_a_wild_icon_matches_the_icon_the_cost_names(world, run):
    trace = run(_glyphs(world, [{"name": "Unexpected Courage", "type": "skill", "icons": {"wild": 2}}]))
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Unexpected Courage"]
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_with_no_card_of_that_icon_in_hand_the_cost_cannot_be_paid(world, run):
    trace = run(_glyphs(world, [{"name": "Guts", "type": "skill", "icons": {"willpower": 2}}]))
    assert any("has 0 other card(s) with at least 1 [intellect] icon in hand and the cost discards 1" in s.text for s in trace.steps)
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["hand"], roland["resources"]) == (["Guts"], 5)


def test_the_resource_placed_as_a_secret_is_a_use_of_the_card_after_the_cost(world, run, find):
    """"[action] Discard a card with at least 1 [intellect] skill icon from your hand: Place 1 resource on … from the
    token pool, as a secret." — the card discarded first, then one use (a secret) on the card; the payer's resources
    are not touched."""
    world = _glyphs(world, [{"name": "Deduction", "type": "skill", "icons": {"intellect": 1}}])
    world["cards"][0]["abilities"][0]["effects"] = [{"effect": "place-tokens", "tokens": "uses", "amount": 1}]
    trace = run(world)
    assert find(trace, "Roland discards Deduction from hand to pay Glyphs's cost") < len(trace.steps) - 1
    assert trace.final_state["cards"]["Glyphs"]["uses"] == 1
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5
