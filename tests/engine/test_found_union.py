"""Traits joined by "or" in a count, and the one a pronoun after it names: The Pallid Mask, "[tablet]: -2. If there is
a ready Ghoul or Geist enemy at your location, it attacks you (if there is more than one, choose one)." — the count is
of the enemies either trait fits, each once; "it" is one of them, the player's choice (Target), and it attacks."""

from __future__ import annotations

TABLET = {"modifier": -2, "effects": [{"effect": "if", "condition": {
    "count": "in-play:ready-ghoul-enemy-at-your-location|ready-geist-enemy-at-your-location", "at-least": 1},
    "effects": [{"effect": "choose", "to": "one-of:a-ready-ghoul-enemy-at-your-location|a-ready-geist-enemy-at-your-location"},
                {"effect": "enemy-attacks", "enemy": "chosen"}]}]}


def _enemy(name, traits, **more):
    return {"name": name, "type": "enemy", "traits": traits, "location": "Hall", "fight": 2, "health": 2, "evade": 2,
            "attack": {"damage": 1, "horror": 1}, **more}


def _mask(world, enemies, **more):
    world["cards"] = [
        {"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 1}]}]}, *enemies]
    return dict(world, **{"chaos-tokens": {"tablet": TABLET}}, tests=[{"who": "Roland", "tokens": ["tablet"]}],
                do=[{"who": "Roland", "action": "activate", "card": "Charm"}], **more)


def test_st4_the_enemy_chosen_among_either_trait_attacks(world, run, find):
    """A ready Ghoul and a ready Geist at Roland's location (and an exhausted Geist): the count finds the two ready
    ones; Roland chooses the Geist, and only it attacks (1 damage, 1 horror)."""
    enemies = [_enemy("Ghoul Minion", ["Ghoul"]), _enemy("Wraith", ["Geist"]),
               _enemy("Tired Wraith", ["Geist"], exhausted=True)]
    trace = run(_mask(world, enemies, choices=[{"decision": "target", "ability": "Roland", "choose": "Wraith"}]))
    counted = find(trace, "2 (ready-ghoul-enemy-at-your-location|ready-geist-enemy-at-your-location in play: "
                          "Ghoul Minion, Wraith)")
    assert find(trace, "ST.4: [tablet]") < counted < find(trace, "Roland chooses Wraith") < find(trace, "ST.5")
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["damage"], roland["horror"]) == (1, 1)
    assert find(trace, "Wraith makes an attack against Roland") > counted
    assert not any("Ghoul Minion makes an attack" in s.text or "Tired Wraith makes" in s.text for s in trace.steps)


def test_st4_no_ready_enemy_of_either_trait_nothing_attacks(world, run, find):
    """Only an exhausted Geist and a ready enemy of another trait: the condition does not hold."""
    enemies = [_enemy("Tired Wraith", ["Geist"], exhausted=True), _enemy("Rat", ["Creature"])]
    trace = run(_mask(world, enemies))
    find(trace, "0 (ready-ghoul-enemy-at-your-location|ready-geist-enemy-at-your-location in play: none), so it does "
                "not hold")
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["damage"], roland["horror"]) == (0, 0)
