"""What would happen, said not to happen (:mod:`kb.cardtext.denied_events`): "<the trigger's subject> does not <verb>"
in a "would" window of that verb → ``cancel``; a negation in another window, or of a verb the trigger does not name,
keeps the reading of "cannot" (a prohibition for a duration) or stays refused. The engine's side is
``tests/engine/conformance/test_conformance_denied_ready.py``."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, type_code: str = "event"):
    result = parse_card_text(text, name="Bind Monster", type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


def test_a_test_result_denying_the_ready_the_trigger_names_cancels_it():
    effects, gaps = _read("[reaction] When attached enemy would ready: Test [willpower] (3). If you succeed, attached "
                          "enemy does not ready. If you fail, discard Bind Monster.")
    assert effects == [{"effect": "test", "skill": "willpower", "difficulty": 3, "success": [{"effect": "cancel"}],
                        "fail": [{"effect": "discard", "to": "self"}]}] and gaps == []


@pytest.mark.parametrize("text", [
    "[reaction] When attached enemy would ready: Attached enemy does not ready.",
    "[reaction] When an enemy would attack you: That enemy does not attack.",
])
def test_the_negated_verb_of_the_trigger_is_its_cancel(text):
    effects, gaps = _read(text)
    assert effects == [{"effect": "cancel"}] and gaps == []


@pytest.mark.parametrize("text", [
    "[reaction] When attached enemy would ready: Attached enemy does not attack.",  # another verb than the trigger's
    "[reaction] After attached enemy readies: Attached enemy does not ready.",  # no "would": it has happened
])
def test_a_negation_the_window_does_not_hold_is_not_a_cancel(text):
    effects, gaps = _read(text)
    assert {"effect": "cancel"} not in effects and gaps != []


def test_a_prohibition_for_a_duration_keeps_the_reading_of_cannot():
    effects, gaps = _read("You do not gain resources this turn.")
    assert effects[0]["effect"] == "lasting" and effects[0]["cannot"] is True and gaps == []
