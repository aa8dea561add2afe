"""A test's margin bounding a triggering condition, from the rules' sentences: the test's result is determined at
ST.6 and "succeeds by" or "fails by" the difference (Skill Test Timing); a triggering condition "After you
successfully evade X by 2 or less" is met only by a success whose margin is at most 2 (Spawn of Hali)."""

from __future__ import annotations


def _evade(world, token):
    """Roland (agility 2) evades the engaged Spawn (evade 1): its Forced ability "After you successfully evade Spawn
    of Hali by 2 or less: Take 1 horror"."""
    world["cards"] = [{"name": "Spawn", "type": "enemy", "engaged": "Roland", "health": 3, "fight": 2, "evade": 1,
                       "attack": {"damage": 1}, "abilities": [
                           {"kind": "forced", "timing": "after",
                            "trigger": {"event": "succeed-skill-test", "who": "you", "via": "evade", "what": "self",
                                        "at-most": 2},
                            "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}]
    return dict(world, tests=[{"who": "Roland", "tokens": [token]}],
                do=[{"who": "Roland", "action": "evade", "enemy": "Spawn"}])


def test_st6_a_success_by_1_meets_by_2_or_less_after_the_result(world, run, find):
    trace = run(_evade(world, "0"))
    assert find(trace, "ST.6: Roland succeeds") < find(trace, "Spawn deals 1 horror to Roland") < find(trace, "ST.7")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_st6_a_success_by_3_does_not(world, run):
    trace = run(_evade(world, "+2"))
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0
