"""A location's Forced ability "At the end of your turn, if you are in X" triggers at the end of the turn of
an investigator in X, and of no other (2.2.2; Forced abilities)."""

from __future__ import annotations

BLASTED_HEATH = "<b>Forced</b> - At the end of your turn, if you are in Blasted Heath: Take 1 damage."


def _heath(world, roland_at):
    world["locations"][1]["name"] = "Blasted Heath"
    world["locations"][1]["text"] = BLASTED_HEATH
    world["locations"][0]["connections"] = ["Blasted Heath"]
    world["investigators"][0]["location"] = roland_at
    world["investigators"][1]["location"] = "Hall"
    world.update(round=2, start="2.2", until="2.2.2")
    world["do"] = [{"who": "Roland", "end-turn": True}]
    return world


def test_the_investigator_ending_the_turn_there_takes_the_damage(world, run, find):
    trace = run(_heath(world, "Blasted Heath"))
    assert find(trace, "2.2.2: Roland's turn ends") < find(trace, "Blasted Heath [forced]")
    assert trace.final_state["investigators"]["Roland"]["damage"] == 1
    assert trace.final_state["investigators"]["Agnes"]["damage"] == 0


def test_an_investigator_ending_the_turn_elsewhere_does_not(world, run):
    trace = run(_heath(world, "Hall"))
    assert trace.final_state["investigators"]["Roland"]["damage"] == 0
    assert not any("Blasted Heath [forced]" in s.text for s in trace.steps)
