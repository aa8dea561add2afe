"""A limit on one instruction of an ability (``once``): "[action] Spend 1 ammo: Fight. … Once per turn, if you succeed
by 3 or more, you may take an additional action this turn." The instruction resolves at most once per turn for the
card; the rest of the ability resolves each time (Limits and Maximums)."""

from __future__ import annotations

import pytest

from kb.engine import SituationError

#: "Once per turn, if you succeed by 3 or more, you may take an additional action this turn."
ONCE = {"effect": "by-at-least", "amount": 3, "effects": [
    {"effect": "once", "per": "turn", "text": "Once per turn, you may take an additional action this turn",
     "effects": [{"effect": "gain-actions", "amount": 1, "may": True}]}]}


def _gun(world, tokens, attacks=2):
    """Roland (combat 4) attacks a Ghoul (fight 1) ``attacks`` times with a pistol: +2 [combat], the limited
    instruction among its results; each test reveals the next of ``tokens``."""
    world["cards"] = [
        {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 9, "fight": 1, "evade": 2,
         "attack": {"damage": 1, "horror": 1}},
        {"name": "Pistol", "type": "asset", "controller": "Roland",
         "abilities": [{"kind": "action", "designator": "fight", "cost": {"actions": 1},
                        "effects": [{"effect": "fight", "enemy": "Ghoul", "bonus": 2, "success": [ONCE]}]}]}]
    world["investigators"][0]["actions"] = 3
    world["tests"] = [{"who": "Roland", "skill": "combat", "tokens": [t]} for t in tokens]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Pistol", "ability": 0, "enemy": "Ghoul"}
                   for _ in range(attacks)]
    return world


def test_the_first_success_by_3_gives_the_action_the_second_in_the_turn_does_not(world, run, find):
    trace = run(_gun(world, ["0", "0"]))  # 4 + 2 against 1: succeeds by 5, twice
    first = find(trace, "it will not resolve again this turn for Pistol")
    again = find(trace, "has already resolved this turn for Pistol, so it does not resolve again")
    assert first < again
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 2  # the rest of the ability resolves each time
    assert trace.final_state["investigators"]["Roland"]["actions"] == 2  # 3, less 2 spent, plus the 1 gained once


def test_a_success_by_less_does_not_use_the_limit(world, run, find):
    trace = run(_gun(world, ["-3", "0"]))  # first: 6 - 3 = 3 against 1, by 2; second: by 5
    find(trace, "not by 3 or more")
    find(trace, "it will not resolve again this turn for Pistol")
    assert not any("already resolved this turn" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["actions"] == 2  # gained on the second attack


def test_only_once_takes_per(world, run):
    data = _gun(world, ["0"], attacks=1)
    data["cards"][1]["abilities"][0]["effects"][0]["success"][0]["per"] = "turn"
    with pytest.raises(SituationError, match="only 'once' takes 'per'"):
        run(data)
