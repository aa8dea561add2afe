"""Sentences of abilities, actions and skill tests that restrict what a player may do, each replayed by a minimal
situation composed from its sentence (the sentence table, ``python -m kb.tools.conformance_coverage``, reads the
quotes)."""

from __future__ import annotations

from rulecases import at, gain, reaction, run, world


def test_forced_abilities_resolve_before_reactions_to_the_same_timing_point():
    """[ahlcg/rr/ability/forced-abilities] "- For any given timing point, all forced abilities initiated in reference
    to that timing point must resolve before any [reaction] abilities (see below) referencing the same timing point
    in the same manner may be initiated." """
    trigger = {"event": "gain-resources", "who": "Roland Banks"}
    data = world(do=[{"who": "Roland Banks", "action": "resource"}])
    data["investigators"][1]["abilities"] = [reaction("after", trigger, gain(), "After Roland gains: gain 1.")]
    data["cards"] = [{"name": "Tithe", "type": "treachery", "threat-area": "Roland Banks", "abilities": [reaction(
        "after", trigger, [{"effect": "lose-resources", "amount": 1}], "Forced – After you gain resources: Lose 1 "
        "resource.", kind="forced")]}]
    trace = run(data)
    assert at(trace, "Tithe [forced]: ") < at(trace, "Agnes Baker [reaction]: ")


def test_a_reaction_is_used_only_once_each_time_its_condition_is_met():
    """[ahlcg/rr/ability/triggered-abilities] "- Each [reaction] ability may be triggered only once each time the
    specified condition on the ability is met." """
    data = world(do=[{"who": "Roland Banks", "action": "resource"}])
    data["investigators"][1]["abilities"] = [reaction("after", {"event": "gain-resources", "who": "Roland Banks"},
                                                      gain(), "After Roland Banks gains resources: gain 1.")]
    trace = run(data)
    assert [s.text.startswith("Agnes Baker [reaction]") for s in trace.steps].count(True) == 1
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 4


def test_an_activate_action_costs_as_many_actions_as_its_action_icons_paid_simultaneously():
    """[ahlcg/rr/activate-action] "The number of [action] icons in the ability’s cost determines how many actions the
    investigator is required to use for this activate action." "When performing an activate action, all of that
    action’s costs are simultaneously paid." """
    relic = {"name": "Relic", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "cost": {"actions": 2, "resources": 1, "exhaust": True},
         "text": "[action][action] Exhaust Relic, spend 1 resource: Gain 3 resources.", "effects": gain(3)}]}
    trace = run(world(cards=[relic], do=[{"who": "Roland Banks", "action": "activate", "card": "Relic"}]))
    k = at(trace, "costs paid simultaneously")
    assert "2 actions" in trace.steps[k].text and "1 resource" in trace.steps[k].text
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["actions"] == 1 and roland["resources"] == 5 - 1 + 3


def test_each_other_investigator_commits_one_card_and_only_cards_with_an_appropriate_icon():
    """[ahlcg/rr/st-2] "Each other investigator at the same location as the investigator performing the skill test
    may commit one card with an appropriate skill icon to this test." "Cards that lack an appropriate skill icon may
    not be committed to a skill test." "The investigator performing this test gets +1 to his or her skill value
    during this test for each appropriate skill icon that is committed to this test." """
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"], "commit": ["Guts", "Grit", "Plain", "Mind"]}])
    data["investigators"][1]["hand"] = [{"name": "Guts", "type": "skill", "icons": {"intellect": 1}},
                                        {"name": "Grit", "type": "skill", "icons": {"wild": 1}}]
    data["investigators"][0]["hand"] = [{"name": "Plain", "type": "skill", "icons": {"combat": 1}},
                                        {"name": "Mind", "type": "skill", "icons": {"intellect": 2}}]
    trace = run(data)
    at(trace, "Not committed: Agnes Baker has already committed a card")
    at(trace, "Not committed: Plain has no intellect or wild icon")
    at(trace, "intellect 3 + 1 (Guts) + 2 (Mind) + 0 ([0] token) = 6")
    assert set(trace.final_state["investigators"]["Agnes Baker"]["hand"]) == {"Grit"}


def test_an_investigator_may_end_the_turn_early():
    """[ahlcg/rr/2-2-1] "An investigator may end his or her turn early if there are no other actions he or she wishes
    to perform." """
    data = world(round=2, start="2.2", until="2.2.2", do=[{"who": "Roland Banks", "end-turn": True}])
    data["investigators"] = data["investigators"][:1]
    trace = run(data)
    assert at(trace, "ends the turn early, with 3 actions left") < at(trace, "2.2.2: Roland Banks's turn ends")


def test_an_effect_on_each_investigator_at_your_location_affects_every_one_of_them():
    """[ahlcg/rr/priority-of-simultaneous-resolution] "If an effect affects multiple players simultaneously, but the
    players must individually make choices to resolve the effect, these choices are made in player order." """
    data = world(do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Each investigator at your location gains 1 "
                                              "resource and draws 1 card.", "effects": [
        {"effect": "gain-resources", "amount": 1, "who": "each-investigator-at-your-location"},
        {"effect": "draw", "amount": 1, "who": "each-investigator-at-your-location"}]}]
    trace = run(data)
    assert at(trace, "Roland Banks gains 1 resource") < at(trace, "Agnes Baker gains 1 resource") < at(
        trace, "Roland Banks draws: Card A") < at(trace, "Agnes Baker draws: Card C")
    state = trace.final_state["investigators"]
    assert (state["Roland Banks"]["resources"], state["Agnes Baker"]["resources"]) == (6, 4)


def test_doom_placed_on_each_enemy_at_your_location_goes_on_every_one_of_them():
    """[ahlcg/rr/enemy-engagement] "Each enemy in an investigator’s threat area is considered to be at the same
    location as that investigator, and should the investigator move, the enemy remains engaged and moves to the new
    location simultaneously with the investigator." """
    enemies = [{"name": name, "type": "enemy", "health": 3, "engaged": who}
               for name, who in (("Ghoul", "Roland Banks"), ("Bat", "Agnes Baker"))]
    data = world(cards=enemies, do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Place 1 doom on each enemy at your location.",
                                              "effects": [{"effect": "place-doom", "amount": 1,
                                                           "to": "each-enemy-at-your-location"}]}]
    trace = run(data)
    assert at(trace, "Ghoul: doom 0 → 1") < at(trace, "Bat: doom 0 → 1")


def test_a_lasting_effect_on_enemies_does_not_affect_an_enemy_that_enters_play_after_it():
    """[ahlcg/rr/lasting-effects] "- If a lasting effect affects in-play cards (or cards in a specified area), it is
    only applied to cards that are in play (or the specified area) when the lasting effect is established." "Cards
    that enter play (or the specified area) after its establishment are not affected by the lasting effect." """
    data = world(round=2, start="2.2", until="3.3",
                 cards=[{"name": "Ghoul", "type": "enemy", "health": 3, "engaged": "Roland Banks",
                         "attack": {"damage": 1}}],
                 **{"encounter-deck": [{"name": "Newcomer", "type": "enemy", "health": 3, "attack": {"damage": 1}}]})
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Until the end of the round, enemies cannot "
                                              "attack.", "effects": [
        {"effect": "lasting", "duration": "until-end-of-round", "cannot": True,
         "applies-to": {"event": "enemy-attack", "source": "enemy"}}]}]
    data["investigators"][1]["abilities"] = [{"kind": "free", "text": "Draw an encounter card.",
                                              "effects": [{"effect": "draw-encounter-card"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks", "window": "2.2"},
                  {"who": "Roland Banks", "end-turn": True},
                  {"who": "Agnes Baker", "use": "Agnes Baker", "window": "2.2"}, {"who": "Agnes Baker", "end-turn": True}]
    trace = run(data)
    at(trace, "Ghoul attacks Roland Banks cannot happen")
    at(trace, "Newcomer's attack deals 1 damage to Agnes Baker")
    assert trace.final_state["investigators"]["Agnes Baker"]["damage"] == 1
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 0


def test_the_agenda_advances_on_all_doom_in_play_and_removes_it_from_every_card():
    """[ahlcg/rr/doom] "- Doom on cards other than the agenda (such as enemies, allies, locations, etc.) counts
    towards the amount of doom in play." [ahlcg/rr/act-deck-and-agenda-deck] "If the agenda deck is advancing,
    remove all doom from each card in play." "As a new card becomes the current act/agenda, the advancing card is
    simultaneously removed from the game." """
    data = world(round=2, start="1.3", until="1.3",
                 cards=[{"name": "Agenda 1a", "type": "agenda", "threshold": 3, "doom": 1},
                        {"name": "Ghoul", "type": "enemy", "health": 3, "location": "Attic", "doom": 1}],
                 **{"agenda-deck": [{"name": "Agenda 2a", "type": "agenda", "threshold": 5}]})
    data["locations"][0]["doom"] = 1
    trace = run(data)
    assert (at(trace, "Doom in play: 3 (Agenda 1a 1, Ghoul 1, Hall 1) ≥ threshold 3")
            < at(trace, "all doom is removed from play") < at(trace, "Agenda 2a becomes the current agenda; Agenda 1a is "
                                                                     "removed from the game simultaneously"))
    assert trace.final_state["cards"]["Ghoul"]["doom"] == 0 and trace.final_state["locations"]["Hall"]["doom"] == 0
