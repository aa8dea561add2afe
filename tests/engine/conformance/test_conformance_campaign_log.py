"""The Campaign Log and what is remembered: Doubt and Conviction (a tally of boxes, shared by the investigators) and
key phrases remembered for the scenario (FAQ, “Remember that…”). Each test replays a minimal situation and quotes the
sentence it shows (``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import at, run, world

MORE_DOUBT = {"count": "campaign-log-tally:Doubt", "greater-than": {"count": "campaign-log-tally:Conviction"}}


def _checked(condition, who="Roland Banks", **top):
    """``who``'s action: gain 1 resource if ``condition`` holds."""
    mine = {"name": "Lantern", "type": "asset", "controller": who, "abilities": [{"kind": "free", "effects": [
        {"effect": "if", "condition": condition, "effects": [{"effect": "gain-resources", "amount": 1}]}]}]}
    return world(cards=[mine], do=[{"who": who, "use": "Lantern"}], **top)


def _marks(doubt, conviction):
    return [{"tally": "Doubt", "marks": doubt}, {"tally": "Conviction", "marks": conviction}]


def test_more_doubt_than_conviction_compares_the_boxes_filled_in():
    """[ahlcg/glossary/doubt-and-conviction] "The investigators have more Doubt than Conviction if the number of boxes
    filled in next to Doubt is greater than the number of boxes filled in next to Conviction (and vice versa)." """
    for doubt, conviction, gains in ((3, 2, 1), (2, 2, 0), (1, 2, 0)):
        trace = run(_checked(MORE_DOUBT, **{"campaign-log": _marks(doubt, conviction)}))
        assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5 + gains
    vice_versa = {"count": "campaign-log-tally:Conviction", "greater-than": {"count": "campaign-log-tally:Doubt"}}
    trace = run(_checked(vice_versa, **{"campaign-log": _marks(1, 2)}))
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6


def test_doubt_and_conviction_are_shared_by_every_investigator():
    """[ahlcg/glossary/doubt-and-conviction] "Doubt and Conviction are shared among all of the investigators, and they
    are not tied to any specific investigator." """
    for who, before in (("Roland Banks", 5), ("Agnes Baker", 3)):
        trace = run(_checked(MORE_DOUBT, who=who, **{"campaign-log": _marks(2, 0)}))
        assert trace.final_state["investigators"][who]["resources"] == before + 1


def test_doubt_and_conviction_have_no_game_effect_unless_referenced():
    """[ahlcg/glossary/doubt-and-conviction] "Doubt and Conviction have no game effect except when explicitly
    referenced by the Campaign Guide or by a card effect." """
    data = world(do=[{"who": "Roland Banks", "action": "resource"}], **{"campaign-log": _marks(4, 0)})
    plain = run(world(do=[{"who": "Roland Banks", "action": "resource"}]))
    trace = run(data)
    assert [s.text for s in trace.steps] == [s.text for s in plain.steps]
    assert trace.final_state["campaign_log_tallies"] == {"Doubt": 4, "Conviction": 0}


def _remembering(phrase, then, who="Roland Banks"):
    mine = {"name": "Ledger", "type": "asset", "controller": who, "abilities": [
        {"kind": "free", "effects": [{"effect": "remember", "memory": phrase}]},
    ]}
    check = {"name": "Bell", "type": "asset", "controller": who, "abilities": [{"kind": "free", "effects": [
        {"effect": "if", "condition": then, "effects": [{"effect": "gain-resources", "amount": 1}]}]}]}
    return world(cards=[mine, check], do=[{"who": who, "use": "Ledger"}, {"who": who, "use": "Bell"}])


def test_a_remembered_phrase_may_come_up_later_in_the_scenario():
    """[ahlcg/faq/def-remember-that] "This phrase may come up later during that scenario, and may trigger additional
    or different effects." """
    trace = run(_remembering("the investigators know the secret", {"count": "remembered:know the secret",
                                                                    "at-least": 1}))
    assert at(trace, "Remembered for the rest of the scenario") < at(trace, "Roland Banks gains 1 resource")


def test_a_remembered_phrase_is_not_recorded_in_the_campaign_log():
    """[ahlcg/faq/def-remember-that] "There is no need to record this phrase in the Campaign Log, because it will only
    ever matter during that scenario, or during that scenario’s resolution." """
    trace = run(_remembering("the investigators know the secret", {"count": "remembered:know the secret",
                                                                    "at-least": 1}))
    assert trace.final_state["remembered"] == ["the investigators know the secret"]
    assert "campaign_log" not in trace.final_state


def test_a_remember_effect_saying_you_is_the_resolving_investigators():
    """[ahlcg/faq/def-remember-that] "If a “remember” effect uses the word “you,” it is specific to the investigator
    resolving the effect." """
    trace = run(_remembering("you had a drink", {"count": "remembered:had a drink", "at-least": 1},
                             who="Agnes Baker"))
    at(trace, "Remembered for the rest of the scenario: “you had a drink” (by Agnes Baker")
    assert trace.final_state["remembered_by"] == {"you had a drink": ["Agnes Baker"]}
