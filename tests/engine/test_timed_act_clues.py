"""An act whose clues may be spent only at a timing point (Act Deck and Agenda Deck: an "Objective –" instruction
"overrides or adds additional requirements" to spending the threshold; The Barrier: "When the round ends,
investigators in the hallway may, as a group, spend the requisite number of clues to advance")."""

from __future__ import annotations

THE_BARRIER = ("<b>Objective</b> - When the round ends, investigators in the hallway may, as a group, spend the "
               "requisite number of clues to advance.")


def _barrier(world, roland, agnes, agnes_at="Hallway"):
    world["locations"].append({"name": "Hallway", "connections": ["Hall"], "clues": 0, "shroud": 1})
    world["locations"][0]["connections"].append("Hallway")
    world["investigators"][0]["clues"] = roland
    world["investigators"][1].update(clues=agnes, location=agnes_at)
    world["cards"] = [{"name": "The Barrier", "type": "act", "threshold": 3, "text": THE_BARRIER}]
    world["act-deck"] = [{"name": "What Have You Done?", "type": "act"}]
    return world


def test_the_clues_cannot_be_spent_as_a_free_ability(world, run):
    world = _barrier(world, roland=0, agnes=3)
    world["do"] = [{"who": "Agnes", "use": "The Barrier"}]
    trace = run(world)
    assert "The Barrier has no free ability" in trace.steps[-1].text
    assert trace.final_state["act"] == "The Barrier"


def test_when_the_round_ends_the_investigators_in_the_hallway_spend_them_and_advance(world, run, find):
    world = _barrier(world, roland=0, agnes=3)
    world.update(start="4.6", until="4.6")
    trace = run(world)
    ends = find(trace, "round 1 ends")
    paid = find(trace, "clues as a group")
    assert ends < paid < find(trace, "The act deck advances: The Barrier")
    assert trace.final_state["act"] == "What Have You Done?"
    assert trace.final_state["investigators"]["Agnes"]["clues"] == 0


def test_investigators_elsewhere_cannot_contribute(world, run):
    """Roland, in the Hall, holds the clues: the investigators in the Hallway have none, so the act stays."""
    world = _barrier(world, roland=3, agnes=0)
    world.update(start="4.6", until="4.6")
    trace = run(world)
    assert trace.final_state["act"] == "The Barrier"
    assert trace.final_state["investigators"]["Roland"]["clues"] == 3


def test_the_investigators_may_decline_to_spend(world, run):
    world = _barrier(world, roland=0, agnes=3)
    world.update(start="4.6", until="4.6")
    world["choices"] = [{"decision": "decline", "ability": "The Barrier"}]
    trace = run(world)
    assert trace.final_state["act"] == "The Barrier"
    assert trace.final_state["investigators"]["Agnes"]["clues"] == 3
