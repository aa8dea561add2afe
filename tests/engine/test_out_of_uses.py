"""An asset whose text discards it when it runs out: "Some cards with this keyword bear text that causes the
card to be discarded if it has no uses remaining. If the card contains no such text, it remains in play
even if out of uses" (Uses)."""

from __future__ import annotations

from typing import Any

LOCKPICKS = "Uses (1 supplies). If Lockpicks has no supplies, discard it.\n[action] Spend 1 supply: Gain 1 resource."
SPEND = {"kind": "action", "cost": {"uses": 1}, "effects": [{"effect": "gain-resources", "amount": 1}]}


def _spent(world: dict[str, Any], card: dict[str, Any]) -> dict[str, Any]:
    world["cards"] = [{"name": "Lockpicks", "type": "asset", "controller": "Roland", "abilities": [SPEND], **card}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Lockpicks"}]
    return world


def test_spending_its_last_use_discards_a_card_whose_text_says_so(world, run, find):
    trace = run(_spent(world, {"uses": 1, "discard-when-empty": True}))
    spent, noted = find(trace, "Lockpicks uses 1 \u2192 0"), find(trace, "Lockpicks has no uses remaining")
    discarded = find(trace, "Lockpicks is discarded: placed on Roland's discard pile")
    assert spent < noted < discarded and "ahlcg/rr/uses-x-type" in trace.steps[noted].rules
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Lockpicks"]


def test_a_card_with_uses_left_stays(world, run):
    trace = run(_spent(world, {"uses": 2, "discard-when-empty": True}))
    assert trace.final_state["cards"]["Lockpicks"]["uses"] == 1
    assert trace.final_state["investigators"]["Roland"]["discard"] == []


def test_without_such_text_a_card_out_of_uses_remains_in_play(world, run):
    trace = run(_spent(world, {"uses": 1}))
    assert trace.final_state["cards"]["Lockpicks"]["uses"] == 0
    assert trace.final_state["investigators"]["Roland"]["discard"] == []


def test_the_printed_sentence_is_read_as_the_card_field(world, run):
    world = _spent(world, {"text": LOCKPICKS})
    del world["cards"][0]["abilities"]  # the printed text says it all
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Lockpicks"]
