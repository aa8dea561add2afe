"""Try and Try Again: "[reaction] After a skill test is failed, if a skill card you own is committed to that test,
exhaust Try and Try Again: Return that skill card to your hand." (ST.2: committed cards wait in limbo until ST.8
discards them; the reaction after the failure at ST.7 finds one committed and yours, and it goes back to hand instead.)
The card's printed sentence, read by the reader."""

from __future__ import annotations

from typing import Any

TRY_AGAIN = ("[reaction] After a skill test is failed, if a skill card you own is committed to that test, exhaust Try "
             "and Try Again: Return that skill card to your hand.")


def _failing(world: dict[str, Any], hand: list[dict[str, Any]], commit: list[str]) -> dict[str, Any]:
    """Roland controls Try and Try Again and investigates the Hall (shroud 2) revealing auto-fail, committing
    ``commit`` from his hand ``hand``."""
    world["cards"] = [{"name": "Try and Try Again", "type": "asset", "controller": "Roland", "text": TRY_AGAIN}]
    world["investigators"][0]["hand"] = hand
    world["tests"] = [{"who": "Roland", "tokens": ["auto-fail"], "commit": commit}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    return world


def test_the_committed_skill_returns_to_hand_instead_of_being_discarded(world, run, find):
    trace = run(_failing(world, [{"name": "Guts", "type": "skill", "icons": {"intellect": 1}}], ["Guts"]))
    committed = find(trace, "Roland commits Guts")
    failed = find(trace, "ST.6: Roland fails")
    returned = find(trace, "Guts is committed to this test: it")
    ended = find(trace, "ST.8: the skill test ends: committed cards discarded (none)")
    assert committed < failed < returned < ended
    roland = trace.final_state["investigators"]["Roland"]
    assert "Guts" in roland["hand"] and "Guts" not in roland["discard"]
    assert trace.final_state["cards"]["Try and Try Again"]["exhausted"] is True


def test_no_skill_card_committed_no_reaction(world, run):
    trace = run(_failing(world, [{"name": "Flashlight", "type": "asset", "icons": {"intellect": 1}}], ["Flashlight"]))
    roland = trace.final_state["investigators"]["Roland"]
    assert "Flashlight" in roland["discard"]
    assert trace.final_state["cards"]["Try and Try Again"]["exhausted"] is False


def test_a_skill_card_another_investigator_owns_is_not_returned(world, run):
    world = _failing(world, [], [])
    world["investigators"][1]["hand"] = [{"name": "Guts", "type": "skill", "icons": {"intellect": 1}}]
    world["tests"][0]["commit"] = ["Guts"]
    trace = run(world)
    assert "Guts" in trace.final_state["investigators"]["Agnes"]["discard"]
    assert trace.final_state["cards"]["Try and Try Again"]["exhausted"] is False
