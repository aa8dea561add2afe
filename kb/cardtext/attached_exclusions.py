"""A noun phrase narrowed by what is not attached to it: "the location in play with the most clues, and without a
Locked Door attached" (Locked Door).

A qualifier after the noun (Rules Reference: Qualifiers): of what the rest of the phrase picks, only those with no
copy of the card of that title attached (Attach To: an attachment is placed on what it is attached to). It is read in
three steps, as the superlative is (:mod:`.superlatives`), so that it composes with every noun phrase the reader knows:

- the clause is not cut at its ", and" (:func:`.lists.keeps_comma`): "and without …" opens no instruction, it goes on
  qualifying the noun phrase before it;
- while the clause is cut into slots, "without a <Title> attached" is folded into the noun phrase before it
  (:func:`extends`), before a superlative that ends it ("… with the most clues"), since both qualify the same noun
  and the superlative ranks only what the exclusion keeps;
- when the phrase is lowered (:func:`without_attached`), the exclusion is cut off, the rest read by the same reader,
  and the title added to its selector: ``each-location-without-attached:Locked Door`` (its determiner kept in front, so
  a superlative still finds its "each" form: ``most-clues:each-location-without-attached:Locked Door``).

The engine picks what the plain selector picks, keeping those with no card of the title attached as the effect
resolves (:func:`without_attached_of`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Protocol, TypeVar

from .chunk_folds import fold_triples
from .grammar import Chunk
from .model import NotParsed
from .tokens import Token
from .words import SELF

#: What a selector qualified by an exclusion ends with, before the title excluded.
SUFFIX = "-without-attached:"
_SELECTOR = re.compile(r"(?P<plain>(?:a|an|each)-.+?)" + re.escape(SUFFIX) + r"(?P<title>[^:]+)")
#: The determiners of the card excluded ("without a Locked Door attached").
_ARTICLES = ("a", "an", "any")
#: The nouns an exclusion is read after: what a card is attached to and the engine finds by a composed selector.
_HOSTS = ("location", "locations")


class _Phrase(Protocol):
    tokens: list[Token]

    @property
    def text(self) -> str: ...


P = TypeVar("P", bound=_Phrase)


def folded(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """The chunks with each exclusion made one prepositional phrase ("without a Locked Door" and its participle
    "attached"), the ", and" joining it to the qualifier before it dropped (:func:`.lists.keeps_comma`)."""
    return fold_triples(chunks, _fold)


def _fold(_before: Chunk | None, qualified: Chunk, without: Chunk | None, participle: Chunk | None,
          _next: Chunk | None) -> tuple[Chunk, ...] | None:
    """A chunk, then "without <a Title>" and "attached" → the chunk (its ", and" dropped) and one phrase; else None."""
    if without is None or participle is None or without.kind != "pp" or without.tokens[0].low != "without" \
            or [t.low for t in participle.tokens] != ["attached"] or qualified.kind not in ("np", "pp") \
            or _excluded_title([*without.tokens[1:], *participle.tokens]) is None:
        return None
    kept = list(qualified.tokens)
    while len(kept) > 1 and kept[-1].low in ("and", ","):
        kept.pop()  # "with the most clues, and without …": two qualifiers of one noun
    return Chunk(qualified.kind, tuple(kept)), Chunk("pp", (*without.tokens, *participle.tokens))


def _excluded_title(words: list[Token], own: str | None = None) -> str | None:
    """"a Locked Door attached" → "Locked Door": the title of the card excluded, else None. The card's own name (read
    as ``@self``) is its title ``own`` (another copy of it: Copy); unknown, :data:`SELF`."""
    if len(words) < 3 or words[0].low not in _ARTICLES or words[-1].low != "attached":
        return None
    name = words[1:-1]
    if [t.kind for t in name] == ["self"]:
        return own or SELF
    return " ".join(t.text for t in name) if all(t.kind == "name" for t in name) else None


def extends(tokens: list[Token], prep: str, rest: list[Token]) -> bool:
    """Whether "without <a Title> attached" after a location phrase is its exclusion: then it is added to the phrase's
    ``tokens``, before a superlative ending it."""
    if prep != "without" or _excluded_title(rest) is None or not any(t.low in _HOSTS for t in tokens):
        return False
    at = next((k for k, t in enumerate(tokens) if t.low == "with"), len(tokens))  # before "with the most clues"
    tokens[at:at] = [Token("word", prep, prep), *rest]
    return True


def _cut(tokens: list[Token]) -> tuple[int, int] | None:
    """Where "without <a Title> attached" lies in a phrase's tokens (start, end), if it does."""
    start = next((k for k, t in enumerate(tokens) if t.low == "without"), None)
    if start is None:
        return None
    end = next((k + 1 for k in range(start + 1, len(tokens)) if tokens[k].low == "attached"), None)
    return None if end is None or _excluded_title(tokens[start + 1:end]) is None else (start, end)


def without_attached(read: Callable[[P, Any], str]) -> Callable[[P, Any], str]:
    """``read``, and for a location phrase excluding those with a card attached, the selector of what the rest picks
    narrowed to those without it: "each location without a Locked Door attached" →
    ``each-location-without-attached:Locked Door``."""
    @functools.wraps(read)
    def reading(phrase: P, ctx: Any) -> str:
        cut = _cut(phrase.tokens) if phrase is not None else None
        if cut is None:
            return read(phrase, ctx)
        title = _excluded_title(phrase.tokens[cut[0] + 1:cut[1]], getattr(ctx, "name", None))
        if title == SELF:
            raise NotParsed(phrase.text, "an exclusion of the card's own copies, the card's title unknown")
        plain = read(replace(phrase, tokens=phrase.tokens[:cut[0]] + phrase.tokens[cut[1]:]), ctx)
        if not plain.startswith(("a-", "an-", "each-")) or not plain.endswith("location") or SUFFIX in plain:
            raise NotParsed(phrase.text, "an exclusion of what the engine's composed location selectors do not pick")
        return f"{plain}{SUFFIX}{title}"
    return reading


@dataclass(frozen=True)
class WithoutAttached:
    """A selector narrowed by an exclusion read: the plain selector, and the title no card attached may bear."""

    plain: str
    title: str


@functools.cache
def without_attached_of(selector: str) -> WithoutAttached | None:
    """The parts of a selector narrowed by an exclusion, else None."""
    m = _SELECTOR.fullmatch(selector)
    return WithoutAttached(m.group("plain"), m.group("title")) if m else None
