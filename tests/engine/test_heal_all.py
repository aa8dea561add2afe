"""Healing with no amount: all of it ("Heal all damage from that enemy": Heal)."""

from __future__ import annotations


def test_heal_with_no_amount_heals_all_the_damage_on_the_enemy(world, run):
    world["cards"] = [{"name": "Beast", "type": "enemy", "location": "Attic", "health": 6, "fight": 2, "evade": 2,
                       "traits": ["Abomination"], "damage": 4},
                      {"name": "Mask", "type": "asset", "controller": "Roland", "abilities": [
                          {"kind": "free", "effects": [{"effect": "heal-damage", "to": "Beast"}]}]}]
    world["do"] = [{"who": "Roland", "use": "Mask"}]
    trace = run(world)
    assert "Beast: damage 4 \u2192 0" in [s.text for s in trace.steps]
    assert trace.final_state["cards"]["Beast"]["damage"] == 0


def test_heal_with_an_amount_heals_that_much(world, run):
    world["cards"] = [{"name": "Beast", "type": "enemy", "location": "Attic", "health": 6, "fight": 2, "evade": 2,
                       "damage": 4},
                      {"name": "Mask", "type": "asset", "controller": "Roland", "abilities": [
                          {"kind": "free", "effects": [{"effect": "heal-damage", "amount": 1, "to": "Beast"}]}]}]
    world["do"] = [{"who": "Roland", "use": "Mask"}]
    assert run(world).final_state["cards"]["Beast"]["damage"] == 3
