"""The round's framework steps (the mythos phase's doom and encounter draws, turns, upkeep) and elimination,
each replayed from the sentence of the Rules Reference that sets it.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, reaction, run, world


def _mythos(*cards, encounter=(), agendas=(), **top):
    return world(round=2, start="1.1", until="1.5", cards=list(cards), **{"encounter-deck": list(encounter),
                                                                          "agenda-deck": list(agendas)}, **top)


def _agenda(doom=0, threshold=2, **more):
    return {"name": "Agenda 1a", "type": "agenda", "threshold": threshold, "doom": doom, **more}


def _quiet(n):
    return [{"name": f"Quiet {k}", "type": "treachery"} for k in range(1, n + 1)]


def test_the_agenda_advances_at_1_3_when_the_doom_in_play_meets_its_threshold():
    """[ahlcg/rr/1-3] "If the value of doom in play equals or exceeds the doom threshold of the current agenda, the
    agenda deck advances." "When the agenda deck advances, remove all doom from play, returning them to the token
    pool." "Turn the current agenda over, read the story text, and follow any advancement instructions." "Unless
    otherwise directed by the advancement instructions, the front side of the next sequential agenda card becomes the
    new current agenda, and the advancing agenda is simultaneously removed from the game." [ahlcg/rr/doom] "- During
    each Mythos phase, 1 doom is placed on the current agenda (see “I." [ahlcg/rr/act-deck-and-agenda-deck] "- The
    agenda deck advances if the requisite number of doom is in play (doom on the agenda card as well as doom on any
    other cards in play), as indicated by the agenda card." — 1 doom on the agenda, 1 on an enemy, 1 placed at 1.2:
    3 against a threshold of 3."""
    cultist = {"name": "Cultist", "type": "enemy", "location": "Attic", "health": 1, "doom": 1}
    data = _mythos(_agenda(doom=1, threshold=3, reverse=[{"effect": "gain-resources", "amount": 1}]), cultist,
                   encounter=_quiet(2), agendas=[{"name": "Agenda 2a", "type": "agenda", "threshold": 5}])
    trace = run(data)
    placed = at(trace, "Agenda 1a: doom 1 → 2")
    checked = at(trace, "1.3 Check doom threshold")
    removed = at(trace, "all doom is removed from play")
    flipped = at(trace, "Agenda 1a is flipped")
    gained = at(trace, "Roland Banks gains 1 resource")
    next_agenda = at(trace, "Agenda 2a becomes the current agenda; Agenda 1a is removed from the game simultaneously")
    assert placed < checked < removed < flipped < gained < next_agenda < at(trace, "1.4 Each investigator")
    assert trace.final_state["agenda"] == "Agenda 2a"
    assert trace.final_state["cards"]["Cultist"]["doom"] == 0
    assert trace.final_state["cards"]["Agenda 1a"]["zone"] == "removed"


def test_the_agenda_does_not_advance_below_its_threshold():
    """[ahlcg/rr/1-3] "If the value of doom in play equals or exceeds the doom threshold of the current agenda, the
    agenda deck advances." — one short, it does not."""
    trace = run(_mythos(_agenda(doom=0, threshold=2), encounter=_quiet(2),
                        agendas=[{"name": "Agenda 2a", "type": "agenda", "threshold": 5}]))
    assert absent(trace, "the agenda deck advances")
    assert trace.final_state["agenda"] == "Agenda 1a"


def test_each_investigator_draws_an_encounter_card_and_a_treachery_resolves_then_is_discarded():
    """[ahlcg/rr/1-4] "Each time an investigator draws an encounter card, perform the following steps, in order:" "1.
    Draw the card from the encounter deck." "3. Resolve the revelation ability on the drawn card." "If the card is a
    treachery, place the card in the encounter discard pile unless otherwise instructed by the ability."
    [ahlcg/rr/treachery-cards] "When a treachery card is drawn by an investigator, that investigator must resolve its
    effects." "Then, place the card in its discard pile unless otherwise instructed by the ability."
    [ahlcg/rr/revelation] "- When an investigator draws an encounter card, that investigator must resolve all
    “Revelation –” abilities on the card." "This occurs before the card enters play, or in the case of a treachery
    card, before it is placed in the discard pile." [ahlcg/rr/ability/revelation-abilities] "A revelation ability,
    indicated by a bold “Revelation –” command on an encounter card or weakness, initiates as that card is drawn by
    an investigator (see “Revelation” on page 18)." """
    grasp = {"name": "Grasping Hands", "type": "treachery", "abilities": [
        {"kind": "revelation", "text": "Revelation – Take 1 damage.",
         "effects": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}]}
    trace = run(_mythos(_agenda(), encounter=[grasp, *_quiet(1)]))
    drawn = at(trace, "Roland Banks draws Grasping Hands")
    revealed = at(trace, "Grasping Hands [revelation]")
    damage = at(trace, "1 damage on Roland Banks")
    discarded = at(trace, "Grasping Hands is placed in the encounter discard pile")
    assert drawn < revealed < damage < discarded < at(trace, "Agnes Baker draws Quiet 1")
    assert trace.final_state["encounter_discard"][:1] == ["Grasping Hands"]


def test_an_enemy_without_spawn_instruction_spawns_engaged_with_whoever_drew_it_after_its_revelation():
    """[ahlcg/rr/1-4] "4. If the card is an enemy, spawn it following any spawn instruction the card bears." "If the
    encountered enemy has no spawn instruction, the enemy spawns engaged with the investigator encountering the card
    and is placed in that investigator’s threat area." [ahlcg/rr/enemy-cards] "When an enemy card is drawn by an
    investigator, that investigator must spawn it following any spawn direction the card bears (see “Spawn” on page
    19)." "If the encountered enemy has no spawn direction, the enemy spawns engaged with the investigator
    encountering the card and is placed in that investigator’s threat area." """
    rat = {"name": "Rat", "type": "enemy", "health": 1, "abilities": [
        {"kind": "revelation", "text": "Revelation – Gain 1 resource.", "effects": [{"effect": "gain-resources",
                                                                                     "amount": 1}]}]}
    wolf = {"name": "Wolf", "type": "enemy", "health": 1, "spawn": "Attic"}
    trace = run(_mythos(_agenda(), encounter=[rat, wolf]))
    assert at(trace, "Rat [revelation]") < at(trace, "Rat has no spawn instruction")
    assert trace.final_state["cards"]["Rat"]["engaged"] == "Roland Banks"
    wolf_state = trace.final_state["cards"]["Wolf"]
    assert wolf_state["location"] == "Attic" and wolf_state["engaged"] is None


def test_a_surge_card_makes_the_same_investigator_draw_again_from_step_1():
    """[ahlcg/rr/1-4] "5. If the drawn card has the surge keyword, the investigator must draw another card." "Restart
    this process at step 1." """
    surge = {"name": "Rat", "type": "enemy", "health": 1, "keywords": ["surge"]}
    trace = run(_mythos(_agenda(), encounter=[surge, *_quiet(2)]))
    rat = at(trace, "Roland Banks draws Rat")
    again = at(trace, "Roland Banks draws Quiet 1")
    agnes = at(trace, "Agnes Baker draws Quiet 2")
    assert rat < again < agnes


def test_an_enemy_whose_spawn_instruction_has_no_legal_location_is_discarded():
    """[ahlcg/rr/spawn] "- If an enemy has no legal location to spawn at (for example, if its spawn instruction directs
    it to a specific location that is not in play, or if no location in play satisfies its “spawn” instruction), it
    does not spawn, and is discarded instead." """
    lost = {"name": "Lost Ghoul", "type": "enemy", "health": 2, "spawn": "an-empty-location"}
    data = _mythos(_agenda(), encounter=[lost, *_quiet(2)])
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    at(trace, "has no legal location: it does not spawn, and is discarded instead")
    assert trace.final_state["cards"]["Lost Ghoul"]["zone"] == "encounter-discard"


def test_an_enemy_spawned_at_a_location_engages_the_investigator_there():
    """[ahlcg/glossary/spawning-an-enemy] "- If the enemy has a “Spawn –” instruction, the enemy spawns at the indicated
    location." "After spawning the enemy at that location, it will automatically engage investigators at its location
    using the rules for “Enemy Engagement”, unless it is aloof." [ahlcg/rr/spawn] "Some enemies, when drawn from the
    encounter deck, spawn in a particular location, indicated by a bold “spawn” instruction in the text box."
    [ahlcg/rr/ability/spawn-instructions-and-prey-instructions] "Spawn instructions inform where an enemy spawns as it
    enters play (see “Spawn” on page 19)." [ahlcg/glossary/spawning-an-enemy] "2. If an investigator draws an enemy, check to
    see if the enemy has a “Spawn –” instruction." [ahlcg/rr/1-4] "(A spawn instruction is any text bearing a “spawn”
    precursor." [ahlcg/rr/aloof] "- When an aloof enemy spawns, it spawns unengaged." """
    wolf = {"name": "Wolf", "type": "enemy", "health": 1, "spawn": "Attic"}
    shy = {"name": "Shy", "type": "enemy", "health": 1, "spawn": "Attic", "keywords": ["aloof"]}
    data = _mythos(_agenda(), encounter=[wolf, shy])
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    assert trace.final_state["cards"]["Wolf"]["engaged"] == "Agnes Baker"
    shy_state = trace.final_state["cards"]["Shy"]
    assert shy_state["engaged"] is None and shy_state["location"] == "Attic"


def test_prey_has_no_effect_on_where_an_enemy_spawns():
    """[ahlcg/rr/prey] "- Prey has no immediate effect on where an enemy will spawn (see “Spawn” on page 19)."
    [ahlcg/glossary/spawning-an-enemy] "“Prey –” instructions have no direct impact on which location an enemy will
    spawn at." — an enemy with no spawn instruction whose prey is Agnes still spawns engaged with Roland, who drew it."""
    stalker = {"name": "Stalker", "type": "enemy", "health": 2, "prey": "Agnes Baker only"}
    data = _mythos(_agenda(), encounter=[stalker, *_quiet(1)])
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    assert trace.final_state["cards"]["Stalker"]["engaged"] == "Roland Banks"


def test_turns_are_taken_one_at_a_time_in_the_order_the_investigators_choose_each_once():
    """[ahlcg/rr/2-2] "The investigators choose among themselves who (among the investigators) will take this turn, and
    making this choice begins that investigator’s turn." "The investigator taking his or her turn is known as the
    “active investigator.”" "Once an investigator begins a turn, that investigator must complete the turn before
    another investigator may take his or her turn." "Each investigator takes one turn each round." [ahlcg/rr/2-2-2] "If
    there is an investigator who has not yet taken a turn this round, return to 2.2." "If each investigator has taken a
    turn this round, proceed to 2.3." [ahlcg/rr/active-player] "The active player is the player taking his or her turn
    during the investigation phase." """
    data = world(start="2.1", until="2.3", choices=[{"decision": "turn", "choose": "Agnes Baker"}], do=[
        {"who": "Agnes Baker", "action": "resource"}, {"who": "Agnes Baker", "end-turn": True},
        {"who": "Roland Banks", "action": "draw"}, {"who": "Roland Banks", "end-turn": True}])
    trace = run(data)
    agnes = at(trace, "Agnes Baker is the active investigator")
    agnes_ends = at(trace, "Agnes Baker's turn ends")
    roland = at(trace, "Roland Banks is the active investigator")
    roland_ends = at(trace, "Roland Banks's turn ends")
    assert agnes < at(trace, "Agnes Baker gains 1 resource") < agnes_ends < roland < roland_ends
    assert roland_ends < at(trace, "2.3 Investigation phase ends", 1)
    assert len([s for s in trace.steps if "is the active investigator" in s.text]) == 2


def test_after_each_action_the_player_window_returns_and_a_player_with_no_action_left_ends_the_turn():
    """[ahlcg/rr/2-2-1] "After an investigator takes an action, return to the previous player window." "If the
    investigator does not or cannot take an action, proceed to 2.2.2." """
    data = world(start="2.2", until="2.2.2", turn="Roland Banks", do=[{"who": "Roland Banks", "action": "resource"}])
    data["investigators"][0]["actions"] = 1
    trace = run(data)
    action = at(trace, "Roland Banks takes an action (1 left)")
    window = at(trace, "Player window (during a turn", action)
    assert action < window < at(trace, "2.2.2", window)
    assert absent(trace, "takes an action (0 left)")


def test_upkeep_resets_actions_readies_cards_then_each_draws_and_then_each_gains_a_resource():
    """[ahlcg/rr/4-2] "This indicates that the investigator’s actions have been reset for his or her next turn."
    [ahlcg/rr/4-4] "Once those cards have been drawn, each investigator gains 1 resource." [ahlcg/rr/resources] "-
    Investigators acquire one resource during each Upkeep phase (see “4.4 Each investigator draws 1 card and gains 1
    resource” on page 25)." """
    data = world(round=2, start="4.1", until="4.6",
                 cards=[{"name": "Lamp", "type": "asset", "controller": "Roland Banks", "exhausted": True}])
    data["investigators"][0]["actions"] = 0
    trace = run(data)
    reset = at(trace, "Roland Banks: actions 0 → 3")
    ready = at(trace, "Readied: Lamp")
    draws = [at(trace, "Roland Banks draws: Card A"), at(trace, "Agnes Baker draws: Card C")]
    gains = [at(trace, "Roland Banks: resources 5 → 6"), at(trace, "Agnes Baker: resources 3 → 4")]
    assert reset < ready < max(draws) < min(gains)
    assert not trace.final_state["cards"]["Lamp"]["exhausted"]


def test_the_end_of_the_round_at_4_6_ends_until_the_end_of_the_round_effects():
    """[ahlcg/rr/4-6] "As the upkeep phase is the final phase in the round, this step also formalizes the end of the
    round." "Any active “until the end of the round” lasting effects expire at this time." — the effect still stops
    the draw at 4.4, and is gone after 4.6."""
    data = world(round=2, start="4.1", until="4.6")
    data["investigators"][0]["abilities"] = [
        {"kind": "lasting", "applies-to": {"event": "draw-cards", "who": "you"}, "cannot": True,
         "duration": "until-end-of-round", "text": "You cannot draw cards until the end of the round."}]
    trace = run(data)
    blocked = at(trace, "Roland Banks draws 1 card cannot happen")
    ends = at(trace, "4.6 Upkeep phase ends", 1)
    expires = at(trace, "Lasting effect expires as the round ends")
    assert blocked < ends < expires
    assert trace.final_state["investigators"]["Roland Banks"]["lasting"] == []


def _eliminated_by_an_attack_of_opportunity(data):
    data["cards"].append({"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3,
                          "attack": {"damage": 1, "horror": 0}})
    data["investigators"][0]["damage"] = 8
    data["do"].insert(0, {"who": "Roland Banks", "action": "resource"})
    return data


def test_an_eliminated_investigators_cards_are_removed_from_the_game():
    """[ahlcg/rr/elimination] "Any time a player is eliminated:" "1. The cards he or she controls in play and all of the
    cards in his or her out-of-play areas (such as hand, deck, discard pile) are removed from the game." """
    data = _eliminated_by_an_attack_of_opportunity(world(cards=[
        {"name": "Lamp", "type": "asset", "controller": "Roland Banks"}]))
    data["investigators"][0]["hand"] = ["Torch"]
    data["investigators"][0]["discard"] = ["Old Map"]
    trace = run(data)
    at(trace, "Elimination of Roland Banks")
    cards = trace.final_state["cards"]
    assert all(cards[name]["zone"] == "removed" for name in ("Lamp", "Torch", "Old Map", "Card A", "Card B"))


def test_a_card_the_eliminated_player_owns_but_does_not_control_stays_and_is_removed_when_it_leaves_play():
    """[ahlcg/rr/elimination] "- Any card that player owns but does not control that is in play remains in play, but if
    that card leaves play it is removed from the game." — Roland's asset, controlled by Agnes, stays; when Agnes then
    discards it, it is removed from the game, not placed on Roland's discard pile."""
    lent = {"name": "Lent Lantern", "type": "asset", "controller": "Agnes Baker", "owner": "Roland Banks",
            "abilities": [{"kind": "free", "text": "[free] Discard Lent Lantern: gain 1 resource.",
                           "effects": [{"effect": "discard", "to": "self"}, {"effect": "gain-resources", "amount": 1}]}]}
    data = _eliminated_by_an_attack_of_opportunity(world(cards=[lent], do=[{"who": "Agnes Baker", "use": "Lent Lantern"}]))
    trace = run(data)
    eliminated = at(trace, "Elimination of Roland Banks")
    assert eliminated < at(trace, "Agnes Baker uses Lent Lantern")
    at(trace, "Lent Lantern is discarded: removed from the game (its owner was eliminated)")
    assert trace.final_state["cards"]["Lent Lantern"]["zone"] == "removed"
    assert "Lent Lantern" in trace.final_state["removed_from_game"]


def test_when_no_player_remains_the_scenario_ends():
    """[ahlcg/rr/elimination] "6. If there are no remaining players, the scenario ends." """
    data = _eliminated_by_an_attack_of_opportunity(world())
    data["investigators"] = data["investigators"][:1]
    trace = run(data)
    at(trace, "no remaining players: the scenario ends")
    assert trace.final_state["scenario_over"]


def test_the_beginning_and_end_of_a_phase_are_timing_points_abilities_may_reference():
    """[ahlcg/rr/1-1] "The beginning of a phase is an important game milestone that may be referenced in card text,
    either as a point at which an ability may or must resolve, or as a point at which a delayed effect resolves or a
    lasting effect expires." [ahlcg/rr/1-5] "The end of a phase is an important game milestone that may be referenced
    in card text, either as a point at which an ability may or must resolve, or as a point at which a delayed effect
    resolves or a lasting effect expires." """
    data = _mythos(_agenda(), encounter=_quiet(2))
    data["investigators"][0]["abilities"] = [
        reaction("at", {"event": "phase-begins", "phase": "mythos"}, [{"effect": "gain-resources", "amount": 1}],
                 "Forced – At the beginning of the mythos phase: gain 1.", kind="forced"),
        reaction("at", {"event": "phase-ends", "phase": "mythos"}, [{"effect": "draw", "amount": 1}],
                 "Forced – At the end of the mythos phase: draw 1.", kind="forced")]
    trace = run(data)
    begins = at(trace, "1.1 Mythos phase begins")
    assert begins < at(trace, "At the beginning of the mythos phase") < at(trace, "1.2 Place 1 doom")
    assert at(trace, "1.5 Mythos phase ends", 1) <= at(trace, "At the end of the mythos phase")


def test_an_enemy_spawning_unengaged_among_several_investigators_engages_the_one_its_prey_names():
    """[ahlcg/glossary/spawning-an-enemy] "The only time “Prey –” instructions will impact this process is when an enemy
    spawns unengaged at a location with multiple investigators, and you use the rules for “Enemy Engagement” to
    determine which investigator it should automatically engage." [ahlcg/rr/ability/spawn-instructions-and-prey-instructions]
    "Prey instructions inform which investigator an enemy pursues and/or engages if it has a choice (see “Prey” on page
    17)." """
    wolf = {"name": "Wolf", "type": "enemy", "health": 1, "spawn": "Hall", "prey": "highest-willpower"}
    trace = run(_mythos(_agenda(), encounter=[wolf, *_quiet(1)]))
    assert trace.final_state["cards"]["Wolf"]["engaged"] == "Agnes Baker"


def test_while_a_peril_card_resolves_the_other_players_cannot_trigger_abilities():
    """[ahlcg/rr/peril] "While resolving the drawing of an encounter card with the peril keyword, an investigator cannot
    confer with the other players." [ahlcg/rr/1-4] "2. Check for the peril keyword on the drawn card." "(If the card has
    the peril keyword, the investigator who drew the card cannot confer with the other players." — Agnes's reaction to
    Roland's horror is barred; her Forced ability and Roland's own reaction are not."""
    pact = {"name": "Dark Pact", "type": "treachery", "keywords": ["peril"], "abilities": [
        {"kind": "revelation", "text": "Revelation – Take 1 horror.",
         "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}
    data = _mythos(_agenda(), encounter=[pact, *_quiet(1)])
    data["start"] = "1.4"
    data["investigators"][0]["abilities"] = [
        reaction("after", {"event": "horror-dealt", "who": "you"}, [{"effect": "draw", "amount": 1}],
                 "After you take horror: draw 1 card.")]
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "horror-dealt", "who": "Roland Banks"}, [{"effect": "gain-resources", "amount": 1}],
                 "After Roland takes horror: gain 1 resource."),
        reaction("after", {"event": "horror-dealt", "who": "Roland Banks"}, [{"effect": "draw", "amount": 1}],
                 "Forced – After Roland takes horror: draw 1 card.", kind="forced")]
    trace = run(data)
    assert at(trace, "Step 2: Dark Pact has peril") < at(trace, "Dark Pact [revelation]")
    at(trace, "Agnes Baker [forced]")
    at(trace, "Roland Banks [reaction]")
    assert absent(trace, "Agnes Baker [reaction]")
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 3
