"""Abilities are never dropped without a word (issue class 1), and last known information (class 2).

Every ability whose triggering condition occurs is offered, or the trace (a note for a forced
ability, and the decision record ``considered`` for every ability) says why not.
"""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, verdicts, world


def _forced_at_end_of_investigation(effects, text):
    return reaction("at", {"event": "phase-ends", "phase": "investigation"}, effects, text, kind="forced")


def _end_of_phase(**top):
    return world(start="2.3", until="2.3", **top)


def test_forced_abilities_initiate_automatically_at_their_timing_point_on_an_agenda():
    """[ahlcg/rr/ability/forced-abilities] "Forced abilities initiate and interact with the game state
    automatically at a specified timing point." An agenda's "Forced – At the end of the investigation phase"
    names no investigator and has no cost: it still initiates (no "you" is needed to pay nothing)."""
    data = _end_of_phase(cards=[{"name": "Agenda 1a", "type": "agenda", "threshold": 9, "abilities": [
        _forced_at_end_of_investigation([{"effect": "place-doom", "amount": 1, "to": "self"}],
                                        "Forced – At the end of the investigation phase: place 1 doom here.")]}])
    trace = run(data)
    k = at(trace, "Agenda 1a [forced]: ")
    assert "ahlcg/rr/ability/forced-abilities" in trace.steps[k].rules
    assert trace.final_state["cards"]["Agenda 1a"]["doom"] == 1
    assert verdicts(trace, "Agenda 1a")[0][0] == "used"


def test_forced_abilities_initiate_automatically_on_an_act_a_location_and_a_treachery():
    """[ahlcg/rr/ability/forced-abilities] "The initiation of a forced ability that has the potential to change
    the game state is mandatory each time its specified timing point is met." — on an act, a location and a
    treachery in a threat area, none naming an investigator in its timing point."""
    horror = [{"effect": "deal-horror", "amount": 1, "to": "each-investigator"}]
    data = _end_of_phase(cards=[
        {"name": "Act 1a", "type": "act", "abilities": [_forced_at_end_of_investigation(horror, "Forced – …")]},
        {"name": "Haunting", "type": "treachery", "threat-area": "Agnes Baker", "abilities": [
            _forced_at_end_of_investigation([{"effect": "deal-damage", "amount": 1, "to": "you"}], "Forced – …")]},
    ])
    data["locations"][0]["abilities"] = [_forced_at_end_of_investigation(
        [{"effect": "deal-damage", "amount": 1, "to": "each-investigator-at-this-location"}], "Forced – …")]
    trace = run(data)
    for name in ("Act 1a", "Haunting", "Hall"):
        at(trace, f"{name} [forced]: ")
    assert trace.final_state["investigators"]["Agnes Baker"]["damage"] == 2  # the Hall, and Haunting ("you")


def test_forced_abilities_initiate_automatically_on_the_scenario_reference_card():
    """[ahlcg/rr/ability/forced-abilities] "A forced ability with a timing point beginning with the word “after...”
    automatically initiates immediately after that timing point’s impact upon the game state has resolved." — on
    the scenario reference card, which no investigator controls."""
    data = world(cards=[{"name": "The Gathering", "type": "scenario", "abilities": [
        reaction("after", {"event": "gain-resources"}, [{"effect": "deal-horror", "amount": 1, "to": "triggering-who"}],
                 "Forced – After an investigator gains resources: he or she takes 1 horror.", kind="forced")]}],
        do=[{"who": "Roland Banks", "action": "resource"}])
    trace = run(data)
    assert at(trace, "Roland Banks gains 1 resource") < at(trace, "The Gathering [forced]: ")
    assert trace.final_state["investigators"]["Roland Banks"]["horror"] == 1


def test_a_forced_ability_without_the_potential_to_change_the_game_state_does_not_initiate_and_says_so():
    """[ahlcg/rr/ability/forced-abilities] "If a forced ability does not have the potential to change the game
    state, the ability does not initiate." The trace says so rather than dropping it silently."""
    data = _end_of_phase(cards=[{"name": "Agenda 1a", "type": "agenda", "threshold": 9, "abilities": [
        _forced_at_end_of_investigation([{"effect": "heal-damage", "amount": 1, "to": "each-investigator"}],
                                        "Forced – At the end of the investigation phase: each investigator heals 1.")]}])
    trace = run(data)
    assert absent(trace, "Agenda 1a [forced]: ")
    k = at(trace, "Agenda 1a [forced] triggers on the investigation phase ends but does not initiate")
    assert "ahlcg/rr/ability/forced-abilities" in trace.steps[k].rules
    assert verdicts(trace, "Agenda 1a")[0][0] == "no effect"


def test_a_reaction_whose_cost_cannot_be_paid_is_not_offered_and_the_record_says_why():
    """[ahlcg/rr/ability/triggered-abilities] "A triggered ability can only be initiated if its effect has the
    potential to change the game state, and its cost (if any) has the potential to be paid in full." """
    data = world(cards=[{"name": "Lucky Coin", "type": "asset", "controller": "Roland Banks", "exhausted": True,
                         "abilities": [reaction("after", {"event": "gain-resources", "who": "you"}, gain(),
                                                "[reaction] After you gain resources, exhaust: gain 1 resource.",
                                                cost={"exhaust": True})]}],
                 do=[{"who": "Roland Banks", "action": "resource"}])
    trace = run(data)
    assert absent(trace, "Lucky Coin [reaction]: ")
    verdict, why = verdicts(trace, "Lucky Coin")[0]
    assert verdict == "cannot pay" and "exhausted" in why


def test_each_reaction_may_be_triggered_once_each_time_its_condition_is_met_and_the_limit_is_recorded():
    """[ahlcg/rr/limits-and-maximums] "Each instance of an ability with such a limit may be initiated X times
    during the designated period." The second opportunity is recorded as 'limit reached', with the step of
    the first use."""
    data = world(cards=[{"name": "Tally", "type": "asset", "controller": "Roland Banks", "abilities": [
        reaction("after", {"event": "gain-resources", "who": "you"}, [{"effect": "draw", "amount": 1}],
                 "[reaction] After you gain resources: draw 1 card. (Limit once per round.)",
                 limit={"count": 1, "per": "round"})]}],
        do=[{"who": "Roland Banks", "action": "resource"}, {"who": "Roland Banks", "action": "resource"}])
    trace = run(data)
    used = at(trace, "Tally [reaction]: ")
    found = verdicts(trace, "Tally")
    assert found[0][0] == "used"
    assert found[1][0] == "limit reached" and f"once per round (used at step {used + 1})" in found[1][1]


def test_a_reaction_that_does_not_fit_is_not_offered_and_the_record_names_the_difference():
    """[ahlcg/rr/ability/triggered-abilities] "For example: “[reaction] After you defeat an enemy:”" — when
    another investigator defeats it, the reaction is not offered, and the record says who did."""
    data = world(turn="Agnes Baker", cards=[
        {"name": "Ghoul", "type": "enemy", "engaged": "Agnes Baker", "health": 1, "fight": 1},
        {"name": "Trophy", "type": "asset", "controller": "Roland Banks", "abilities": [
            reaction("after", {"event": "defeated", "what": "enemy", "who": "you"}, gain(),
                     "After you defeat an enemy: gain 1 resource.")]}],
        do=[{"who": "Agnes Baker", "action": "fight", "enemy": "Ghoul", "result": "success"}])
    trace = run(data)
    verdict, why = verdicts(trace, "Trophy")[0]
    assert verdict == "not offered"
    assert "Agnes Baker defeated it, not Roland Banks (you)" in why


def test_declined_reactions_are_recorded_with_the_choice_that_declined_them():
    """[ahlcg/rr/ability/triggered-abilities] "Triggered abilities on a card a player controls are optionally
    triggered (or not) by that player at the appropriate timing moment." """
    data = world(cards=[{"name": "Tally", "type": "asset", "controller": "Roland Banks", "abilities": [
        reaction("after", {"event": "gain-resources", "who": "you"}, gain(), "After you gain resources: gain 1.")]}],
        do=[{"who": "Roland Banks", "action": "resource"}],
        choices=[{"decision": "decline", "ability": "Tally"}])
    trace = run(data)
    verdict, why = verdicts(trace, "Tally")[0]
    assert verdict == "declined" and why.startswith("choices[0]")


# -- last known information -------------------------------------------------------------------------

def _defeat_at_location(filter_what: str, controller: str = "Roland Banks"):
    return world(turn="Agnes Baker", cards=[
        {"name": "Ghoul", "type": "enemy", "engaged": "Agnes Baker", "health": 1, "fight": 1},
        {"name": "Scrapbook", "type": "asset", "controller": controller, "abilities": [
            reaction("after", {"event": "defeated", "what": filter_what}, gain(),
                     "After an enemy is defeated at your location: gain 1 resource.")]}],
        do=[{"who": "Agnes Baker", "action": "fight", "enemy": "Ghoul", "result": "success"}])


def test_after_abilities_see_a_defeated_enemy_where_it_was_when_it_was_defeated():
    """[ahlcg/rr/after] "The word “after” refers to the moment immediately after the specified timing point or
    triggering condition has fully resolved." The enemy is then in the encounter discard pile; "after an enemy
    is defeated at your location" looks at the enemy as it was when it was defeated (last known information)."""
    trace = run(_defeat_at_location("enemy-at-your-location"))
    discard = at(trace, "Ghoul's defeat resolves: placed in the encounter discard pile")
    used = at(trace, "Scrapbook [reaction]: ")
    assert discard < used
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6


def test_last_known_information_does_not_place_a_defeated_enemy_at_another_location():
    """[ahlcg/rr/after] The last known information is the enemy's own location: an investigator elsewhere
    does not see it defeated "at your location"."""
    data = _defeat_at_location("enemy-at-your-location")
    data["investigators"][0]["location"] = "Attic"
    trace = run(data)
    assert absent(trace, "Scrapbook [reaction]: ")
    assert verdicts(trace, "Scrapbook")[0][0] == "not offered"


def test_when_abilities_see_the_state_before_the_triggering_condition_resolves():
    """[ahlcg/rr/when] "The word “when” refers to the moment immediately after the specified timing point or
    triggering condition initiates, but before its impact upon the game state resolves." A 'when defeated'
    ability sees the enemy still in play."""
    data = _defeat_at_location("enemy-at-your-location")
    data["cards"][1]["abilities"][0]["timing"] = "when"
    trace = run(data)
    used = at(trace, "Scrapbook [reaction]: ")
    assert used < at(trace, "Ghoul's defeat resolves")
