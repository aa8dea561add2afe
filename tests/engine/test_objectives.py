"""An act's "Objective –" met by an event: the act deck advances right after the event, whoever caused it
and with no one choosing to (Act Deck and Agenda Deck: the objective "overrides or adds additional
requirements"; Forced abilities)."""

from __future__ import annotations

INTO_THE_DARKNESS = "<b>Objective</b> - If an investigator enters the Ritual Site, advance."


def _act(world, do):
    world["locations"].append({"name": "Ritual Site", "connections": ["Hall"], "clues": 0, "shroud": 1})
    world["locations"][0]["connections"].append("Ritual Site")
    world["cards"] = [{"name": "Into the Darkness", "type": "act", "text": INTO_THE_DARKNESS}]
    world["act-deck"] = [{"name": "Disrupting the Ritual", "type": "act"}]
    world["do"] = [do]
    return world


def test_entering_the_named_location_advances_the_act_after_the_move(world, run, find):
    trace = run(_act(world, {"who": "Roland", "action": "move", "to": "Ritual Site"}))
    entered = find(trace, "Roland leaves Hall and enters Ritual Site")
    forced = find(trace, "Into the Darkness [forced]")
    advanced = find(trace, "The act deck advances: Into the Darkness")
    assert entered < forced < advanced
    assert trace.final_state["act"] == "Disrupting the Ritual"


def test_entering_another_location_does_not_advance_it(world, run):
    trace = run(_act(world, {"who": "Roland", "action": "move", "to": "Attic"}))
    assert not any("act deck advances" in s.text for s in trace.steps)
    assert trace.final_state["act"] == "Into the Darkness"


OPEN_THE_PATH = ("<b>Objective</b> - If each undefeated investigator is at the Abbey Tower and there are no clues on "
                 "that location, advance.")


def _path(world, agnes_at, clues):
    world["locations"].append({"name": "Abbey Tower", "connections": ["Hall"], "clues": clues, "shroud": 1})
    world["locations"][0]["connections"].append("Abbey Tower")
    world["investigators"][0]["location"] = "Abbey Tower"
    world["investigators"][1]["location"] = agnes_at
    world["cards"] = [{"name": "Open The Path Above", "type": "act", "text": OPEN_THE_PATH}]
    world["do"] = [{"who": "Roland", "action": "investigate", "result": "success"}]
    return world


def test_a_state_objective_advances_the_act_as_soon_as_it_holds(world, run, find):
    """The last clue discovered, with everyone at the Abbey Tower: the act advances right after, though no
    one triggered anything (a standing rule)."""
    trace = run(_path(world, "Abbey Tower", clues=1))
    met = find(trace, "is met (each undefeated investigator is at Abbey Tower; there are no clues on Abbey Tower)")
    assert find(trace, "discovers 1 clue") < met < find(trace, "The act deck advances")
    assert trace.final_state["act"] is None


def test_a_state_objective_waits_for_every_part(world, run):
    trace = run(_path(world, "Hall", clues=1))
    assert not any("objective \u201c" in s.text for s in trace.steps)
    assert trace.final_state["act"] == "Open The Path Above"


def test_no_clues_on_a_location_not_yet_revealed_does_not_meet_the_objective(world, run):
    """Location Cards: clues are placed on a location as it is revealed; before, "no clues in X" says
    nothing of the objective, so an unrevealed Abbey Tower does not advance the act."""
    world["locations"].append({"name": "Abbey Tower", "connections": ["Hall"], "clues": 0, "shroud": 1,
                               "revealed": False})
    world["cards"] = [{"name": "Open The Path Above", "type": "act",
                       "text": "<b>Objective</b> - If there are no clues in the Abbey Tower, advance."}]
    world["do"] = [{"who": "Roland", "action": "resource"}]
    trace = run(world)
    assert trace.final_state["act"] == "Open The Path Above"
    world["locations"][-1]["revealed"] = True
    assert run(world).final_state["act"] is None  # revealed and empty: met
