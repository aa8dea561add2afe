"""Haunted (2024 glossary): a location's "Haunted –" abilities resolve after a failed investigation's results.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, run, world

from kb.engine.core.engine import Engine
from kb.engine.procedures.haunted import is_haunted
from kb.engine.situation.reading import situation_from_data

HORROR = {"effect": "deal-horror", "amount": 1, "to": "you", "text": "Take 1 horror."}
LOSE = {"effect": "lose-resources", "amount": 1, "text": "Lose 1 resource."}


def _haunted_hall(result, *effects, **more):
    data = world(do=[{"who": "Roland Banks", "action": "investigate", "result": result}], **more)
    data["locations"][0]["haunted"] = list(effects) or [HORROR]
    return data


def test_failing_an_investigation_resolves_each_haunted_ability_after_all_results():
    """[ahlcg/glossary/haunted] "Haunted is a new ability that appears on some locations." "Each time an investigator
    fails a skill test while investigating a location, after applying all results for that skill test, that
    investigator must resolve all “Haunted –” abilities on that location." — the Hall's two Haunted abilities, in
    order, after ST.7 and before ST.8; no window offers them, so no one may decline."""
    trace = run(_haunted_hall("fail", HORROR, LOSE))
    results = at(trace, "ST.7")
    resolve = at(trace, "Roland Banks failed a skill test while investigating Hall: after all of its results, "
                        "Roland Banks must resolve each “Haunted –” ability on Hall")
    horror = at(trace, "Hall [haunted]: “Take 1 horror.”")
    lose = at(trace, "Hall [haunted]: “Lose 1 resource.”")
    assert results < resolve < horror < lose < at(trace, "ST.8")
    assert "ahlcg/glossary/haunted" in trace.steps[resolve].rules
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["horror"], roland["resources"]) == (1, 4)
    assert absent(trace, "window — Hall")


def test_a_successful_investigation_or_another_failed_test_does_not_resolve_haunted():
    """[ahlcg/glossary/haunted] "Each time an investigator fails a skill test while investigating a location, after
    applying all results for that skill test, that investigator must resolve all “Haunted –” abilities on that
    location." — only a failure, only while investigating it: a success, or a failed test of a card's at the Hall,
    leaves them be; Agnes at the Hall is not the one who resolves them."""
    trace = run(_haunted_hall("success"))
    assert absent(trace, "[haunted]")
    assert trace.final_state["investigators"]["Roland Banks"]["horror"] == 0
    data = _haunted_hall("fail")
    data["do"] = [{"who": "Roland Banks", "action": "play", "card": "Dare"}]
    data["investigators"][0]["hand"] = [{"name": "Dare", "type": "event", "cost": 0, "effects": [
        {"effect": "test", "skill": "willpower", "difficulty": 9}]}]
    data["tests"] = [{"who": "Roland Banks", "tokens": ["-1"]}]
    trace = run(data)
    at(trace, "ST.7")
    assert absent(trace, "[haunted]")
    trace = run(_haunted_hall("fail"))
    assert trace.final_state["investigators"]["Agnes Baker"]["horror"] == 0


def test_a_location_with_a_haunted_ability_is_haunted():
    """[ahlcg/glossary/haunted] "A location is “haunted” for the purposes of other card effects if it has at least one
    “Haunted –” ability." """
    engine = Engine(situation_from_data(_haunted_hall("fail")))
    assert is_haunted(engine, "Hall") and not is_haunted(engine, "Attic")
