"""Investigators picked by a phrase remembered (FAQ, "Remember that…": a phrase saying "you" is specific to the
investigator resolving the effect): "Each player who has "had a drink" loses 1 action" picks only those who resolved
"Remember that you have "had a drink."", in player order (``each-investigator-remembering:``)."""

from __future__ import annotations

_DRINKS = {"effect": "lose-actions", "amount": 1, "who": "each-investigator-remembering:had a drink"}


def _bar(world, do):
    world["locations"][0]["abilities"] = [{"kind": "action",
                                           "effects": [{"effect": "remember", "memory": "you have had a drink"}]}]
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [_DRINKS]}]
    world["do"] = do
    return world


def test_only_the_investigator_who_remembered_the_phrase_loses_the_action(world, run, find):
    trace = run(_bar(world, [{"who": "Roland", "action": "activate", "card": "Hall"},
                             {"who": "Roland", "use": "Roland"}]))
    assert find(trace, "Remembered for the rest of the scenario") < find(trace, "loses 1 action")
    final = trace.final_state["investigators"]
    assert final["Roland"]["actions"] == 1  # 3, one spent on the bar, one lost to the drinks
    assert final["Agnes"]["actions"] == 3


def test_no_one_loses_an_action_before_anyone_has_had_a_drink(world, run):
    trace = run(_bar(world, [{"who": "Roland", "use": "Roland"}]))
    assert "loses 1 action" not in " ".join(s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["actions"] == 3
