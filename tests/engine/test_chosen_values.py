"""A test's difficulty that is the value of the card the ability chose ("Choose an exhausted non-Elite enemy at your
location and test [agility] (X), where X is that enemy's evade value. If you succeed, defeat that enemy."), from the
Rules Reference's sentences:

- Difficulty: "the difficulty of the test is equal to the value of the specified …" (a test's X is defined by the
  ability: The Letter X) — here the chosen enemy's evade (``evade-of:chosen``), with the constant modifiers to it
  (Modifiers), counted as the test begins;
- The Letter X: "If X is not defined, its value is equal to 0" — nothing chosen, nothing counted.
"""

from __future__ import annotations

WAYLAY = [
    {"effect": "choose", "to": "an-exhausted-enemy-at-your-location"},
    {"effect": "test", "skill": "agility", "difficulty": 0, "count": "evade-of:chosen",
     "success": [{"effect": "defeat", "to": "chosen"}]},
]


def _enemy(name, evade, **more):
    return {"name": name, "type": "enemy", "health": 3, "fight": 2, "evade": evade, "location": "Hall",
            "exhausted": True, **more}


def _waylay(world, token, enemies, choose):
    """Roland (agility 2) uses "Waylay" (a free ability here) on ``choose`` among ``enemies``."""
    world["cards"] = [*enemies, {"name": "Waylay", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "effects": WAYLAY}]}]
    world["tests"] = [{"who": "Roland", "tokens": [token]}]
    world["choices"] = [{"decision": "target", "ability": "Waylay", "choose": choose}]
    world["do"] = [{"who": "Roland", "use": "Waylay"}]
    return world


def _in_play(trace, name) -> bool:
    return name in trace.final_state.get("enemies", {}) or any(
        c.get("name") == name and c.get("zone") == "play" for c in trace.final_state.get("cards", []))


def test_the_difficulty_is_the_chosen_enemy_s_evade_value(world, run, find):
    """Two enemies: the difficulty is the evade of the one chosen (1), not the other's (5)."""
    trace = run(_waylay(world, "0", [_enemy("Rat", 1), _enemy("Brute", 5)], "Rat"))
    assert find(trace, "Roland chooses Rat") < find(trace, "The test's difficulty X is evade-of:chosen: 1 (Rat's evade")
    find(trace, "difficulty 1")


def test_the_other_enemy_s_value_is_its_own_when_it_is_chosen(world, run, find):
    trace = run(_waylay(world, "0", [_enemy("Rat", 1), _enemy("Brute", 5)], "Brute"))
    find(trace, "The test's difficulty X is evade-of:chosen: 5 (Brute's evade value)")


def test_the_chosen_enemy_s_value_is_counted_with_its_modifiers(world, run, find):
    """Modifiers: "each enemy gets +2 evade" raises the value the test is decided against."""
    gets = {"name": "Fog", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "constant", "applies-to": {"event": "skill-test-begins", "via": "evade", "what": "enemy"},
         "difficulty-modifier": 2}]}
    trace = run(_waylay(world, "0", [_enemy("Rat", 1), gets], "Rat"))
    find(trace, "The test's difficulty X is evade-of:chosen: 3 (Rat's evade value)")


def test_nothing_chosen_leaves_x_undefined_so_0(world, run, find):
    """The Letter X: with no exhausted enemy to choose, X is not defined and is 0."""
    trace = run(_waylay(world, "0", [_enemy("Rat", 1, exhausted=False)], "Rat"))
    find(trace, "X is not defined, so its value is 0")
