"""Options of a choice that leave out the verb they share: "Look at the revealed side of an Exhibit Hall in play, or
the top card of the Exhibit deck" — "look at" said once, two things to look at, the player's choice.

Coordination with ellipsis, not a sentence: "<verb> (<preposition>) <A>, or <B>", <B> a noun phrase (opening with a
determiner) and no verb of its own; or each option said from a preposition of place, "Move from her location to a
connecting location, or to her location from a location connected to it" (the verb alone given back). When the clause is not read whole, <B> takes the first option's verb and
preposition back ("Look at the top card of the Exhibit deck"), each option is lowered as any instruction is, and the
two are the engine's ``either`` (:func:`.choices.either`). An option either reading refuses, or a <B> that has a verb,
keeps the clause's own refusal: it stays a gap with its reason.

Its "and" twin: "<verb> <N> <tokens> and <M> <tokens> (<preposition> <place>)" ("gain 2 clues and 2 resources from
the token bank", "place 1 doom and 1 clue on it"): two amounts of tokens sharing one verb and one place. When the
clause is not read whole, each amount takes the verb and the place back ("gain 2 clues from the token bank", "gain 2
resources from the token bank") and both are done, in the order printed (Rules Reference, "and": both parts resolve);
either part refused keeps the clause's own refusal.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from .choices import either
from .model import NotParsed
from .vocabulary import Context, Effect
from .words import NUMBER

Lower = Callable[[str, Context], list[Effect]]
#: "<verb> (<preposition>) <A>, or <B>": the verb and its preposition, the first option's object, the second's.
_OPTIONS = re.compile(r"(?P<verb>[A-Za-z]+(?: (?:at|to|on|from|into))?) (?P<first>[^,]+), or (?P<second>"
                      r"(?:the|a|an|any|each|your|another) [^,]+)")
#: "<verb> <preposition> <A>, or <preposition> <B>": two options of one verb, each said from a preposition of place.
_PLACES = "(?:to|from|into|onto)"
_PREPOSED = re.compile(rf"(?P<verb>[A-Za-z]+) (?P<first>{_PLACES} [^,]+), or (?P<second>{_PLACES} [^,]+)")
#: "<verb> <N> <tokens> and <M> <tokens> (<preposition> <place>)": two amounts, one verb and one place shared.
_AMOUNT = rf"(?:{NUMBER}|X) [a-z]+(?: tokens?)?"
_AMOUNTS = re.compile(rf"(?P<verb>[A-Za-z]+) (?P<first>{_AMOUNT}) and (?P<second>{_AMOUNT})"
                      r"(?P<place> (?:from|on|onto|to|among) [^,]+)?", re.IGNORECASE)


def _when_refused(lower: Lower, shape: re.Pattern[str],
                  split: Callable[[re.Match[str], str, Context], list[Effect] | None]) -> Lower:
    """``lower``, also reading a clause of ``shape`` as ``split`` reads it (the shared verb given back to each part) —
    only when the clause is not read whole; a part refused, or no reading, keeps the clause's own refusal."""
    @functools.wraps(lower)
    def lowering(text: str, ctx: Context) -> list[Effect]:
        head, colon, tail = text.rpartition(": ")  # "Exhaust @self: Move …, or …": the clause after a cost-like one
        m = shape.fullmatch(text.strip().rstrip("."))
        after = shape.fullmatch(tail.strip().rstrip(".")) if colon and m is None else None
        if m is None and after is None:
            return lower(text, ctx)
        try:
            return lower(text, ctx)
        except NotParsed as whole:
            refused = whole
        try:
            read = split(m, text, ctx) if m is not None else _joined(lower(head, ctx), split(after, tail, ctx))
        except NotParsed:
            raise refused from None
        if read is None:
            raise refused
        return read
    return lowering


def _joined(before: list[Effect], read: list[Effect] | None) -> list[Effect] | None:
    """The effects of the clause before the colon, then the split clause's; None when that has no reading."""
    return None if read is None else [*before, *read]


def options_or(lower: Lower) -> Lower:
    """``lower`` (the reader of one clause), also reading "<verb> <A>, or <B>" as a choice of two instructions, the
    verb given back to the second."""
    def split(m: re.Match[str], text: str, ctx: Context) -> list[Effect] | None:
        first, second = f"{m['verb']} {m['first']}", f"{m['verb']} {m['second']}"
        chosen = either([lower(first, ctx), lower(second, ctx)], text, [first, second])
        return None if chosen is None else [chosen]
    return _when_refused(_when_refused(lower, _OPTIONS, split), _PREPOSED, split)


def amounts_and(lower: Lower) -> Lower:
    """``lower``, also reading "<verb> <N> <tokens> and <M> <tokens> (<place>)" as the two instructions it shares
    its verb and place between, done in order."""
    def split(m: re.Match[str], text: str, ctx: Context) -> list[Effect]:
        place = m["place"] or ""
        return [*lower(f"{m['verb']} {m['first']}{place}", ctx), *lower(f"{m['verb']} {m['second']}{place}", ctx)]
    return _when_refused(lower, _AMOUNTS, split)


def elided(lower: Lower) -> Lower:
    """``lower`` with a verb said once for two things: "<verb> A, or B" (a choice) and "<verb> N X and M Y" (both)."""
    return options_or(amounts_and(lower))
