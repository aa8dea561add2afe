"""More of the FAQ's numbered rulings (additional actions and costs, "you", several resolved chaos tokens, "at"
triggers, the game ending for an eliminated investigator's weaknesses), each replayed from its own sentence.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world


def _roland(trace):
    return trace.final_state["investigators"]["Roland Banks"]


def _tome_reader(actions=3, do=(), lose=None):
    data = world(do=list(do), cards=[
        {"name": "Tome", "type": "asset", "controller": "Roland Banks", "traits": ["Tome"], "abilities": [
            {"kind": "action", "cost": {"actions": 1}, "text": "[action]: Draw 1 card.",
             "effects": [{"effect": "draw", "amount": 1}]}]}])
    data["investigators"][0].update(actions=actions, **{"restricted-actions": [{"traits": ["Tome"]}]})
    if lose is not None:
        data["investigators"][0]["abilities"] = [{"kind": "free", "text": f"Lose {lose} actions.",
                                                  "effects": [{"effect": "lose-actions", "amount": lose}]}]
    return data


def test_the_first_action_that_qualifies_uses_the_additional_action_automatically():
    """[ahlcg/faq/1-10] "Some card abilities grant investigators “additional actions." "If an investigator has one or
    more additional actions during his or her turn, the first action he or she takes that is able to qualify as that
    additional action automatically uses that additional action." """
    trace = run(_tome_reader(do=[{"who": "Roland Banks", "action": "resource"},
                                 {"who": "Roland Banks", "action": "activate", "card": "Tome"}]))
    at(trace, "qualifies for Roland Banks's additional action")
    assert _roland(trace)["actions"] == 2 and _roland(trace)["hand"] == ["Card A"]


def test_losing_actions_takes_the_standard_ones_first_and_the_additional_one_only_when_it_is_all_that_is_left():
    """[ahlcg/faq/1-10] "If an effect causes an investigator to lose one or more actions, that investigator has that many
    fewer standard actions to take that turn (the investigator’s three standard actions are the ones that are “lost”
    first)." "If an investigator only has additional actions remaining, those are then lost, in an order of the
    investigator’s choosing." """
    kept = run(_tome_reader(lose=3, do=[{"who": "Roland Banks", "use": "Roland Banks"},
                                        {"who": "Roland Banks", "action": "activate", "card": "Tome"}]))
    assert _roland(kept)["hand"] == ["Card A"]
    lost = run(_tome_reader(actions=1, lose=2, do=[{"who": "Roland Banks", "use": "Roland Banks"},
                                                   {"who": "Roland Banks", "action": "activate", "card": "Tome"}]))
    at(lost, "only additional actions remained, so it is lost too")
    assert _roland(lost)["hand"] == []


def test_an_additional_cost_is_paid_when_the_effect_it_taxes_would_resolve():
    """[ahlcg/faq/1-6] "Some cards add additional costs that must be paid in order to perform certain effects or actions,
    in the form of “As an additional cost to (specified effect/action) you must (additional cost)” or “You must
    (additional cost) to (specified effect/action).”" "Additional costs are costs that can be paid outside the normal
    timing point of paying costs (for instance, during the resolution of an effect)." "If an effect that requires an
    additional cost would resolve, the additional cost must be paid at that time." — a card's "investigate your
    location" effect pays the Hall's toll as the investigation would resolve, not when the card is played."""
    toll = {"name": "Toll", "type": "treachery", "location": "Hall", "abilities": [
        {"kind": "constant", "text": "You must spend 2 resources as an additional cost to investigate the Hall.",
         "applies-to": {"event": "investigate", "what": "Hall"}, "additional-cost": {"resources": 2}}]}
    data = world(cards=[toll], do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Gain 1 resource, then investigate your location.",
                                              "effects": [{"effect": "gain-resources", "amount": 1},
                                                          {"effect": "investigate", "result": "success"}]}]
    trace = run(data)
    gained = at(trace, "Roland Banks: resources 5 → 6")
    paid = at(trace, "resources 6 → 4")
    assert gained < paid < at(trace, "ST.1")
    assert _roland(trace)["resources"] == 4 and _roland(trace)["clues"] == 1


def test_an_at_triggering_condition_is_a_forced_timing_point_like_when():
    """[ahlcg/faq/2-2] "Some abilities have triggering conditions that use the words “at” or “if ” instead of specifying
    “when” or “after,” such as “at the end of the round,” or “if the Ghoul Priest is defeated." — it initiates at that
    point of the round, before 4.6's window."""
    data = world(round=2, start="4.5", until="4.6")
    data["investigators"][0]["abilities"] = [
        reaction("at", {"event": "round-ends"}, gain(), "Forced – At the end of the round: gain 1 resource.",
                 kind="forced")]
    trace = run(data)
    assert at(trace, "4.6 Upkeep phase ends", 1) < at(trace, "At the end of the round") < at(trace, "Player window")
    assert _roland(trace)["resources"] == 6


def test_you_in_each_ability_of_one_treachery_is_a_different_investigator():
    """[ahlcg/faq/2-1] "These three abilities reference “you/your” in different ways." "For the Revelation ability,
    “your” refers to the investigator who drew Dreams of R’lyeh and is resolving its Revelation." "For its constant
    ability, “you” refers to the investigator who has Dreams of R’lyeh in his or her threat area." "For its ability,
    “you” refers to the investigator who is performing the ability." [ahlcg/rr/threat-area] "An investigator’s threat
    area is a play area in which encounter cards currently engaged with and/or affecting an investigator are placed."
    — in Agnes's threat area: its constant ability taxes her test, and Roland, at her location, activates its
    [action] ability: he gains."""
    dreams = {"name": "Dreams", "type": "treachery", "threat-area": "Agnes Baker", "abilities": [
        {"kind": "constant", "text": "You get −1 [willpower].", "skill-modifier": -1,
         "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "willpower"}},
        {"kind": "action", "cost": {"actions": 1}, "text": "[action]: You gain 2 resources.", "effects": gain(2)}]}
    data = world(cards=[dreams], do=[{"who": "Roland Banks", "action": "activate", "card": "Dreams"}])
    trace = run(data)
    assert _roland(trace)["resources"] == 7
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 3
    data = world(cards=[dreams], turn="Agnes Baker", do=[{"who": "Agnes Baker", "use": "Agnes Baker"}],
                 tests=[{"who": "Agnes Baker", "tokens": ["0"]}])
    data["investigators"][1]["abilities"] = [{"kind": "free", "text": "Test [willpower] (5).",
                                              "effects": [{"effect": "test", "skill": "willpower", "difficulty": 5}]}]
    trace = run(data)
    at(trace, "willpower 5 + 0 ([0] token) − 1 (Dreams) = 4")
    at(trace, "ST.6: Agnes Baker fails")


def test_each_action_ability_is_a_separate_action_resolved_in_full_before_the_next():
    """[ahlcg/faq/q-can-i-trigger-the-abilities-on-two-copies] "No." "Each [action] ability is a separate action that must
    be resolved in full before you have the opportunity to take another action." """
    tome = {"type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "cost": {"actions": 1}, "text": "[action]: Draw 1 card. Gain 1 resource.",
         "effects": [{"effect": "draw", "amount": 1}, {"effect": "gain-resources", "amount": 1}]}]}
    data = world(cards=[dict(tome, name="Tome"), dict(tome, name="Tome #2")],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Tome"},
                     {"who": "Roland Banks", "action": "activate", "card": "Tome #2"}])
    trace = run(data)
    first_gain = at(trace, "Roland Banks gains 1 resource")
    second = at(trace, "Roland Banks takes an action (2 left)")
    assert first_gain < second
    assert _roland(trace)["actions"] == 1


def test_an_eliminated_investigators_weaknesses_in_play_see_the_game_end_then_are_removed():
    """[ahlcg/rr/elimination] "- For the purpose of resolving weakness cards, the game has ended for the eliminated
    investigator." "Trigger any “when the game ends” abilities on each weakness the eliminated investigator owns that is
    in play." "Then, remove those weaknesses from the game." """
    curse = {"name": "Family Curse", "type": "asset", "weakness": True, "owner": "Roland Banks",
             "controller": "Roland Banks", "abilities": [
                 reaction("when", {"event": "game-ends"}, [{"effect": "deal-horror", "amount": 1,
                                                           "to": "each-investigator", "direct": True}],
                          "Forced – When the game ends: each investigator takes 1 horror.", kind="forced")]}
    ghoul = {"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3, "attack": {"damage": 1}}
    data = world(cards=[curse, ghoul], do=[{"who": "Roland Banks", "action": "resource"}])
    data["investigators"][0]["damage"] = 8
    trace = run(data)
    ends = at(trace, "the game has ended for Roland Banks")
    forced = at(trace, "Family Curse [forced]")
    removed = at(trace, "Step 0: removed from the game: Family Curse")
    assert ends < forced < removed
    assert len([s for s in trace.steps if "Elimination of Roland Banks" in s.text]) == 1
    assert trace.final_state["investigators"]["Agnes Baker"]["horror"] == 1
    assert trace.final_state["cards"]["Family Curse"]["zone"] == "removed"


def test_your_cards_are_the_cards_you_control_not_those_you_own():
    """[ahlcg/faq/q-if-an-ability-refers-to-your-cards-is] "In general, “your cards” are the cards you currently
    control." "If you own a card but do not control it, it is not “yours” for the purposes of abilities." — a reaction
    to "one of your cards leaving play" answers Agnes's discarding of the card she controls, Roland's though it is."""
    lent = {"name": "Lent Lantern", "type": "asset", "controller": "Agnes Baker", "owner": "Roland Banks", "abilities": [
        {"kind": "free", "text": "[free] Discard Lent Lantern.", "effects": [{"effect": "discard", "to": "self"}]}]}
    data = world(cards=[lent], do=[{"who": "Agnes Baker", "use": "Lent Lantern"}])
    data["investigators"][0]["abilities"] = [
        reaction("after", {"event": "leaves-play", "what": "your-cards"}, gain(),
                 "After one of your cards leaves play: gain 1 resource.")]
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "leaves-play", "what": "your-cards"}, gain(),
                 "After one of your cards leaves play: gain 1 resource.")]
    trace = run(data)
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 4
    assert _roland(trace)["resources"] == 5


def test_a_card_effect_may_evade_an_enemy_not_engaged_with_you():
    """[ahlcg/faq/q-when-i-use-the-ability-on-stray-cat] "Yes." "However, card effects (such as Stray Cat or Cunning
    Distraction (78) may alter or supplant this limitation." — an automatic evasion of the enemy engaged with Agnes."""
    data = world(cards=[{"name": "Ghoul", "type": "enemy", "engaged": "Agnes Baker", "health": 3}],
                 do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Automatically evade an enemy at your location.",
                                              "effects": [{"effect": "evade", "enemy": "Ghoul", "automatic": True}]}]
    trace = run(data)
    ghoul = trace.final_state["cards"]["Ghoul"]
    assert ghoul["exhausted"] and ghoul["engaged"] is None


def test_an_ability_that_performs_an_actions_effect_directly_provokes_no_attack():
    """[ahlcg/faq/q-does-the-investigate-action-taken-via-the-ability] "This is different from reaction or free triggered
    abilities that simply perform the effects of an action directly, such as the reaction on Survival Knife (17)." """
    data = world(cards=[{"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3,
                         "attack": {"damage": 1}}], do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Investigate your location.",
                                              "effects": [{"effect": "investigate", "result": "success"}]}]
    trace = run(data)
    assert absent(trace, "attack of opportunity")
    assert _roland(trace)["clues"] == 1 and _roland(trace)["actions"] == 3


def test_searching_the_whole_deck_shuffles_it_once_the_search_is_done():
    """[ahlcg/rr/search] "- If an effect searches an entire deck, the deck must be shuffled upon completion of the
    search." """
    data = world(do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["deck"] = ["C1", "C2", "C3"]
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Search your deck for a card and draw it.",
                                              "effects": [{"effect": "search-deck", "card": "C2"}]}]
    trace = run(data)
    assert at(trace, "finds C2") < at(trace, "The whole deck was searched: Roland Banks's deck is shuffled")
    assert _roland(trace)["hand"] == ["C2"]


def test_an_effect_on_several_investigators_resolves_on_all_of_them_at_once():
    """[ahlcg/rr/priority-of-simultaneous-resolution] "Once all necessary choices have been made, the effect resolves
    simultaneously upon all affected entities." — one assignment and one application for both, and one reaction window
    in which each investigator's reaction to taking horror is offered."""
    data = world(do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [
        {"kind": "free", "text": "Each investigator takes 1 horror.",
         "effects": [{"effect": "deal-horror", "amount": 1, "to": "each-investigator", "direct": True}]},
        reaction("after", {"event": "horror-dealt", "who": "you"}, gain(), "After you take horror: gain 1.")]
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "horror-dealt", "who": "you"}, gain(), "After you take horror: gain 1.")]
    trace = run(data)
    applied = [s for s in trace.steps if s.text.startswith("Step 2, apply simultaneously")]
    assert len(applied) == 1
    assert "Roland Banks" in applied[0].text and "Agnes Baker" in applied[0].text
    assert max(at(trace, "Roland Banks [reaction]"), at(trace, "Agnes Baker [reaction]")) > trace.steps.index(applied[0])


def _replacers():
    olive = {"name": "Olive", "type": "asset", "controller": "Roland Banks", "abilities": [
        reaction("would", {"event": "reveal-chaos-token", "who": "you"},
                 [{"effect": "reveal-instead", "amount": 3, "resolve": 2}],
                 "When you would reveal a chaos token: reveal 3 instead, resolve 2 and ignore the other.")]}
    statue = {"name": "Statue", "type": "asset", "controller": "Roland Banks", "abilities": [
        reaction("would", {"event": "reveal-chaos-token", "who": "you"},
                 [{"effect": "reveal-instead", "amount": 2, "resolve": 1}],
                 "When you would reveal a chaos token: reveal 2 instead, resolve 1 and ignore the other.")]}
    return [olive, statue]


def test_two_token_replacements_are_declared_before_the_draw_and_revealed_at_once():
    """[ahlcg/faq/q-can-i-use-two-cards-that-replace-1] "Yes, you can." "When you use multiple effects that replace
    “revealing a chaos token” with something, else, you must first declare your intention so you are reacting to what
    you draw from the bag, because each of these effects are meant to be triggered before you draw tokens from the
    bag." "If you declare you’re going to trigger Olive’s ability first, you should then declare which of the 3 tokens
    you’re about to reveal from Olive’s ability will be turned into 2 tokens from the statue" "Then you’ll ignore one of
    the 2 statue tokens, and be left with 3 total tokens, which you’ll then ignore 1 of." "(All of these tokens are
    considered to be revealed simultaneously, so you are not allowed to reveal the first 2 tokens with Olive, and then
    decide whether or not to use the statue)." """
    data = world(cards=_replacers(), do=[{"who": "Roland Banks", "action": "investigate"}],
                 choices=[{"decision": "order", "among": ["Olive", "Statue"]}],
                 tests=[{"who": "Roland Banks", "tokens": ["-2", "+1", "0", "-3"], "resolve": ["+1", "0"]}])
    trace = run(data)
    olive = at(trace, "Olive: declared before any token is drawn")
    statue = at(trace, "Statue: declared before any token is drawn")
    revealed = at(trace, "reveals 4 chaos tokens from the chaos bag at once")
    assert olive < statue < revealed
    assert len([s for s in trace.steps if "chaos tokens from the chaos bag at once" in s.text]) == 1
    at(trace, "intellect 3 + 1 ([+1] token) + 0 ([0] token) = 4")


def test_declared_the_other_way_round_the_statue_goes_first():
    """[ahlcg/faq/q-can-i-use-two-cards-that-replace-1] "If you instead trigger the statue’s ability first, you would do
    the same thing, declaring your intent." """
    data = world(cards=_replacers(), do=[{"who": "Roland Banks", "action": "investigate"}],
                 choices=[{"decision": "order", "among": ["Statue", "Olive"]}],
                 tests=[{"who": "Roland Banks", "tokens": ["auto-fail", "+1", "0", "-3"], "resolve": ["+1", "0"]}])
    trace = run(data)
    assert at(trace, "Statue: declared before any token is drawn") < at(trace, "Olive: declared before any token")
    at(trace, "Olive is declared for one of Statue's tokens")
    at(trace, "ST.6: Roland Banks succeeds")


def test_a_skill_that_changes_the_tests_results_benefits_the_tester_not_the_committer():
    """[ahlcg/faq/q-who-gets-the-effects-benefits-of-a-skill] "However, if a skill card changes or adds to the results of
    the skill test itself, the investigator performing the test receives the benefit of that ability." — Agnes commits
    a card that resolves each result twice to Roland's investigation: Roland discovers the clues."""
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"], "commit": ["Double or Nothing"]}])
    data["investigators"][1]["hand"] = [{"name": "Double or Nothing", "type": "skill", "icons": {"wild": 1},
                                         "double-results": True}]
    trace = run(data)
    assert _roland(trace)["clues"] == 2
    assert trace.final_state["investigators"]["Agnes Baker"]["clues"] == 0


def _time_warp(data):
    data["investigators"][1]["hand"] = [{
        "name": "Time Warp", "type": "event", "cost": 1, "keywords": ["fast"],
        "play-when": {"timing": "after", "trigger": {"event": "perform-action", "who": "investigator-at-your-location"}},
        "effects": [{"effect": "undo-action", "text": "Undo that action."}]}]
    return data


def test_an_undone_action_returns_the_cards_to_where_they_were():
    """[ahlcg/faq/q-how-does-time-warp-interact-with-cards-being] "To the extent that cards can be returned to the same
    state they were in before, they should be." — the drawn card goes back on top of the deck, the action comes back,
    and the undoing card stays played."""
    data = _time_warp(world(do=[{"who": "Roland Banks", "action": "draw"}]))
    trace = run(data)
    roland = _roland(trace)
    assert roland["hand"] == [] and roland["actions"] == 3
    agnes = trace.final_state["investigators"]["Agnes Baker"]
    assert agnes["discard"] == ["Time Warp"] and agnes["resources"] == 2


def test_an_undone_search_leaves_the_deck_shuffled_with_the_card_back_in_it():
    """[ahlcg/faq/q-how-does-time-warp-interact-with-cards-being] "However, if a deck was searched and/or shuffled,
    there’s no way of knowing the exact order of the cards as they were beforehand, so keeping the deck shuffled is
    fine." "You still don’t know the order of the cards in the deck, so the game state is effectively the same." """
    tome = {"name": "Tome", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "cost": {"actions": 1}, "text": "[action]: Search your deck for a card and draw it.",
         "effects": [{"effect": "search-deck", "card": "C2"}]}]}
    data = _time_warp(world(cards=[tome], do=[{"who": "Roland Banks", "action": "activate", "card": "Tome"}]))
    data["investigators"][0]["deck"] = ["C1", "C2", "C3"]
    trace = run(data)
    at(trace, "deck is shuffled")
    roland = _roland(trace)
    assert roland["hand"] == [] and roland["actions"] == 3
    assert trace.final_state["investigators"]["Agnes Baker"]["discard"] == ["Time Warp"]
