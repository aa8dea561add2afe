"""The nearest copy of a card by its title: Carnevale of Horrors, "[tablet]: -3. If you fail, deal 1 damage or 1
horror to the nearest Innocent Reveler in play." — of the Innocent Revelers in play, the one fewest connections from
the tester's location (Nearest), as the failed test's result (ST.7)."""

from __future__ import annotations

NEAREST = "nearest-from:your-location;copies-of:Innocent Reveler"
TABLET = {"modifier": -3, "if-fail": [{"effect": "either", "effects": [
    {"effect": "deal-damage", "amount": 1, "to": NEAREST}, {"effect": "deal-horror", "amount": 1, "to": NEAREST}]}]}


def test_st7_the_reveler_fewest_connections_away_takes_the_damage(world, run, find):
    """Roland in the Hall; one Reveler in the Attic (1 away), one in the Cellar (2 away): the Attic's takes it."""
    world["locations"][1]["connections"] = ["Hall", "Cellar"]
    world["locations"].append({"name": "Cellar", "connections": ["Attic"], "clues": 0, "shroud": 1})
    world["cards"] = [
        {"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3}]}]},
        {"name": "Innocent Reveler #2", "type": "asset", "location": "Cellar", "health": 2, "sanity": 2},
        {"name": "Innocent Reveler #1", "type": "asset", "location": "Attic", "health": 2, "sanity": 2}]
    data = dict(world, **{"chaos-tokens": {"tablet": TABLET}}, tests=[{"who": "Roland", "tokens": ["tablet"]}],
                do=[{"who": "Roland", "action": "activate", "card": "Charm"}],
                choices=[{"decision": "either", "option": 0}])
    trace = run(data)
    assert find(trace, "ST.6: Roland fails") < find(trace, "1 damage on Innocent Reveler #1")
    cards = trace.final_state["cards"]
    assert cards["Innocent Reveler #1"]["damage"] == 1 and cards["Innocent Reveler #2"]["damage"] == 0
