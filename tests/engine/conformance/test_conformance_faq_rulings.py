"""The FAQ's answers that settle a point of timing or order, each replayed from the answer's own sentence (not from
the card it was asked about: the situation is the smallest that the sentence decides).

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world


def _roland(trace):
    return trace.final_state["investigators"]["Roland Banks"]


def _ghoul(name="Ghoul", **more):
    return {"name": name, "type": "enemy", "engaged": "Roland Banks", "health": 3, "fight": 2, "evade": 5,
            "attack": {"damage": 1, "horror": 0}, **more}


def test_a_location_with_no_clues_may_be_investigated():
    """[ahlcg/faq/q-can-i-investigate-a-location-with-no-clues] "Yes." — the test is made; nothing is discovered."""
    data = world(do=[{"who": "Roland Banks", "action": "investigate", "result": "success"}])
    data["locations"][0]["clues"] = 0
    trace = run(data)
    at(trace, "ST.1: Roland Banks begins an intellect test")
    at(trace, "There are no clues at Hall")
    assert _roland(trace)["actions"] == 2


def test_an_event_with_a_fight_designator_is_a_fight_action_and_provokes_no_attack():
    """[ahlcg/faq/q-if-i-play-an-event-with-a-fight] "Abilities with a bold action designator (like Fight, Evade or
    Investigate) count as an action of that type." "In this case, since Backstab counts as a Fight action, no attacks of
    opportunity are made, because Fight actions do not provoke attacks of opportunity." "The same goes for Fight
    abilities on assets, like .45 Automatic (16)." [ahlcg/rr/ability/action-designators] "Activating such an ability
    performs the designated action as described in the rules, but modified in the manner described by the ability." [ahlcg/faq/q-if-i-use-an-ability-or-play-an] "Paying the cost of
    the ability is enough to initiate the action designated." "There is no need to spend an additional action." """
    gun = {"name": "Revolver", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "designator": "fight", "cost": {"actions": 1}, "text": "[action] Fight. +1 damage.",
         "effects": [{"effect": "fight", "enemy": "Rat", "result": "success"}]}]}
    data = world(cards=[_ghoul(), _ghoul("Rat"), gun], do=[
        {"who": "Roland Banks", "action": "play", "card": "Backstab"},
        {"who": "Roland Banks", "action": "activate", "card": "Revolver"}])
    data["investigators"][0]["hand"] = [{"name": "Backstab", "type": "event", "cost": 0, "designator": "fight",
                                         "effects": [{"effect": "fight", "enemy": "Ghoul", "result": "success"}]}]
    trace = run(data)
    assert absent(trace, "attack of opportunity against")
    assert _roland(trace)["actions"] == 1
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1 and trace.final_state["cards"]["Rat"]["damage"] == 1


def test_an_ability_without_a_printed_limit_may_be_used_as_often_as_its_cost_can_be_paid():
    """[ahlcg/faq/q-can-i-trigger-the-ability-on-cards-like] "Yes." "Unless the ability has a printed limitation on it,
    you may use it as often as you like, provided you are able to pay the ability’s cost each time." """
    bank = {"name": "Bank", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "free", "cost": {"resources": 2}, "text": "[free] Spend 2 resources: Draw 1 card.",
         "effects": [{"effect": "draw", "amount": 1}]}]}
    data = world(cards=[bank], do=[{"who": "Roland Banks", "use": "Bank"} for _ in range(3)])
    data["investigators"][0]["deck"] = ["C1", "C2", "C3", "C4"]
    trace = run(data)
    assert _roland(trace)["hand"] == ["C1", "C2"] and _roland(trace)["resources"] == 1
    at(trace, "Not possible (do[2])")


def test_the_committer_gets_a_skill_cards_effect():
    """[ahlcg/faq/q-who-gets-the-effects-benefits-of-a-skill] "Generally speaking, the player who committed the skill
    card gets the effects of any ability on that skill card." — Agnes commits to Roland's test; she draws."""
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"], "commit": ["Inspiration"]}])
    data["investigators"][1]["hand"] = [{"name": "Inspiration", "type": "skill", "icons": {"intellect": 1},
                                         "if-success": [{"effect": "draw", "amount": 1}]}]
    trace = run(data)
    at(trace, "Agnes Baker draws: Card C")
    assert _roland(trace)["hand"] == [] and trace.final_state["investigators"]["Agnes Baker"]["discard"] == [
        "Inspiration"]


def test_a_reaction_to_horror_taken_on_a_revealed_symbol_resolves_then_before_the_rest_of_the_test():
    """[ahlcg/faq/q-when-i-attack-using-shrivelling-and-reveal-a] "You would take 1 horror immediately as you reveal the
    symbol, during “ST.3 Reveal chaos token” (“Skill Test Timing,” Rules Reference, page 26)." "If you had any
    reactions to taking that horror (such as Agnes Baker’s ability), you would trigger it then, before resolving the
    rest of the attack." """
    data = world(cards=[_ghoul(fight=2)], do=[{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul"}],
                 tests=[{"who": "Roland Banks", "tokens": ["skull"]}],
                 **{"chaos-tokens": {"skull": {"modifier": -1, "text": "-1."}}})
    data["investigators"][0]["abilities"] = [
        reaction("after", {"event": "reveal-chaos-token", "who": "you", "token": "skull"},
                 [{"effect": "deal-horror", "amount": 1, "to": "you", "direct": True}],
                 "Forced – If a [skull] is revealed during this attack, take 1 horror.", kind="forced")]
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "horror-dealt", "who": "Roland Banks"}, gain(), "After Roland takes horror: gain 1.")]
    trace = run(data)
    revealed = at(trace, "Roland Banks reveals skull")
    horror = at(trace, "1 horror on Roland Banks")
    reacted = at(trace, "Agnes Baker [reaction]")
    assert revealed < horror < reacted < at(trace, "ST.4") < at(trace, "ST.7")


def test_automatic_failure_fails_whatever_the_values_and_wins_over_automatic_success():
    """[ahlcg/faq/q-if-i-automatically-fail-a-test-from-revealing] "No matter what, if you automatically fail a test,
    you have failed the test, regardless of how your skill value and the difficulty compare."
    [ahlcg/faq/q-what-happens-if-a-skill-test-both-automatically] "If a skill test both automatically succeeds and
    automatically fails, the automatic failure takes precedence, and the test automatically fails." [ahlcg/rr/automatic-failure-success]
    "If a chaos token effect causes an investigator to automatically succeed or fail at a skill test, continue with
    Steps 3 and 4, as normal." "Some card or token abilities may cause a skill test to automatically fail or to
    automatically succeed." """
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": ["auto-fail"]}])
    data["investigators"][0]["abilities"] = [
        reaction("after", {"event": "reveal-chaos-token", "who": "you"}, [{"effect": "automatic", "result": "success"}],
                 "After you reveal a chaos token: this test automatically succeeds.")]
    trace = run(data)
    k = at(trace, "ST.6: Roland Banks fails")
    assert "automatic failure takes precedence" in trace.steps[k].text
    assert _roland(trace)["clues"] == 0


def test_a_reaction_to_success_resolves_at_st6_and_doubled_results_resolve_twice_at_st7():
    """[ahlcg/faq/q-i-have-committed-double-or-nothing-and-perception] "The effects of a successful skill test are
    applied during step 7, and Double or Nothing causes each of these affects to be resolved twice." "Milan
    Christopher’s ability is a reaction to succeeding at a skill test, and therefore is triggered and resolved during
    step 6, after success is determined." "During step 7, the game result of the investigation (discovering 1 clue), and
    the “if this test is successful” result of Perception are both resolved twice due to Double or Nothing’s effect." """
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"], "commit": ["Double or Nothing", "Perception"]}])
    data["investigators"][0]["hand"] = [
        {"name": "Double or Nothing", "type": "skill", "icons": {"wild": 1}, "double-results": True},
        {"name": "Perception", "type": "skill", "icons": {"intellect": 2}, "if-success": [{"effect": "draw",
                                                                                           "amount": 1}]}]
    data["investigators"][0]["deck"] = ["C1", "C2", "C3"]
    data["locations"][0]["clues"] = 3
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "succeed-skill-test", "who": "Roland Banks"}, gain(),
                 "After Roland succeeds at a skill test: gain 1 resource.")]
    trace = run(data)
    st6 = at(trace, "ST.6: Roland Banks succeeds")
    reacted = at(trace, "Agnes Baker [reaction]")
    st7 = at(trace, "ST.7")
    assert st6 < reacted < st7
    assert _roland(trace)["clues"] == 2 and _roland(trace)["hand"] == ["C1", "C2"]


def test_an_enemy_on_an_agendas_reverse_side_is_not_drawn():
    """[ahlcg/faq/q-can-i-play-ward-of-protection-level-5] "When you flip to the b-side of an act or agenda and it is an
    encounter cardtype (typically a treachery, enemy or location), you should follow the rules for drawing that
    encounter card solely for the purposes of figuring out how that card enters play and for resolving any appropriate
    revelation effects." "You should not be able to trigger effects based on having “drawn” that card, as it was not
    actually drawn, and it is not clear who is doing the drawing in such an event." "You cannot." """
    data = world(round=2, start="1.3", until="1.3", cards=[
        {"name": "Agenda 1a", "type": "agenda", "threshold": 1, "doom": 1,
         "reverse": [{"effect": "spawn", "card": "Ghoul Priest"}]}],
        **{"agenda-deck": [{"name": "Agenda 2a", "type": "agenda", "threshold": 9}],
           "set-aside": [{"name": "Ghoul Priest", "type": "enemy", "health": 5, "spawn": "Attic",
                          "attack": {"damage": 2}}]})
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "draw-encounter-card"}, gain(), "After an encounter card is drawn: gain 1.")]
    trace = run(data)
    assert trace.final_state["cards"]["Ghoul Priest"]["zone"] == "play"
    assert absent(trace, "Agnes Baker [reaction]")


def test_taking_an_action_through_an_ability_provokes_but_an_automatic_evasion_makes_no_test():
    """[ahlcg/faq/q-does-the-investigate-action-taken-via-the-ability] "Yes." "If an ability allows you to “take an action,” it
    is as though you are gaining an action and immediately spending it to perform that action."
    [ahlcg/rr/evade-evade-action] "- If an ability “automatically” evades 1 or more enemies, no skill test is made for
    the evasion attempt." [ahlcg/rr/automatic-failure-success] "If an ability “automatically evades” 1 or more
    enemies, this is not the same as automatically succeeding at an evasion attempt." "As per the entry on “Evade” in
    the Rules Reference (see “Evade”), if an ability automatically evades 1 or more enemies, no skill test is made for
    the evasion attempt whatsoever." """
    data = world(cards=[_ghoul(), _ghoul("Rat")], do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Automatically evade Ghoul. Take a resource "
                                              "action.", "effects": [{"effect": "evade", "enemy": "Ghoul",
                                                                      "automatic": True},
                                                                     {"effect": "take-action", "action": "resource"}]}]
    trace = run(data)
    assert absent(trace, "ST.1")
    assert trace.final_state["cards"]["Ghoul"]["exhausted"]
    assert at(trace, "Rat makes an attack of opportunity") < at(trace, "Roland Banks gains 1 resource")
    assert _roland(trace)["actions"] == 3


def test_only_enemy_phase_attacks_exhaust_the_enemy():
    """[ahlcg/faq/q-do-enemies-exhaust-after-making-attacks-of-opportunity] "Enemies only exhaust after attacking if
    they perform an attack during step 3.3 of the enemy phase." """
    trace = run(world(round=2, start="3.3", until="3.3", cards=[_ghoul()]))
    at(trace, "Ghoul exhausts after its attack")
    assert trace.final_state["cards"]["Ghoul"]["exhausted"]
    trace = run(world(cards=[_ghoul()], do=[{"who": "Roland Banks", "action": "draw"}]))
    assert not trace.final_state["cards"]["Ghoul"]["exhausted"]


def test_the_rest_of_an_ability_resolves_after_the_turn_ends_during_it():
    """[ahlcg/faq/q-if-i-use-duke-to-move-into-a] "Yes." "If during the resolution of an ability, your turn ends
    (“immediately” or otherwise), you will still resolve the remainder of that ability." "The rest of that ability is
    not canceled." "Note, however, that any “until the end of your turn” effects would still expire at this time, since
    your turn has ended, but you’ll still continue to play out the remainder of Duke’s ability." """
    data = world(start="2.2", until="2.2.2", turn="Roland Banks", do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [
        {"kind": "lasting", "applies-to": {"event": "gain-resources", "who": "you"}, "cannot": True,
         "duration": "until-end-of-turn", "text": "You cannot gain resources until the end of your turn."},
        {"kind": "free", "text": "Your turn ends. Then, gain 1 resource.",
         "effects": [{"effect": "end-turn"}, {"effect": "gain-resources", "amount": 1}]}]
    trace = run(data)
    ends = at(trace, "Roland Banks's turn ends immediately")
    assert ends < at(trace, "the remainder of that ability still resolves") < at(trace, "Roland Banks gains 1 resource")
    assert _roland(trace)["resources"] == 6


def test_flipping_a_location_keeps_its_tokens_and_what_is_there():
    """[ahlcg/faq/q-when-a-location-flips-from-its-non-spectral] "When such a location flips from one side to its other
    side, the location does not leave play." "Therefore, all tokens that were on that location remain on its new side,
    all attachments remain attached, and all enemies, investigators and assets that were at that location remain as
    well." """
    data = world(cards=[{"name": "Wraith", "type": "enemy", "location": "Hall", "exhausted": True, "health": 2}],
                 do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["locations"][0].update({"doom": 1, "other-side": {"shroud": 4, "text": "Spectral."}})
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Flip your location.",
                                              "effects": [{"effect": "flip-location", "to": "your-location"}]}]
    trace = run(data)
    hall = trace.final_state["locations"]["Hall"]
    assert hall["shroud"] == 4 and hall["clues"] == 2 and hall["doom"] == 1
    assert trace.final_state["cards"]["Wraith"]["location"] == "Hall" and _roland(trace)["location"] == "Hall"
    assert "It does not leave play" in trace.steps[at(trace, "Hall flips to its other side")].text


def test_no_experience_earned_means_nothing_triggers_on_earning_it():
    """[ahlcg/faq/q-does-charons-obol-trigger-its-effects-if-a] "Charon’s Obol’s effects occur “When earning experience
    during the resolution of a scenario…” Therefore, Charon’s Obol will not trigger when you are instructed to replay a
    scenario, because such resolutions state that “No experience points are earned from your previous game.”" "However,
    in between Scenarios V–A and V–B, experience is earned, so Charon’s Obol will indeed trigger, even though players are
    not allowed to spend those experience points until after they have played Scenario V–B." """
    def replay_with(resolution):
        data = world(cards=[{"name": "Act 1a", "type": "act", "resolution": "R1"}],
                     do=[{"who": "Roland Banks", "use": "Roland Banks"}], resolutions={"R1": resolution})
        data["investigators"][0]["abilities"] = [
            {"kind": "free", "text": "Advance the act.", "effects": [{"effect": "advance", "to": "current-act"}]},
            reaction("when", {"event": "earn-experience", "who": "you"}, gain(), "When you earn experience: gain 1.")]
        return run(data)

    assert absent(replay_with({"text": "Replay.", "no-experience": True}), "Roland Banks [reaction]")
    at(replay_with({"text": "V–A.", "experience": 2, "spend": False}), "Roland Banks [reaction]")
