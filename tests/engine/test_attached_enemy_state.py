"""A condition on the enemy a card was just attached to ("Attach to a Brood of Yog-Sothoth enemy in play. If that
enemy is at your location, take 1 damage.": ``{card: attached, state: at-your-location}``): checked on the card it is
attached to (Attachments), where that enemy is as the condition resolves."""

from __future__ import annotations

import pytest


def _beasts(world, where: str):
    world["cards"] = [
        {"name": "Brood", "type": "enemy", "location": where, "health": 4, "traits": ["Monster", "Abomination"]},
        {"name": "Towering Beasts", "type": "asset", "controller": "Roland", "owner": "Roland",
         "abilities": [{"kind": "action", "effects": [
             {"effect": "attach", "to": "a-brood-enemy-in-play"},
             {"effect": "if", "condition": {"card": "attached", "state": "at-your-location"},
              "effects": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}]}]},
    ]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Towering Beasts"}]
    return world


@pytest.mark.parametrize(("where", "damage"), [("Hall", 1), ("Attic", 0)])
def test_that_enemy_at_your_location_is_the_one_attached_to_where_it_is(world, run, where, damage):
    trace = run(_beasts(world, where))
    assert trace.final_state["cards"]["Towering Beasts"]["attached_to"] == "Brood"
    assert trace.final_state["investigators"]["Roland"]["damage"] == damage
