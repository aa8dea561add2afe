"""Damage and horror the text says where to assign first: "Each investigator who fails takes 1 damage, which must be
assigned to an Innocent Reveler first, if able" (Rules Reference, Dealing Damage/Horror, step 1; The Golden Rules: the
card's text overrides the investigator's free choice).

A slot of the damage frame: the clause "…, which must be assigned to X first(, if able)" after an instruction dealing
damage or horror names the cards that take it first. The instruction is read without it by the one reader of clauses,
and wrapped in the engine's ``assign-first`` with X's selector as its ``to``: a card's name, with or without an article,
is any copy of the card (``copies-of:Innocent Reveler``), another phrase is read by the reader of targets. "If able" is
the engine's reading either way: a card that cannot take it takes none.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from .groups import COPIES_OF
from .instruction import Phrase, target
from .model import NotParsed
from .tokens import tokenize
from .vocabulary import Context, Effect

_FIRST = re.compile(r"(?P<deal>.+?\b(?:damage|horror)),? which must be assigned to (?P<x>.+?) first(?:,? if able)?,?",
                    re.I)
#: The effects that deal damage or horror, which the slot qualifies.
_DEALS = frozenset({"deal-damage", "deal-horror"})


def cards_first(text: str, ctx: Context) -> str:
    """The selector of the cards named after "assigned to": a card's name (any copy of it), else a target."""
    tokens = tokenize(f"x {text}")[1:]  # inside a sentence: a capital marks a name
    named = tokens[1:] if tokens and tokens[0].low in ("a", "an", "any", "each") else tokens
    if named and all(t.kind == "name" for t in named):
        return COPIES_OF + " ".join(t.text for t in named)
    return target(Phrase(tokens), ctx)


def first_assignment(lower: Callable[[str, Context], list[Effect]]) -> Callable[[str, Context], list[Effect]]:
    """``lower`` (the reader of one clause), also reading "…, which must be assigned to X first, if able" after
    damage or horror dealt: its effects wrapped in ``assign-first``."""
    @functools.wraps(lower)
    def lowering(text: str, ctx: Context) -> list[Effect]:
        m = _FIRST.fullmatch(text.strip().rstrip("."))
        if m is None:
            return lower(text, ctx)
        effects = lower(m.group("deal"), ctx)
        if not effects or any(e["effect"] not in _DEALS for e in effects):
            raise NotParsed(text, "an assignment 'first' after no damage or horror dealt")
        try:
            first = cards_first(m.group("x"), ctx)
        except NotParsed as problem:
            raise NotParsed(text, problem.reason) from None
        return [{"effect": "assign-first", "to": first, "effects": effects}]
    return lowering
