"""Counts of uses of one type on a card, from the Rules Reference's sentences on Uses (X Type): a card enters play
with its uses of the type its keyword names, and bears no uses of another type; tokens of a kind placed on a card with
no Uses keyword ("Move 1 charge … to Angered Spirits") are its own. "If Angered Spirits has fewer than 4 charges on
it": ``charge-on:Angered Spirits``."""

from __future__ import annotations

import pytest


def _ledger(world, count, cards=()):
    """Roland's free ability: gain 1 resource for each ``count`` (from 0), on the card "Ledger"."""
    world["cards"] = [*cards, {"name": "Ledger", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "effects": [{"effect": "for-each", "count": count,
                                      "effects": [{"effect": "gain-resources", "amount": 1}]}]}]}]
    world["investigators"][0]["resources"] = 0
    world["do"] = [{"who": "Roland", "use": "Ledger"}]
    return world


def _asset(name, uses, use_type=None):
    return {"name": name, "type": "asset", "controller": "Roland", "uses": uses,
            **({"use-type": use_type} if use_type else {})}


@pytest.mark.parametrize("count, cards, gained", [
    ("charge-on:Wand", (_asset("Wand", 3, "charges"),), 3),  # its charges, as Uses (3 charges) placed them
    ("secret-on:Wand", (_asset("Wand", 3, "charges"),), 0),  # a card of charges bears no secrets
    ("charge-on:Wand", (_asset("Wand", 2),), 2),  # no Uses keyword: what was placed on it is its own
    ("ammo-on:asset", (_asset("Wand", 3, "charges"), _asset("Gun", 2, "ammo"), _asset("Rifle", 4, "ammo")), 6),
])
def test_uses_of_a_type_are_counted_on_the_cards_of_that_type(world, run, count, cards, gained):
    assert run(_ledger(world, count, cards)).final_state["investigators"]["Roland"]["resources"] == gained


def test_the_trace_says_whose_uses_were_counted(world, run, find):
    find(run(_ledger(world, "ammo-on:Gun", (_asset("Wand", 3, "charges"), _asset("Gun", 2, "ammo")))),
         "2 (ammo on Gun)")
