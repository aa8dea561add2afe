"""What an ability's own cost paid, counted by its effects, and a "Test [skill] (N)" whose modifiers "for this test"
resolve as it begins — Foul Swamp: "[action] Take up to 3 horror: Test [willpower] (7) to search the boneyard. You get
+1 [willpower] for this test for each horror taken as part of this ability's cost." (Costs: an "up to" cost is the
amount the payer chooses; Appendix I: costs are paid before the effects; ST.1: the test begins, ST.5 sums its value.)"""

from __future__ import annotations

from typing import Any

_SWAMP = "Foul Swamp"


def _swamp(world: dict[str, Any], paid: int) -> dict[str, Any]:
    world["cards"] = [{"name": _SWAMP, "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "cost": {"actions": 1, "horror": 3, "up-to": "horror"},
         "effects": [{"effect": "test", "skill": "willpower", "difficulty": 7, "effects": [
             {"effect": "for-each", "count": "horror-paid-as-cost-by-this-effect", "effects": [
                 {"effect": "lasting", "duration": "for-this-skill-test", "skill-modifier": 1,
                  "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "willpower"}}]}],
             "success": [{"effect": "gain-resources", "amount": 1}]}]}]}]
    world["choices"] = [{"decision": "amount", "ability": _SWAMP, "amount": paid}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": _SWAMP, "result": "success"}]
    return world


def test_the_horror_the_payer_chose_to_take_is_counted_as_the_test_begins(world, run, find):
    trace = run(_swamp(world, 2))
    begins, summed = find(trace, "ST.1: Roland begins a willpower test"), find(trace, "ST.5: Roland's modified skill")
    assert find(trace, "deals 2 horror to Roland") < begins < find(trace, "As the test begins, Foul Swamp") < summed
    assert "+ 1 (Roland) + 1 (Roland) =" in trace.steps[summed].text
    assert "+ 1 (Roland) + 1 (Roland) + 1" not in trace.steps[summed].text
    assert trace.final_state["investigators"]["Roland"]["horror"] == 2


def test_no_horror_taken_counts_none(world, run, find):
    trace = run(_swamp(world, 0))
    summed = trace.steps[find(trace, "ST.5: Roland's modified skill")].text
    assert "(Roland)" not in summed.split(":", 1)[1]


def test_the_modifiers_expire_with_the_test(world, run, find):
    trace = run(_swamp(world, 3))
    assert find(trace, "ST.8") < find(trace, "Lasting effect expires as the skill test ends")
