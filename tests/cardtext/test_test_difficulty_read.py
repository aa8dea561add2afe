"""A test's own difficulty modified under a condition, read by its parts (:mod:`kb.cardtext.test_difficulty`): the
verb frame ("this test gets/has +N difficulty", "increase/reduce this test's difficulty by N"), the condition before
or after it, and the test just read taking it as its ``harder`` (Difficulty; Modifiers)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _test(text: str) -> dict[str, Any]:
    result = parse_card_text(f"<b>Revelation</b> - {text}", name="Veil", type_code="treachery")
    assert result.unsupported == ()
    (test,) = [e for a in result.abilities for e in a.to_situation()["effects"] if e["effect"] == "test"]
    return test


HUNTED = {"card": "Hunting Horror", "state": "at-your-location"}
NO_SANITY = {"count": "remaining-sanity", "at-most": 0}


@pytest.mark.parametrize(("text", "harder"), [
    # the subject frame with a trailing condition: a card's state, its name kept as printed (Passage into the Veil)
    ("Test [willpower] (3). This test has +2 difficulty if Hunting Horror is at your location. If you fail, take 1 "
     "damage.", {"by": 2, "if": HUNTED}),
    # a leading condition, "gets": a count of the state (Dismal Curse)
    ("Test [willpower] (3). If you have no remaining sanity, this test gets +2 difficulty. If you fail, take 2 damage.",
     {"by": 2, "if": NO_SANITY}),
    # the imperative frame, lowering the difficulty
    ("Test [agility] (4). Reduce the difficulty of this skill test by 1 if you have no remaining sanity.",
     {"by": -1, "if": NO_SANITY}),
    ("Test [agility] (2). Increase this test's difficulty by 2 if Hunting Horror is at your location.",
     {"by": 2, "if": HUNTED}),
    # no condition: always
    ("Test [intellect] (2). This test gets +1 difficulty.", {"by": 1}),
])
def test_the_test_just_read_takes_its_difficulty_modifier(text: str, harder: dict[str, Any]) -> None:
    assert _test(text)["harder"] == harder


def test_the_results_after_the_modifier_stay_the_tests() -> None:
    test = _test("Test [willpower] (3). This test has +2 difficulty if Hunting Horror is at your location. If you "
                 "fail, take 1 damage.")
    assert test["difficulty"] == 3 and test["fail"] == [{"effect": "deal-damage", "amount": 1, "to": "you"}]


@pytest.mark.parametrize(("text", "reason"), [
    # a condition the engine cannot check: the condition reader's own reason
    ("Test [agility] (2). Increase this test's difficulty by 1 if it is your turn.",
     "a test's difficulty modified while a condition holds: a condition the engine cannot check"),
    # no test before it
    ("Take 1 horror. This test gets +2 difficulty if you have no remaining sanity.",
     "with no 'Test [skill] (X)' before it"),
])
def test_a_modifier_the_engine_cannot_hold_stays_a_gap_saying_why(text: str, reason: str) -> None:
    result = parse_card_text(f"<b>Revelation</b> - {text}", name="Veil", type_code="treachery")
    assert any(reason in gap.reason for gap in result.unsupported)
