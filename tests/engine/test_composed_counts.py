"""Counts composed with a filter: "for each Monster enemy in play" (``in-play:monster-enemy``), "X is the highest
number of doom on a Cultist enemy in play" (``most-doom-on:cultist-enemy``) — what in play the filter matches, by
its traits, states and place as a trigger's role is judged, counted for "you"."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data


def _enemy(name, traits, doom=0, **more):
    return {"name": name, "type": "enemy", "traits": traits, "health": 3, "fight": 2, "evade": 2, "doom": doom,
            "location": "Hall", **more}


def _counting(world, count, cards=()):
    world["cards"] = [*cards, {"name": "Ledger", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "effects": [{"effect": "for-each", "count": count,
                                      "effects": [{"effect": "gain-resources", "amount": 1}]}]}]}]
    world["investigators"][0]["resources"] = 0
    world["do"] = [{"who": "Roland", "use": "Ledger"}]
    return world


ENEMIES = [_enemy("Ghoul", ["Monster"], doom=2), _enemy("Rat", ["Creature"], doom=3),
           _enemy("Acolyte", ["Monster", "Cultist"], doom=1, exhausted=True)]


@pytest.mark.parametrize("count, gained", [
    ("in-play:monster-enemy", 2),  # Ghoul and Acolyte
    ("in-play:exhausted-monster-enemy", 1),  # Acolyte
    ("in-play:non-monster-enemy", 1),  # Rat
    ("in-play:Rat", 1),  # by its printed name
    ("most-doom-on:monster-enemy", 2),  # Ghoul's 2 over Acolyte's 1 (Rat's 3 is no Monster's)
    ("most-doom-on:enemy", 3),
    ("in-play:cultist-asset", 0),
])
def test_a_composed_count_counts_what_in_play_its_filter_matches(world, run, count, gained):
    trace = run(_counting(world, count, ENEMIES))
    assert trace.final_state["investigators"]["Roland"]["resources"] == gained


def test_the_trace_says_what_was_counted(world, run, find):
    find(run(_counting(world, "in-play:monster-enemy", ENEMIES)), "2 (monster-enemy in play: Ghoul, Acolyte)")
    find(run(_counting(world, "most-doom-on:enemy", ENEMIES)), "3 (the most doom on one enemy in play: Rat)")


def test_an_enemy_out_of_play_is_not_counted(world, run):
    world["set-aside"] = [{"name": "Ghast", "type": "enemy", "traits": ["Monster"], "health": 2}]
    trace = run(_counting(world, "in-play:monster-enemy", ENEMIES))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 2


def test_a_condition_bounds_a_composed_count(world, run):
    """"Play only if there is a Monster enemy at your location": met with a Ghoul in the Hall, not without."""
    hand = {"name": "Flare", "type": "event", "cost": 0, "play-if": {"count": "in-play:monster-enemy-at-your-location",
                                                                     "at-least": 1},
            "effects": [{"effect": "gain-resources", "amount": 2}]}
    for cards, resources in (([_enemy("Ghoul", ["Monster"])], 7), ([_enemy("Rat", ["Creature"])], 5)):
        data = world
        data = {**data, "cards": cards, "do": [{"who": "Roland", "action": "play", "card": "Flare"}],
                "investigators": [{**data["investigators"][0], "hand": [hand]}, *data["investigators"][1:]]}
        assert run(data).final_state["investigators"]["Roland"]["resources"] == resources


def test_a_composed_count_naming_nothing_the_situation_knows_is_an_error(world):
    with pytest.raises(SituationError, match="unknown name or selector 'Gool'; did you mean 'Ghoul'"):
        situation_from_data(_counting(world, "in-play:Gool", ENEMIES))
