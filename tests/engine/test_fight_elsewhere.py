"""Fighting an enemy that is not at the attacker's location, when its own card permits it.

- Cnidathqua: "You may fight Cnidathqua as if it were at your location (it is not engaged with you)."
- Fight: an investigator attacks an enemy at his or her location; Play Restrictions, Permissions, and Instructions: a
  permission lets an investigator do what the rules otherwise forbid.
"""

from __future__ import annotations

PERMIT = {"kind": "constant", "applies-to": {"event": "fight", "what": "self"}, "permits": "an-enemy-at-another-location",
          "text": "You may fight Cnidathqua as if it were at your location (it is not engaged with you)."}


def _far(world, abilities):
    world["cards"] = [{"name": "Cnidathqua", "type": "enemy", "location": "Attic", "health": 9, "fight": 2, "evade": 2,
                       "attack": {"damage": 1}, "abilities": abilities}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}]
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Cnidathqua"}]
    return world


def test_the_permission_lets_the_fight_action_attack_it_at_another_location(world, run, find):
    trace = run(_far(world, [PERMIT]))
    permitted = find(trace, "Cnidathqua permits Roland to fight Cnidathqua as if it were at Roland's location")
    assert "ahlcg/rr/play-restrictions-permissions-and-instructions" in trace.steps[permitted].rules
    assert permitted < find(trace, "Roland attacks Cnidathqua")
    cards = trace.final_state["cards"]["Cnidathqua"]
    assert cards["damage"] == 1 and cards.get("engaged") is None and cards["location"] == "Attic"


def test_without_it_an_enemy_at_another_location_cannot_be_fought(world, run, find):
    trace = run(_far(world, []))
    find(trace, "Not possible (do[0]): Cnidathqua is not at Roland's location")
    assert trace.final_state["cards"]["Cnidathqua"].get("damage", 0) == 0
