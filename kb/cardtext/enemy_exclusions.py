"""An enemy phrase narrowed by what it is not: "an enemy not engaged with you at your location" (Sneak Attack), "an enemy
in play other than Hastur" (Stars of Aldebaran), "each enemy other than The Rougarou".

Two reduced relatives after a noun phrase, each folded into it before a clause's slots are read (:mod:`.chunk_folds`), so
that their words are not taken for the clause's own verb or a place:

- "not engaged with you": the enemies there but those engaged with you (Engagement: an enemy engaged with an
  investigator is in his or her threat area, at his or her location). It is kept as one marker token at the end of the
  phrase, and read by :func:`not_engaged` around the enemy reader: the rest read as it is, its place then narrowed to
  the engine's composed place ``at-your-location-not-engaged-with-you`` (the enemies at your location, not those
  engaged with you — the place a Fight that "cannot be used to attack enemies engaged with you" makes its attack in,
  :mod:`.ability_targets`). An enemy not engaged with you anywhere else ("in play", "at a connecting location") has no
  such place in the engine: refused with that reason;
- "other than <Title>": every copy of the card of that title excluded, as "not named <Title>" is (:mod:`.not_named`:
  ``non-<Title>`` before the noun, which every composed selector reads as a title excluded). "other than" after
  its place ("an enemy in play other than Hastur", "… at your location other than …") qualifies the enemy, not the
  place: the exclusion moves into the noun phrase before, and the place stays its own. Only a title of one word, as "not named" folds.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar

from .chunk_folds import fold_triples
from .grammar import Chunk
from .model import NotParsed
from .tokens import Token

#: The marker token "not engaged with you" is folded into (its ``low``; one word, so no reader splits it).
NOT_ENGAGED = "not_engaged_with_you"
#: The enemy place the marker narrows, and the engine's composed place it becomes.
_PLACES = {"at-your-location": "at-your-location-not-engaged-with-you"}
#: The prepositions of a place between an enemy and its "other than" ("in play", "at your location").
_PLACE_PREPOSITIONS = ("in", "at")
#: The nouns the exclusions qualify.
_ENEMIES = ("enemy", "enemies")

P = TypeVar("P")


def _excluded(title: Token) -> Token:
    return Token("name", f"non-{title.text}", f"non-{title.low}")


def _with_exclusion(chunk: Chunk, title: Token) -> Chunk:
    """``chunk`` (ending in its noun) with ``non-<title>`` before its noun."""
    return Chunk(chunk.kind, (*chunk.tokens[:-1], _excluded(title), chunk.tokens[-1]))


def _other_than(tokens: tuple[Token, ...]) -> tuple[tuple[Token, ...], Token] | None:
    """The tokens before a trailing "other than <Title>", and the title; None when they do not end so."""
    words = [t.low for t in tokens]
    if len(tokens) >= 3 and words[-3:-1] == ["other", "than"] and tokens[-1].kind == "name" \
            and tokens[-1].text.replace("-", "").isalpha():
        return tokens[:-3], tokens[-1]
    return None


def _not_engaged(_before: Chunk | None, chunk: Chunk, verb: Chunk | None, after: Chunk | None,
                 _next: Chunk | None) -> tuple[Chunk, ...] | None:
    """"<enemy> not engaged with you" → the phrase with the marker; None for any other three chunks."""
    if chunk.kind in ("np", "pp") and chunk.tokens and chunk.tokens[-1].low in _ENEMIES and verb is not None \
            and verb.kind == "verb" and [t.low for t in verb.tokens] == ["not", "engaged"] and after is not None \
            and after.kind == "pp" and [t.low for t in after.tokens] == ["with", "you"]:
        return (Chunk(chunk.kind, (*chunk.tokens, Token("word", "not engaged with you", NOT_ENGAGED))),)
    return None


def _own_other_than(chunk: Chunk) -> Chunk:
    """"each enemy other than The Rougarou" (one chunk) → "each non-The_Rougarou enemy"; any other chunk as it is."""
    cut = _other_than(chunk.tokens) if chunk.kind in ("np", "pp") else None
    if cut is None or not cut[0] or cut[0][-1].low not in _ENEMIES:
        return chunk
    return _with_exclusion(Chunk(chunk.kind, cut[0]), cut[1])


def _fold_from_enemy(_before: Chunk | None, chunk: Chunk, place: Chunk | None, after: Chunk | None,
                     _next: Chunk | None) -> tuple[Chunk, ...] | None:
    """"<enemy>" followed by "in play other than <Title>" (or "at your location …") → the enemy with ``non-<Title>``,
    then its place."""
    if chunk.kind not in ("np", "pp") or not chunk.tokens or chunk.tokens[-1].low not in _ENEMIES \
            or place is None or place.kind != "pp":
        return None
    cut = _other_than(place.tokens)
    if cut is None or len(cut[0]) < 2 or cut[0][0].low not in _PLACE_PREPOSITIONS:
        return None
    return (_with_exclusion(chunk, cut[1]), Chunk("pp", cut[0]), *(c for c in (after,) if c is not None))


def excluded(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """The chunks with each enemy phrase's "not engaged with you" and "other than <Title>" folded into it."""
    own = tuple(_own_other_than(c) for c in chunks)
    return fold_triples(fold_triples(own, _fold_from_enemy), _not_engaged)


def not_engaged(read: Callable[[P, Any], str]) -> Callable[[P, Any], str]:
    """``read`` (a reader of noun phrases), also reading an enemy phrase marked "not engaged with you": the phrase read
    without the marker, its place narrowed (``an-enemy-at-your-location`` →
    ``an-enemy-at-your-location-not-engaged-with-you``); a place the engine cannot narrow so is refused."""
    @functools.wraps(read)
    def reading(phrase: P, ctx: Any) -> str:
        tokens = list(getattr(phrase, "tokens", None) or [])
        if not tokens or tokens[-1].low != NOT_ENGAGED:
            return read(phrase, ctx)
        text = getattr(phrase, "text", "")
        plain = replace(phrase, tokens=tokens[:-1])  # type: ignore[type-var]
        selector = read(plain, ctx)
        for place, narrowed in _PLACES.items():
            if selector.startswith(("a-", "an-", "each-")) and selector.endswith(f"-enemy-{place}"):
                return selector[:-len(place)] + narrowed
        raise NotParsed(text, "an enemy not engaged with you anywhere but at your location (the engine's selectors "
                        "narrow only the enemies at your location so)")
    return reading
