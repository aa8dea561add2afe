"""Modified values, the opening hand and the first round, weaknesses, "you", spawning choices and what is in play,
each replayed from the sentence that rules it.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world


def _roland(trace):
    return trace.final_state["investigators"]["Roland Banks"]


def _fog():
    return {"name": "Fog", "type": "treachery", "location": "Hall", "abilities": [
        {"kind": "constant", "applies-to": {"event": "skill-test-begins", "via": "investigate"},
         "difficulty-modifier": 1, "text": "The Hall gets +1 shroud."}]}


def test_additive_modifiers_are_applied_before_doubling():
    """[ahlcg/rr/modifiers] "- When calculating a value, treat all modifiers as being applied simultaneously."
    "However, while performing the calculation, all additive and subtractive modifiers are calculated before doubling
    and/or halving modifiers." "Any time a new modifier is applied (or removed), the entire quantity is recalculated
    from the start, considering the unmodified base value and all active modifiers." "Some abilities cause values or
    quantities of characteristics to be modified." — shroud 2, +1, doubled: 6, not 5."""
    data = world(cards=[_fog()], do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"], "commit": ["Double or Nothing"]}])
    data["investigators"][0]["hand"] = [{"name": "Double or Nothing", "type": "skill", "icons": {"intellect": 1},
                                         "double-difficulty": True}]
    trace = run(data)
    assert at(trace, "difficulty of this skill test is 2 → 3") < at(trace, "doubled: 3 → 6")
    at(trace, "less than the difficulty 6")


def test_a_constant_modifier_is_counted_while_its_condition_holds_and_not_after():
    """[ahlcg/rr/modifiers] "The game state constantly checks and (if necessary) updates the count of any variable value
    or quantity that is being modified." [ahlcg/rr/ability/constant-abilities] "The effects of such abilities are active
    any time the specified condition is met." "Constant abilities have no point of initiation." — the Fog raises the
    Hall's shroud for an investigation there, and not for one in the Attic."""
    data = world(cards=[_fog()], do=[{"who": "Roland Banks", "action": "investigate"},
                                     {"who": "Roland Banks", "action": "move", "to": "Attic"},
                                     {"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"]}, {"who": "Roland Banks", "tokens": ["0"]}])
    data["cards"][0]["abilities"][0]["applies-to"]["what"] = "Hall"
    trace = run(data)
    at(trace, "the difficulty of this skill test is 2 → 3")
    attic = at(trace, "investigates Attic")
    assert not any("Constant abilities modify" in s.text for s in trace.steps[attic:])
    assert absent(trace, "Fog [")


def test_the_first_round_skips_the_mythos_phase():
    """[ahlcg/rr/phase-i] "During the first round of the game, skip the mythos phase." """
    trace = run(world(start="2.1", until="2.1"))
    at(trace, "the mythos phase is skipped in the first round of the game")
    assert absent(trace, "1.1 Mythos phase begins")


def test_a_mulligan_sets_cards_aside_draws_as_many_and_shuffles_them_back_in_player_order():
    """[ahlcg/rr/mulligan] "These cards are set aside, and an equivalent number of cards are drawn and added to the
    player’s starting hand." "The set-aside cards are then shuffled back into the player’s deck." "- Players take or
    forgo the opportunity to mulligan in player order." """
    data = world(setup=True, start="2.1", until="2.1", choices=[
        {"decision": "mulligan", "who": "Agnes Baker", "among": ["A0"]},
        {"decision": "mulligan", "who": "Roland Banks", "among": ["R0", "R1"]}])
    data["investigators"][0]["deck"] = [f"R{i}" for i in range(8)]
    data["investigators"][1]["deck"] = [f"A{i}" for i in range(8)]
    trace = run(data)
    roland = at(trace, "Roland Banks sets aside R0, R1")
    drawn = at(trace, "Roland Banks draws (mulligan): R5, R6")
    shuffled = at(trace, "R0, R1 shuffled back into Roland Banks's deck")
    agnes = at(trace, "Agnes Baker sets aside A0")
    assert roland < drawn < shuffled < agnes
    hand = _roland(trace)["hand"]
    assert len(hand) == 5 and "R0" not in hand and "R1" not in hand and {"R5", "R6"} <= set(hand)
    assert len(trace.final_state["investigators"]["Agnes Baker"]["hand"]) == 5


def test_a_treachery_weakness_drawn_from_the_deck_resolves_as_if_drawn_from_the_encounter_deck():
    """[ahlcg/rr/weakness] "- When an investigator draws a weakness with an encounter cardtype (for example, an enemy or a
    treachery weakness), resolve that card as if it were just drawn from the encounter deck." "Weakness cards are
    resolved differently depending upon their cardtype." [ahlcg/faq/1-12] "Weaknesses with an encounter cardtype (such
    as enemies or treacheries) are considered to be player cards while they are in their bearer’s deck, and are
    considered to be encounter cards while they are being resolved, and once they have entered play." [ahlcg/rr/weakness]
    "- (Added in FAQ, section ’Game Play’, point 1.12) Weaknesses with an encounter cardtype (such as enemies or
    treacheries) are considered to be player cards while they are in their bearer’s deck, and are considered to be
    encounter cards while they are being resolved, and once they have entered play." — its
    revelation resolves, and it goes to its owner's discard pile."""
    data = world(do=[{"who": "Roland Banks", "action": "draw"}])
    data["investigators"][0]["deck"] = [{"name": "Amnesia", "type": "treachery", "weakness": True, "abilities": [
        {"kind": "revelation", "text": "Revelation – Take 1 horror.",
         "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}]
    trace = run(data)
    assert at(trace, "Amnesia [revelation]") < at(trace, "1 horror on Roland Banks")
    assert "Amnesia" in _roland(trace)["discard"] and "Amnesia" not in _roland(trace)["hand"]


def test_an_enemy_weakness_drawn_spawns_engaged_and_belongs_to_no_player():
    """[ahlcg/rr/weakness] "- Weaknesses with an encounter cardtype are, like other encounter cards, not controlled by
    any player." [ahlcg/rr/revelation] "This occurs before the card enters play, or in the case of a treachery card,
    before it is placed in the discard pile." """
    data = world(do=[{"who": "Roland Banks", "action": "draw"}])
    data["investigators"][0]["deck"] = [{"name": "Mob Enforcer", "type": "enemy", "weakness": True, "health": 3,
                                         "attack": {"damage": 1}, "abilities": [
        {"kind": "revelation", "text": "Revelation – Gain 1 resource.", "effects": gain()}]}]
    trace = run(data)
    assert at(trace, "Mob Enforcer [revelation]") < at(trace, "Mob Enforcer has no spawn instruction")
    enforcer = trace.final_state["cards"]["Mob Enforcer"]
    assert enforcer["engaged"] == "Roland Banks" and enforcer["controller"] is None


def test_you_on_a_card_in_play_is_its_controller_and_on_an_activated_ability_the_one_activating():
    """[ahlcg/rr/you-your] "- An ability on a card in play referencing “you” or “your” refers to the investigator who
    controls, is engaged with, or is currently interacting with the card." "- While resolving an ability initiated by
    the activate action, “you” or “your” refers to the investigator performing the action." [ahlcg/faq/2-1] "- When
    resolving a triggered ability (, , or ability), “you/your” refers to the investigator triggering the ability." —
    Agnes activates the Hall's ability: she gains; Roland's asset's reaction to her gain has him draw."""
    data = world(turn="Agnes Baker", do=[{"who": "Agnes Baker", "action": "activate", "card": "Hall"}],
                 cards=[{"name": "Ledger", "type": "asset", "controller": "Roland Banks", "abilities": [
                     reaction("after", {"event": "gain-resources", "who": "Agnes Baker"},
                              [{"effect": "draw", "amount": 1}], "After Agnes gains resources: you draw 1 card.")]}])
    data["locations"][0]["abilities"] = [{"kind": "action", "cost": {"actions": 1},
                                          "text": "[action]: You gain 2 resources.", "effects": gain(2)}]
    trace = run(data)
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 5
    assert _roland(trace)["hand"] == ["Card A"] and _roland(trace)["resources"] == 5


def test_you_on_a_revelation_is_the_investigator_who_drew_it_and_is_resolving_it():
    """[ahlcg/faq/2-1] "- A Revelation ability that references “you/your” refers to the investigator who drew the card
    and is resolving the ability." "A card may have multiple different abilities in which “you/your” may be interpreted
    differently." "“You/your” may refer to a different investigator in each of these abilities." — the treachery's
    revelation hurts Agnes, who drew it; its Forced ability in Roland's threat area hurts Roland."""
    haunt = {"name": "Haunting", "type": "treachery", "put-into-play": "threat-area", "abilities": [
        {"kind": "revelation", "text": "Revelation – Take 1 horror.",
         "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}
    data = world(round=2, start="1.4", until="1.4", **{"encounter-deck": [{"name": "Quiet", "type": "treachery"},
                                                                          haunt]})
    data["cards"] = [{"name": "Dread", "type": "treachery", "threat-area": "Roland Banks", "abilities": [
        reaction("after", {"event": "draw-encounter-card"}, [{"effect": "deal-damage", "amount": 1, "to": "you"}],
                 "Forced – After an encounter card is drawn: you take 1 damage.", kind="forced",
                 limit={"count": 1, "per": "round", "group": True})]}]
    trace = run(data)
    assert trace.final_state["investigators"]["Agnes Baker"]["horror"] == 1
    assert _roland(trace)["damage"] == 1 and trace.final_state["investigators"]["Agnes Baker"]["damage"] == 0


def test_a_spawn_instruction_with_several_valid_locations_is_decided_by_the_investigator_spawning_it():
    """[ahlcg/rr/spawn] "- If an enemy’s spawn instruction has multiple valid locations, the investigator spawning that
    enemy decides among those locations." """
    data = world(round=2, start="1.4", until="1.4", choices=[{"decision": "target", "ability": "Wolf",
                                                               "choose": "Cellar"}],
                 **{"encounter-deck": [{"name": "Wolf", "type": "enemy", "health": 1, "spawn": "an-empty-location"},
                                       {"name": "Quiet", "type": "treachery"}]})
    data["locations"].append({"name": "Cellar", "connections": ["Attic"]})
    trace = run(data)
    k = at(trace, "spawn instruction has several valid locations")
    assert "Roland Banks, spawning it, chooses Cellar" in trace.steps[k].text
    assert trace.final_state["cards"]["Wolf"]["location"] == "Cellar"


def test_tokens_on_cards_in_play_count_as_doom_in_play_and_those_out_of_play_do_not():
    """[ahlcg/rr/in-play-and-out-of-play] "- Tokens on in play cards are considered in play." "The current act, the
    current agenda, each location in the play area, and each encounter card in a investigator’s threat area or at a
    location, are all considered in play." [ahlcg/rr/doom] [ahlcg/rr/in-play-and-out-of-play] "The current act, the
    current agenda, each location in the play area, and each encounter card in an investigator’s threat area or at a
    location, are all considered in play." "- If there are no “Objective – ” requirements for
    advancing the current agenda and the requisite amount of doom is in play (among the agenda and all cards in play),
    the agenda advances during the “Check doom threshold” step of the Mythos phase." — doom on a treachery in a threat
    area and on a location reach the threshold."""
    data = world(round=2, start="1.2", until="1.3", cards=[
        {"name": "Agenda 1a", "type": "agenda", "threshold": 3},
        {"name": "Omen", "type": "treachery", "threat-area": "Agnes Baker", "doom": 1}],
        **{"agenda-deck": [{"name": "Agenda 2a", "type": "agenda", "threshold": 9}]})
    data["locations"][1]["doom"] = 1
    trace = run(data)
    at(trace, "the agenda deck advances")
    assert trace.final_state["agenda"] == "Agenda 2a"


def test_a_bonus_is_added_with_the_other_modifiers_before_a_value_below_zero_is_treated_as_zero():
    """[ahlcg/rr/modifiers] "Negative modifiers in excess of a value’s current quantity can be applied, but, after all
    active modifiers have been applied, any resultant value below zero is treated as zero." "+2 bonus to the test, this
    bonus would not be applied to the functioning skill value of zero; but rather, it is applied in conjunction with all
    active modifiers." "Danny’s agility would then be calculated as follows: base skill 4, –8 from chaos token, +2 from
    “Lucky!” for a total of –2, which is still treated as zero.)" — agility 2, a −4 token and a +1 icon: −1, so 0 (not
    1): the test against 1 fails."""
    data = world(do=[{"who": "Roland Banks", "use": "Roland Banks"}],
                 tests=[{"who": "Roland Banks", "tokens": ["-4"], "commit": ["Nimble"]}])
    data["investigators"][0]["hand"] = [{"name": "Nimble", "type": "skill", "icons": {"agility": 1}}]
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Test [agility] (1). If you succeed, gain 1.",
                                              "effects": [{"effect": "test", "skill": "agility", "difficulty": 1,
                                                           "success": gain()}]}]
    trace = run(data)
    at(trace, "below zero, treated as 0")
    at(trace, "ST.6: Roland Banks fails")
    assert _roland(trace)["resources"] == 5


def test_you_in_an_ability_whose_condition_identifies_whom_it_targets_is_that_investigator():
    """[ahlcg/faq/2-1] "If an ability contains a clause identifying whom it is targeting, “you/your” in that ability
    refers to those investigators." — an enemy engaged with Roland reads "After you deal damage to Haruko: you gain 1
    resource": Agnes deals it damage, so she is "you" (not Roland, whom it is engaged with)."""
    data = world(turn="Agnes Baker", do=[{"who": "Agnes Baker", "action": "fight", "enemy": "Haruko",
                                          "result": "success"}],
                 cards=[{"name": "Haruko", "type": "enemy", "location": "Hall", "engaged": "Roland Banks",
                         "health": 5, "fight": 1, "evade": 1, "abilities": [
                             {"kind": "forced", "timing": "after", "text": "After you deal damage to Haruko: you "
                              "gain 1 resource.", "trigger": {"event": "damage-dealt", "what": "self", "source": "yours"},
                              "effects": gain()}]}])
    trace = run(data)
    assert trace.final_state["cards"]["Haruko"]["damage"] == 1
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 4
    assert _roland(trace)["resources"] == 5
