"""Sentences of the 2024 glossary that the 2016 Rules Reference lacks or words differently, each replayed by a
minimal situation (the sentence table, ``python -m kb.tools.conformance_coverage``, reads the quotes)."""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world


def _ghoul(**more):
    return {"name": "Ghoul", "type": "enemy", "health": 3, "fight": 2, "evade": 2,
            "attack": {"damage": 1, "horror": 0}, **more}


def _free(data, text, effects):
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": text, "effects": effects}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}]
    return data


def test_you_taking_damage_includes_the_assets_you_control():
    """[ahlcg/glossary/interpreting-you-when-taking-or-being-dealt-damage] "When an ability refers to “you” in
    response to taking damage or being dealt damage, it also includes any assets you control." """
    data = world(cards=[_ghoul(engaged="Roland Banks"),
                        {"name": "Guard", "type": "asset", "controller": "Roland Banks", "health": 3, "sanity": 1}],
                 do=[{"who": "Roland Banks", "action": "draw"}],
                 choices=[{"decision": "assign", "who": "Roland Banks", "to": "Guard"}])
    data["investigators"][1]["abilities"] = [reaction("after", {"event": "damage-dealt", "who": "Roland Banks"},
                                                      gain(), "After Roland Banks takes damage: gain 1.")]
    trace = run(data)
    assert at(trace, "1 damage on Guard (0 → 1 of 3)") < at(trace, "Agnes Baker [reaction]")
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 0


def test_an_automatic_evasion_is_not_a_successful_evasion():
    """[ahlcg/rr/automatic-failure-success] "Consequentially, because no skill test is made, it is not considered a
    “successful” evasion." "The investigator simply follows the steps for evading an enemy (exhausting it and
    breaking its engagement)." """
    data = _free(world(cards=[_ghoul(engaged="Roland Banks")]), "Automatically evade an enemy engaged with you.",
                 [{"effect": "evade", "automatic": True}])
    data["investigators"][1]["abilities"] = [reaction(
        "after", {"event": "succeed-skill-test", "who": "Roland Banks", "via": "evade"}, gain(),
        "After Roland Banks successfully evades an enemy: gain 1.")]
    trace = run(data)
    at(trace, "no skill test is made whatsoever")
    assert absent(trace, "ST.1") and absent(trace, "Agnes Baker [reaction]")
    ghoul = trace.final_state["cards"]["Ghoul"]
    assert ghoul["exhausted"] and not ghoul.get("engaged")


def test_a_fully_flooded_location_cannot_have_its_flood_level_increased():
    """[ahlcg/glossary/flood-tokens] "A fully flooded location cannot have its flood level increased." """
    data = _free(world(), "Increase the flood level of your location.",
                 [{"effect": "increase-flood", "to": "your-location"}])
    data["locations"][0]["flood"] = "fully-flooded"
    trace = run(data)
    at(trace, "has no potential to change the game state")
    assert trace.final_state["locations"]["Hall"]["flood"] == "fully-flooded"


def test_a_skill_test_started_during_another_waits_until_the_action_has_resolved():
    """[ahlcg/glossary/nested-skill-tests] "A skill test cannot initiate during another skill test." "If the first
    skill test was part of an action, the second skill test does not initiate until that action has finished
    resolving." """
    data = world(do=[{"who": "Roland Banks", "action": "investigate", "result": "success"}],
                 tests=[{"who": "Roland Banks", "skill": "willpower", "result": "success"}])
    data["cards"] = [{"name": "Trap", "type": "asset", "controller": "Roland Banks", "abilities": [reaction(
        "after", {"event": "succeed-skill-test", "who": "you", "via": "investigate"},
        [{"effect": "test", "skill": "willpower", "difficulty": 2, "success": gain()}],
        "After you successfully investigate: Test [willpower] (2). If you succeed, gain 1 resource.")]}]
    trace = run(data)
    waits = at(trace, "A skill test cannot initiate during another skill test")
    assert waits < at(trace, "Roland Banks discovers 1 clue at Hall") < at(trace, "ST.8: the skill test ends") < at(
        trace, "ST.1: Roland Banks begins a willpower test")


def test_an_aloof_enemy_drawn_without_a_spawn_instruction_spawns_unengaged_at_your_location():
    """[ahlcg/glossary/spawning-an-enemy] "- If the enemy does not have a “Spawn –” instruction, the investigator
    drawing the enemy spawns it engaged with him/her, unless it is aloof." """
    data = _free(world(**{"encounter-deck": [{"name": "Shy", "type": "enemy", "keywords": ["aloof"], "health": 2,
                                              "attack": {"damage": 1}}]}),
                 "Draw an encounter card.", [{"effect": "draw-encounter-card"}])
    trace = run(data)
    at(trace, "Shy spawns at Hall, unengaged")
    shy = trace.final_state["cards"]["Shy"]
    assert shy["location"] == "Hall" and not shy.get("engaged")



def test_looking_at_the_top_cards_of_a_deck_is_not_a_search_and_leaves_them_in_the_deck():
    """[ahlcg/glossary/looking-at-searching-and-finding] "These three terms all involve sifting through out-of-play
    cards (typically an investigator’s deck or the encounter deck), but do not count as one another for the purposes of
    other card effects." — a look at every card of a deck is no search: the deck is not shuffled (Search: "If an effect
    searches an entire deck, the deck must be shuffled"), nothing is found or drawn, and the card on top is still the
    next one drawn."""
    data = _free(world(), "Look at the top 2 cards of your deck. Draw 1 card.",
                 [{"effect": "look-top", "amount": 2}, {"effect": "draw", "amount": 1}])
    data["investigators"][0]["deck"] = [{"name": "Shotgun", "type": "asset"}, {"name": "Ward", "type": "event"}]
    trace = run(data)
    assert at(trace, "looks at the top 2 cards of Roland Banks's deck: Shotgun, Ward") < at(trace, "draws: Shotgun")
    assert absent(trace, "shuffled") and absent(trace, "searches")
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["Shotgun"]
