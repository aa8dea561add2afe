"""Key phrases (FAQ, “Remember that…”, “Record in your Campaign Log…”): the phrase is kept as it
appears — remembered for the rest of the scenario, or recorded in the Campaign Log — and nothing else
changes."""

from __future__ import annotations


def _box_office(world, *effects):
    world["locations"][0]["abilities"] = [{"kind": "action", "effects": list(effects)}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    return world


def test_remembered_and_recorded_phrases_are_kept_verbatim(world, run, find):
    trace = run(_box_office(world, {"effect": "gain-resources", "amount": 5},
                            {"effect": "remember", "memory": "you stole from the box office"},
                            {"effect": "remember", "memory": "you have identified the solution", "campaign-log": True}))
    remembered = find(trace, "Remembered for the rest of the scenario: \u201cyou stole from the box office\u201d")
    recorded = find(trace, "Recorded in the Campaign Log: \u201cyou have identified the solution\u201d")
    assert find(trace, "gains 5 resources") < remembered < recorded
    assert trace.steps[remembered].rules == ("ahlcg/glossary/remember-that",)
    assert trace.steps[recorded].rules == ("ahlcg/glossary/record-in-your-campaign-log",)
    assert trace.final_state["remembered"] == ["you stole from the box office"]
    assert trace.final_state["campaign_log"] == ["you have identified the solution"]


def test_a_phrase_already_remembered_cannot_change_the_game_state(world, run):
    world["locations"][0]["abilities"] = [{"kind": "reaction", "timing": "after", "trigger": {"event": "move",
                                                                                             "who": "any"},
                                           "effects": [{"effect": "remember", "memory": "you were here"}]}]
    world["do"] = [{"who": "Roland", "action": "move", "to": "Attic"}, {"who": "Roland", "action": "move", "to": "Hall"},
                   {"who": "Roland", "action": "move", "to": "Attic"}]
    trace = run(world)
    assert trace.final_state["remembered"] == ["you were here"]
    assert sum("Remembered" in s.text for s in trace.steps) == 1


def test_nothing_is_shown_when_nothing_was_remembered(world, run):
    trace = run(world)
    assert "remembered" not in trace.final_state and "campaign_log" not in trace.final_state
