"""The frames of a test's revealed chaos token returned to the bag as its result is determined (cardtext/
returned_tokens.py): "Return the revealed chaos token to the bag" → ``return-token``, "reveal a new chaos token" after
it → ``reveal-token``, "If this effect causes you to fail the test, X" → an ``if`` on the result count
``test-failed-by-this-effect`` — each only in the 'would' window of a test's success or failure."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.returned_tokens import caused_result

WOULD_SUCCEED = "<b>Forced</b> - When you would succeed at a skill test: "
WOULD_FAIL = "<b>Forced</b> - When you would fail a skill test: "


def _read(text: str, type_code: str = "treachery") -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, name="X", type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [u.text for u in result.unsupported]


@pytest.mark.parametrize("window", [WOULD_SUCCEED, WOULD_FAIL])
def test_the_token_returned_and_a_new_one_revealed_at_a_tests_result(window: str) -> None:
    effects, gaps = _read(window + "Return the revealed chaos token to the bag and reveal a new chaos token.")
    assert effects == [{"effect": "return-token"}, {"effect": "reveal-token"}] and not gaps


def test_the_condition_on_the_result_this_effect_changed_reads_the_record() -> None:
    effects, gaps = _read(WOULD_SUCCEED + "Return the revealed chaos token to the bag and reveal a new chaos token. "
                          "If this effect causes you to fail the test, shuffle X into your deck. (Limit once per test.)")
    assert not gaps
    assert effects[-1]["effect"] == "if" and effects[-1]["condition"] == {"count": "test-failed-by-this-effect",
                                                                          "at-least": 1}
    assert effects[-1]["effects"][0]["effect"] == "shuffle-into"


@pytest.mark.parametrize("text, outcome", [
    ("this effect causes you to fail the test", "test-failed"),
    ("this effect causes you to succeed at the test", "test-succeeded"),
    ("this effect causes you to fail this skill test", "test-failed"),
])
def test_the_caused_outcome_is_the_records(text: str, outcome: str) -> None:
    assert caused_result(text) == {"count": f"{outcome}-by-this-effect", "at-least": 1}


@pytest.mark.parametrize("text", [
    "an enemy causes you to fail the test",  # not this resolution
    "this effect causes you to take the test",  # no outcome of a test
    "this effect causes Agnes to fail the test",  # not you
])
def test_other_causes_are_not_the_record(text: str) -> None:
    assert caused_result(text) is None


@pytest.mark.parametrize("text", [
    "<b>Forced</b> - After you succeed at a skill test: Return the revealed chaos token to the bag.",  # result known
    "[action]: Return the revealed chaos token to the bag.",  # no test at all
])
def test_outside_a_tests_would_window_it_is_refused(text: str) -> None:
    effects, gaps = _read(text, "asset")
    assert {"effect": "return-token"} not in effects and gaps


def test_the_condition_needs_the_reveal_before_it() -> None:
    effects, gaps = _read(WOULD_SUCCEED + "If this effect causes you to fail the test, shuffle X into your deck.")
    assert gaps and not any(e.get("effect") == "if" for e in effects)
