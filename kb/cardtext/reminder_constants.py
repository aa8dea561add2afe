"""A restriction an investigator's ability reminds of in parentheses: "Forced – When you would draw your opening hand:
Draw 13 cards, instead. … Discard the rest. (You cannot mulligan.)" (Sefina Rousseau).

Reminder text explains a rule's consequence; a parenthesised sentence at the end of an ability's instructions that reads
as a 'cannot' constant ability ("You cannot mulligan": setup's mulligan, Rules Reference, Mulligan) says what the card
forbids for as long as it is in play (Ability, Constant Abilities) — and an investigator card is in play the whole
game. So on an investigator card such a reminder is the card's constant ability, read as any constant is, not an
instruction of the ability it follows. A reminder that reads otherwise stays with the instructions (their reading
says what it is), and on any other card type it is left there too: the card may not be in play when it applies.
"""

from __future__ import annotations

import re

from .constant import parse_constant
from .model import Ability, NotParsed
from .words import SELF

#: A parenthesised sentence ending the instructions.
_REMINDER = re.compile(r"\s*\((?P<sentence>[^()]+)\)\s*$")


def split_reminder(body: str, card_type: str | None, label: str) -> tuple[str, list[Ability]]:
    """The instructions without a closing reminder that is a 'cannot' constant of an investigator card, and that
    constant (shown with the card's name as printed, ``label``); ``body`` and none for any other."""
    found = _REMINDER.search(body)
    if card_type != "investigator" or found is None:
        return body, []
    sentence = found.group("sentence").strip()
    plain = sentence.rstrip(". ")
    try:
        read = parse_constant(plain, plain.lower(), sentence.replace(SELF, label), card_type)
    except NotParsed:
        return body, []
    if not read or not all(dict(a.extra).get("cannot") for a in read):
        return body, []
    return body[:found.start()].rstrip(), read
