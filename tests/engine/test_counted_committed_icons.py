"""A skill card's icons gained for each of a count: "For each enemy engaged with you, "Not without a fight!" gains
[willpower] [combat] [agility]" — the card's own constant on its committed state, its icons gained once per enemy
engaged with the investigator committing it, as the icons are counted (ST.2, ST.5; Gains)."""

from __future__ import annotations

FIGHT = {"name": "Not without a fight!", "type": "skill", "icons": {},
         "commit-if": {"count": "enemy-engaged-with-you", "at-least": 1},
         "abilities": [{"kind": "constant", "applies-to": {"event": "enters-play", "what": "self"},
                        "gains-icons": ["willpower", "combat", "agility"], "for-each": "enemy-engaged-with-you",
                        "condition": {"card": "self", "state": "committed"}}]}


def _investigate(world, enemies: int):
    """Roland, engaged with ``enemies`` enemies, investigates (an intellect test: none of the card's icons match) or
    tests [combat] (each enemy gives the card one matching icon)."""
    world["investigators"][0]["hand"] = [dict(FIGHT)]
    world["cards"] = [{"name": f"Ghoul {k}", "type": "enemy", "location": "Hall", "engaged": "Roland", "health": 3,
                       "fight": 9, "evade": 9} for k in range(1, enemies + 1)]
    world["tests"] = [{"who": "Roland", "tokens": ["0"], "commit": ["Not without a fight!"]}]
    return world


def _fight(world, enemies: int):
    world = _investigate(world, enemies)
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Ghoul 1"}]
    return world


def test_each_engaged_enemy_gives_the_committed_card_one_matching_icon(world, run, find):
    find(run(_fight(world, 2)), "Roland commits Not without a fight! (2 matching icons")
    find(run(_fight(world, 3)), "Roland commits Not without a fight! (3 matching icons")


def test_icons_of_another_skill_do_not_match_so_it_cannot_be_committed(world, run, find):
    world = _investigate(world, 2)
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    trace = run(world)
    find(trace, "Not committed: Not without a fight! has no intellect or wild icon")
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Not without a fight!"]
