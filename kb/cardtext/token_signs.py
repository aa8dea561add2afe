"""A revealed chaos token's sign switched: the verb frame "switch <the token just revealed>'s <sign> to <sign>"
("Switch that token's "-" to a "+"").

The object is the possessive of the token just revealed (the references of :data:`.treated_tokens.REVEALED`: "that
token's", "the revealed chaos token's"), the sign switched from printed after it, the sign switched to the phrase after
"to" → the engine's ``switch-token-sign``: the token's negative modifier is added as a positive one at ST.5. It acts on
the token a reveal has just revealed, so it is read only in a chaos token reveal's 'when' or 'after' window ("Play
after you reveal a chaos token with a negative modifier"); a "+" switched to a "-", or another window, is refused with
the reason. Any other object of "switch" is not this frame (None: :mod:`.switching` reads it).
"""

from __future__ import annotations

import re

from .instruction import Instruction
from .treated_tokens import REVEALED
from .vocabulary import Context, Effect

#: The signs after the possessive and after "to", quoted or not ("'s "-" to a "+"").
_SIGNS = re.compile(r"['\u2019]s\s*[\"\u201c\u201d]?(?P<was>[-+\u2013\u2212])[\"\u201c\u201d]?\s+to\s+an?\s+"
                    r"[\"\u201c\u201d]?(?P<now>[-+\u2013\u2212])[\"\u201c\u201d]?\s*$", re.I)
#: Why the frame is refused outside a reveal's window.
NOT_IN_REVEAL = ("switching a chaos token's sign acts on the token just revealed: it needs a 'When/After you reveal a "
                 "chaos token' trigger")


def _possessed(words: list[str]) -> list[str] | None:
    """"that token's" → the words of the reference it possesses; None when the last word is no possessive."""
    if not words or not re.search(r"['\u2019]s$", words[-1]):
        return None
    return words[:-1] + [words[-1][:-2]]


def switch_sign(ins: Instruction, ctx: Context) -> list[Effect] | None:
    """"Switch that token's "-" to a "+"" → ``switch-token-sign``; None when the object is not a revealed token's."""
    owner = _possessed(ins.object.words) if ins.object is not None else None
    if owner is None or owner not in [list(r) for r in REVEALED]:
        return None
    m = _SIGNS.search(ins.text.strip().rstrip("."))
    if m is None or ins.subject is not None or set(ins.slots) != {"to"}:
        raise ins.refuse()
    if m.group("was") == "+" or m.group("now") != "+":
        raise ins.refuse("a chaos token's sign switched from \"+\" to \"-\": the engine switches a negative modifier "
                         "to a positive one only")
    if ctx.event != "reveal-chaos-token" or ctx.timing not in ("when", "after"):
        raise ins.refuse(NOT_IN_REVEAL)
    return [{"effect": "switch-token-sign"}]
