"""A fast event's play instruction that names a time period (Play Restrictions, Permissions, and
Instructions: "A play instruction describes the timing point at which, and/or time period during which,
an event card may be played"): "Play only during your turn" is refused in another investigator's turn."""

from __future__ import annotations

WORKING_A_HUNCH = "Fast. Play only during your turn.\nDiscover 1 clue at your location."


def _hunch(world, who):
    for inv in world["investigators"]:
        inv["hand"] = [{"name": f"Working a Hunch ({inv['name']})", "type": "event", "cost": 0,
                        "text": WORKING_A_HUNCH}]
    world["do"] = [{"who": who, "use": f"Working a Hunch ({who})"}]
    return world


def test_play_only_during_your_turn_is_refused_in_another_investigators_turn(world, run):
    trace = run(_hunch(world, "Agnes"))  # Roland's turn
    assert any("play only during your turn" in s.text and s.text.startswith("Not possible") for s in trace.steps)
    assert trace.final_state["investigators"]["Agnes"]["clues"] == 0


def test_play_only_during_your_turn_plays_in_your_own_turn(world, run):
    trace = run(_hunch(world, "Roland"))
    assert not any(s.text.startswith("Not possible") for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1
