"""A modifier to an enemy's fight value while it is being attacked using certain cards: "While Avian Thrall is being
attacked using a Ranged, Firearm, or Spell asset, it gets -3 fight". An enemy's fight value is the difficulty of an
attack against it (ahlcg/rr/fight; ahlcg/rr/difficulty); "the effects of such abilities are active any time the
specified condition is met" (ahlcg/rr/constant-abilities) — so the modifier changes the difficulty of an attack
prompted by such a card (the test's source: "the card whose ability prompts it", ahlcg/rr/st-1) and of no other."""

from __future__ import annotations

from typing import Any

THRALL = "While Avian Thrall is being attacked using a Ranged, Firearm, or Spell asset, it gets -3 fight."


def _weapon(name: str, traits: list[str]) -> dict[str, Any]:
    fight = {"kind": "action", "designator": "fight", "cost": {"actions": 1}, "text": "Fight.",
             "effects": [{"effect": "fight"}]}
    return {"name": name, "type": "asset", "controller": "Roland", "traits": traits, "abilities": [fight]}


def _thrall(world: dict[str, Any], do: dict[str, Any]) -> dict[str, Any]:
    world["cards"] = [_weapon("Shotgun", ["Item", "Weapon", "Firearm"]), _weapon("Knife", ["Item", "Weapon", "Melee"]),
                      {"name": "Avian Thrall", "type": "enemy", "engaged": "Roland", "health": 4, "fight": 5,
                       "evade": 2, "attack": {"damage": 1}, "text": THRALL}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}]
    world["do"] = [do]
    return world


def _lowered(trace) -> bool:
    return any(s.text.endswith("the difficulty of this skill test is 5 \u2192 2") for s in trace.steps)


def test_an_attack_using_a_card_the_condition_names_gets_the_modifier(world, run):
    assert _lowered(run(_thrall(world, {"who": "Roland", "action": "activate", "card": "Shotgun"})))


def test_an_attack_using_another_card_does_not(world, run):
    trace = run(_thrall(world, {"who": "Roland", "action": "activate", "card": "Knife"}))
    assert any(s.text.startswith("ST.5") for s in trace.steps)
    assert not _lowered(trace)


def test_an_attack_using_no_card_does_not(world, run):
    """The basic fight action: no card prompts the test, so it is made using none."""
    trace = run(_thrall(world, {"who": "Roland", "action": "fight", "enemy": "Avian Thrall"}))
    assert any(s.text.startswith("ST.5") for s in trace.steps)
    assert not _lowered(trace)
