"""Difficulty Level: which side of the scenario reference card a test's symbol tokens use. Each test replays a
minimal situation and quotes the sentence it shows (``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

import pytest
from rulecases import at, run, world

from kb.engine import SituationError

EASY = {"skull": {"modifier": -1, "text": "-1."}}
HARD = {"skull": {"modifier": -3, "text": "-3."}}


def _skull(difficulty=None):
    data = world(do=[{"who": "Roland Banks", "action": "investigate"}],
                 tests=[{"who": "Roland Banks", "tokens": ["skull"]}],
                 **{"chaos-tokens": EASY, "chaos-tokens-hard-expert": HARD})
    if difficulty:
        data["difficulty"] = difficulty
    return data


@pytest.mark.parametrize("level", ["easy", "standard"])
def test_easy_and_standard_use_the_easy_standard_side(level):
    """[ahlcg/rr/difficulty-level] "At the beginning of a campaign or standalone scenario, the players choose which
    difficulty level to use." "- When playing in Easy or Standard mode, use the “Easy/Standard” side of each scenario’s
    reference card." """
    trace = run(_skull(level))
    step = at(trace, "the ability on the scenario reference card (Easy/Standard side) must initiate: \u201c-1.\u201d")
    assert "ahlcg/rr/difficulty-level" in trace.steps[step].rules
    at(trace, "intellect 3 \u2212 1 ([skull] token) = 2")


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_hard_and_expert_use_the_hard_expert_side(level):
    """[ahlcg/rr/difficulty-level] "When playing in Hard or Expert mode, use the “Hard/Expert” side of each scenario’s
    reference card instead." """
    trace = run(_skull(level))
    at(trace, "the ability on the scenario reference card (Hard/Expert side) must initiate: \u201c-3.\u201d")
    at(trace, "intellect 3 \u2212 3 ([skull] token) = 0")
    at(trace, "ST.6: Roland Banks fails")


def test_there_are_four_levels_and_no_other():
    """[ahlcg/rr/difficulty-level] "There are four levels of difficulty in Arkham Horror: The Card Game: Easy,
    Standard, Hard, and Expert." """
    with pytest.raises(SituationError, match="difficulty"):
        run(_skull("nightmare"))
    trace = run(_skull())
    assert any("names no difficulty; the engine used the scenario reference card's Easy/Standard side" in u.text
               for u in trace.unresolved)
