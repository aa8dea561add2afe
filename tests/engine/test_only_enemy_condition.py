"""A condition of several parts on an attack: "If the attacked enemy is the only enemy engaged with you, this attack
deals +1 damage" (Machete), read from the rules' sentences.

- Fight Action: "the investigator attacks an enemy … a successful attack deals 1 damage"; ST.7: card abilities "may
  contribute additional consequences, or modify existing consequences" (the +1 damage).
- Enemy Engagement: an enemy engaged with an investigator is "engaged with" him or her; the condition holds only while
  the enemy attacked is one of them and no other is.
- Conditional effects ("if"): the effect resolves only if its condition holds as it resolves; a condition of two parts
  holds when both do, and the trace says what each counted.
"""

from __future__ import annotations

from typing import Any

MACHETE = ("[action]: <b>Fight.</b> You get +1 [combat] for this attack. If the attacked enemy is the only enemy "
           "engaged with you, this attack deals +1 damage.")


def _enemy(name: str, engaged: str | None = "Roland") -> dict[str, Any]:
    """An enemy at the Hall, engaged with ``engaged`` (none: exhausted, so that it does not engage as the test goes
    on)."""
    enemy = {"name": name, "type": "enemy", "location": "Hall", "health": 9, "fight": 2, "evade": 2,
             "attack": {"damage": 1}}
    return {**enemy, "engaged": engaged} if engaged else {**enemy, "exhausted": True}


def _fight(world: dict[str, Any], run: Any, enemies: list[dict[str, Any]], target: str = "Ghoul") -> Any:
    world["cards"] = [*enemies, {"name": "Machete", "type": "asset", "controller": "Roland", "text": MACHETE}]
    choices = [{"decision": "target", "ability": "Machete", "choose": target}] if len(enemies) > 1 else []
    return run(dict(world, tests=[{"who": "Roland", "tokens": ["0"]}],
                    do=[{"who": "Roland", "action": "activate", "card": "Machete"}], choices=choices))


def test_fight_action_the_only_enemy_engaged_with_you_takes_one_more_damage(world, run, find):
    """Ghoul alone engaged with Roland: both parts hold, the attack deals 1 + 1 damage."""
    trace = _fight(world, run, [_enemy("Ghoul")])
    step = find(trace, "If test-against:enemy-engaged-with-you: at least 1 and in-play:enemy-engaged-with-you")
    assert "so it holds" in trace.steps[step].text
    assert find(trace, "deals +1 damage (Machete)") == step + 1 < find(trace, "1 + 1 (Machete) = 2")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 2


def test_enemy_engagement_a_second_enemy_engaged_with_you_breaks_the_condition(world, run, find):
    """A Rat engaged with Roland as well: Ghoul is no longer the only one, the attack deals its standard 1."""
    trace = _fight(world, run, [_enemy("Ghoul"), _enemy("Rat")])
    step = find(trace, "If test-against:enemy-engaged-with-you: at least 1 and in-play:enemy-engaged-with-you")
    assert "does not hold" in trace.steps[step].text
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1


def test_enemy_engagement_the_attacked_enemy_must_itself_be_engaged_with_you(world, run, find):
    """Roland attacks an unengaged Ghoul while a Rat alone is engaged with him: one enemy is engaged with him, but
    it is not the attacked one, so the attack deals its standard 1."""
    trace = _fight(world, run, [_enemy("Ghoul", engaged=None), _enemy("Rat")])
    step = find(trace, "If test-against:enemy-engaged-with-you: at least 1 and in-play:enemy-engaged-with-you")
    assert "does not hold" in trace.steps[step].text
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1
