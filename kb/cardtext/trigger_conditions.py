"""More conditions a triggered ability names after its triggering condition ("At the end of the enemy phase, if a
ready enemy is at attached location", "At the start of the enemy phase, if no investigator controls Peter Clover"):
the ability's ``condition``, checked when the triggering condition occurs — unmet, the ability is not offered (Forced
Abilities: "initiate … automatically at a specified timing point"; Triggered Abilities: "A player must always meet
the prerequisites of a triggered ability in order to trigger that ability").

Each reading composes its parts as every condition is: a thing in play from its noun phrase and place
(:mod:`.composed_counts`, bounded by :func:`counts.condition`'s record: ``{count, at-least}``), a card by its printed
name. What none of them reads is left to the caller, which reports the whole condition as a gap.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .composed_counts import composed_count
from .instruction import Phrase, printed_name
from .tokens import tokenize
from .words import SELF

#: "a ready enemy is at attached location", "an enemy is at your location": something in play that a composed filter
#: fits (its noun phrase and place) — at least one of them (A, An: "one or more").
_EXISTS = re.compile(r"(?P<np>(?:a|an) .+?) (?:is|are) (?P<place>at|in) (?P<where>.+)", re.I)
#: "no investigator controls Peter Clover", "an investigator controls X": the card under no one's control (a card
#: out of play is controlled by no one: Ownership and Control) or under someone's.
_CONTROLS = re.compile(r"(?P<who>no|an) investigator controls (?P<card>.+)", re.I)


def _exists(m: re.Match[str]) -> dict[str, Any] | None:
    counted = composed_count(f"{m.group('np')} {m.group('place').lower()} {m.group('where')}")
    return None if counted is None or not counted.startswith("in-play:") else {"count": counted, "at-least": 1}


def _controls(m: re.Match[str]) -> dict[str, Any] | None:
    words = m.group("card").strip()
    card = "self" if words.lower() in ("it", SELF.lower()) else printed_name(Phrase(tokenize(f"If {words}")[1:]))
    if card is None:
        return None
    return {"card": card, "state": "not-controlled-by-any" if m.group("who").lower() == "no" else "controlled-by-any"}


#: The readings, in order: each returns None when the words are not its shape.
_READINGS = ((_EXISTS, _exists), (_CONTROLS, _controls))


#: The one conjunction a condition of two conditions is joined by.
_AND = " and "


def conjoined(printed: str, read_one: Callable[[str], dict[str, Any] | None]) -> dict[str, Any] | None:
    """"if Winged One is ready and unengaged", "if you have no clues and there are no enemies at your location": a
    condition that holds when both of its conjuncts do (``all-of``). Coordination with ellipsis, as for triggering
    conditions joined by "or": the first conjunct is a whole condition, the second either one too or one leaving out
    a beginning it shares with the first ("[Winged One is] unengaged"), the shortest such beginning read. Anything
    else (three conjuncts, a conjunct no reading takes) is None."""
    words = printed.strip().rstrip(".:,")
    if not words.lower().startswith("if ") or words.count(_AND) != 1:
        return None
    left, right = words[3:].split(_AND)
    first = read_one(f"if {left}")
    if first is None:
        return None
    shared = left.split()
    second = next((found for k in range(len(shared))
                   if (found := read_one(f"if {' '.join([*shared[:k], right])}")) is not None), None)
    return None if second is None or second == first else {"all-of": [first, second]}


def state_condition(printed: str) -> dict[str, Any] | None:
    """The ``condition`` of a trailing "if" (its words after "if", as printed) that the count and card-state readings
    of :mod:`.conditions` do not take; None when none of these readings takes it either."""
    words = printed.strip().rstrip(".:,")
    for pattern, read in _READINGS:
        m = pattern.fullmatch(words)
        if m is not None and (found := read(m)) is not None:
            return found
    return None
