"""A resolution point printed as an instruction ("(→R1)"): the scenario ends there and the situation's resolution of
that name is followed (Act Deck and Agenda Deck; Campaign Play)."""

from __future__ import annotations


def test_an_objective_naming_a_resolution_ends_the_scenario_when_its_event_happens(world, run, find):
    world["cards"] = [
        {"name": "The Chamber of the Beast", "type": "act",
         "text": "<b>Objective</b> - If Silas Bishop is defeated: <b>(\u2192R1)</b>"},
        {"name": "Silas Bishop", "type": "enemy", "location": "Hall", "health": 1, "fight": 1, "evade": 1,
         "attack": {"damage": 1, "horror": 1}}]
    world["resolutions"] = {"R1": {"text": "You have defeated the beast.", "experience": 2}}
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Silas Bishop", "result": "success"},
                   {"who": "Roland", "action": "resource"}]
    trace = run(world)
    defeated = find(trace, "Silas Bishop is defeated")
    reached = find(trace, "A resolution point is reached (R1): the scenario ends")
    assert defeated < reached < find(trace, "Resolution R1")
    assert not any("gains 1 resource" in s.text for s in trace.steps[reached:])  # nothing after the end
