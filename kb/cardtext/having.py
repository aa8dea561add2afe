"""Investigators qualified by what they have: "each investigator at your location with 4 or more damage", "an
investigator with no clues", "each other investigator with 2 or fewer resources".

A qualifier after the noun (Rules Reference: Qualifiers) narrows the investigators the rest of the phrase picks to
those holding that many tokens of one kind — damage and horror on them, clues and resources in their pool. The phrase
is read without it by the one reader of investigator phrases, and its selector is wrapped:
``with-at-least:4-damage:each-investigator-at-your-location``, ``with-at-most:0-clues:an-investigator``. The engine
picks what the wrapped selector picks, in its order, keeping those that hold the count as the effect resolves.

A "with" phrase of another shape ("with the most clues", "with a Tome asset") is refused with the reason, quoted.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from .investigator_roles import by_role, yet_to_take_turn
from .model import NotParsed
from .others import other_than_you

P = TypeVar("P")

#: What an investigator is counted by, as printed (singular and plural) → the engine's name.
TOKENS = {"damage": "damage", "horror": "horror", "clue": "clues", "clues": "clues", "resource": "resources",
          "resources": "resources"}
PREFIX = "with-"
#: The piles an investigator's cards are counted in, as printed after "cards in" → the investigator's list
#: ("with more than 10 cards in his or her discard pile": ``discard``; Discard Piles, Hand Size).
PILES = {"discard pile": "discard", "hand": "hand"}
_OWNERS = ("his or her ", "their ", "your ", "its ")
_PRINTED = re.compile(r"(?:(?P<n>\d+) or (?P<cmp>more|fewer|less)|(?P<none>no)|(?P<than>more|fewer|less) than (?P<m>\d+))"
                      r" (?P<what>[a-z]+)")
_SELECTOR = re.compile(r"with-(?P<cmp>at-least|at-most):(?P<n>\d+)-(?P<what>damage|horror|clues|doom|resources|discard|hand)"
                       r":(?P<rest>.+)", re.S)
NOT_COUNTED = "'{}': the engine's selectors of investigators have no qualifier of this shape"


@dataclass(frozen=True)
class Having:
    """A selector of investigators (or cards: :mod:`.token_holders`) holding a count read: the token counted, the
    bound, and the selector wrapped."""

    what: str
    at_least: int | None
    at_most: int | None
    plain: str

    def amount(self, investigator: Any) -> int:
        """What the investigator (or card) has of the count: tokens of the kind, or the cards in the pile."""
        held = getattr(investigator, self.what)
        return len(held) if isinstance(held, list) else held

    def holds(self, amount: int) -> bool:
        """Whether an investigator with ``amount`` of the token qualifies."""
        return (self.at_least is None or amount >= self.at_least) and (self.at_most is None or amount <= self.at_most)


def having_qualifier(words: list[str], text: str) -> bool:
    """Whether a "with" phrase after a noun phrase of ``words`` is an investigator's count ("with 4 or more damage"):
    the instruction reader keeps it as the phrase's ``having``."""
    return words[-1:] in (["investigator"], ["investigators"]) and _PRINTED.fullmatch(text.lower()) is not None


def selector(having: str, plain: str, pile: str | None = None) -> str:
    """The engine's selector of the investigators ``plain`` picks that have ``having`` ("4 or more damage"; "more
    than 10 cards" with the ``pile`` they are in, "his or her discard pile": 11 or more, the counts being whole)."""
    m = _PRINTED.fullmatch(having.lower())
    what = None if m is None else _pile(pile) if counts_cards(having) else TOKENS.get(m.group("what"))
    if m is None or what is None or (pile is not None and what in TOKENS.values()):
        raise NotParsed(having, NOT_COUNTED.format(having + (f" in {pile}" if pile else "")))
    return f"{PREFIX}{_bound(m)}-{what}:{plain}"


def _bound(m: re.Match[str]) -> str:
    """The engine's bound of a printed count ("4 or more" → ``at-least:4``, "no" → ``at-most:0``, "more than 10" →
    ``at-least:11``, the counts being whole)."""
    if m.group("than"):
        more, n = m.group("than") == "more", int(m.group("m"))
        return f"at-least:{n + 1}" if more else f"at-most:{n - 1}"
    return "at-most:0" if m.group("none") else ("at-least:" if m.group("cmp") == "more" else "at-most:") + m.group("n")


def bound_of(printed: str) -> tuple[str, str] | None:
    """A printed count and what it counts ("1 or more doom" → (``at-least:1``, ``doom``)), else None."""
    m = _PRINTED.fullmatch(printed.lower())
    return None if m is None else (_bound(m), m.group("what"))


def _pile(pile: str | None) -> str | None:
    """The investigator's pile cards are counted in ("his or her discard pile" → ``discard``); None: none named."""
    printed = (pile or "").lower()
    for owner in _OWNERS:
        printed = printed.removeprefix(owner)
    return PILES.get(printed)


def counts_cards(having: str) -> bool:
    """Whether a count after the noun counts cards ("more than 10 cards"): the place after it is their pile."""
    m = _PRINTED.fullmatch(having.lower())
    return m is not None and m.group("what") in ("card", "cards")


def having_of(selector_: str) -> Having | None:
    """The parts of a selector of investigators holding a count, else None."""
    m = _SELECTOR.fullmatch(selector_)
    if m is None:
        return None
    n = int(m.group("n"))
    least = m.group("cmp") == "at-least"
    return Having(m.group("what"), n if least else None, None if least else n, m.group("rest"))


def picks_one(selector_: str, ones: tuple[str, ...]) -> bool:
    """Whether a selector picks one (begins with one of ``ones``), a count-qualified one by what it wraps: "choose an
    investigator with 1 or more horror" is a choice."""
    selector_ = yet_to_take_turn(selector_) or selector_  # "choose another investigator who has yet to take …"
    found = having_of(selector_)
    return (found.plain if found else selector_).startswith(ones)


def with_counts(read: Callable[[P, Any], str]) -> Callable[[P, Any], str]:
    """``read`` (the reader of investigator phrases), also reading a count after the noun: the phrase read without
    it, its selector wrapped (:func:`selector`)."""
    @functools.wraps(read)
    def reading(phrase: P, ctx: Any) -> str:
        having = getattr(phrase, "having", None)
        if not having:
            return read(phrase, ctx)
        pile = getattr(phrase, "where", None) if counts_cards(having) else None  # the pile the cards are in
        try:
            plain = replace(phrase, having=None, **({"where": None} if pile else {}))
            return selector(having, read(plain, ctx), pile)
        except NotParsed as problem:  # quoted as printed, with its count
            raise NotParsed(getattr(phrase, "text", having), problem.reason, problem.role) from None
    return reading


def investigator_qualifiers(read: Callable[[P, Any], str]) -> Callable[[P, Any], str]:
    """The reader of investigator phrases with the determiners and qualifiers it composes: a count after the noun
    (wrapping the rest), "another" / "each other" (:mod:`.others`)."""
    return with_counts(other_than_you(by_role(read)))
