"""Possession: "You may commit this card to a skill test at your location. That test automatically fails."
(Automatic Failure/Success: the test automatically fails, its total skill value considered 0; ST.2: a committed card's
effect on the test holds from its commit, so the result is known before a chaos token is revealed.) The card's printed
sentence, read by the reader."""

from __future__ import annotations

from typing import Any

POSSESSION = ("Peril. Hidden.\nIf you have horror on you greater than twice your sanity, you are immediately eliminated "
              "and <b>killed</b>.\nYou may commit this card to a skill test at your location. That test automatically "
              "fails.")


def _committed(world: dict[str, Any], who: str, commit: bool) -> dict[str, Any]:
    """Roland investigates the Hall (shroud 2, his intellect 3) revealing +1; ``who`` holds Possession and commits it
    or not."""
    holder = next(i for i in world["investigators"] if i["name"] == who)
    holder["hand"] = [{"name": "Possession", "type": "treachery", "text": POSSESSION}]
    world["tests"] = [{"who": "Roland", "tokens": ["+1"], "commit": ["Possession"] if commit else []}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    return world


def test_committing_possession_makes_the_test_fail_before_a_token_is_revealed(world, run, find):
    trace = run(_committed(world, "Roland", True))
    committed = find(trace, "Roland commits Possession")
    known = find(trace, "Possession is committed: this test automatically fails")
    skipped = find(trace, "ST.3 and ST.4 are skipped")
    failed = find(trace, "ST.6: Roland fails (automatic failure (Possession)")
    assert committed < known < skipped < failed
    assert "ahlcg/rr/automatic-failure-success" in trace.steps[known].rules
    assert trace.final_state["investigators"]["Roland"]["clues"] == 0  # no clue discovered
    assert "Possession" in trace.final_state["investigators"]["Roland"]["discard"]


def test_another_investigator_at_the_location_may_commit_it_to_fail_the_test(world, run, find):
    world = _committed(world, "Agnes", False)
    world["tests"][0]["commit"] = ["Possession"]
    trace = run(world)
    find(trace, "Agnes commits Possession")
    find(trace, "ST.6: Roland fails (automatic failure (Possession)")


def test_not_committed_it_changes_nothing(world, run, find):
    trace = run(_committed(world, "Roland", False))
    find(trace, "ST.6: Roland succeeds")
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1
