"""Targets made of several parts: noun phrases joined by "or" (one chosen among them) or "and" (each of them).

Card text names a target of several kinds in one phrase: "Heal 1 damage and 1 horror from an investigator or Ally
asset at your location", "Choose either your location or a connecting location", "Each investigator at your location
or a connecting location", "Both you and that investigator draw 2 cards". One rule reads them all (Rules Reference:
Target — one element chosen that meets the requirements; "each" — every one named):

- the phrase is split at a coordinating "or" / "and" (never inside "he or she", "him or her", "his or her", nor
  inside a printed name); a leading "either" / "both" is the coordination's own word;
- a part with no determiner takes the first part's ("an investigator or Ally asset": an Ally asset);
- what qualifies the whole phrase ("at your location") qualifies each part that is a choice or several ("an
  investigator …", "each enemy …"), not a part bound to one entity ("you", "that investigator");
- the parts joined by "or" are one chosen among everything they pick (``one-of:``); joined by "and", each of them
  (``each-of:``).

A place joined so ("an investigator at your location or a connecting location") is read the same way: the
investigators at each of the places; "a / each connecting location" after another place is counted from that place
("The Rougarou's location and each connecting location": ``location-connecting-to:``), from one place only: after a
choice or several ("a Sentinel Hill location or a connecting location") it is refused. Places joined by "and" after
"each investigator at" are each investigator at any of them, as joined by "or" (the investigators there, once each).

This module splits and joins; :mod:`.instruction` reads each part with the reader of its noun.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar

from .model import NotParsed
from .tokens import Token, tokenize

#: A noun phrase of :mod:`.instruction` (tokens, and where / engaged / having qualifying it) and its reading context.
P = TypeVar("P")

#: The engine's union selectors: one chosen among what the parts pick, or each of them; what separates the parts.
ONE_OF = "one-of:"
EACH_OF = "each-of:"
SEPARATOR = "|"
#: The engine's selector of each investigator at the location the rest of it picks.
EACH_AT = "each-investigator-at:"
#: Pronoun pairs whose "or" joins no two targets.
PAIRS = frozenset({("he", "she"), ("him", "her"), ("his", "her"), ("she", "he"), ("her", "him")})
#: The token kinds of a name or a trait, which no coordination splits and whose part shares the last part's noun.
NAMED = ("name", "trait")
#: Words that open a coordination and add nothing to it.
OPENERS = frozenset({"either", "both"})
#: Determiners a part may take from the first part when it prints none, and those making a part a choice or several.
ELIDED = frozenset({"a", "an", "each", "any"})
DETERMINERS = ELIDED | {"you", "your", "that", "the", "this", "his", "her", "its", "their", "another", "all", "every"}
#: The engine's selectors of a place that a union may join, and the reason refusing a connecting place after another.
CONNECTING = "connecting"
#: The place selectors of "a / each connecting location", and the engine's prefix of the locations connected to the
#: place the rest of it picks (the place named before: "The Rougarou's location and each connecting location").
CONNECTING_PLACES = frozenset({"a-connecting-location", "each-connecting-location"})
CONNECTING_TO = "location-connecting-to:"
NOT_FROM_YOURS = ("a connecting location after a place other than yours that is no one place (the engine's "
                  "'connecting' is counted from your location or from one place named before it)")


def split(tokens: list[Token]) -> tuple[str, list[list[Token]]] | None:
    """The conjunction ("or" / "and") and the parts of a coordinated noun phrase, or None when it is not one (no
    conjunction, or both kinds, or a part left empty)."""
    words = [t.low for t in tokens]
    start = 1 if words and words[0] in OPENERS else 0
    parts: list[list[Token]] = [[]]
    joins: set[str] = set()
    for k in range(start, len(tokens)):
        t = tokens[k]
        between = 0 < k < len(tokens) - 1 and (words[k - 1], words[k + 1]) in PAIRS
        if t.kind not in NAMED and t.low in ("or", "and") and not between:
            joins.add(t.low)
            parts.append([])
        elif t.low != "," or parts[-1]:
            parts[-1].append(t)
    if len(joins) != 1 or len(parts) < 2 or not all(parts):
        return None
    head = parts[-1][-1]
    if head.kind not in NAMED:  # "a Spell or Relic asset": a part ending in a trait takes the last part's noun
        parts = [[*p, head] if p[-1].kind in NAMED else p for p in parts[:-1]] + [parts[-1]]
    first = parts[0][0]
    if first.low in ELIDED:  # "an investigator or Ally asset": the Ally asset takes "an"
        parts = [parts[0]] + [p if p[0].low in DETERMINERS or p[0].kind == "number" else [first, *p]
                              for p in parts[1:]]
    return joins.pop(), parts


def chooses(tokens: list[Token]) -> bool:
    """Whether a part is a choice or several ("an investigator", "each enemy"), which a place after the whole phrase
    qualifies; a part bound to one ("you", "that investigator", "your location") is not."""
    return bool(tokens) and tokens[0].low in ELIDED


def join(conjunction: str, selectors: list[str]) -> str:
    """The union selector of the parts' selectors: one chosen for "or", each for "and" (a part repeated once)."""
    unique = list(dict.fromkeys(selectors))
    return (ONE_OF if conjunction == "or" else EACH_OF) + SEPARATOR.join(unique)


def places(selectors: list[str]) -> list[str]:
    """The places of a coordinated location phrase, as each one of them ("a connecting location" is each connecting
    location: an investigator at one of them is at any); a connecting place after another than yours is refused
    (``ValueError`` with the reason)."""
    out = []
    for k, sel in enumerate(selectors):
        if k > 0 and CONNECTING in sel.split("-") and selectors[0] != "your-location":  # from the place before
            if sel not in CONNECTING_PLACES or not bound_place(selectors[0]):
                raise ValueError(NOT_FROM_YOURS)
            out.append(CONNECTING_TO + selectors[0])  # "The Rougarou's location and each connecting location"
            continue
        out.append("each-" + sel.split("-", 1)[1] if sel.split("-")[0] in ("a", "an") else sel)
    return out


def bound_place(selector: str) -> bool:
    """Whether a place selector names one place a connecting place after it is counted from: "The Rougarou's
    location", "its location", "Dunwich Village" — not a choice or several ("a Sentinel Hill location")."""
    return selector.split("-")[0] not in ("a", "an", "each", "any") and not selector.startswith((ONE_OF, EACH_OF))


def or_coordinated(read: Callable[[P, Any], str]) -> Callable[[P, Any], str]:
    """``read``, and when it cannot read a phrase, the phrase read as parts joined by "or" / "and" (:func:`coordinated`):
    a phrase read whole keeps its reading."""
    @functools.wraps(read)
    def reading(phrase: P, ctx: Any) -> str:
        try:
            return read(phrase, ctx)
        except NotParsed as whole:
            try:
                joined = coordinated(phrase, ctx, reading) if phrase is not None else None
            except NotParsed as part:  # quoted whole, for the part's reason
                raise NotParsed(whole.fragment, part.reason, whole.role) from None
            if joined is None:
                raise
            return joined
    return reading


def coordinated(phrase: Any, ctx: Any, read: Callable[[Any, Any], str]) -> str | None:
    """A phrase of parts joined by "or" / "and" read part by part with ``read``: their union selector, or None when
    the phrase is no coordination. A place after the phrase qualifies each part that is a choice or several, and the
    last; what it has ("with no enemies") the last."""
    found = split(phrase.tokens)
    if found is None:
        return None
    conjunction, parts = found
    last = len(parts) - 1
    return join(conjunction, [read(replace(phrase, tokens=p, **({} if chooses(p) or k == last else
                                                               {"where": None, "engaged": None, "controller": None}),
                                           **({} if k == last else {"having": None})), ctx)
                              for k, p in enumerate(parts)])


def at_places(where: str, one: bool, read_place: Callable[[list[Token]], str],
              plain: Callable[[], str | None]) -> list[str] | None:
    """"at your location or a connecting location", "in Dunwich Village", "at a Sentinel Hill location": the selectors
    of each investigator at each place (joined by "or"; a place of a kind: each such place), each place read by
    ``read_place``; None when ``plain`` (the reader of one place) reads ``where`` as the selectors without a union do
    (each investigator at one place, an investigator at yours or at yours "or a connecting location"), or when no
    place is one the reader can name."""
    tokens = tokenize(f"at {where}")[1:]
    found = split(tokens)
    try:
        place = plain()
        if place is None or place.startswith("your-location") or not one:
            return None  # "your location (or a connecting location)": the closed selectors name those
    except NotParsed:  # no place one selector names: each such place, a place by its printed name, several places
        pass
    if found is not None and found[0] != "or" and (one or found[0] != "and"):
        return None  # "each investigator at X and each connecting location": at any of them, as "or" is
    try:
        at = places([read_place(part) for part in (found[1] if found else [tokens])])
    except ValueError as problem:
        raise NotParsed(where, str(problem)) from None
    except NotParsed:
        if found:
            raise
        return None
    return [f"each-investigator-at-{p}" if p in ("your-location", "this-location") else f"{EACH_AT}{p}" for p in at]


def controlling(phrase: Any) -> str | None:
    """The pronoun ending ``phrase`` that is the subject of "controls" after it ("an asset he or she controls"), taken
    off the phrase; None when it ends in none."""
    for pronoun in (["he", "or", "she"], ["they"]):
        if len(phrase.words) > len(pronoun) and phrase.words[-len(pronoun):] == pronoun:
            del phrase.tokens[-len(pronoun):]
            return " ".join(pronoun)
    return None
