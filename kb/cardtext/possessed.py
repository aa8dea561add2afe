"""Cards named by their controller's possessive: "your assets", "your Ally assets", "each of your Ally assets".

"Your" before a plural noun of cards in play is the set of those cards you control (Control: the cards an investigator
controls are his or hers), so the phrase is read as its explicit form, "each <qualifiers> <noun> you control", by the
same reader of noun phrases (``each-ally-asset-you-control``, ``each-asset-you-control``). Only the plural of a card
noun (``asset``, ``card``) after the possessive: "your location", "your deck", "your hand", "your discard pile" and a
singular "your Ally asset" are other things, left to the reader as they are.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar

from .tokens import Token

#: The plural card nouns "your" reads as "each … you control", by their singular.
PLURALS = {"assets": "asset", "cards": "card"}

P = TypeVar("P")


def _word(text: str) -> Token:
    return Token("word", text, text)


def possessed(read: Callable[[P, Any], str]) -> Callable[[P, Any], str]:
    """``read`` (a reader of noun phrases), also reading "(each of) your <qualifiers> <cards>" as "each <qualifiers>
    <card> you control"."""
    @functools.wraps(read)
    def reading(phrase: P, ctx: Any) -> str:
        tokens: list[Token] = list(getattr(phrase, "tokens", []))
        words = [t.low for t in tokens]
        start = 3 if words[:3] == ["each", "of", "your"] else 1 if words[:1] == ["your"] else 0
        if not start or len(words) <= start or words[-1] not in PLURALS or getattr(phrase, "controller", None):
            return read(phrase, ctx)
        explicit = [_word("each"), *tokens[start:-1], _word(PLURALS[words[-1]]), _word("you"), _word("control")]
        return read(replace(phrase, tokens=explicit), ctx)  # type: ignore[type-var]
    return reading
