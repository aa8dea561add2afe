"""ST.4, the chaos symbols' effects, read from the rules' sentences: a symbol initiates the scenario reference
card's ability (or the tester's elder sign ability); its modifier counts at ST.5 — a counted one ("+1 for each
clue on your location") as the state is then; "Reveal another token" goes on revealing; and what it does "if you
fail" is a result of the test, applied at ST.7 beside the test's own results (ST.7: "some other card abilities may
contribute additional consequences")."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data


def _test(world, tokens, **more):
    """Roland (willpower 3) takes a plain willpower (3) test from an action on his charm."""
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3,
                                        "fail": [{"effect": "gain-resources", "amount": 1}]}]}]}]
    return dict(world, tests=[{"who": "Roland", "tokens": tokens}],
                do=[{"who": "Roland", "action": "activate", "card": "Charm"}], **more)


def test_st5_an_elder_sign_counted_for_each_clue_on_your_location(world, run, find):
    """Roland Banks: "[elder_sign] effect: +1 for each clue on your location." The Hall has 2 clues: +2."""
    world["investigators"][0]["elder-sign"] = {"modifier": 1, "count": "clue-on-your-location",
                                               "text": "+1 for each clue on your location."}
    trace = run(_test(world, ["elder-sign"]))
    assert find(trace, "ST.4: [elder-sign]") < find(
        trace, "willpower 3 + 2 ([elder-sign] token: +1 for each of 2 (clues on Roland's location)) = 5")


def test_st5_a_counted_modifier_takes_at_most_its_max(world, run, find):
    """"-X. X is the amount of doom in play (max 1)": 3 doom, but at most 1 is counted."""
    data = _test(world, ["skull"], **{"chaos-tokens": {"skull": {"modifier": -1, "count": "doom-in-play", "max": 1}}})
    data["cards"] = data["cards"] + [{"name": "Agenda", "type": "agenda", "doom": 3, "threshold": 9}]
    trace = run(data)
    find(trace, "\u2212 1 ([skull] token: -1 for each of 3 (doom in play), at most 1)")


def test_st3_a_symbol_that_says_reveal_another_token_reveals_the_next(world, run, find):
    """"[cultist]: Reveal another token. If you fail, take 1 horror.": the next token is revealed and resolved too."""
    data = _test(world, ["cultist", "-2"], **{"chaos-tokens": {"cultist": {
        "again": True, "if-fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}}})
    trace = run(data)
    find(trace, "Roland reveals cultist, -2 from the chaos bag (cultist: reveal another token")
    find(trace, "willpower 3 + 0 ([cultist] token) \u2212 2 ([-2] token) = 1")


def test_st7_if_you_fail_on_the_scenario_card_is_a_result_of_the_failed_test(world, run, find):
    """"[tablet]: -2. If you fail, take 1 horror.": the horror waits for ST.6's failure and is applied at ST.7,
    among the test's results (the card's own "gain 1 resource" on failure here)."""
    data = _test(world, ["tablet"], **{"chaos-tokens": {"tablet": {
        "modifier": -2, "if-fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}}})
    trace = run(data)
    st4, st6, st7 = find(trace, "ST.4: [tablet]"), find(trace, "ST.6: Roland fails"), find(trace, "ST.7: apply")
    assert st4 < find(trace, "it is a result of the test, applied at ST.7") < st6 < st7 < find(
        trace, "Result: [tablet] (the scenario reference card): if it fails")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_st7_if_you_fail_does_nothing_when_the_test_succeeds(world, run):
    data = _test(world, ["tablet"], **{"chaos-tokens": {"tablet": {
        "modifier": 1, "if-fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}}})
    trace = run(data)
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0
    assert not any("[tablet] (the scenario reference card): if it fails" in s.text for s in trace.steps)


def test_a_tokens_modifier_cannot_count_the_margin_it_decides(world):
    data = _test(world, ["skull"], **{"chaos-tokens": {"skull": {"modifier": -1, "count": "point-failed-by"}}})
    with pytest.raises(SituationError, match="before the test has a margin"):
        situation_from_data(data)


def test_st4_canceling_the_committed_skill_cards_removes_their_icons_and_results(world, run, find):
    """A Phantom of Truth: "[tablet]: -3. Cancel the effects and icons of each skill card committed to this test."
    Roland commits a skill card (+2 icons, "If successful, draw 1 card"): its icons are canceled from ST.4 on (the
    sum at ST.5 has none); it is still committed, and discarded at ST.8."""
    world["investigators"][0].update(deck=["Spare"], hand=[
        {"name": "Guts", "type": "skill", "icons": {"willpower": 2},
         "if-success": [{"effect": "draw", "amount": 1}]}])
    data = _test(world, ["tablet"], **{"chaos-tokens": {"tablet": {
        "modifier": -3, "effects": [{"effect": "cancel-skill-cards"}]}}})
    data["tests"][0]["commit"] = ["Guts"]
    trace = run(data)
    assert find(trace, "the effects and icons of each skill card committed to Roland's test are canceled (Guts)") < \
        find(trace, "willpower 3 + 0 (Guts: its icons are canceled by Roland) \u2212 3 ([tablet] token) = 0")
    assert find(trace, "ST.8") > find(trace, "ST.7")
    assert trace.final_state["investigators"]["Roland"]["hand"] == []
    assert "Guts" in trace.final_state["investigators"]["Roland"]["discard"]


@pytest.mark.parametrize(("horror", "total"), [(2, "willpower 3 \u2212 1 ([skull] token) = 2"),
                                               (3, "willpower 3 \u2212 3 ([skull] token: -3 instead, as horror-on-you "
                                                   "is 3 (horror on Roland)) = 0")])
def test_st5_a_modifier_instead_while_its_condition_holds(world, run, find, horror, total):
    """Curtain Call: "[skull]: -1 (-3 instead if you have 3 or more horror on you).\""""
    world["investigators"][0]["horror"] = horror
    find(run(_test(world, ["skull"], **{"chaos-tokens": {"skull": {
        "modifier": -1, "instead-modifier": -3, "instead-if": {"count": "horror-on-you", "at-least": 3}}}})), total)


@pytest.mark.parametrize(("option", "failed", "horror"), [(1, True, 0), (0, False, 1)])
def test_st4_a_symbol_whose_chosen_option_makes_the_test_fail_automatically(world, run, find, option, failed, horror):
    """The Unspeakable Oath: "[elder_thing]: 0. Either take 1 horror, or this test automatically fails instead."
    [ahlcg/rr/st-6] "If an investigator automatically fails at a test via a card ability, ..." — chosen, the
    automatic failure decides the test at ST.6 whatever the value (3 against 3 would succeed); the other option
    leaves the test to its values."""
    oath = {"modifier": 0, "effects": [{"effect": "either", "effects": [
        {"effect": "deal-horror", "amount": 1, "to": "you"}, {"effect": "automatic", "result": "fail"}]}]}
    trace = run(_test(world, ["elder-thing"], **{"chaos-tokens": {"elder-thing": oath}},
                      choices=[{"decision": "either", "option": option}]))
    roland = trace.final_state["investigators"]["Roland"]
    assert any("Roland fails" in s.text for s in trace.steps) is failed
    assert roland["horror"] == horror
