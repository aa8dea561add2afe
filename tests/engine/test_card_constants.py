"""Constant abilities governing a card, from printed text: an attached location's shroud, a card that cannot be
investigated, defeated or damaged (Constant Abilities; Attachments; Cannot; Difficulty)."""

from __future__ import annotations

OBSCURING_FOG = "<b>Revelation</b> - Attach to your location.\nAttached location gets +2 shroud."


def _fog(world, text=OBSCURING_FOG):
    """Roland draws a treachery that attaches itself to his location, then investigates it."""
    world["encounter-deck"] = [{"name": "Obscuring Fog", "type": "treachery", "text": text}]
    world["investigators"][0]["abilities"] = [{"kind": "action", "text": "Draw the top card of the encounter deck.",
                                               "effects": [{"effect": "draw-encounter-card"}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"},
                   {"who": "Roland", "action": "investigate", "result": "fail"}]
    return world


def test_a_treachery_that_attaches_to_your_location_is_attached_to_it(world, run):
    trace = run(_fog(world))
    fog = trace.final_state["cards"]["Obscuring Fog"]
    assert fog["zone"] == "play" and fog["attached_to"] == "Hall"
    assert any("Obscuring Fog is put into play attached to Hall" in s.text for s in trace.steps)


def test_attached_location_gets_plus_two_shroud_raises_the_difficulty_of_investigating_it(world, run):
    """Difficulty: a location's shroud is the difficulty of investigating it; +2 while the fog is attached."""
    trace = run(_fog(world))
    assert any(s.text.endswith("the difficulty of this skill test is 2 \u2192 4") for s in trace.steps)


def test_a_location_that_cannot_be_investigated_refuses_the_investigation(world, run):
    world["locations"][0]["text"] = "Hall cannot be investigated."
    world["do"] = [{"who": "Roland", "action": "investigate", "result": "success"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["clues"] == 0
    assert any("cannot" in s.text and "Hall cannot be investigated" in s.text for s in trace.steps)


def test_an_enemy_that_cannot_be_defeated_stays_in_play_at_its_health(world, run):
    world["cards"] = [{"name": "Hastur", "type": "enemy", "location": "Hall", "health": 2, "fight": 1, "evade": 1,
                       "attack": {"damage": 1, "horror": 1}, "text": "Hastur cannot be defeated."}]
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Hastur", "result": "success"},
                   {"who": "Roland", "action": "fight", "enemy": "Hastur", "result": "success"}]
    trace = run(world)
    hastur = trace.final_state["cards"]["Hastur"]
    assert hastur["zone"] == "play" and hastur["damage"] >= 2
    assert any(s.text.startswith("Hastur is defeated cannot happen") for s in trace.steps)


def test_an_enemy_that_cannot_be_damaged_takes_none(world, run):
    world["cards"] = [{"name": "Organist", "type": "enemy", "location": "Hall", "health": 5, "fight": 1, "evade": 1,
                       "attack": {"damage": 1, "horror": 1}, "text": "Cannot be damaged."}]
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Organist", "result": "success"}]
    trace = run(world)
    assert trace.final_state["cards"]["Organist"]["damage"] == 0
