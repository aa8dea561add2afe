"""An amount equal to a defeated enemy's horror value ("Play after you defeat a [[Monster]] enemy. Each investigator at
your location heals horror equal to that enemy's horror value."), from the sentences it rests on:

- Enemy Attacks: an enemy's attack "deals damage and horror equal to its damage and horror values" — the value counted
  is the enemy's printed horror (``horror-of:triggering-what``: the enemy the triggering condition names);
- In Play and Out of Play: the defeated enemy is out of play (in the encounter discard pile): its printed value, which
  no constant of a card in play modifies; an enemy in play, whose value its attacks' modifiers change, is not counted.
"""

from __future__ import annotations

BLEEDS = {"name": "If it bleeds", "type": "event", "cost": 0, "keywords": ["fast"],
          "play-when": {"timing": "after", "trigger": {"event": "defeated", "who": "you", "what": "monster-enemy"}},
          "effects": [{"effect": "for-each", "count": "horror-of:triggering-what",
                       "effects": [{"effect": "heal-horror", "amount": 1, "to": "each-investigator-at-your-location"}]}]}


def _bleeds(world, horror: int, count: str = "horror-of:triggering-what"):
    """Roland (3 horror) and Agnes (3 horror) in the Hall; Roland defeats a Monster enemy of ``horror`` horror value."""
    for who in world["investigators"]:
        who["horror"] = 3
    world["investigators"][0]["hand"] = [{**BLEEDS, "effects": [{**BLEEDS["effects"][0], "count": count}]}]
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "traits": ["Monster"], "engaged": "Roland", "health": 1,
                       "fight": 1, "attack": {"damage": 1, "horror": horror}}]
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Ghoul", "result": "success"}]
    return world


def test_each_investigator_heals_horror_equal_to_the_defeated_enemy_s_horror_value(world, run, find):
    trace = run(_bleeds(world, 2))
    investigators = trace.final_state["investigators"]
    assert investigators["Roland"]["horror"] == 1 and investigators["Agnes"]["horror"] == 1
    assert find(trace, "Ghoul is defeated") < find(trace, "2 (Ghoul's printed horror value, out of play)")


def test_the_value_counted_is_the_enemy_s_own(world, run, find):
    """Another horror value heals another amount: the count is the enemy's, not a fixed amount."""
    trace = run(_bleeds(world, 1))
    assert trace.final_state["investigators"]["Roland"]["horror"] == 2
    find(trace, "1 (Ghoul's printed horror value, out of play)")


def test_an_enemy_in_play_is_not_counted(world, run, find):
    """A count of an enemy in play by its name: its value is its attacks', which the count does not read — nothing
    is counted and nothing healed, never a printed value its modifiers may have changed."""
    world = _bleeds(world, 2, "horror-of:Brute")
    world["cards"].append({"name": "Brute", "type": "enemy", "health": 3, "fight": 1, "location": "Hall",
                           "attack": {"damage": 1, "horror": 2}})
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["horror"] == 3
    find(trace, "nothing to count")
