"""The verb frame "cancel <amount> <kinds> (just) dealt to you" (cardtext/dealt_cancel.py): the amount, the kinds of
token (one, or both with "and/or"), the participle and the recipient read apart and lowered onto the engine's
``prevent-dealt``; "up to" around it (cardtext/up_to.py) and "that many" after it (cardtext/results.py)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

DEALT = "Fast. Play when you are dealt damage and/or horror.\n"
HORROR = "[reaction] When you are dealt horror, exhaust X: "


def _read(text: str, type_code: str = "event") -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, name="X", type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [u.text for u in result.gaps]


@pytest.mark.parametrize(("words", "effect"), [
    ("Cancel 2 damage and/or horror just dealt to you.", {"effect": "prevent-dealt", "amount": 2}),
    ("Cancel 1 damage just dealt to you.", {"effect": "prevent-dealt", "amount": 1, "tokens": "damage"}),
    ("Cancel 3 horror just dealt to you.", {"effect": "prevent-dealt", "amount": 3, "tokens": "horror"}),
    ("Cancel 2 damage or horror just dealt to you.", {"effect": "prevent-dealt", "amount": 2}),
])
def test_the_amount_and_the_kinds_compose_the_effect(words: str, effect: dict[str, Any]) -> None:
    effects, gaps = _read(DEALT + words)
    assert effects == [effect] and not gaps


def test_up_to_an_amount_wraps_it_and_that_many_reads_what_it_canceled() -> None:
    """"I've had worse…": the amount a most, then "that many" the damage and horror canceled together."""
    effects, gaps = _read(DEALT + "Cancel up to 5 damage and/or horror just dealt to you. Then, gain that many "
                          "resources.")
    assert not gaps
    assert effects[0] == {"effect": "up-to", "effects": [{"effect": "prevent-dealt", "amount": 5}]}
    assert effects[1]["effect"] == "for-each" and effects[1]["count"] == "that-many"


def test_a_reaction_to_horror_dealt_reads_the_same_frame() -> None:
    effects, gaps = _read(HORROR + "Cancel 1 horror just dealt to you.", "asset")
    assert effects == [{"effect": "prevent-dealt", "amount": 1, "tokens": "horror"}] and not gaps


@pytest.mark.parametrize("text", [
    "Fast. Play when an enemy attacks you.\nCancel 2 damage just dealt to you.",  # no damage being dealt in its window
    DEALT + "Cancel 2 damage just dealt to an investigator at your location.",  # dealt to another: not 'you'
    "[action] Exhaust X: Cancel 1 damage just dealt to you.",  # no triggering condition at all
])
def test_without_a_dealing_to_you_in_its_window_it_is_refused(text: str) -> None:
    effects, gaps = _read(text, "event" if text.startswith("Fast") else "asset")
    assert not any(e.get("effect") == "prevent-dealt" for e in effects)
    assert gaps
