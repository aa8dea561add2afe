"""A story card's instruction "regardless of whether you succeed or fail" (Skill Test Timing, ST.7: "the effects of
that test's success or failure are applied"): one of the test's results whichever it is, applied at ST.7 beside the
rest of that result and before the test ends (ST.8); and its next paragraph's "After this test ends, flip this card
back over" waits for that test's end (Delayed Effects). Mapping the Streets' printed text, read by the reader."""

from __future__ import annotations

from typing import Any

import pytest

#: Mapping the Streets, as printed.
MAPPING = ("Test [intellect] (3). For each point you fail by, take 1 horror. Deal 1 [per_investigator] damage to Hastur "
           "regardless of whether you succeed or fail.\nAfter this test ends, flip this card back over. For the "
           "remainder of the game, it cannot be flipped over again.")


def _streets(world: dict[str, Any], token: str) -> dict[str, Any]:
    """Hastur in the Hall, damaged only by story card effects; Roland resolves Mapping the Streets, revealing
    ``token`` on its [intellect] (3) test (his intellect is 3)."""
    world["cards"] = [{"name": "Hastur", "type": "enemy", "location": "Hall", "health": 20, "fight": 1, "evade": 1,
                       "text": "Cannot be damaged except by story card effects."}]
    world["set-aside"] = [{"name": "Mapping the Streets", "type": "story", "text": MAPPING}]
    world["tests"] = [{"who": "Roland", "tokens": [token]}]
    world["do"] = [{"who": "Roland", "resolve": "Mapping the Streets"}]
    return world


@pytest.mark.parametrize(("token", "horror"), [("0", 0), ("-2", 2)])
def test_hastur_is_dealt_its_damage_whether_the_test_succeeds_or_fails(world, run, find, token, horror):
    trace = run(_streets(world, token))
    applied = find(trace, "ST.7: apply the results")
    dealt = find(trace, "2 damage on Hastur (0 \u2192 2")  # 1 per investigator: Roland and Agnes
    ends = find(trace, "ST.8: the skill test ends")
    assert applied < dealt < ends
    assert trace.final_state["cards"]["Hastur"]["damage"] == 2
    assert trace.final_state["investigators"]["Roland"]["horror"] == horror


def test_after_the_test_ends_the_card_flips_back_over_once(world, run, find):
    trace = run(_streets(world, "-2"))
    took = find(trace, "2 horror on Roland")
    ends = find(trace, "ST.8: the skill test ends")
    flipped = find(trace, "Mapping the Streets flips to its other side")
    assert took < ends < flipped
    assert sum("flips to its other side" in s.text for s in trace.steps) == 1
