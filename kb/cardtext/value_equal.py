"""A card's value a skill test is decided against, specified by a count in place of the printed one: "Salvatore Neri's
fight value is equal to the attacking investigator's base [combat]" → a constant ``{applies-to: {event:
skill-test-begins, via: fight, what: self}, difficulty-is: combat-base-of-you}`` (Base Value: "Unless otherwise
specified, the base value of an element derived from a card is the value printed on that card").

One verb frame: "<the card's own name>'s <fight|evade|shroud> value is (equal to) <a count>". The count is read for the
investigator making the test ("you" in the engine's count): "the attacking (evading, investigating) investigator's base
[skill]" — the investigator whose attack (evasion, investigation) the value is tested by — is ``<skill>-base-of-you``,
and any other count of the state with no "you" in it (:func:`.counts.count_of`). Another card's value, a count of
"you" or of another investigator, or a value no test is made against are refused with their reasons; a sentence of
another shape is not this module's (None).
"""

from __future__ import annotations

import re
from typing import Any

from .counts import count_of
from .model import NotParsed
from .words import SELF

#: The values a test is decided against → the action whose test it is (Fight, Evade, Investigate).
_VALUES = {"fight": "fight", "evade": "evade", "shroud": "investigate"}
#: The investigator making that action's test, as printed ("the attacking investigator").
_TESTERS = {"fight": "attacking", "evade": "evading", "investigate": "investigating"}
_FRAME = re.compile(rf"(?P<owner>.+?)'s (?P<value>{'|'.join(_VALUES)}) value is (?:equal to )?(?P<count>.+)", re.I)
_BASE = re.compile(r"(?:the )?(?P<who>\w+) investigator's base \[(?P<skill>willpower|intellect|combat|agility)\]",
                   re.I)


def value_equal_constant(text: str) -> list[dict[str, Any]] | None:
    """The constant fields of "@self's fight value is equal to <count>", else None (:class:`NotParsed` when the frame
    is this one but the engine cannot hold it)."""
    m = _FRAME.fullmatch(text.strip().rstrip("."))
    if m is None:
        return None
    via = _VALUES[m.group("value").lower()]
    if m.group("owner").strip() != SELF:
        raise NotParsed(text, "a value of another card specified by a count: the engine's 'difficulty-is' is a "
                        "constant of the card whose value it is")
    printed = m.group("count").strip()
    base = _BASE.fullmatch(printed)
    if base is not None:
        if base.group("who").lower() != _TESTERS[via]:
            raise NotParsed(text, f"the base skill of an investigator other than the one making the {via} test: the "
                            "engine counts the value for the investigator making it")
        count = f"{base.group('skill').lower()}-base-of-you"
    else:
        if re.search(r"\b(?:you|your)\b", printed, re.I):
            raise NotParsed(text, "a count of 'you' on a card no one controls: whose it is the text does not say")
        count = count_of(printed, False)
    return [{"applies-to": {"event": "skill-test-begins", "via": via, "what": "self"}, "difficulty-is": count}]
