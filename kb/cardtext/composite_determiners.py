"""Determiners that stand for a plain determiner and a qualifier, read as their explicit form by the same readers of
noun phrases:

- the controller's possessive before a plural noun of cards in play: "your assets", "your Ally assets", "each of your
  Ally assets" are the cards of that kind you control (Control: the cards an investigator controls are his or hers),
  "each <qualifiers> <noun> you control" (``each-ally-asset-you-control``, ``each-asset-you-control``). Only the plural
  of a card noun (``asset``, ``card``): "your location", "your deck", "your hand" and a singular "your Ally asset" are
  other things, left to the reader as they are;
- "all" before a plural of cards you control: "all assets you control", "all [guardian] assets you control" are
  "each <qualifiers> <noun> you control" (Rules Reference, Target: "all"/"each" pick every card that fits, so the
  plural is its singular under "each");
- "another" and "a different" before an enemy: "an other enemy" (``an-other-enemy-at-your-location``), the enemy
  reader's "other" — not the enemy tested, this one, or the one attacking (the engine's targets): "Deal this attack's
  damage to a different enemy at your location" is another than the one attacked. "Another investigator" is
  :mod:`.others`' own reading (not you).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar

from .model import NotParsed
from .tokens import Token

#: The plural card nouns "your" reads as "each … you control", by their singular.
PLURALS = {"assets": "asset", "cards": "card"}
#: The nouns "another" reads as "an other" before.
OTHERED = ("enemy",)

P = TypeVar("P")


def _word(text: str) -> Token:
    return Token("word", text, text)


def _explicit(tokens: list[Token]) -> list[Token] | None:
    """The explicit form of a phrase opening with a composite determiner, else None."""
    words = [t.low for t in tokens]
    start = 3 if words[:3] == ["each", "of", "your"] else 1 if words[:1] == ["your"] else 0
    if start and len(words) > start and words[-1] in PLURALS:
        return [_word("each"), *tokens[start:-1], _word(PLURALS[words[-1]]), _word("you"), _word("control")]
    if words[:1] == ["all"] and len(words) > 3 and words[-2:] == ["you", "control"] and words[-3] in PLURALS:
        return [_word("each"), *tokens[1:-3], _word(PLURALS[words[-3]]), *tokens[-2:]]
    if words[:1] == ["another"] and len(words) > 1 and words[-1] in OTHERED:
        return [_word("an"), _word("other"), *tokens[1:]]
    if words[:2] == ["a", "different"] and len(words) > 2 and words[-1] in OTHERED:
        return [_word("an"), _word("other"), *tokens[2:]]
    return None


def composite(read: Callable[[P, Any], str]) -> Callable[[P, Any], str]:
    """``read`` (a reader of noun phrases), also reading "(each of) your <qualifiers> <cards>" and "all <qualifiers>
    <cards> you control" as "each <qualifiers> <card> you control" and "another (a different) enemy" as "an other
    enemy"."""
    @functools.wraps(read)
    def reading(phrase: P, ctx: Any) -> str:
        explicit = None if getattr(phrase, "controller", None) else _explicit(list(getattr(phrase, "tokens", [])))
        if explicit is None:
            return read(phrase, ctx)
        explicit_phrase = replace(phrase, tokens=explicit)  # type: ignore[type-var]
        try:
            return read(explicit_phrase, ctx)
        except NotParsed as problem:  # a gap quotes the printed words, not their explicit form
            if problem.fragment != getattr(explicit_phrase, "text", None):
                raise
            raise NotParsed(getattr(phrase, "text", problem.fragment), problem.reason, problem.role) from problem
    return reading
