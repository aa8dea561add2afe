"""Limits and Maximums, on Minh Thi Phan: "After an investigator at your location commits a card to a skill test: That
card gains a [wild] icon until the end of the test. (Limit once for each investigator per round.)" — the limit counts for
the investigator who committed the card (the triggering occurrence's), not for the player using the ability: a second
commit by the same investigator this round finds it used, a commit by another investigator does not."""

from __future__ import annotations

import pytest

MINH = {"kind": "reaction", "timing": "after",
        "trigger": {"event": "commit-card", "who": "investigator-at-your-location", "what": "any"},
        "limit": {"count": 1, "per": "round", "each-investigator": True},
        "effects": [{"effect": "lasting", "duration": "for-this-skill-test", "to": "triggering-what",
                     "gains-icons": ["wild"], "applies-to": {"event": "enters-play"}}],
        "text": "That card gains a [wild] icon until the end of the test."}


def _commits(world, limit):
    """Roland investigates the Hall and commits Guts and Nerve; Agnes, there too, commits Fearless; Agnes bears the
    ability."""
    roland, agnes = world["investigators"]
    agnes["abilities"] = [{**MINH, "limit": limit}]
    roland["hand"] = [{"name": "Guts", "type": "skill", "icons": {"intellect": 2}},
                      {"name": "Nerve", "type": "skill", "icons": {"intellect": 1}}]
    agnes["hand"] = [{"name": "Fearless", "type": "skill", "icons": {"intellect": 1}}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"], "commit": ["Guts", "Nerve", "Fearless"]}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    return world


def _gained(trace):
    return [s.text for s in trace.steps if "gains" in s.text and "[wild]" in s.text]


def test_each_investigator_who_commits_is_counted_apart(world, run, find):
    trace = run(_commits(world, MINH["limit"]))
    gained = _gained(trace)
    assert any("Guts" in t for t in gained) and any("Fearless" in t for t in gained)
    assert not any("Nerve" in t for t in gained)  # Roland's second commit this round: his use is spent
    assert find(trace, "Roland commits Guts") < find(trace, "Roland commits Nerve") < find(trace, "Agnes commits Fearless")


@pytest.mark.parametrize("limit", [{"count": 1, "per": "round"}])
def test_a_limit_for_the_player_using_it_allows_one_use_whoever_commits(world, run, limit):
    gained = _gained(run(_commits(world, limit)))
    assert any("Guts" in t for t in gained) and not any("Fearless" in t for t in gained)
