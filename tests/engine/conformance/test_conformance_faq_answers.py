"""The FAQ's rulings and answers (004), each replayed by a minimal situation composed from the ruling's or the
answer's own sentence (the sentence table, ``python -m kb.tools.conformance_coverage``, reads the quotes)."""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world


def test_a_location_with_no_clues_can_be_investigated_but_no_clue_is_discovered():
    """[ahlcg/faq/q-can-i-investigate-a-location-with-no-clues] "You can investigate a location even if there are no
    clues on it." "However, you won’t be able to discover any clues there, because there are no clues on the
    location to discover." "Investigating a location with no clues might still be useful to trigger card abilities
    such as Burglary (45) or Scavenging (73)." """
    data = world(do=[{"who": "Roland Banks", "action": "investigate", "result": "success"}])
    data["locations"][0]["clues"] = 0
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "discover-clues", "who": "Roland Banks"}, gain(),
                 "After Roland Banks discovers a clue: gain 1."),
        reaction("after", {"event": "succeed-skill-test", "who": "Roland Banks", "via": "investigate"}, gain(),
                 "After Roland Banks successfully investigates: gain 1.")]
    trace = run(data)
    assert at(trace, "ST.6: Roland Banks succeeds") < at(trace, "There are no clues at Hall: Roland Banks discovers "
                                                                "none")
    used = [c["ability"] for c in trace.considered if c["verdict"] == "used"]
    assert len(used) == 1 and "investigators[1].abilities[1]" in used[0]
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 4


def test_the_investigator_who_commits_a_skill_card_gets_its_benefit():
    """[ahlcg/faq/q-who-gets-the-effects-benefits-of-a-skill] "In your example, you would draw the 1 card, not the
    investigator performing the skill test." """
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"], "commit": ["Insight"]}])
    data["investigators"][1]["hand"] = [{"name": "Insight", "type": "skill", "icons": {"intellect": 1},
                                         "if-success": [{"effect": "draw", "amount": 1}]}]
    trace = run(data)
    at(trace, "Agnes Baker draws: Card C")
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == []


def test_before_enemies_engage_you_is_a_timing_point_even_with_no_enemy_there():
    """[ahlcg/faq/q-can-i-use-the-ability-on-track-shoes] "Yes." "The “before enemies engage you” part of the ability is
    just referring to the timing point at which enemies would engage you; it is not specifying that there must be an
    enemy there in order to trigger the ability." """
    shoes = {"name": "Shoes", "type": "asset", "controller": "Roland Banks", "abilities": [reaction(
        "when", {"event": "enemies-engage", "who": "you"}, gain(), "When you move, before enemies engage you: gain 1.")]}
    trace = run(world(cards=[shoes], do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}]))
    assert at(trace, "no enemy is there, but the timing point still occurs") < at(trace, "Shoes [reaction]: ")


def test_other_players_cannot_commit_or_trigger_during_a_peril_encounter():
    """[ahlcg/rr/1-4] "Those other players cannot play cards, trigger abilities, or commit cards to that
    investigator’s skill test(s) while the peril encounter is resolving.)" """
    grip = {"name": "Grip", "type": "treachery", "keywords": ["peril"], "abilities": [
        {"kind": "revelation", "text": "Revelation – Test [willpower] (3). If you fail, take 1 horror.",
         "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3,
                      "fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}]}
    data = world(round=2, start="1.4", until="1.4", tests=[{"who": "Roland Banks", "tokens": ["0"],
                                                            "commit": ["Guts"]}],
                 **{"encounter-deck": [grip, {"name": "Calm", "type": "treachery"}]})
    data["investigators"][1]["hand"] = [{"name": "Guts", "type": "skill", "icons": {"willpower": 2}}]
    data["investigators"][1]["abilities"] = [reaction("after", {"event": "reveal-chaos-token", "who": "Roland Banks"},
                                                      gain(), "After Roland Banks reveals a chaos token: gain 1.")]
    trace = run(data)
    at(trace, "Not committed: Roland Banks is resolving a peril encounter card")
    assert absent(trace, "Agnes Baker [reaction]")
    assert "Guts" in trace.final_state["investigators"]["Agnes Baker"]["hand"]


_TOLL = {"name": "Toll", "type": "treachery", "location": "Hall", "abilities": [
    {"kind": "constant", "text": "You must spend 2 resources as an additional cost to investigate Hall.",
     "applies-to": {"event": "investigate", "what": "Hall"}, "additional-cost": {"resources": 2}}]}


def test_a_forced_effect_does_not_pay_an_additional_cost():
    """[ahlcg/faq/1-6] "Additional costs do not have to be paid when a Forced effect or mandatory instruction (such as
    in the Campaign Guide, or on the back of an Act or Agenda card) requires an investigator to resolve an effect." """
    compulsion = {"name": "Compulsion", "type": "treachery", "threat-area": "Roland Banks", "abilities": [reaction(
        "after", {"event": "gain-resources", "who": "you"}, [{"effect": "investigate", "result": "success"}],
        "Forced – After you gain resources: Investigate your location.", kind="forced")]}
    trace = run(world(cards=[_TOLL, compulsion], do=[{"who": "Roland Banks", "action": "resource"}]))
    assert at(trace, "its additional cost need not be paid") < at(trace, "Roland Banks takes 1 clue from Hall")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6


def test_an_additional_cost_that_cannot_be_paid_fails_that_aspect():
    """[ahlcg/faq/1-6] "If the additional cost cannot be paid, that aspect of the effect fails to resolve." """
    data = world(cards=[_TOLL], do=[{"who": "Roland Banks", "action": "investigate", "result": "success"}])
    data["investigators"][0]["resources"] = 1
    trace = run(data)
    at(trace, "cannot pay it, so that aspect of the effect fails to resolve")
    assert absent(trace, "ST.1") and trace.final_state["investigators"]["Roland Banks"]["clues"] == 0
