"""Prerequisites, losing actions, advancing the act, decks running out, replacement effects that change what
happens, and the edges of the round, each replayed from the sentence that rules it.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world


def _roland(trace):
    return trace.final_state["investigators"]["Roland Banks"]


def _free(data, text, effects, **more):
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": text, "effects": effects, **more}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}]
    return data


def test_a_triggered_ability_whose_cost_cannot_be_met_cannot_be_triggered():
    """[ahlcg/rr/ability/triggered-abilities] "A player must always meet the prerequisites of a triggered ability in
    order to trigger that ability." "If the ability has one or more prerequisites (costs and/or conditions), these are
    listed in text immediately following the icon." """
    trace = run(_free(world(), "[free] Spend 9 resources: Draw 1 card.", [{"effect": "draw", "amount": 1}],
                      cost={"resources": 9}))
    at(trace, "Not possible (do[0])")
    assert _roland(trace)["hand"] == [] and _roland(trace)["resources"] == 5


def test_the_potential_to_change_the_game_state_ignores_what_paying_the_cost_would_change():
    """[ahlcg/rr/ability/triggered-abilities] "This potential is assessed without taking into account the consequences
    of the cost payment or any other ability interactions." — "Exhaust the Lamp: ready the Lamp": the Lamp is ready now,
    so readying it could change nothing, although paying the cost would exhaust it."""
    lamp = {"name": "Lamp", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "free", "cost": {"exhaust": True}, "text": "[free] Exhaust Lamp: Ready Lamp.",
         "effects": [{"effect": "ready", "to": "self"}]}]}
    trace = run(world(cards=[lamp], do=[{"who": "Roland Banks", "use": "Lamp"}]))
    at(trace, "no potential to change the game state")
    assert not trace.final_state["cards"]["Lamp"]["exhausted"]


def test_an_investigator_may_activate_an_ability_on_his_own_investigator_card():
    """[ahlcg/rr/activate-action] "This includes his or her investigator card." [ahlcg/faq/1-2] "This includes his or her
    investigator card." "- A card in play and under his or her control." "- Any card that explicitly allows the
    investigator to activate its ability." """
    data = world(do=[{"who": "Roland Banks", "action": "activate", "card": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [{"kind": "action", "cost": {"actions": 1},
                                              "text": "[action]: Gain 2 resources.", "effects": gain(2)}]
    trace = run(data)
    assert _roland(trace)["resources"] == 7 and _roland(trace)["actions"] == 2


def test_losing_actions_leaves_that_many_fewer_to_take():
    """[ahlcg/rr/action] "- If an investigator is instructed to lose 1 or more actions, he or she has that many fewer
    actions to take during that round." """
    data = _free(world(start="2.2", until="2.2.2", turn="Roland Banks"), "Lose 2 actions.",
                 [{"effect": "lose-actions", "amount": 2}])
    data["do"] += [{"who": "Roland Banks", "action": "resource"}, {"who": "Roland Banks", "action": "resource"}]
    trace = run(data)
    assert _roland(trace)["resources"] == 6
    assert len([s for s in trace.steps if "takes an action" in s.text]) == 1


def test_advancing_the_act_removes_its_tokens_flips_it_then_the_next_act_becomes_current():
    """[ahlcg/rr/act-deck-and-agenda-deck] "To advance the act deck or the agenda deck, follow these steps, in order:"
    "1. Remove all tokens from the card to be advanced." "2. Flip the advancing card over and follow the instructions on
    the reverse (“b”) side." "Otherwise, simply follow the instructions on the card." "If it does not, the next card in
    the deck becomes the current act/agenda." "- The act/agenda on top of the act/agenda deck is referred to as the
    “current” act/agenda." """
    data = _free(world(cards=[{"name": "Act 1a", "type": "act", "clues": 2, "doom": 1,
                               "reverse": [{"effect": "gain-resources", "amount": 2}]}],
                       **{"act-deck": [{"name": "Act 2a", "type": "act"}]}),
                 "Advance the current act.", [{"effect": "advance", "to": "current-act"}])
    trace = run(data)
    removed = at(trace, "Step 1: all tokens are removed from Act 1a")
    flipped = at(trace, "Act 1a is flipped")
    gained = at(trace, "Roland Banks gains 2 resources")
    current = at(trace, "Act 2a becomes the current act")
    assert removed < flipped < gained < current
    assert trace.final_state["act"] == "Act 2a"


def test_a_resolution_point_reached_ends_the_scenario():
    """[ahlcg/rr/act-deck-and-agenda-deck] "If a resolution point is reached, the scenario ends." "- Some instructions in
    the act and agenda decks (as well as on other encounter cardtypes) contain resolution points, in the format of:
    “(→R#)." """
    data = _free(world(cards=[{"name": "Act 3a", "type": "act", "resolution": "R1"}],
                       resolutions={"R1": {"text": "You escaped.", "experience": 1}}),
                 "Advance the current act.", [{"effect": "advance", "to": "current-act"}])
    data["do"].append({"who": "Roland Banks", "action": "resource"})
    trace = run(data)
    assert trace.final_state["scenario_over"]
    assert absent(trace, "takes an action")


def test_shuffling_an_empty_discard_pile_into_the_deck_does_not_shuffle_it():
    """[ahlcg/rr/discard-piles] "- Any ability that would shuffle a discard pile of zero cards back into a deck does not
    shuffle the deck." """
    data = _free(world(), "Shuffle your discard pile into your deck.",
                 [{"effect": "shuffle-deck", "discard-pile": True}])
    trace = run(data)
    at(trace, "does not shuffle the deck")
    assert absent(trace, "deck is shuffled")


def test_an_empty_encounter_deck_is_refilled_from_its_discard_pile():
    """[ahlcg/rr/encounter-deck] "- If the encounter deck is empty, shuffle the encounter discard pile back into the
    encounter deck." [ahlcg/rr/drawing-cards] "When a player is instructed to draw one or more encounter cards, those
    cards are drawn from the top of the encounter deck, and resolved following the rules for drawing encounter cards
    under framework step “1.4 Each investigator draws 1 encounter card” on page 24." """
    grasp = {"name": "Grasping Hands", "type": "treachery", "abilities": [
        {"kind": "revelation", "text": "Revelation – Take 1 damage.",
         "effects": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}]}
    data = world(round=2, start="1.4", until="1.4", **{"encounter-deck": [grasp]})
    trace = run(data)
    first = at(trace, "Roland Banks draws Grasping Hands")
    refill = at(trace, "The encounter deck is empty: its discard pile is shuffled into it")
    second = at(trace, "Agnes Baker draws Grasping Hands")
    assert first < refill < second
    assert trace.final_state["investigators"]["Agnes Baker"]["damage"] == 1


def test_a_would_replacement_that_changes_the_event_triggers_what_answers_the_new_event_only():
    """[ahlcg/rr/instead] "- If a replacement effect that uses the word “would” changes the nature of a triggering
    condition, the original triggering condition is replaced with the new triggering condition." — "if you would gain
    resources, draw 1 card instead": a reaction to drawing answers, a reaction to gaining does not."""
    data = world(do=[{"who": "Roland Banks", "action": "resource"}])
    data["investigators"][0]["abilities"] = [
        reaction("would", {"event": "gain-resources", "who": "you"},
                 [{"effect": "instead", "effects": [{"effect": "draw", "amount": 1}]}],
                 "If you would gain resources, draw 1 card instead.")]
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "draw-cards", "who": "Roland Banks"}, gain(), "After Roland draws: gain 1."),
        reaction("after", {"event": "gain-resources", "who": "Roland Banks"}, [{"effect": "draw", "amount": 1}],
                 "After Roland gains resources: draw 1.")]
    trace = run(data)
    at(trace, "After Roland draws")
    assert absent(trace, "After Roland gains resources")
    assert _roland(trace)["resources"] == 5 and _roland(trace)["hand"] == ["Card A"]


def test_a_fast_card_played_during_a_period_only_in_a_player_window_within_it():
    """[ahlcg/rr/fast] "If the instructions specify a duration or period of time, the card may be played during any
    player window within that period." [ahlcg/rr/play-restrictions-permissions-and-instructions] "In order to use such an
    ability or to play such a card, its play restrictions must be observed." "A play instruction describes the timing
    point at which, and/or time period during which, an event card may be played." [ahlcg/rr/event-cards] "You must
    follow all play permissions/restrictions that card has." — "Play only during your turn": refused in the enemy
    phase's window, played in a window of his turn."""
    card = {"name": "Quick Study", "type": "event", "cost": 0, "keywords": ["fast"], "play-during": "your-turn",
            "effects": [{"effect": "draw", "amount": 1}]}
    enemy_phase = world(round=2, start="3.1", until="3.2", do=[{"who": "Roland Banks", "use": "Quick Study",
                                                                 "window": "3.2"}])
    enemy_phase["investigators"][0]["hand"] = [dict(card)]
    refused = run(enemy_phase)
    assert _roland(refused)["hand"] == ["Quick Study"]
    turn = world(start="2.2", until="2.2", turn="Roland Banks", do=[{"who": "Roland Banks", "use": "Quick Study",
                                                                     "window": "2.2"}])
    turn["investigators"][0]["hand"] = [dict(card)]
    played = run(turn)
    assert _roland(played)["discard"] == ["Quick Study"] and _roland(played)["actions"] == 3


def test_a_weapon_may_add_to_the_damage_of_an_attack():
    """[ahlcg/rr/fight-action] "Some weapons, spells, or other special attacks may modify this damage." """
    ghoul = {"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3, "fight": 1}
    trace = run(_free(world(cards=[ghoul]), "Fight. This attack deals +1 damage.",
                      [{"effect": "fight", "enemy": "Ghoul", "result": "success", "damage": 1}]))
    at(trace, "Roland Banks's attack deals 2 damage to Ghoul")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 2


def test_the_enemy_preying_on_the_lowest_remaining_health_counts_damage_taken():
    """[ahlcg/rr/health-and-damage] "- A card’s “remaining health” is its base health minus the amount of damage on it,
    plus or minus any active health modifiers." — Roland (9 health, 5 damage: 4 left) against Agnes (6 health, no
    damage)."""
    data = world(cards=[{"name": "Stalker", "type": "enemy", "location": "Hall", "exhausted": True, "health": 2,
                         "prey": "lowest-remaining-health"}], round=2, start="4.3", until="4.3")
    data["investigators"][0]["damage"] = 5
    trace = run(data)
    assert trace.final_state["cards"]["Stalker"]["engaged"] == "Roland Banks"


def test_the_enemy_preying_on_the_lowest_remaining_sanity_counts_horror_taken():
    """[ahlcg/rr/sanity-and-horror] "- A card’s “remaining sanity” is its base sanity minus the amount of horror on that
    card, plus or minus any active sanity modifiers." — Agnes (8 sanity, 6 horror: 2 left) against Roland (5, none)."""
    data = world(cards=[{"name": "Stalker", "type": "enemy", "location": "Hall", "exhausted": True, "health": 2,
                         "prey": "lowest-remaining-sanity"}], round=2, start="4.3", until="4.3")
    data["investigators"][1]["horror"] = 6
    trace = run(data)
    assert trace.final_state["cards"]["Stalker"]["engaged"] == "Agnes Baker"


def test_investigators_tied_on_the_prey_instruction_leave_the_choice_to_the_lead():
    """[ahlcg/rr/prey] "(If multiple equidistant investigators meet the prey criteria, the lead investigator decides
    among those investigators." """
    data = world(cards=[{"name": "Stalker", "type": "enemy", "location": "Hall", "exhausted": True, "health": 2,
                         "prey": "highest-combat"}], round=2, start="4.3", until="4.3",
                 choices=[{"decision": "target", "ability": "Stalker", "choose": "Agnes Baker"}])
    data["investigators"][1]["skills"]["combat"] = 4
    trace = run(data)
    assert trace.final_state["cards"]["Stalker"]["engaged"] == "Agnes Baker"


def test_a_card_in_a_threat_area_is_at_its_investigators_location():
    """[ahlcg/rr/location-cards] "- While an investigator is at a location, that investigator, each of his or her assets,
    and each card in that investigator’s threat area is at the same location." [ahlcg/faq/q-are-clues-on-cover-up-considered-to-be]
    "Generally speaking, cards (such as investigators, assets under your control, enemies in your threat area, etc) are
    “at” a location." """
    data = world(start="2.3", until="2.3", cards=[{"name": "Haunting", "type": "treachery", "threat-area": "Agnes Baker",
                                                   "abilities": [reaction(
                                                       "at", {"event": "phase-ends", "phase": "investigation"},
                                                       [{"effect": "deal-damage", "amount": 1,
                                                         "to": "each-investigator-at-this-location"}],
                                                       "Forced – At the end of the investigation phase: each "
                                                       "investigator at this location takes 1 damage.",
                                                       kind="forced")]}])
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    assert trace.final_state["investigators"]["Agnes Baker"]["damage"] == 1
    assert _roland(trace)["damage"] == 0


def test_the_agenda_advances_only_at_1_3_even_when_its_threshold_is_met_earlier():
    """[ahlcg/rr/1-3] "Note: Unless a card otherwise specifies that it can advance the agenda, this is the only time at
    which the agenda can advance." — the threshold is met during the investigation phase; it advances at the next
    1.3."""
    data = world(round=2, start="2.2", until="1.3", turn="Roland Banks",
                 cards=[{"name": "Agenda 1a", "type": "agenda", "threshold": 2, "doom": 1}],
                 **{"agenda-deck": [{"name": "Agenda 2a", "type": "agenda", "threshold": 9}]})
    data = _free(data, "Place 1 doom on the current agenda.", [{"effect": "place-doom", "amount": 1}])
    data["turn"] = "Roland Banks"
    trace = run(data)
    advance = at(trace, "the agenda deck advances")
    assert at(trace, "1.3 Check doom threshold") < advance
    assert at(trace, "Agenda 1a: doom 1 → 2") < at(trace, "2.3 Investigation phase ends", 1) < advance


def test_after_4_6_play_proceeds_to_the_next_rounds_mythos_phase():
    """[ahlcg/rr/4-6] "After this step is complete, play proceeds to the beginning of the mythos phase of the next game
    round." [ahlcg/rr/1-1] "As this is the first framework event of the round, it also formalizes the beginning of a new
    game round." """
    data = world(round=2, start="4.6", until="1.1")
    data["investigators"][0]["abilities"] = [
        reaction("at", {"event": "round-begins"}, gain(), "Forced – At the beginning of the round: gain 1.",
                 kind="forced")]
    trace = run(data)
    ends = at(trace, "4.6 Upkeep phase ends", 1)
    begins = at(trace, "1.1 Mythos phase begins: round 3 begins")
    assert ends < begins < at(trace, "At the beginning of the round")
    assert trace.final_state["round"] == 3


def test_there_is_no_limit_to_how_many_cards_a_player_draws_in_a_round():
    """[ahlcg/rr/drawing-cards] "- There is no limit to the number of cards a player may draw each round." """
    data = world(do=[{"who": "Roland Banks", "action": "draw"} for _ in range(3)])
    data["investigators"][0]["deck"] = ["C1", "C2", "C3"]
    trace = run(data)
    assert _roland(trace)["hand"] == ["C1", "C2", "C3"]


def test_an_entity_moved_to_a_named_location_goes_straight_there():
    """[ahlcg/rr/move] "- If an entity is “moved to…” a specific location, the entity is moved directly to that
    location, and does not pass through other locations en route." — the Cellar connects only to the Attic: Roland goes
    from the Hall to the Cellar, entering nothing between."""
    data = _free(world(), "Move to the Cellar.", [{"effect": "move", "to": "Cellar"}])
    data["locations"].append({"name": "Cellar", "connections": ["Attic"]})
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "move", "who": "Roland Banks"}, gain(), "After Roland moves: gain 1.")]
    trace = run(data)
    at(trace, "Roland Banks moves from Hall to Cellar")
    assert absent(trace, "enters Attic")
    assert len([s for s in trace.steps if s.text.startswith("Agnes Baker [reaction]")]) == 1
    assert _roland(trace)["location"] == "Cellar"


def test_a_move_with_no_valid_destination_cannot_be_attempted():
    """[ahlcg/rr/move] "If there is no valid destination for a move, the move cannot be attempted." """
    data = _free(world(), "Move to a connecting location.", [{"effect": "move", "to": "a-connecting-location"}])
    data["locations"][0]["connections"] = []
    data["locations"][1]["connections"] = []
    trace = run(data)
    at(trace, "Not possible (do[0])")
    assert absent(trace, "moves from Hall")


def test_cards_in_hand_or_in_a_discard_pile_are_out_of_play_and_their_abilities_do_not_interact():
    """[ahlcg/rr/ability] "- Card abilities only interact with other cards that are in play, unless the ability
    specifically references an interaction with cards in an out-of-play area." [ahlcg/rr/in-play-and-out-of-play] "Out
    of play refers to the cards in a player’s hand, in any deck, in any discard pile, in the victory display, and those
    that have been set aside and/or removed from the game." "The cards that a player controls in his or her play area
    are considered in play." [ahlcg/rr/discard-piles] "- Each discard pile is an out-of-play area." — the same reaction
    on a copy in hand and a copy in the discard pile is not offered; the copy in play is."""
    charm = {"type": "asset", "cost": 1, "abilities": [
        reaction("after", {"event": "gain-resources", "who": "you"}, [{"effect": "draw", "amount": 1}],
                 "After you gain resources: draw 1 card.")]}
    data = world(cards=[dict(charm, name="Charm #3", controller="Roland Banks")],
                 do=[{"who": "Roland Banks", "action": "resource"}])
    data["investigators"][0]["hand"] = [dict(charm, name="Charm")]
    data["investigators"][0]["discard"] = [dict(charm, name="Charm #2")]
    trace = run(data)
    at(trace, "Charm #3 [reaction]")
    assert absent(trace, "Charm [reaction]") and absent(trace, "Charm #2 [reaction]")
    assert _roland(trace)["hand"] == ["Charm", "Card A"]
