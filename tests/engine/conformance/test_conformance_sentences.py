"""Sentences that restrict ("cannot", "only", "does not", "simultaneously", "unless"), each replayed by a
minimal situation that would show the forbidden thing if the engine allowed it.

Each docstring names the entry in brackets and quotes the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world


def _ghoul(**more):
    return {"name": "Ghoul", "type": "enemy", "health": 3, "fight": 2, "evade": 2,
            "attack": {"damage": 1, "horror": 0}, **more}


def _free(data, text, effects, who=0):
    data["investigators"][who]["abilities"] = [{"kind": "free", "text": text, "effects": effects}]
    data["do"] = [{"who": data["investigators"][who]["name"], "use": data["investigators"][who]["name"]}]
    return data


def test_the_engage_action_cannot_engage_an_enemy_already_engaged_with_you():
    """[ahlcg/rr/engage-action] "An investigator cannot use the engage action to engage an enemy he or she is already
    engaged with." """
    trace = run(world(cards=[_ghoul(engaged="Roland Banks")],
                      do=[{"who": "Roland Banks", "action": "engage", "enemy": "Ghoul"}]))
    at(trace, "Not possible (do[0]): Roland Banks is already engaged with Ghoul")
    assert trace.final_state["investigators"]["Roland Banks"]["actions"] == 3


def test_the_engage_action_takes_the_enemy_from_the_other_investigator_simultaneously():
    """[ahlcg/rr/engage-action] "The enemy simultaneously disengages from the previous investigator and engages the
    investigator performing the action." """
    trace = run(world(cards=[_ghoul(engaged="Agnes Baker")],
                      do=[{"who": "Roland Banks", "action": "engage", "enemy": "Ghoul"}]))
    k = at(trace, "Ghoul is placed in Roland Banks's threat area")
    assert "disengages from Agnes Baker simultaneously" in trace.steps[k].text


def test_an_evade_action_only_targets_an_enemy_engaged_with_you():
    """[ahlcg/rr/evade-evade-action] "- Unlike the fight and engage action, an investigator can only perform an evade
    action against an enemy engaged with him or her." [ahlcg/faq/q-when-i-use-the-ability-on-stray-cat] "When you perform a
    standard evade action, you may only attempt to evade enemies engaged with you." """
    trace = run(world(cards=[_ghoul(location="Hall", exhausted=True)],
                      do=[{"who": "Roland Banks", "action": "evade", "enemy": "Ghoul", "result": "success"}]))
    at(trace, "Not possible (do[0]): Ghoul is not engaged with Roland Banks")
    assert absent(trace, "ST.1")


def test_a_move_cannot_go_to_the_current_location():
    """[ahlcg/rr/move] "- When an entity or game element moves, it cannot move to its same (current) placement." """
    trace = run(world(do=[{"who": "Roland Banks", "action": "move", "to": "Hall"}]))
    at(trace, "Not possible (do[0])")
    assert absent(trace, "Cost paid")


def test_an_ability_costing_two_actions_provokes_one_attack_from_each_enemy():
    """[ahlcg/rr/attack-of-opportunity] "- An ability that costs more than one action only provokes one attack of
    opportunity from each engaged enemy." """
    gun = {"name": "Big Gun", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "cost": {"actions": 2}, "text": "[action][action]: gain 2 resources.",
         "effects": [{"effect": "gain-resources", "amount": 2}]}]}
    trace = run(world(cards=[_ghoul(engaged="Roland Banks"), gun],
                      do=[{"who": "Roland Banks", "action": "activate", "card": "Big Gun"}]))
    attacks = [s for s in trace.steps if "makes an attack of opportunity" in s.text]
    assert len(attacks) == 1
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 1


def test_a_hunter_at_a_location_with_an_investigator_does_not_move():
    """[ahlcg/rr/hunter] "Enemies at a location with one or more investigators do not move." """
    data = world(round=2, start="3.2", until="3.2", cards=[_ghoul(location="Attic", keywords=["hunter"])])
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    at(trace, "Ghoul is at Attic with an investigator: it does not move")
    assert absent(trace, "Ghoul moves")


def test_the_post_then_aspect_makes_an_ability_whose_pre_then_aspect_cannot_resolve_unable_to_initiate():
    """[ahlcg/rr/then] "- If the pre-then aspect of an effect does not successfully resolve in full, the post-then
    aspect does not resolve." """
    data = _free(world(), "Discover 1 clue at your location. Then, gain 2 resources.",
                 [{"effect": "discover-clues", "amount": 1}, {"effect": "gain-resources", "amount": 2, "then": True}])
    data["locations"][0]["clues"] = 0
    trace = run(data)
    assert absent(trace, "gains 2 resources")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5


def test_doom_placed_by_an_effect_does_not_advance_the_agenda_outside_step_1_3():
    """[ahlcg/rr/doom] "Unless a card otherwise specifies that it can advance the agenda, this is the only time at
    which the agenda can advance." """
    data = _free(world(cards=[{"name": "Agenda 1a", "type": "agenda", "threshold": 2, "doom": 1}],
                       **{"agenda-deck": [{"name": "Agenda 2a", "type": "agenda", "threshold": 5}]}),
                 "Place 1 doom on the current agenda.", [{"effect": "place-doom", "amount": 1}])
    trace = run(data)
    at(trace, "the agenda is checked only in step 1.3")
    assert absent(trace, "Agenda 2a")


def test_a_skill_value_is_not_reduced_below_zero_so_the_test_fails_by_the_difficulty():
    """[ahlcg/rr/modifiers] "- A quantity on a card (such as a stat, an icon, a number of instances of a trait or
    keyword) cannot be reduced so that it functions with a value below zero." """
    data = _free(world(tests=[{"who": "Roland Banks", "tokens": ["-4"]}]),
                 "Test [agility] (2). For each point you fail by, take 1 damage.",
                 [{"effect": "test", "skill": "agility", "difficulty": 2, "fail": [
                     {"effect": "for-each", "count": "point-failed-by",
                      "effects": [{"effect": "deal-damage", "amount": 1, "to": "you", "direct": True}]}]}])
    trace = run(data)
    at(trace, "below zero, treated as 0")
    at(trace, "by 2)")
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 2


def test_a_committed_skill_card_is_not_played_and_pays_no_cost():
    """[ahlcg/rr/skill-cards] "Skill cards are not played from a player’s hand." [ahlcg/rr/st-2] "Do not pay a card’s
    resource cost when committing it." [ahlcg/rr/play] "Skill cards are not be “played." "These cards are committed to a
    skill test from a player’s hand in order to use their abilities." [ahlcg/rr/play-action] "- Skill cards are not
    “played." "These cards are committed to a skill test from a player’s hand in order to use their abilities." """
    data = world(do=[{"who": "Roland Banks", "action": "investigate", "result": "success"}],
                 tests=[{"who": "Roland Banks", "commit": ["Deduction"], "tokens": ["0"]}])
    data["investigators"][0]["hand"] = [{"name": "Deduction", "type": "skill", "cost": 2, "icons": {"intellect": 1}}]
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "play-card", "who": "Roland Banks"}, gain(), "After Roland plays a card: gain 1.")]
    trace = run(data)
    at(trace, "Roland Banks commits Deduction")
    assert absent(trace, "Agnes Baker [reaction]")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5


def test_an_asset_without_health_cannot_be_assigned_damage():
    """[ahlcg/rr/health-and-damage] "- An asset card without a health value is not considered to have a health of 0,
    cannot gain health, and cannot have damage assigned to it." """
    data = world(cards=[_ghoul(engaged="Roland Banks"), {"name": "Lantern", "type": "asset",
                                                          "controller": "Roland Banks"}],
                 do=[{"who": "Roland Banks", "action": "draw"}],
                 choices=[{"decision": "assign", "who": "Roland Banks", "to": "Lantern"}])
    trace = run(data)
    at(trace, "1 damage on Roland Banks (0 → 1 of 9)")
    assert "damage" not in trace.final_state["cards"]["Lantern"] or not trace.final_state["cards"]["Lantern"]["damage"]
    assert any("never needed" in u["text"] for u in trace.to_dict()["unresolved"])


def test_only_the_controller_of_a_card_may_pay_its_costs():
    """[ahlcg/rr/costs] "- Only the controller of a card or ability may pay its costs." """
    lantern = {"name": "Lantern", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "free", "cost": {"exhaust": True}, "text": "Exhaust: gain 1 resource.", "effects": gain()}]}
    trace = run(world(cards=[lantern], do=[{"who": "Agnes Baker", "use": "Lantern"}]))
    at(trace, "Agnes Baker may not use Lantern's abilities")
    assert not trace.final_state["cards"]["Lantern"].get("exhausted")


def test_a_fast_card_does_not_provoke_attacks_of_opportunity():
    """[ahlcg/rr/fast] "- Because fast cards do not cost actions to play, they do not provoke attacks of opportunity
    (see “Attack of Opportunity” on page 5)." """
    data = world(cards=[_ghoul(engaged="Roland Banks")], do=[{"who": "Roland Banks", "use": "Quick"}])
    data["investigators"][0]["hand"] = [{"name": "Quick", "type": "event", "cost": 0, "keywords": ["fast"],
                                         "effects": gain()}]
    trace = run(data)
    at(trace, "does not provoke attacks of opportunity")
    assert absent(trace, "attack of opportunity against")
    assert trace.final_state["investigators"]["Roland Banks"]["actions"] == 3


def test_after_a_would_replacement_no_ability_on_the_original_condition_may_be_used():
    """[ahlcg/rr/instead] "No further abilities referencing the original triggering condition may be used." """
    data = world(do=[{"who": "Roland Banks", "action": "resource"}])
    data["cards"] = [
        {"name": "Swap", "type": "asset", "controller": "Roland Banks", "abilities": [
            reaction("would", {"event": "gain-resources", "who": "you"},
                     [{"effect": "instead", "effects": [{"effect": "draw", "amount": 1}]}],
                     "If you would gain resources, instead draw 1 card.", kind="forced")]},
        {"name": "Greedy", "type": "asset", "controller": "Agnes Baker", "abilities": [
            reaction("after", {"event": "gain-resources", "who": "Roland Banks"}, gain(),
                     "After Roland gains resources: gain 1.")]}]
    trace = run(data)
    at(trace, "Roland Banks draws: Card A")
    assert absent(trace, "Greedy [reaction]")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5


def test_a_failed_evasion_leaves_the_enemy_engaged():
    """[ahlcg/rr/evade-evade-action] "If the test fails, the investigator does not evade the enemy, and it remains
    engaged with him or her." """
    trace = run(world(cards=[_ghoul(engaged="Roland Banks")],
                      do=[{"who": "Roland Banks", "action": "evade", "enemy": "Ghoul", "result": "fail"}]))
    at(trace, "ST.6: Roland Banks fails")
    ghoul = trace.final_state["cards"]["Ghoul"]
    assert ghoul["engaged"] == "Roland Banks" and not ghoul.get("exhausted")


def test_a_massive_enemys_attack_of_opportunity_is_only_against_the_investigator_who_provoked_it():
    """[ahlcg/rr/massive] "- When an enemy with the massive keyword makes an attack of opportunity, that attack only
    resolves against the investigator who provoked the attack." """
    trace = run(world(cards=[_ghoul(location="Hall", keywords=["massive"])],
                      do=[{"who": "Roland Banks", "action": "draw"}]))
    attacks = [s.text for s in trace.steps if "makes an attack of opportunity" in s.text]
    assert attacks == ["Ghoul makes an attack of opportunity against Roland Banks (1 damage); the enemy does not "
                       "exhaust"]
    assert trace.final_state["investigators"]["Agnes Baker"]["damage"] == 0


def test_an_exhausted_enemy_engages_as_soon_as_it_is_readied():
    """[ahlcg/rr/enemy-engagement] "An exhausted unengaged enemy does not engage, but if an exhausted enemy at the
    same location as an investigator becomes ready, it engages as soon as it is readied." """
    trace = run(world(round=2, start="4.3", until="4.3", cards=[_ghoul(location="Hall", exhausted=True)],
                      choices=[{"decision": "target", "ability": "Ghoul", "choose": "Agnes Baker"}]))
    assert at(trace, "Readied: Ghoul") < at(trace, "Ghoul and Agnes Baker become engaged")
    assert trace.final_state["cards"]["Ghoul"]["engaged"] == "Agnes Baker"


def test_an_engaged_enemy_moves_with_the_investigator_simultaneously():
    """[ahlcg/rr/enemy-engagement] "Each enemy in an investigator’s threat area is considered to be at the same
    location as that investigator, and should the investigator move, the enemy remains engaged and moves to the new
    location simultaneously with the investigator." [ahlcg/rr/move] "- Any time an entity moves, it is considered to
    leave the previous location, and to enter the new location, simultaneously." """
    trace = run(world(cards=[_ghoul(engaged="Roland Banks")],
                      do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}]))
    k = at(trace, "Roland Banks leaves Hall and enters Attic simultaneously")
    assert "engaged enemies move with Roland Banks: Ghoul" in trace.steps[k].text
    assert trace.final_state["cards"]["Ghoul"]["engaged"] == "Roland Banks"


def test_a_retaliate_attack_does_not_exhaust_the_enemy():
    """[ahlcg/faq/q-do-enemies-exhaust-after-making-attacks-of-opportunity] "Unless otherwise noted, all other enemy
    attacks do not cause that enemy to exhaust." """
    trace = run(world(cards=[_ghoul(engaged="Roland Banks", keywords=["retaliate"])],
                      do=[{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}]))
    at(trace, "Ghoul makes a retaliate attack against Roland Banks (1 damage); the enemy does not exhaust")
    assert not trace.final_state["cards"]["Ghoul"].get("exhausted")


def _free_test(data, text, result_effects, outcome="success", difficulty=3):
    return _free(data, text, [{"effect": "test", "skill": "agility", "difficulty": difficulty,
                               outcome: result_effects}])


def _per_point(count, effect):
    return [{"effect": "for-each", "count": count, "effects": [effect]}]


def test_an_attack_of_opportunity_is_an_enemy_attack_for_card_abilities():
    """[ahlcg/rr/attack-of-opportunity] "- Attacks of opportunity count as enemy attacks for the purposes of card
    abilities." "- After all attacks of opportunity are made, continue with the resolution of the action which
    instigated the attack." """
    data = world(cards=[_ghoul(engaged="Roland Banks")], do=[{"who": "Roland Banks", "action": "draw"}])
    data["investigators"][1]["abilities"] = [reaction("after", {"event": "enemy-attack", "who": "Roland Banks"},
                                                      gain(), "After an enemy attacks Roland Banks: gain 1.")]
    trace = run(data)
    assert (at(trace, "makes an attack of opportunity") < at(trace, "Agnes Baker [reaction]")
            < at(trace, "Attacks of opportunity made: the action continues") < at(trace, "Roland Banks draws: Card A"))


def test_an_automatic_success_makes_the_difficulty_zero():
    """[ahlcg/rr/automatic-failure-success] "- If a skill test automatically succeeds, the total difficulty of that
    test is considered 0." """
    data = _free_test(world(tests=[{"who": "Roland Banks", "tokens": ["skull"]}],
                            **{"chaos-tokens": {"skull": {"automatic": "success", "text": "You automatically succeed."}}}),
                      "Test [agility] (3). For each point you succeed by, gain 1 resource.",
                      _per_point("point-succeeded-by", {"effect": "gain-resources", "amount": 1}))
    trace = run(data)
    at(trace, "the total difficulty is considered 0, and 2 ≥ 0")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 7  # succeeded by 2 - 0


def test_automatic_success_and_failure_happen_at_st6():
    """[ahlcg/rr/automatic-failure-success] "If a skill test automatically fails or automatically succeeds, it does so
    during step “ST.6” of the “Skill Test Timing” process outlined on page 26." """
    data = _free_test(world(tests=[{"who": "Roland Banks", "tokens": ["auto-fail"]}]), "Test [agility] (3).",
                      _per_point("point-failed-by", {"effect": "deal-damage", "amount": 1, "to": "you",
                                                     "direct": True}), outcome="fail")
    trace = run(data)
    assert at(trace, "ST.5: Roland Banks's modified skill value: agility 2 = 2") < at(
        trace, "ST.6: Roland Banks fails (automatic failure")
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 3  # failed by 3 - 0


def test_a_deck_that_empties_mid_draw_is_reset_and_the_draw_completed():
    """[ahlcg/rr/drawing-cards] "If a deck empties mid-draw, reset the deck and complete the draw." """
    data = _free(world(), "Draw 3 cards.", [{"effect": "draw", "amount": 3}], who=1)
    data["investigators"][1]["discard"] = ["Old 1", "Old 2"]
    trace = run(data)
    k = at(trace, "Agnes Baker draws: Card C, Old 1, Old 2")
    assert at(trace, "the discard pile is shuffled back into it") < k < at(trace, "1 horror on Agnes Baker")


def test_a_canceled_treachery_is_still_drawn_and_discarded():
    """[ahlcg/rr/cancel] "- If the effects of a treachery card are canceled, the card is still regarded as having been
    drawn, and it is still placed in the encounter discard pile." """
    data = _free(world(**{"encounter-deck": [{"name": "Grasp", "type": "treachery", "abilities": [
        {"kind": "revelation", "text": "Take 1 damage.", "effects": [{"effect": "deal-damage", "amount": 1,
                                                                     "to": "you"}]}]}]}),
                 "Draw an encounter card.", [{"effect": "draw-encounter-card"}])
    data["investigators"][0]["hand"] = [{"name": "Ward", "type": "event", "cost": 0, "keywords": ["fast"],
                                         "play-when": {"timing": "when", "trigger": {"event": "draw-encounter-card",
                                                                                     "who": "you"}},
                                         "effects": [{"effect": "cancel"}]}]
    trace = run(data)
    assert at(trace, "it is still regarded as having been drawn") < at(trace, "Grasp is placed in the encounter "
                                                                               "discard pile")
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 0


def test_a_drawn_enemy_enters_play_as_it_spawns():
    """[ahlcg/rr/spawn] "- An enemy’s spawn instruction resolves as the enemy enters play, regardless of how it
    entered play." [ahlcg/rr/enters-play] "The phrase “enters play” refers to any time a card makes a transition
    from an out-of-play area into a play area (see “In Play and Out of Play” on page 13)." """
    acolyte = {"name": "Acolyte", "type": "enemy", "health": 3, "attack": {"damage": 1}, "abilities": [
        reaction("after", {"event": "enters-play", "what": "self"},
                 [{"effect": "place-doom", "amount": 1, "to": "self"}],
                 "Forced – After Acolyte enters play: Place 1 doom on it.", kind="forced")]}
    data = _free(world(**{"encounter-deck": [acolyte]}), "Draw an encounter card.",
                 [{"effect": "draw-encounter-card"}])
    trace = run(data)
    assert at(trace, "Acolyte has no spawn instruction: it spawns engaged with Roland Banks") < at(
        trace, "Acolyte [forced]: ")
    assert trace.final_state["cards"]["Acolyte"]["doom"] == 1


def _passenger(trigger):
    return {"name": "Passenger", "type": "asset", "controller": "Roland Banks", "abilities": [
        reaction("if", trigger, [{"effect": "deal-horror", "amount": 1, "to": "each-investigator", "direct": True}],
                 "Forced – If Passenger leaves play: Each investigator takes 1 horror.", kind="forced")]}


def _discard_passenger(passenger):
    bin_ = {"name": "Bin", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "free", "text": "Discard Passenger.", "effects": [{"effect": "discard", "to": "Passenger"}]}]}
    return run(world(cards=[passenger, bin_], do=[{"who": "Roland Banks", "use": "Bin"}]))


def test_an_ability_naming_its_own_card_leaving_play_resolves_after_it_has_left():
    """[ahlcg/rr/ability] "- Card abilities only interact with the game if the card bearing the ability is in play,
    unless the ability (or rules for the cardtype) specifically references its use from an out-of-play area." """
    trace = _discard_passenger(_passenger({"event": "leaves-play", "what": "self"}))
    assert at(trace, "Passenger is discarded") < at(trace, "'at' window — Passenger leaves play") < at(
        trace, "Passenger [forced]: ")
    assert trace.final_state["investigators"]["Agnes Baker"]["horror"] == 1


def test_an_out_of_play_card_does_not_interact_through_an_ability_that_does_not_name_its_leaving():
    """[ahlcg/rr/ability] "- Card abilities only interact with the game if the card bearing the ability is in play,
    unless the ability (or rules for the cardtype) specifically references its use from an out-of-play area." """
    trace = _discard_passenger(_passenger({"event": "leaves-play", "what": "asset"}))
    assert absent(trace, "Passenger [forced]")
    assert trace.final_state["investigators"]["Agnes Baker"]["horror"] == 0


def test_after_this_enemy_is_defeated_resolves_from_the_discard_pile():
    """[ahlcg/rr/ability] "- Card abilities only interact with the game if the card bearing the ability is in play,
    unless the ability (or rules for the cardtype) specifically references its use from an out-of-play area." """
    ghoul = _ghoul(engaged="Roland Banks", health=1, abilities=[reaction(
        "after", {"event": "defeated", "what": "self"}, [{"effect": "gain-resources", "amount": 1, "who": "you"}],
        "Forced – After Ghoul is defeated: You gain 1 resource.", kind="forced")])
    trace = run(world(cards=[ghoul], do=[{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul",
                                          "result": "success"}]))
    assert at(trace, "Ghoul's defeat resolves: placed in the encounter discard pile") < at(trace, "Ghoul [forced]: ")


def test_a_treachery_put_into_a_threat_area_enters_play():
    """[ahlcg/rr/enters-play] "The phrase “enters play” refers to any time a card makes a transition from an
    out-of-play area into a play area (see “In Play and Out of Play” on page 13)." """
    curse = {"name": "Curse", "type": "treachery", "put-into-play": "threat-area", "abilities": [
        reaction("after", {"event": "enters-play", "what": "self"},
                 [{"effect": "deal-horror", "amount": 1, "to": "you", "direct": True}],
                 "Forced – After Curse enters play: Take 1 horror.", kind="forced")]}
    data = _free(world(**{"encounter-deck": [curse]}), "Draw an encounter card.", [{"effect": "draw-encounter-card"}])
    trace = run(data)
    assert at(trace, "Curse is put into play in Roland Banks's threat area") < at(trace, "Curse [forced]: ")
    assert trace.final_state["investigators"]["Roland Banks"]["horror"] == 1


def test_a_defeated_asset_leaves_play():
    """[ahlcg/rr/leaves-play] "The phrase “leaves play” refers to any time a card makes a transition from an in-play
    state to an out-of-play state (see “In Play and Out of Play” on page 13)." """
    lynch = {"name": "Lynch", "type": "asset", "controller": "Roland Banks", "health": 1, "sanity": 1, "abilities": [
        reaction("when", {"event": "leaves-play", "what": "self"}, gain(),
                 "Forced – When Lynch leaves play: You gain 1 resource.", kind="forced")]}
    data = world(cards=[_ghoul(engaged="Roland Banks"), lynch], do=[{"who": "Roland Banks", "action": "draw"}],
                 choices=[{"decision": "assign", "who": "Roland Banks", "to": "Lynch"}])
    trace = run(data)
    assert at(trace, "Lynch is defeated") < at(trace, "Lynch [forced]: ") < at(trace, "Lynch's defeat resolves")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6


def test_elimination_leaves_clues_and_enemies_at_the_location_and_discards_the_threat_area():
    """[ahlcg/rr/elimination] "2. All clue tokens that player possesses are placed at the location the investigator
    was at when he or she was eliminated, ..." "3. All enemies engaged with that player are placed at the location
    the investigator was at when he or she was eliminated, unengaged but otherwise maintaining their current game
    state." "4. All other cards in the eliminated investigator’s threat area are placed in the appropriate discard
    pile." "5. If the lead investigator is eliminated, the remaining players (if any) choose a new lead
    investigator." """
    exit_ = {"name": "Exit", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "designator": "resign", "cost": {"actions": 1}, "effects": [{"effect": "resign"}],
         "text": "[action]: Resign."}]}
    data = world(cards=[_ghoul(engaged="Roland Banks", damage=1), {"name": "Doubt", "type": "treachery",
                                                                   "threat-area": "Roland Banks"}, exit_],
                 do=[{"who": "Roland Banks", "action": "resign", "card": "Exit"}],
                 choices=[{"decision": "lead", "choose": "Agnes Baker"}])
    data["investigators"][0]["clues"] = 2
    trace = run(data)
    assert (at(trace, "Step 2: 2 clues placed at Hall") < at(trace, "Step 3: engaged enemies placed at Hall, "
                                                                    "unengaged: Ghoul")
            < at(trace, "Step 4: other cards in the threat area discarded: Doubt") < at(trace, "Step 5: "))
    state = trace.final_state
    assert state["locations"]["Hall"]["clues"] == 4 and state["lead"] == "Agnes Baker"
    assert state["cards"]["Ghoul"]["damage"] == 1


def test_a_canceled_ability_still_counts_against_its_limit():
    """[ahlcg/rr/limits-and-maximums] "If the effects of a card or ability with a limit or maximum are canceled, it
    is still counted against the limit/maximum, because the ability has been initiated." """
    lamp = {"name": "Lamp", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "free", "text": "Gain 1 resource. (Limit once per round.)", "limit": {"count": 1, "per": "round"},
         "effects": gain()}]}
    hex_ = {"name": "Hex", "type": "treachery", "threat-area": "Roland Banks", "abilities": [reaction(
        "when", {"event": "ability-triggered", "what": "Lamp"}, [{"effect": "cancel"}],
        "Forced – When Lamp's ability is triggered: Cancel its effects.", kind="forced")]}
    trace = run(world(cards=[lamp, hex_], do=[{"who": "Roland Banks", "use": "Lamp"},
                                              {"who": "Roland Banks", "use": "Lamp"}]))
    at(trace, "Hex [forced]: ")
    at(trace, "Not possible (do[1]): Lamp's ability has reached its limit (1 per round)")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5


def test_a_failed_attack_on_an_enemy_engaged_with_another_investigator_damages_that_investigator():
    """[ahlcg/rr/fight-action] "However, if an investigator fails this test against an enemy that is engaged with
    another single investigator, the damage of the attack is dealt to the investigator engaged with that enemy." """
    trace = run(world(cards=[_ghoul(engaged="Agnes Baker")],
                      do=[{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}]))
    at(trace, "its damage is dealt to Agnes Baker")
    state = trace.final_state
    assert state["investigators"]["Agnes Baker"]["damage"] == 1 and not state["cards"]["Ghoul"].get("damage")


def test_a_failed_attack_on_a_massive_enemy_deals_no_damage_to_the_engaged_investigators():
    """[ahlcg/rr/massive] "- If an investigator fails a combat test against a massive enemy, no damage is dealt to
    the engaged investigators." """
    trace = run(world(cards=[_ghoul(location="Hall", keywords=["massive"])],
                      do=[{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}]))
    at(trace, "ST.7: the test failed: no results to apply")
    assert trace.final_state["investigators"]["Agnes Baker"]["damage"] == 0


def test_a_massive_enemy_does_not_move_with_an_engaged_investigator():
    """[ahlcg/rr/massive] "- A massive enemy does not move with an engaged investigator who moves away from the
    massive enemy’s location." """
    trace = run(world(cards=[_ghoul(location="Hall", keywords=["massive"])],
                      do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}]))
    k = at(trace, "Roland Banks leaves Hall and enters Attic simultaneously")
    assert "engaged enemies move" not in trace.steps[k].text
    assert trace.final_state["cards"]["Ghoul"]["location"] == "Hall"


def test_an_enemy_moved_to_an_unrevealed_location_leaves_it_unrevealed():
    """[ahlcg/rr/move] "- If an enemy moves to an unrevealed location, that location remains unrevealed." """
    data = _free(world(cards=[_ghoul(location="Hall", exhausted=True)]), "Move Ghoul to the Attic.",
                 [{"effect": "move-enemy", "enemy": "Ghoul", "to": "Attic"}])
    data["locations"][1]["revealed"] = False
    trace = run(data)
    at(trace, "Ghoul moves from Hall to Attic")
    assert trace.final_state["locations"]["Attic"]["revealed"] is False


def test_a_fast_asset_is_played_only_on_its_players_turn():
    """[ahlcg/rr/fast] "- A fast asset may be played by an investigator during any player window on his or her
    turn." """
    data = world(turn="Agnes Baker", do=[{"who": "Roland Banks", "use": "Kit"}])
    data["investigators"][0]["hand"] = [{"name": "Kit", "type": "asset", "cost": 0, "keywords": ["fast"]}]
    trace = run(data)
    at(trace, "Not possible (do[0]): a fast asset is played in a player window during its player's own turn")
    assert "Kit" in trace.final_state["investigators"]["Roland Banks"]["hand"]


def test_a_lasting_effect_expires_before_at_the_end_of_the_phase_abilities():
    """[ahlcg/rr/lasting-effects] "- A lasting effect expires as soon as the timing point specified by its duration
    is reached." "This means that an “until the end of the phase” lasting effect expires before an “at the end of
    the phase” ability or delayed effect may initiate." """
    clock = {"name": "Clock", "type": "asset", "controller": "Roland Banks", "abilities": [reaction(
        "at", {"event": "phase-ends", "phase": "investigation"}, gain(),
        "Forced – At the end of the investigation phase: You gain 1 resource.", kind="forced")]}
    data = world(round=2, start="2.2", until="2.3", cards=[clock],
                 do=[{"who": "Roland Banks", "use": "Roland Banks", "window": "2.2"},
                     {"who": "Roland Banks", "end-turn": True}])
    data["investigators"] = data["investigators"][:1]
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "You cannot gain resources until the end of "
                                              "the phase.", "effects": [
        {"effect": "lasting", "duration": "until-end-of-phase", "cannot": True,
         "applies-to": {"event": "gain-resources", "who": "you"}}]}]
    trace = run(data)
    assert at(trace, "Lasting effect expires as the phase ends") < at(trace, "Clock [forced]: ")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6


def test_enemy_phase_attacks_go_in_the_attacked_investigators_order_and_each_exhausts_after_its_abilities():
    """[ahlcg/rr/3-3] "If an investigator is engaged with multiple enemies, resolve their attacks in the order of the
    attacked investigator’s choosing." "Upon completion of dealing the attack (and all abilities triggered by the
    attack), exhaust the enemy." """
    watch = {"name": "Watch", "type": "asset", "controller": "Agnes Baker", "abilities": [reaction(
        "after", {"event": "enemy-attack", "who": "Roland Banks"}, gain(), "After an enemy attacks Roland: gain 1.")]}
    data = world(round=2, start="3.3", until="3.3",
                 cards=[_ghoul(engaged="Roland Banks"), _ghoul(name="Rat", engaged="Roland Banks"), watch],
                 choices=[{"decision": "order", "among": ["Rat", "Ghoul"]}])
    trace = run(data)
    assert (at(trace, "Roland Banks chooses the order of the attacks") < at(trace, "Rat makes its enemy-phase attack")
            < at(trace, "Watch [reaction]") < at(trace, "Rat exhausts after its attack")
            < at(trace, "Ghoul makes its enemy-phase attack"))
