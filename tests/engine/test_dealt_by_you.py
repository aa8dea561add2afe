"""Dealing Damage/Horror: damage "you deal" is damage whose source is you or a card you control ("After you deal
damage to Ishimaru Haruko by an effect other than an attack"): on an enemy no one controls, "you" is the investigator
dealing it (You/Your), and "by an attack" / "by an effect" is how it was dealt (Fight: an attack deals damage)."""

from __future__ import annotations

from typing import Any


def _haruko(world: dict[str, Any], via: str) -> dict[str, Any]:
    """An enemy at Roland's location whose forced ability places 1 doom on it after Roland deals it damage ``via``."""
    world["cards"].append({"name": "Haruko", "type": "enemy", "location": "Hall", "health": 5, "fight": 1, "evade": 1,
                           "abilities": [{"kind": "forced", "timing": "after",
                                          "trigger": {"event": "damage-dealt", "what": "self", "source": "yours",
                                                      "via": via},
                                          "effects": [{"effect": "place-doom", "amount": 1, "to": "self"}]}]})
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Haruko", "result": "success"}]
    return world


def test_damage_you_deal_by_an_attack_triggers_the_enemys_ability(world, run, find):
    trace = run(_haruko(world, "attack"))
    haruko = trace.final_state["cards"]["Haruko"]
    assert haruko["damage"] == 1 and haruko["doom"] == 1
    assert find(trace, "1 damage on Haruko") < find(trace, "Haruko [forced]")


def test_damage_dealt_by_an_attack_is_not_damage_dealt_by_an_effect_other_than_an_attack(world, run):
    trace = run(_haruko(world, "effect"))
    haruko = trace.final_state["cards"]["Haruko"]
    assert haruko["damage"] == 1 and haruko["doom"] == 0


def test_you_are_whoever_deals_it_not_the_investigator_the_enemy_is_engaged_with(world, run, find):
    world = _haruko(world, "attack")
    world["cards"][-1]["engaged"] = "Roland"
    world["turn"] = "Agnes"
    world["do"] = [{"who": "Agnes", "action": "fight", "enemy": "Haruko", "result": "success"}]
    trace = run(world)
    haruko = trace.final_state["cards"]["Haruko"]
    assert haruko["damage"] == 1 and haruko["doom"] == 1  # Agnes dealt it: she is "you"
