"""An enemy's fight value reduced "for the next attack performed against it this phase" (Expose Weakness), once for
each point the test succeeded by.

- Difficulty: the difficulty of an attack is the enemy's fight value; Lasting Effects: a lasting effect changes it
  for its duration — here until the first attack against the enemy it modifies ends (or the phase, if none comes).
- ST.7: "For each point you succeed by" is a result of the test, counted from its margin.
"""

from __future__ import annotations

from typing import Any

EXPOSE = ("Fast. Play during any [fast] player window.\nChoose an enemy at your location. Test [intellect] (X), where X "
          "is that enemy's fight value. For each point you succeed by, reduce that enemy's fight value by 1 for the "
          "next attack performed against it this phase.")


def _expose_then_fight(world: dict[str, Any], run: Any, fights: int) -> Any:
    """Roland (intellect 3, combat 4) plays Expose Weakness on a Ghoul (fight 3) revealing +1 (succeeds by 1), then
    fights it ``fights`` times, each revealing -2 (combat 4 - 2 = 2)."""
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 9, "fight": 3, "evade": 2,
                       "attack": {"damage": 1}}]
    world["investigators"][0]["hand"] = [{"name": "Expose Weakness", "type": "event", "cost": 0, "text": EXPOSE}]
    world["tests"] = [{"who": "Roland", "tokens": ["+1"]}, *({"who": "Roland", "tokens": ["-2"]}
                                                             for _ in range(fights))]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Expose Weakness"},
                   *({"who": "Roland", "action": "fight", "enemy": "Ghoul"} for _ in range(fights))]
    return run(world)


def test_lasting_effects_the_next_attack_against_it_is_made_against_the_reduced_value(world, run, find):
    """Succeeding by 1: fight 3 - 1 = 2, and combat 4 - 2 = 2 succeeds against it."""
    trace = _expose_then_fight(world, run, fights=1)
    reduced = find(trace, "the difficulty of this skill test is 3 \u2192 2")
    assert reduced < find(trace, "ST.6: Roland succeeds (2 equals or exceeds the difficulty 2")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1


def test_lasting_effects_it_ends_with_that_attack(world, run, find):
    """The second attack is made against fight 3 again: 2 fails."""
    trace = _expose_then_fight(world, run, fights=2)
    texts = [step.text for step in trace.steps]
    assert sum("the difficulty of this skill test is 3 \u2192 2" in t for t in texts) == 1
    assert find(trace, "the difficulty of this skill test is 3 \u2192 2") < find(trace, "ST.6: Roland fails")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1
