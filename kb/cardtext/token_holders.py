"""Cards qualified by the tokens on them: "choose an enemy with doom on it", "each location with 1 or more clues on
it", "an asset with no charges on it" — a qualifier after the noun (Rules Reference: Qualifiers) narrowing what the
rest of the phrase picks to the cards holding that many tokens of one kind (Doom, Clues, Damage, Horror, Resources:
the tokens a card in play holds).

It is read in two steps, as a superlative is (:mod:`.superlatives`), so that it composes with every noun phrase the
reader knows:

- while the clause is cut into slots, "with <count> <tokens>" after a card's noun, and the "on it" / "on them" naming
  that card again, are folded into the noun phrase (:func:`extends`);
- when the phrase is lowered (:func:`holding`), the qualifier is cut off, the rest read by the same reader, and its
  selector wrapped as an investigator's count is (:mod:`.having`): ``with-at-least:1-doom:an-enemy``. A bare kind
  ("with doom on it") is at least one of it: a card with none has no doom on it.

The engine picks what the plain selector picks, keeping the cards that hold the count as the effect resolves
(``having_of``, ``core/targets.py``). Investigators are no card: "an investigator with 4 or more damage" stays the
reader of investigator phrases' own (:mod:`.having`). A count of something the engine does not count on a card
(uses other than these, cards attached) is no such qualifier, and the phrase is read as it was.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol, TypeVar

from .connected_places import connection_at
from .having import PREFIX, bound_of
from .model import NotParsed
from .tokens import Token

#: The tokens a card holds, as printed (singular and plural) → the engine's name (``Card`` fields).
CARD_TOKENS = {"doom": "doom", "clue": "clues", "clues": "clues", "damage": "damage", "horror": "horror",
               "resource": "resources", "resources": "resources"}
#: The nouns of cards the qualifier is read after (an investigator's count is :mod:`.having`'s).
_HOLDERS = frozenset("enemy enemies location locations asset assets card cards treachery treacheries agenda".split())
#: The pronouns naming the qualified card(s) again: "with doom on it".
_AGAIN = (["it"], ["them"])
#: What the engine's composed selectors wrapped by a count begin with: one chosen, or each.
_PLAIN = ("a-", "an-", "each-")


class _Phrase(Protocol):
    tokens: list[Token]

    @property
    def text(self) -> str: ...


P = TypeVar("P", bound=_Phrase)


def _count(words: list[str]) -> tuple[str, str] | None:
    """A count of tokens a card holds ("doom", "1 or more clues", "no damage") → (bound, the engine's token name)."""
    if len(words) == 1:
        kind = CARD_TOKENS.get(words[0])
        return None if kind is None else ("at-least:1", kind)
    read = bound_of(" ".join(words))
    if read is None or read[1] not in CARD_TOKENS:
        return None
    return read[0], CARD_TOKENS[read[1]]


def _at(tokens: list[Token]) -> int | None:
    """Where the qualifier ("with" and its count, "on it" perhaps after it) begins in a phrase's tokens, if it ends
    the phrase."""
    words = [t.low for t in tokens]
    if connection_at(tokens) is not None:  # "… connected to a location with horror": the count is the place's
        return None
    start = next((k for k in range(len(words) - 1, 0, -1) if words[k] == "with"), None)
    if start is None or words[start - 1] not in _HOLDERS:
        return None
    rest = words[start + 1:]
    if rest[-2:-1] == ["on"] and rest[-1:] in _AGAIN:
        rest = rest[:-2]
    return start if rest and _count(rest) is not None else None


def head_words(tokens: list[Token]) -> list[str]:
    """The words of a phrase before its count of tokens ("each location with no horror" → "each location"): the noun
    a reader dispatches on; all of them when it has none. A connection after it is cut off first ("each location
    with no horror connected to a location with horror" → "each location": :mod:`.connected_places`)."""
    tokens = tokens[:connection_at(tokens)]
    cut = _at(tokens)
    return [t.low for t in (tokens if cut is None else tokens[:cut])]


def extends(tokens: list[Token], prep: str, rest: list[Token]) -> bool:
    """Whether ``prep rest`` after a card's noun phrase is its count of tokens ("with doom") or names the qualified
    card again after it ("on it"): then it is added to the phrase's ``tokens``."""
    words = [t.low for t in rest]
    if prep == "with":
        fits = bool(tokens) and tokens[-1].low in _HOLDERS and _count(words) is not None
    else:
        fits = prep == "on" and words in _AGAIN and _at(tokens) is not None and "on" not in [t.low for t in tokens]
    if fits:
        tokens += [Token("word", prep, prep), *rest]
    return fits


def holding(read: Callable[[P, Any], str]) -> Callable[[P, Any], str]:
    """``read``, and for a card phrase qualified by the tokens on it, the selector of what the rest picks narrowed to
    the cards holding them: "an enemy with doom on it" → ``with-at-least:1-doom:an-enemy``."""
    @functools.wraps(read)
    def reading(phrase: P, ctx: Any) -> str:
        cut = _at(phrase.tokens) if phrase is not None else None
        if cut is None:
            return read(phrase, ctx)
        words = [t.low for t in phrase.tokens[cut + 1:]]
        count = _count(words[:-2] if words[-2:-1] == ["on"] else words)
        plain = read(replace(phrase, tokens=phrase.tokens[:cut]), ctx)
        if count is None or not plain.startswith(_PLAIN):
            raise NotParsed(phrase.text, "a count of tokens on what the engine's selectors do not pick one or each of")
        return f"{PREFIX}{count[0]}-{count[1]}:{plain}"
    return reading
