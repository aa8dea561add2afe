"""Options of a choice that leave out the verb they share: "Look at the revealed side of an Exhibit Hall in play, or
the top card of the Exhibit deck" — "look at" said once, two things to look at, the player's choice.

Coordination with ellipsis, not a sentence: "<verb> (<preposition>) <A>, or <B>", <B> a noun phrase (opening with a
determiner) and no verb of its own. When the clause is not read whole, <B> takes the first option's verb and
preposition back ("Look at the top card of the Exhibit deck"), each option is lowered as any instruction is, and the
two are the engine's ``either`` (:func:`.choices.either`). An option either reading refuses, or a <B> that has a verb,
keeps the clause's own refusal: it stays a gap with its reason.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from .choices import either
from .model import NotParsed
from .vocabulary import Context, Effect

Lower = Callable[[str, Context], list[Effect]]
#: "<verb> (<preposition>) <A>, or <B>": the verb and its preposition, the first option's object, the second's.
_OPTIONS = re.compile(r"(?P<verb>[A-Za-z]+(?: (?:at|to|on|from|into))?) (?P<first>[^,]+), or (?P<second>"
                      r"(?:the|a|an|any|each|your|another) [^,]+)")


def options_or(lower: Lower) -> Lower:
    """``lower`` (the reader of one clause), also reading "<verb> <A>, or <B>" as a choice of two instructions, the
    verb given back to the second — only when the clause is not read whole."""
    @functools.wraps(lower)
    def lowering(text: str, ctx: Context) -> list[Effect]:
        m = _OPTIONS.fullmatch(text.strip().rstrip("."))
        if m is None:
            return lower(text, ctx)
        try:
            return lower(text, ctx)
        except NotParsed as whole:
            refused = whole
        first, second = f"{m['verb']} {m['first']}", f"{m['verb']} {m['second']}"
        try:
            chosen = either([lower(first, ctx), lower(second, ctx)], text, [first, second])
        except NotParsed:
            raise refused from None
        if chosen is None:
            raise refused
        return [chosen]
    return lowering
