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


def _cache(world, location_text):
    world["locations"][0]["text"] = location_text
    world["investigators"][0]["hand"] = [{"name": "Cache", "type": "event", "cost": 1,
                                          "effects": [{"effect": "gain-resources", "amount": 3}]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Cache"}]
    return world


def test_increase_the_cost_while_you_are_in_a_location_applies_to_the_investigators_there(world, run, find):
    """Modifiers: "increase the resource cost of each card in your hand by 2" — a card's cost counts as it is
    played (Appendix I, step 1), for each investigator in the Hall (the "while" scope)."""
    trace = run(_cache(world, "While you are in Hall, increase the resource cost of each card in your hand by 2."))
    assert find(trace, "Step 1: cost modifiers apply (Hall): 1 \u2192 3") < find(trace, "Step 2: costs paid")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5 - 3 + 3


def test_a_cost_modifier_scoped_to_a_location_does_not_apply_elsewhere(world, run):
    world = _cache(world, "While you are in Hall, increase the resource cost of each card in your hand by 2.")
    world["investigators"][0]["location"] = "Attic"
    trace = run(world)
    assert not any("cost modifiers apply" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5 - 1 + 3


def test_each_skill_test_at_the_attached_location_gets_plus_one_difficulty(world, run):
    trace = run(_fog(world, "<b>Revelation</b> - Attach to your location.\nEach skill test performed at attached "
                     "location gets +1 difficulty."))
    assert any(s.text.endswith("the difficulty of this skill test is 2 \u2192 3") for s in trace.steps)


def test_a_skill_card_cannot_be_committed_but_another_card_can(world, run):
    """Cannot: "You cannot commit skill cards to skill tests" forbids committing a skill, not an asset."""
    world["cards"] = [{"name": "Whispers", "type": "treachery", "threat-area": "Roland",
                       "text": "You cannot commit skill cards to skill tests."}]
    world["investigators"][0]["hand"] = [{"name": "Deduction", "type": "skill", "icons": {"intellect": 1}},
                                         {"name": "Lantern", "type": "asset", "cost": 2, "icons": {"intellect": 1}}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"], "commit": ["Deduction", "Lantern"]}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    trace = run(world)
    texts = [s.text for s in trace.steps]
    assert any(t.startswith("Roland commits Deduction cannot happen") for t in texts)
    assert any(t.startswith("Roland commits Lantern (1 matching icon") for t in texts)
