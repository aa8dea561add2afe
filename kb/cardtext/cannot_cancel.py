"""The passive frame "<what> cannot be canceled": what of a card no effect may cancel ("Sebastien Moreau's attacks cannot
be canceled", "@self cannot be canceled", "Attacks made by @self cannot be cancelled").

Cancel (RR): a cancel effect interrupts a triggering condition — an attack, a card's or ability's effects, a card's
drawing; "cannot" is absolute (Cannot), so a 'cannot' on the engine's ``cancel`` forbids it: the canceling ability has
no potential to change the game state (``effects/conditions.py``). The frame has one slot, the subject: the card itself
(its effects and drawing: ``what: self``), or its attacks (``via: attack``) — "@self's attacks", "its attacks", "attacks
made by @self". Another subject returns None (read as it is, or refused as an unknown constant).
"""

from __future__ import annotations

import re
from typing import Any

from .grammar import Clause
from .words import SELF

Fields = dict[str, Any]

#: The participle, both spellings card text prints.
CANCELED = ("canceled", "cancelled")
#: The card itself as a subject.
ITSELF = ([], [SELF], ["this", "card"], ["it"])
#: The card's things a subject names → the ``via`` of the canceled occurrence (None: its effects or drawing).
THINGS = {"attacks": "attack", "attack": "attack", "effects": None, "effect": None}


def _subject(words: list[str]) -> Fields | None:
    """The ``applies-to`` of the card's things the subject names; None for another subject."""
    if words in ITSELF:
        return {"event": "cancel", "what": "self"}
    if words[:3] in ([SELF, "'", "s"], [SELF, "\u2019", "s"]) and len(words) == 4 or words[:1] == ["its"] and len(words) == 2:
        thing = words[-1]
    elif words[:1] in (["attacks"], ["attack"]) and words[1:] in (["made", "by", SELF], ["made", "by", "it"]):
        thing = "attacks"
    else:
        return None
    if thing not in THINGS:
        return None
    via = THINGS[thing]
    return {"event": "cancel", "what": "self", **({"via": via} if via else {})}


def uncancelable(clauses: list[Clause]) -> list[Fields] | None:
    """"<what> cannot be canceled" as the 'cannot' it is; None when the sentence is not that frame."""
    if len(clauses) != 1:
        return None
    words = [t.low for c in clauses[0].chunks if c.kind != "punct" or c.text == "'" for t in c.tokens]
    if len(words) < 3 or words[-3:-1] != ["cannot", "be"] or words[-1] not in CANCELED:
        return None
    applies = _subject(words[:-3])
    return None if applies is None else [{"applies-to": applies, "cannot": True}]


#: "(cannot be ignored/canceled)" after one instruction (Lucky Dice's "remove Lucky Dice from the game (cannot be
#: ignored/canceled)"): that instruction, and no other of its ability, is beyond every cancel and ignore.
_REMINDER = re.compile(r"cannot be (?:ignored(?: ?/ ?| or )(?:canceled|cancelled)|(?:canceled|cancelled)(?: ?/ ?| or )"
                       r"ignored|canceled|cancelled)", re.I)
#: Why it is refused: the engine keeps no instruction apart from the rest of its ability beyond cancels and ignores.
UNCANCELABLE_INSTRUCTION = ("an instruction its card says cannot be ignored or canceled ('(cannot be ignored/canceled)'): "
                            "the engine marks no single instruction as beyond every cancel and ignore (an ignored chaos "
                            "token is not seen by the condition before it), so it is not replayed rather than replayed "
                            "as one that could be")


def uncancelable_reminder(reminder: str) -> bool:
    """Whether a parenthesised ``reminder`` after an instruction says that instruction cannot be ignored or canceled."""
    return _REMINDER.fullmatch(reminder.strip()) is not None
