"""Key phrases: "Remember that you …" and "Record in your Campaign Log that …" → the engine's
``remember``, the phrase kept as printed (the card's own name written back; the closing full stop
and the quotation marks that only frame it left out). The rules ask for the phrase "as it appears,
without alteration", so it is not read any further: a that-clause is words to keep, not an
instruction.
"""

from __future__ import annotations

import re

from .vocabulary import Context, Effect
from .words import SELF

_KEPT = re.compile(r"(?:you )?(?P<remember>remember) that (?P<a>.+)|record in your campaign log that (?P<b>.+)",
                   re.I | re.S)


#: Quotation marks that only frame the phrase: double ones anywhere; single ones only when one opens
#: a word (an apostrophe inside or after a word stays: "a passenger's luggage", "the guards' patrols").
_DOUBLE = re.compile(r'"')
_SINGLE_OPENING = re.compile(r"(?<!\w)'(?=\w)")


def _unquoted(phrase: str) -> str:
    phrase = _DOUBLE.sub("", phrase).strip().rstrip(".").strip()
    if _SINGLE_OPENING.search(phrase):
        phrase = _SINGLE_OPENING.sub("", phrase)
        phrase = re.sub(r"'(\W*)$", r"\1", phrase).strip().rstrip(".").strip()
    return phrase


def key_phrase(text: str, ctx: Context) -> Effect | None:
    """The ``remember`` effect of ``text`` when it is such an instruction, else None."""
    m = _KEPT.fullmatch(text.strip().rstrip("."))
    if m is None:
        return None
    phrase = _unquoted(m.group("a") or m.group("b"))
    if SELF in phrase:
        if not ctx.name:
            return None  # the card's name is not known: the phrase could not be kept as printed
        phrase = phrase.replace(SELF, ctx.name)
    out: Effect = {"effect": "remember", "memory": phrase}
    return out if m.group("remember") else {**out, "campaign-log": True}
