"""Constant abilities that change a framework step: its own events are marked ``via: framework`` (1.2's doom, 4.4's
card and resource), so a card may forbid them — "Skip the 'Place 1 doom on the current agenda' step" — or change how
many the step gives — "You collect 1 additional resource during each upkeep phase" (Appendix II; Constant
Abilities; Cannot; Modifiers)."""

from __future__ import annotations

from typing import Any

SKIP = "Skip the 'Place 1 doom on the current agenda' step of the Mythos phase."
JENNY = "You collect 1 additional resource during each upkeep phase."


def _texts(trace) -> list[str]:
    return [s.text for s in trace.steps]


def _mythos(world: dict[str, Any], text: str) -> dict[str, Any]:
    world.pop("turn")
    world.update(round=3, start="1.2", until="1.3")
    world["cards"] = [{"name": "Agenda 1a", "type": "agenda", "doom": 3, "threshold": 4, "text": text}]
    return world


def test_a_skipped_doom_step_places_no_doom_and_the_threshold_is_not_reached(world, run):
    trace = run(_mythos(world, SKIP))
    banned = [s for s in trace.steps if "cannot happen" in s.text]
    assert [s.text for s in banned] == [f"1 doom placed on Agenda 1a cannot happen: Agenda 1a: \u201c{SKIP}\u201d"]
    assert banned[0].rules == ("ahlcg/rr/cannot", "ahlcg/rr/ability/constant-abilities")
    assert trace.final_state["cards"]["Agenda 1a"]["doom"] == 3
    assert trace.final_state["agenda"] == "Agenda 1a"


def test_skipping_the_step_does_not_forbid_doom_a_card_places(world, run):
    """Only the step's own placement is forbidden: a card's "place 1 doom" in the same phase still places it."""
    world = _mythos(world, SKIP)
    world.update(start="1.1", until="1.2")
    world["locations"][1]["abilities"] = [{"kind": "forced", "timing": "after", "text": "Place 1 doom on the agenda.",
                                           "trigger": {"event": "phase-begins", "phase": "mythos"},
                                           "effects": [{"effect": "place-doom", "to": "Agenda 1a"}]}]
    trace = run(world)
    assert trace.final_state["cards"]["Agenda 1a"]["doom"] == 4
    assert sum("cannot happen" in t for t in _texts(trace)) == 1


def test_an_additional_resource_in_the_upkeep_step_is_gained_with_the_step(world, run):
    """Jenny's resource is one gain of 2 (one timing point), said with its card; Agnes gains the step's 1."""
    world.pop("turn")
    world["investigators"][0]["text"] = JENNY
    world.update(start="4.4", until="4.4")
    trace = run(world)
    texts = _texts(trace)
    at = texts.index(f"Roland +1 resource in this step: Roland: \u201c{JENNY}\u201d")
    assert texts[at + 1:at + 3] == ["Roland gains 2 resources", "Roland: resources 5 \u2192 7"]
    assert trace.final_state["investigators"]["Agnes"]["resources"] == 4


def test_an_additional_resource_in_the_upkeep_step_is_not_added_to_other_gains(world, run):
    world["investigators"][0]["text"] = JENNY
    world["do"] = [{"who": "Roland", "action": "resource"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6
    assert not any("in this step" in t for t in _texts(trace))
