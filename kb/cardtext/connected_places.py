"""Locations qualified by a connection: "each location with no horror that is connected to a location with horror"
(Curtain Call) — a relative clause after a location's noun (Rules Reference: Qualifiers) narrowing what the rest of
the phrase picks to the locations connected to a place (Move: connecting locations).

It is read in two steps, as the tokens on a card are (:mod:`.token_holders`), so that it composes with every noun
phrase of locations the reader knows:

- while the clause's chunks are reduced (:func:`fold`), "that is connected" / "which are connected" after a noun
  phrase is cut to the reduced "connected" (as printed reduced: "a location connected to it") and joined to the phrase
  after "to"; while the clause is cut into slots
  (:func:`extends`) that phrase stays part of the noun phrase before it, as the qualifiers after it do ("… with horror");
- when the phrase is lowered (:func:`connected`), it is cut at "connected to": the part before read by the same reader
  as the selector narrowed, the part after as the places. A place said with "a" / "an" / "any" ("connected to a
  location with horror") is any one of them, so it is read in its "each" form: the engine's
  ``connected-to:<places>;<selector>`` keeps what the selector picks connected to at least one of them.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol, TypeVar

from .grammar import Chunk
from .model import NotParsed
from .tokens import Token

#: The relative pronouns opening the clause, and its verb's forms.
_RELATIVE = frozenset({"that", "which"})
_VERB = (["is", "connected"], ["are", "connected"])
#: The reduced participle the fold leaves, and the preposition after it.
CONNECTED, TO = "connected", "to"
#: The nouns of locations the qualifier is read after.
_LOCATIONS = frozenset({"location", "locations"})
#: The determiners of a place that is any one of several: read as "each" (any of them will do).
_ANY = frozenset({"a", "an", "any"})
#: The engine's prefix (``situation/vocabulary/connected_among.py``).
PREFIX = "connected-to:"


class _Phrase(Protocol):
    tokens: list[Token]

    @property
    def text(self) -> str: ...


P = TypeVar("P", bound=_Phrase)


def fold(_before: Chunk | None, np: Chunk, verb: Chunk | None, after: Chunk | None,
         _next: Chunk | None) -> tuple[Chunk, ...] | None:
    """"<phrase> that | is connected | to <place>" → the phrase and "connected to <place>" (a chunk of its own the
    slot reader joins to a phrase of locations: :func:`extends`; the phrase before may be its last qualifier, "with no
    horror"); None for any other three chunks."""
    if np.kind not in ("np", "pp") or len(np.tokens) < 2 or verb is None or verb.kind != "verb" or after is None \
            or after.kind != "pp" or after.tokens[0].low != TO or len(after.tokens) < 2:
        return None
    said = [t.low for t in verb.tokens]
    if np.tokens[-1].low in _RELATIVE and said in _VERB:  # "… that is connected to X"
        return Chunk(np.kind, np.tokens[:-1]), Chunk("pp", (Token("word", CONNECTED, CONNECTED), *after.tokens))
    if np.tokens[-1].low in _LOCATIONS and said == [CONNECTED]:  # reduced already: "a location connected to it"
        return np, Chunk("pp", (Token("word", CONNECTED, CONNECTED), *after.tokens))
    return None


def connection_at(tokens: list[Token]) -> int | None:
    """Where "connected to" begins in a phrase's tokens, after a location's noun and before a place; else None."""
    words = [t.low for t in tokens]
    k = next((k for k in range(1, len(words) - 2) if words[k] == CONNECTED and words[k + 1] == TO), None)
    return k if k is not None and any(w in _LOCATIONS for w in words[:k]) else None


def extends(tokens: list[Token], prep: str, rest: list[Token]) -> bool:
    """Whether ``prep rest`` after a noun phrase of locations is the folded "connected to <place>": then it is added
    to the phrase's ``tokens``."""
    fits = prep == CONNECTED and len(rest) > 1 and rest[0].low == TO and any(t.low in _LOCATIONS for t in tokens)
    if fits:
        tokens += [Token("word", prep, prep), *rest]
    return fits


def connected(read: Callable[[P, Any], str]) -> Callable[[P, Any], str]:
    """``read``, and for a phrase of locations qualified by a connection, the selector of what the rest picks narrowed
    to those connected to a place: "each location with no horror that is connected to a location with horror" →
    ``connected-to:with-at-least:1-horror:each-location;with-at-most:0-horror:each-location``."""
    @functools.wraps(read)
    def reading(phrase: P, ctx: Any) -> str:
        cut = connection_at(phrase.tokens) if phrase is not None else None
        if cut is None:
            return read(phrase, ctx)
        place_tokens = phrase.tokens[cut + 2:]
        if place_tokens[0].low in _ANY:
            place_tokens = [Token("word", "each", "each"), *place_tokens[1:]]
        plain = read(replace(phrase, tokens=phrase.tokens[:cut]), ctx)
        place = read(replace(phrase, tokens=place_tokens), ctx)
        if not plain.startswith(("a-", "an-", "each-", "with-")):
            raise NotParsed(phrase.text, "a connection qualifying what the engine's selectors do not pick one or "
                            "each of")
        return f"{PREFIX}{place};{plain}"
    return reading
