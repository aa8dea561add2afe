"""The 2024 glossary's mechanics (swarming, explore, sealing, "for each", ignoring all costs, flooding, spawning),
each replayed from the sentence that rules its timing.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world


def _roland(trace):
    return trace.final_state["investigators"]["Roland Banks"]


def _free(data, text, effects):
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": text, "effects": effects}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}]
    return data


def test_each_swarm_card_attacks_separately_and_the_pack_exhausts_once_all_have_attacked():
    """[ahlcg/glossary/swarming-x] "- Each swarm card attacks separately when enemies attack during the enemy phase."
    "Once the host enemy and all of its swarm cards have attacked during this step, exhaust all of them." "- Each swarm
    card underneath the host enemy acts as a separate instance of that enemy for most purposes." "Each swarm card has the
    same values and text as its host card." """
    trace = run(world(round=2, start="3.3", until="3.3", cards=[
        {"name": "Rats", "type": "enemy", "engaged": "Roland Banks", "health": 1, "attack": {"damage": 1},
         "swarm": 2}]))
    attacks = [at(trace, f"{name} makes its enemy-phase attack") for name in
               ("Rats", "Rats (swarm card 1)", "Rats (swarm card 2)")]
    exhausts = [at(trace, f"{name} exhausts") for name in ("Rats", "Rats (swarm card 1)", "Rats (swarm card 2)")]
    assert max(attacks) < min(exhausts)
    assert _roland(trace)["damage"] == 3
    assert all(trace.final_state["cards"][n]["exhausted"] for n in ("Rats", "Rats (swarm card 1)",
                                                                   "Rats (swarm card 2)"))


def test_the_host_cannot_be_defeated_while_swarm_cards_are_under_it():
    """[ahlcg/glossary/swarming-x] "- Each swarm card can be attacked or dealt damage separately, but the host enemy
    cannot be defeated while it still has swarm cards underneath it." "- Anytime a swarm card leaves play, place it on
    the bottom of its owner’s deck." """
    data = world(cards=[{"name": "Rats", "type": "enemy", "engaged": "Roland Banks", "health": 1, "fight": 1,
                         "attack": {"damage": 1}, "swarm": 1}],
                 do=[{"who": "Roland Banks", "action": "fight", "enemy": "Rats", "result": "success"},
                     {"who": "Roland Banks", "action": "fight", "enemy": "Rats (swarm card 1)", "result": "success"}])
    trace = run(data)
    assert trace.final_state["cards"]["Rats"]["zone"] == "play"
    at(trace, "Rats (swarm card 1) is defeated")
    at(trace, "placed on the bottom of its owner's deck")


def test_explore_draws_until_a_connecting_location_puts_it_into_play_and_moves_there_then_reshuffles():
    """[ahlcg/glossary/explore] "Some abilities in this campaign (and others) are identified with an “Explore” action
    designator." "Such abilities are generally used to find new locations to put into play, and are initiated using the
    “activate” action." "If a location of that type is drawn, it is put into play, and you move to that location." "This
    is considered a “successful” exploration." "If any other location is drawn, place it next to the exploration deck,
    and draw the next card from the exploration deck." "Repeat this process until a location of the indicated type is
    drawn, or a treachery is drawn." "After this action has ended, shuffle each location next to the exploration deck
    back into the exploration deck." "As a single-sided location is put into play from the exploration deck, place
    clues on that location equal to its clue value." "“Explore” abilities instruct you to draw the top card of the
    “exploration deck,” which is a separate deck that is constructed during the setup of some scenarios." """
    data = world(do=[{"who": "Roland Banks", "action": "activate", "card": "Hall"}], **{"exploration-deck": [
        {"name": "Far Shore", "type": "location", "connections": ["Attic"], "clues": 1, "shroud": 2},
        {"name": "Jungle", "type": "location", "connections": ["Hall"], "clues": 2, "shroud": 3},
        {"name": "Vines", "type": "treachery"}]})
    data["locations"][0]["abilities"] = [{"kind": "action", "designator": "explore", "cost": {"actions": 1},
                                          "text": "[action] Explore.", "effects": [{"effect": "explore"}]}]
    trace = run(data)
    far = at(trace, "Far Shore is not connected to Hall: it is placed next to the exploration deck")
    jungle = at(trace, "Jungle is put into play with 2 clues on it")
    moved = at(trace, "Roland Banks moves from Hall to Jungle")
    shuffled = at(trace, "each location next to the exploration deck is shuffled back into it: Far Shore")
    assert far < jungle < moved < shuffled
    assert _roland(trace)["location"] == "Jungle" and set(trace.final_state["exploration_deck"]) == {"Vines",
                                                                                                   "Far Shore"}


def test_a_treachery_drawn_while_exploring_resolves_as_normal_and_goes_to_the_encounter_discard():
    """[ahlcg/glossary/explore] "If a treachery card is drawn, it is resolved as normal." "If it is discarded, place it
    in the encounter discard pile as you would normally." "There is no discard pile for the exploration deck." "This is
    considered an “unsuccessful” exploration." """
    vines = {"name": "Vines", "type": "treachery", "abilities": [
        {"kind": "revelation", "text": "Revelation – Take 1 damage.",
         "effects": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}]}
    data = world(do=[{"who": "Roland Banks", "action": "activate", "card": "Hall"}],
                 **{"exploration-deck": [vines, {"name": "Jungle", "type": "location", "connections": ["Hall"]}]})
    data["locations"][0]["abilities"] = [{"kind": "action", "designator": "explore", "cost": {"actions": 1},
                                          "text": "[action] Explore.", "effects": [{"effect": "explore"}]}]
    trace = run(data)
    assert at(trace, "Vines [revelation]") < at(trace, "1 damage on Roland Banks")
    assert "Vines" in trace.final_state["encounter_discard"]
    assert _roland(trace)["location"] == "Hall"


def test_a_sealed_token_leaves_the_bag_and_a_token_not_in_the_bag_makes_the_seal_fail():
    """[ahlcg/glossary/seal] "Some cards (with or without the seal keyword) may also have abilities that seal one or
    more chaos tokens as part of their effect." "This is done following the same process as above: searching the chaos
    bag for the specified token, removing it from the chaos bag, and placing it on the card." "If the specified token is
    not in the chaos bag, the effect fails." "A sealed chaos token is not considered to be in the chaos bag, and
    therefore cannot be revealed from the chaos bag as part of a skill test or ability." """
    charm = {"name": "Charm", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "free", "text": "Seal a [skull]. Then, gain 1 resource.",
         "effects": [{"effect": "seal", "token": "skull"}, {"effect": "gain-resources", "amount": 1, "then": True}]}]}
    data = world(cards=[charm], do=[{"who": "Roland Banks", "use": "Charm"}, {"who": "Roland Banks", "use": "Charm"}],
                 **{"chaos-bag": ["0", "skull"]})
    trace = run(data)
    at(trace, "sealed on Charm: removed from the chaos bag")
    at(trace, "skull is not in the chaos bag: the seal effect fails")
    assert trace.final_state["chaos_bag"] == ["0"] and _roland(trace)["resources"] == 6


def test_tokens_sealed_on_a_card_are_released_when_it_leaves_play():
    """[ahlcg/glossary/seal] "If a card with one or more chaos tokens sealed on it leaves play for any reason, any chaos
    tokens sealed on it are immediately released." "When a chaos token is “released,” it is returned to the chaos bag and
    is no longer considered sealed." """
    keeper = {"name": "Keeper", "type": "asset", "controller": "Roland Banks", "sealed": ["+1"], "abilities": [
        {"kind": "free", "text": "[free] Discard Keeper: gain 1 resource.",
         "effects": [{"effect": "discard", "to": "self"}, {"effect": "gain-resources", "amount": 1}]}]}
    trace = run(world(cards=[keeper], do=[{"who": "Roland Banks", "use": "Keeper"}], **{"chaos-bag": ["0"]}))
    assert at(trace, "+1 sealed on Keeper is released") < at(trace, "Roland Banks gains 1 resource")
    assert sorted(trace.final_state["chaos_bag"]) == ["+1", "0"]


def test_for_each_point_failed_by_with_a_choice_is_resolved_instance_by_instance():
    """[ahlcg/glossary/for-each] "Some card effects instruct an investigator to perform an effect multiple times for each
    instance of a particular condition (e.g." "If it cannot be resolved simultaneously (for example, if it has multiple
    steps or other dependencies), each instance should be resolved as a separate effect (and must be canceled, ignored,
    or prevented independently of each other effect)." "This treachery must be resolved as separate effects; each point
    failed by requires you to make a choice, whether that choice is to lose an action or to take a horror." "Each
    instance must be resolved separately, even if the resulting outcome only causes you to take horror." """
    data = _free(world(tests=[{"who": "Roland Banks", "tokens": ["-2"]}]),
                 "Test [agility] (3). For each point you fail by, you must either lose 1 action or take 1 horror.",
                 [{"effect": "test", "skill": "agility", "difficulty": 3, "fail": [
                     {"effect": "for-each", "count": "point-failed-by", "effects": [
                         {"effect": "either", "effects": [{"effect": "lose-actions", "amount": 1},
                                                          {"effect": "deal-horror", "amount": 1, "to": "you",
                                                           "direct": True}]}]}]}])
    data["choices"] = [{"decision": "either", "ability": "Roland Banks", "option": 1} for _ in range(3)]
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "horror-dealt", "who": "Roland Banks"}, gain(), "After Roland takes horror: gain 1.")]
    trace = run(data)
    horror_steps = [s for s in trace.steps if "horror on Roland Banks" in s.text]
    assert len(horror_steps) == 3
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 6


def test_for_each_with_a_single_amount_is_one_cumulative_effect():
    """[ahlcg/glossary/for-each] "If such an effect can be calculated and resolved simultaneously, it should be resolved
    (and may be canceled, ignored, or prevented) as a single cumulative effect." """
    data = _free(world(tests=[{"who": "Roland Banks", "tokens": ["-2"]}]),
                 "Test [agility] (3). For each point you fail by, take 1 horror.",
                 [{"effect": "test", "skill": "agility", "difficulty": 3, "fail": [
                     {"effect": "for-each", "count": "point-failed-by",
                      "effects": [{"effect": "deal-horror", "amount": 1, "to": "you", "direct": True}]}]}])
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "horror-dealt", "who": "Roland Banks"}, gain(), "After Roland takes horror: gain 1.")]
    trace = run(data)
    at(trace, "3 horror on Roland Banks")
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 4


def test_revealing_the_top_x_cards_for_the_amount_failed_by_is_one_reveal_of_x_cards():
    """[ahlcg/glossary/for-each] "If such an effect can be calculated and resolved simultaneously, it should be resolved
    (and may be canceled, ignored, or prevented) as a single cumulative effect." "reveal the top X cards of the
    encounter deck, where X is the amount you failed by" (Hunted by Byakhee): failing by 2 reveals the top 2 cards at
    once — not the top card twice — and both stay on top of the deck, in their order."""
    data = _free(world(tests=[{"who": "Roland Banks", "tokens": ["-1"]}], **{"encounter-deck": [
        {"name": "Ghoul Minion", "type": "enemy", "health": 2, "fight": 2, "evade": 2, "damage": 1},
        {"name": "Ancient Evils", "type": "treachery"}, {"name": "Grasping Hands", "type": "treachery"}]}),
        "Test [agility] (3). If you fail, reveal the top X cards of the encounter deck, where X is the amount you "
        "failed by.",
        [{"effect": "test", "skill": "agility", "difficulty": 3, "fail": [
            {"effect": "for-each", "count": "point-failed-by",
             "effects": [{"effect": "reveal-top", "deck": "encounter"}]}]}])
    trace = run(data)
    assert at(trace, "single cumulative effect (amount 2)") < at(
        trace, "reveals the top 2 cards of the encounter deck: Ghoul Minion, Ancient Evils")
    assert absent(trace, "Instance 1 of 2")
    assert "Ghoul Minion" not in trace.final_state["cards"] and trace.final_state["encounter_discard"] == []


def test_ignoring_all_costs_skips_what_is_before_the_colon_but_not_a_cost_after_it():
    """[ahlcg/glossary/ignoring-all-costs] "These effects only ignore the costs of initiating an ability." "They do not
    ignore additional costs that must be paid when resolving that ability — in other words, anything “before the colon”
    is ignored, but any additional costs “after the colon” must be paid as normal." "Some cards like Knowledge is Power
    or Word of Woe allow an investigator to play a card or activate an ability on an asset, “ignoring all costs." [ahlcg/rr/costs]
    "In such a construct, the aspect preceding the colon indicates the ability costs that must be paid and any
    triggering conditions that must be met to trigger the ability." "The aspect following the colon is the effect." """
    tome = {"name": "Tome", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "cost": {"actions": 1, "exhaust": True, "resources": 2},
         "text": "[action] Exhaust, spend 2 resources: Spend 1 resource: draw 1 card.",
         "effects": [{"effect": "spend", "cost": {"resources": 1}, "effects": [{"effect": "draw", "amount": 1}]}]}]}
    data = _free(world(cards=[tome]), "Activate Tome's ability, ignoring all costs.",
                 [{"effect": "activate-ignoring-costs", "card": "Tome"}])
    trace = run(data)
    assert at(trace, "costs ignored") < at(trace, "cost after the colon paid") < at(trace, "Roland Banks draws: Card A")
    assert _roland(trace)["resources"] == 4 and _roland(trace)["actions"] == 3
    assert not trace.final_state["cards"]["Tome"]["exhausted"]


def test_flood_levels_rise_and_fall_one_step_at_a_time():
    """[ahlcg/glossary/flood-tokens] "- If a location’s flood level is “increased,” it changes from unflooded to partially
    flooded, or from partially flooded to fully flooded." "- If a location’s flood level is “decreased,” it changes from
    fully flooded to partially flooded, or from partially flooded to unflooded." "- A location with no flood token is
    unflooded." "Each location has one of three different flood levels: it is either unflooded, partially flooded, or
    fully flooded." """
    data = _free(world(), "Increase your location's flood level twice, then decrease it once.",
                 [{"effect": "increase-flood", "to": "your-location"}, {"effect": "increase-flood", "to": "your-location"},
                  {"effect": "decrease-flood", "to": "your-location"}])
    trace = run(data)
    assert trace.final_state["locations"]["Hall"]["flood"] == "partially-flooded"
    assert trace.final_state["locations"]["Attic"]["flood"] == "unflooded"


def test_an_enemy_spawned_by_an_effect_at_a_location_engages_the_investigator_there():
    """[ahlcg/glossary/spawning-an-enemy] "1. If an enemy is being spawned without an investigator drawing it, the effect
    spawning the enemy will typically indicate where that enemy should spawn." "After spawning the enemy at that
    location, it will automatically engage investigators at its location using the rules for “Enemy Engagement”,
    unless it is aloof." [ahlcg/rr/spawn] "- If a card ability instructs the players to spawn an enemy in a particular
    location (for example: “Search the encounter deck for an Acolyte and spawn it in Southside”), treat the ability
    causing the card to enter play as the enemy’s spawn instruction, overriding any other spawn instruction." """
    data = _free(world(**{"set-aside": [{"name": "Acolyte", "type": "enemy", "health": 1, "spawn": "Hall",
                                         "attack": {"damage": 1}}]}),
                 "Spawn the set-aside Acolyte in the Attic.", [{"effect": "spawn", "card": "Acolyte", "to": "Attic"}])
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    acolyte = trace.final_state["cards"]["Acolyte"]
    assert acolyte["zone"] == "play" and acolyte["engaged"] == "Agnes Baker"


def test_a_defeated_swarm_cards_excess_damage_may_go_to_another_swarm_card():
    """[ahlcg/glossary/swarming-x] "When a swarm card is defeated, any excess damage may be dealt to another swarm card
    underneath the same host enemy or to the host enemy itself." """
    data = _free(world(cards=[{"name": "Rats", "type": "enemy", "engaged": "Roland Banks", "health": 1,
                               "attack": {"damage": 1}, "swarm": 2}],
                       choices=[{"decision": "target", "ability": "Rats", "choose": "Rats (swarm card 2)"}]),
                 "Deal 2 damage to a swarm card.", [{"effect": "deal-damage", "amount": 2, "to": "Rats (swarm card 1)"}])
    trace = run(data)
    assert at(trace, "Rats (swarm card 1) is defeated") < at(trace, "1 damage on Rats (swarm card 2)")
    assert trace.final_state["cards"]["Rats"]["zone"] == "play"
    at(trace, "Rats (swarm card 2) is defeated")


def test_the_host_and_its_swarm_cards_are_evaded_as_one():
    """[ahlcg/glossary/swarming-x] "- The host enemy and all of its swarm cards move, engage, and exhaust as a single
    entity." — evading one swarm card exhausts and disengages the whole pack."""
    trace = run(world(cards=[{"name": "Rats", "type": "enemy", "engaged": "Roland Banks", "health": 1, "evade": 1,
                              "attack": {"damage": 1}, "swarm": 1}],
                      do=[{"who": "Roland Banks", "action": "evade", "enemy": "Rats (swarm card 1)",
                           "result": "success"}]))
    at(trace, "exhaust and disengage as a single entity")
    for name in ("Rats", "Rats (swarm card 1)"):
        assert trace.final_state["cards"][name]["exhausted"] and trace.final_state["cards"][name]["engaged"] is None


def test_several_resolved_tokens_each_count_as_the_revealed_token_but_trigger_an_if_revealed_effect_once():
    """[ahlcg/faq/2-5] "If an investigator is instructed to “resolve” multiple revealed chaos tokens, any game or card
    effects which refer to “the revealed chaos token” in the singular should be construed to apply to each of the
    revealed chaos tokens." "Additionally, when resolving multiple chaos tokens, any game or card effects which trigger
    if a certain chaos token is revealed—such as the text “If the named chaos token is revealed during this skill
    test…” on Recall the Future (158)—will trigger if any of the resolved chaos tokens meet the specified conditions."
    "Such an effect will not trigger twice if two of the designated tokens are resolved."
    [ahlcg/glossary/resolving-multiple-revealed-chaos-tokens] "Additionally, when resolving multiple chaos tokens, any
    game or card effects which trigger if a certain chaos token is revealed – such as the text “If the named chaos
    token is revealed during this skill test…” on Recall the Future – will trigger if any of the resolved chaos tokens
    meet the specified conditions." — two [skull]s resolved: each applies its −1, the "if a [skull] is revealed" effect
    triggers once."""
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": ["skull", "skull", "-1"], "resolve": ["skull", "skull"]}],
                 **{"chaos-tokens": {"skull": {"modifier": -1, "text": "-1."}}})
    data["investigators"][0]["abilities"] = [
        reaction("would", {"event": "reveal-chaos-token", "who": "you"},
                 [{"effect": "reveal-instead", "amount": 3, "resolve": 2}],
                 "When you would reveal a chaos token, reveal 3 instead; resolve 2 of them."),
        reaction("after", {"event": "reveal-chaos-token", "who": "you", "token": "skull"}, gain(),
                 "Forced – If a [skull] is revealed during this test, gain 1 resource.", kind="forced")]
    trace = run(data)
    at(trace, "intellect 3 − 1 ([skull] token) − 1 ([skull] token) = 1")
    assert len([s for s in trace.steps if s.text.startswith("Roland Banks [forced]")]) == 1
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6


def test_an_exploration_that_runs_through_the_deck_simply_ends_and_reshuffles():
    """[ahlcg/faq/q-what-happens-if-i-perform-an-explore-action] "In such a case, the exploration simply ends." "It is
    neither successful nor unsuccessful." "All locations drawn during the exploration should be shuffled back into the
    exploration deck, and the investigator’s action ends." """
    data = world(do=[{"who": "Roland Banks", "action": "activate", "card": "Hall"}], **{"exploration-deck": [
        {"name": "Far Shore", "type": "location", "connections": ["Attic"], "clues": 1, "shroud": 2}]})
    data["locations"][0]["abilities"] = [{"kind": "action", "designator": "explore", "cost": {"actions": 1},
                                          "text": "[action] Explore.", "effects": [{"effect": "explore"}]}]
    trace = run(data)
    ends = at(trace, "the exploration simply ends, neither successful nor unsuccessful")
    assert ends < at(trace, "shuffled back into it: Far Shore")
    assert trace.final_state["exploration_deck"] == ["Far Shore"] and _roland(trace)["location"] == "Hall"


def test_an_enemy_in_the_shadows_is_in_play_at_no_location_and_does_not_move():
    """[ahlcg/glossary/concealed-x] "- Enemies in the shadows are considered to be in play, but not at any particular
    location." "They cannot move until they leave the shadows." — a hunter in the shadows does not hunt."""
    trace = run(world(round=2, start="3.2", until="3.2", cards=[
        {"name": "Lurker", "type": "enemy", "shadows": True, "keywords": ["hunter"], "health": 2}]))
    lurker = trace.final_state["cards"]["Lurker"]
    assert lurker["zone"] == "play" and lurker["location"] is None
    assert absent(trace, "Lurker moves")


def test_a_dilemma_cannot_be_played_from_hand():
    """[ahlcg/glossary/dilemmas-and-revelation-abilities] "These cards cannot be played; their effects only resolve when
    they are drawn or added to your hand." """
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Dilemma"}])
    data["investigators"][0]["hand"] = [{"name": "Dilemma", "type": "event", "traits": ["Dilemma"], "abilities": [
        {"kind": "revelation", "text": "Revelation – Gain 2 resources.", "effects": gain(2)}]}]
    trace = run(data)
    at(trace, "Not possible (do[0])")
    assert _roland(trace)["hand"] == ["Dilemma"] and _roland(trace)["resources"] == 5


def test_entering_a_location_that_floods_after_it_is_revealed_is_entering_an_unflooded_one():
    """[ahlcg/glossary/flood-tokens] "If an investigator starts their turn at a fully flooded location, enters an
    unrevealed location with no flood token, and that location becomes flooded “after it is revealed,” does the
    investigator still “struggle for air?" "Or does this count as entering an unflooded location?" "Technically the
    investigator has entered an unflooded location, which then became flooded after it was revealed, so they would not
    struggle for air." """
    data = world(start="2.2", until="2.2.2", turn="Roland Banks", cards=[
        {"name": "Rising Tide", "type": "agenda", "threshold": 9, "abilities": [
            reaction("after", {"event": "reveal-location", "what": "location"},
                     [{"effect": "increase-flood", "to": "triggering-what"}],
                     "Forced – After a location is revealed: increase its flood level.", kind="forced")]}],
        do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}, {"who": "Roland Banks", "end-turn": True}])
    data["locations"][0]["flood"] = "fully-flooded"
    data["locations"][1]["revealed"] = False
    data["investigators"][0]["abilities"] = [
        reaction("when", {"event": "turn-ends", "who": "self", "unless-entered": ["unflooded", "partially-flooded"]},
                 [{"effect": "deal-damage", "amount": 5, "to": "you", "direct": True}],
                 "When your turn ends, if you did not enter an unflooded or partially flooded location during your "
                 "turn, take 5 direct damage.", kind="delayed")]
    trace = run(data)
    assert trace.final_state["locations"]["Attic"]["flood"] == "partially-flooded"
    assert _roland(trace)["damage"] == 0


def test_an_effect_naming_where_to_spawn_never_falls_back_on_the_enemys_own_instruction():
    """[ahlcg/rr/spawn] "treat the ability causing the card to enter play as the enemy’s spawn instruction, overriding
    any other spawn instruction." Where the ability's location is not there, the enemy's own "Spawn – Hall" does not
    stand in for it: the effect does not resolve."""
    data = _free(world(**{"set-aside": [{"name": "Acolyte", "type": "enemy", "health": 1, "spawn": "Hall",
                                         "attack": {"damage": 1}}]}),
                 "Spawn the set-aside Acolyte at an empty location.",
                 [{"effect": "spawn", "card": "Acolyte", "to": "an-empty-location"}])
    data["investigators"][1]["location"] = "Attic"  # every location has an investigator: none is empty
    trace = run(data)
    at(trace, "No location is an empty location: Acolyte cannot spawn where this effect says")
    assert not any(s.text.startswith("Acolyte enters play") for s in trace.steps)
    assert trace.final_state["cards"].get("Acolyte", {}).get("zone") != "play"
