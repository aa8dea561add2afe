"""The window of an enemy's spawn: where it is spawning is known before it enters play ("When an enemy would spawn
at your location": at its instruction's location, or — with none — its drawer's, Spawn), and an investigator who
moves away in that window leaves it spawning where he or she was ("Immediately move to a connecting location. (The
enemy still spawns at your previous location.)")."""

from __future__ import annotations

AWAY = {"kind": "reaction", "timing": "would", "trigger": {"event": "spawn", "what": "enemy-at-your-location"},
        "text": "[reaction] When an enemy would spawn at your location: Move to a connecting location. (hypothetical)",
        "effects": [{"effect": "move", "to": "Attic"}]}


def _draw(world, enemy, *abilities):
    world["encounter-deck"] = [enemy]
    world["investigators"][0]["abilities"] = [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]}, *abilities]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland", "ability": 0}]
    world["investigators"][1]["location"] = "Attic"
    return world


def test_an_enemy_with_no_instruction_would_spawn_at_its_drawers_location(world, run, find):
    trace = run(_draw(world, {"name": "Ghoul", "type": "enemy", "health": 2}, AWAY))
    assert find(trace, "[reaction]") < find(trace, "Step 4: Ghoul spawns at Hall")


def test_its_drawer_moving_away_in_the_window_leaves_it_spawning_where_he_was_unengaged(world, run, find):
    trace = run(_draw(world, {"name": "Ghoul", "type": "enemy", "health": 2}, AWAY))
    find(trace, "where Roland was as it began to spawn (Roland has moved since")
    ghoul = trace.final_state["cards"]["Ghoul"]
    assert ghoul["location"] == "Hall" and ghoul["engaged"] is None
    assert trace.final_state["investigators"]["Roland"]["location"] == "Attic"


def test_an_enemy_spawning_elsewhere_does_not_trigger_at_your_location(world, run, find):
    trace = run(_draw(world, {"name": "Ghoul", "type": "enemy", "health": 2, "spawn": "Attic"}, AWAY))
    find(trace, "Step 4: Ghoul spawns at Attic")
    assert trace.final_state["investigators"]["Roland"]["location"] == "Hall"


def test_a_set_aside_enemy_spawned_at_a_random_location_spawns_at_the_one_the_situation_states(world, run, find):
    """"Spawn a set aside Brood of Yog-Sothoth at a random location": the engine has no randomness, so the location
    is the situation's `target` choice; the ability's location overrides the enemy's own instruction (Spawn)."""
    world["set-aside"] = [{"name": "Brood", "type": "enemy", "health": 3, "spawn": "Hall"}]
    world["choices"] = [{"decision": "target", "ability": "Roland", "choose": "Attic"}]
    world["investigators"][0]["abilities"] = [{"kind": "free", "text": "Spawn a set aside Brood at a random location.",
                                               "effects": [{"effect": "spawn", "card": "Brood",
                                                            "to": "a-random-location"}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    trace = run(world)
    assert find(trace, "picked at random") < find(trace, "Step 4: Brood spawns at Attic")
    assert trace.final_state["cards"]["Brood"]["location"] == "Attic"
