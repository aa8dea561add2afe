"""Skill tests started by a card run ST.1–ST.8 exactly as a test started by an action (issue class 3)."""

from __future__ import annotations

import pytest

from rulecases import at, gain, reaction, run, world

FAIL_TEST = {"effect": "test", "skill": "willpower", "difficulty": 3,
             "fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}


def _reactions():
    return [reaction("after", {"event": "fail-skill-test", "who": "you"}, gain(),
                     "After you fail a skill test: gain 1 resource."),
            reaction("after", {"event": "horror-dealt", "who": "you"}, [{"effect": "draw", "amount": 1}],
                     "After you take horror: draw 1 card.")]


def _with_reactions(data):
    data["investigators"][0]["abilities"] = _reactions()
    data["tests"] = [{"who": "Roland Banks", "tokens": ["-2"]}]
    return data


def _event():
    return _with_reactions(world(
        investigators=None, do=[{"who": "Roland Banks", "action": "play", "card": "Dark Omen"}]) | {
        "investigators": _investigators(hand=[{"name": "Dark Omen", "type": "event", "cost": 0,
                                               "effects": [FAIL_TEST]}])})


def _investigators(**roland):
    base = world()["investigators"]
    base[0].update(roland)
    return base


def _treachery():
    data = world(round=2, start="1.4", until="1.4", **{"encounter-deck": [
        {"name": "Whispers", "type": "treachery", "abilities": [
            {"kind": "revelation", "text": "Revelation – Test [willpower] (3). If you fail, take 1 horror.",
             "effects": [FAIL_TEST]}]},
        {"name": "Quiet", "type": "treachery", "abilities": [
            {"kind": "revelation", "text": "Revelation – Lose nothing.",
             "effects": [{"effect": "gain-resources", "amount": 0}]}]}]})
    return _with_reactions(data)


def _asset_ability():
    data = world(cards=[{"name": "Ritual Candles", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "text": "[action]: Test [willpower] (3). If you fail, take 1 horror.",
         "effects": [FAIL_TEST]}]}],
        do=[{"who": "Roland Banks", "action": "activate", "card": "Ritual Candles"}])
    return _with_reactions(data)


def _agenda_forced():
    data = world(start="2.3", until="2.3", cards=[{"name": "Agenda 1a", "type": "agenda", "threshold": 9,
                                                   "abilities": [{"kind": "forced", "timing": "at", "trigger": {
                                                       "event": "phase-ends", "phase": "investigation"},
                                                       "text": "Forced – At the end of the investigation phase: "
                                                               "the lead investigator tests [willpower] (3)…",
                                                       "effects": [dict(FAIL_TEST, who="Roland Banks")]}]}])
    return _with_reactions(data)


def _scenario_forced():
    data = _agenda_forced()
    data["cards"] = [dict(data["cards"][0], name="The Gathering", type="scenario")]
    del data["cards"][0]["threshold"]
    return data


CASES = {"event": _event, "treachery revelation": _treachery, "asset ability": _asset_ability,
         "agenda effect": _agenda_forced, "scenario effect": _scenario_forced}


@pytest.mark.parametrize("case", list(CASES))
def test_st6_reactions_to_failure_trigger_at_st6_for_a_test_started_by_a_card(case):
    """[ahlcg/faq/1-7] "[reaction] or Forced abilities with a triggering condition dependent upon the skill test
    being successful or unsuccessful ... do not trigger at this time. These abilities are triggered during Step
    6, “Determine success/failure of skill test.”" — for a test a card starts as for one an action starts."""
    trace = run(CASES[case]())
    st6 = at(trace, "ST.6: Roland Banks fails")
    reacted = at(trace, "Roland Banks [reaction]: \u201cAfter you fail a skill test")
    st7 = at(trace, "ST.7: apply the results")
    st8 = at(trace, "ST.8: the skill test ends")
    assert st6 < reacted < st7 < st8


@pytest.mark.parametrize("case", list(CASES))
def test_st7_results_and_the_reactions_to_them_resolve_before_st8(case):
    """[ahlcg/rr/st-7] "Resolve the appropriate consequences (based on the success or failure established
    during step ST.6) at this time." The horror a failed test deals is taken at ST.7, and a reaction to taking
    it resolves in its nested sequence there, not after the test ends."""
    trace = run(CASES[case]())
    st7 = at(trace, "ST.7: apply the results")
    horror = at(trace, "1 horror on Roland Banks")
    reacted = at(trace, "Roland Banks [reaction]: \u201cAfter you take horror")
    st8 = at(trace, "ST.8: the skill test ends")
    assert st7 < horror < reacted < st8


def test_a_test_started_by_an_action_has_the_same_st6_window():
    """[ahlcg/rr/st-6] "If the investigator’s skill value is less than the difficulty for this test, the
    investigator fails at the test." — the investigate action's test: the same ST.6 window as a card's."""
    data = _with_reactions(world(do=[{"who": "Roland Banks", "action": "investigate"}]))
    data["tests"] = [{"who": "Roland Banks", "tokens": ["-2"]}]
    trace = run(data)
    assert at(trace, "ST.6: Roland Banks fails") < at(trace, "Roland Banks [reaction]") < at(trace, "ST.7")


def test_several_results_of_a_card_started_test_resolve_one_at_a_time():
    """[ahlcg/rr/st-7] "If there are multiple results to be applied during this step, the investigator
    performing the test applies those results in the order of his or her choice." — a committed skill's
    "if this test fails" result and the card's own, one after the other, each with its reactions."""
    data = _event()
    roland = data["investigators"][0]
    roland["hand"].append({"name": "Grit", "type": "skill", "icons": {"willpower": 1},
                           "if-fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]})
    data["tests"] = [{"who": "Roland Banks", "tokens": ["-3"], "commit": ["Grit"]}]
    trace = run(data)
    first = at(trace, "Result: Dark Omen")
    first_reaction = at(trace, "After you take horror", first)
    second = at(trace, "Result: Grit")
    assert first < first_reaction < second < at(trace, "ST.8")
