"""Reading "(cannot be ignored/canceled)" after one instruction (Lucky Dice: "If that token has a [auto_fail] symbol,
remove Lucky Dice from the game (cannot be ignored/canceled)."): the engine marks no single instruction as beyond every
cancel and ignore, so the instruction stays refused with that reason — not read as an ordinary one that an ignored
token or a cancel could stop; the same instruction without it is read."""

from __future__ import annotations

import pytest

from kb.cardtext.cannot_cancel import UNCANCELABLE_INSTRUCTION, uncancelable_reminder
from kb.cardtext.parser import parse_card_text

LUCKY = ("[reaction] When you reveal a non-[auto_fail] chaos token, spend 2 resources: Ignore that chaos token and "
         "reveal another one to resolve. If that token has a [auto_fail] symbol, remove Lucky Dice from the game{}.")


@pytest.mark.parametrize("reminder", ["cannot be ignored/canceled", "cannot be canceled", "cannot be cancelled or ignored"])
def test_the_reminder_is_read_in_its_spellings(reminder):
    assert uncancelable_reminder(reminder)


def test_another_reminder_is_not_it():
    assert not uncancelable_reminder("max 5")


def test_the_instruction_beyond_cancels_stays_refused_with_its_reason():
    result = parse_card_text(LUCKY.format(" (cannot be ignored/canceled)"), name="Lucky Dice", type_code="asset")
    assert [(u.text, u.reason) for u in result.unsupported] == [
        ("remove Lucky Dice from the game (cannot be ignored/canceled)", UNCANCELABLE_INSTRUCTION)]


def test_without_it_the_instruction_is_read():
    result = parse_card_text(LUCKY.format(""), name="Lucky Dice", type_code="asset")
    assert not result.unsupported
    assert result.abilities[0].effects[-1]["effects"] == [{"effect": "move-card", "zone": "removed"}]
