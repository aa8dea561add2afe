"""Attacks canceled for a phase (Cancel; Lasting Effects), from Infighting's printed sentence: "Fast. Play after the
enemy phase begins. Cancel all attacks made by non-[[Elite]] enemies against you this phase." Each such attack is made
and canceled in its window (it deals nothing); an Elite enemy's attack, and one that cannot be canceled, are not."""

from __future__ import annotations

from typing import Any

INFIGHTING = ("Fast. Play after the enemy phase begins.\nCancel all attacks made by non-[[Elite]] enemies against you "
              "this phase.")


def _enemy_phase(world: dict[str, Any], *enemies: dict[str, Any], until: str = "3.4") -> dict[str, Any]:
    world["investigators"][0]["hand"] = [{"name": "Infighting", "type": "event", "cost": 0, "text": INFIGHTING}]
    world["investigators"][1]["location"] = "Attic"
    world.pop("turn", None)
    world.update({"start": "3.1", "until": until, "cards": [
        {"type": "enemy", "engaged": "Roland", "health": 3, "fight": 2, "evade": 2, **e} for e in enemies]})
    return world


GHOUL = {"name": "Ghoul", "attack": {"damage": 1, "horror": 1}}
BOSS = {"name": "Boss", "traits": ["Elite"], "attack": {"damage": 2}}


def test_a_non_elite_enemys_attack_against_you_is_canceled(world, run, find):
    trace = run(_enemy_phase(world, GHOUL, BOSS))
    canceled = find(trace, "Canceled: Ghoul attacks Roland")
    assert find(trace, "Lasting effect on Roland") < find(trace, "'when' window \u2014 Ghoul attacks Roland") < canceled
    assert "ahlcg/rr/cancel" in trace.steps[canceled].rules
    assert canceled < find(trace, "Boss makes its enemy-phase attack")
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["damage"], roland["horror"]) == (2, 0)  # the Boss's 2 damage only: it is Elite


def test_an_attack_that_cannot_be_canceled_is_made(world, run, find):
    stubborn = {**GHOUL, "text": "Attacks made by Ghoul cannot be cancelled."}
    trace = run(_enemy_phase(world, stubborn))
    assert "does not initiate" in trace.steps[find(trace, "Infighting [delayed] triggers on Ghoul attacks Roland")].text
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["damage"], roland["horror"]) == (1, 1)


def test_it_lasts_only_this_phase(world, run, find):
    trace = run(_enemy_phase(world, GHOUL, until="4.1"))
    ends = find(trace, "3.4 Enemy phase ends")
    upkeep = next(k for k, step in enumerate(trace.steps) if step.text.startswith("4.1 Upkeep phase begins"))
    assert ends < find(trace, "Lasting effect expires as the phase ends") < upkeep
    assert "Infighting" in trace.steps[find(trace, "Lasting effect expires")].text
