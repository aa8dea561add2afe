"""Triggering conditions joined by "or" / "and/or": "When you resign or the game ends", "After you are dealt damage
and/or horror", "When an enemy attacks you or is defeated" — a condition that is any of several events (the engine's
``any-of``: the ability triggers at a timing point of either, once however many of them that timing point is).

Coordination with ellipsis, not a sentence pattern: the condition splits at its one "or" / "and/or"; the first
conjunct is a whole condition, and the second either is one too ("the game ends") or leaves out a beginning it
shares with the first — its subject ("[an enemy] is defeated"), or its subject and verb ("[you are dealt] horror").
Or the first leaves out an end it shares with the second — two subjects, one predicate: "When @self's location or a
connecting location is flipped over" (:func:`_shared_predicate`). The shortest shared beginning (or end) that makes the
conjunct a condition is the one read, each conjunct read by the same rules as a condition alone. Anything else (three
conjuncts, a noun coordination inside one phrase — "a Hex or Pact card" —, a conjunct no rule reads, a conjunct
carrying a condition on the state) is refused: the caller reports the whole condition as a gap.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .trigger_tree import Filter

#: The conjunctions that make a condition any of its conjuncts.
_OR = re.compile(r"\s+(?:and/or|or)\s+", re.I)
#: A parenthesised reminder ("(by defeat or resignation)") is no coordination of conditions.
_PAREN = re.compile(r"\([^)]*\)")

ANY_OF = "any-of"


def joined(condition: str, read_one: Callable[[str], Filter | None]) -> Filter | None:
    """``{"any-of": [first, second]}`` when ``condition`` is two conditions joined by "or" / "and/or" that
    ``read_one`` reads (the second completed by the shortest beginning it shares with the first); None otherwise."""
    if _PAREN.search(condition):
        return None
    parts = _OR.split(condition)
    if len(parts) != 2:
        return None
    left, right = parts
    first = read_one(left)
    if first is None:
        return _shared_predicate(left, right, read_one)
    words = left.split()
    second = next((found for k in range(len(words))
                   if (found := read_one(" ".join([*words[:k], right]))) is not None), None)
    if second is None or second == first or any("condition" in f or ANY_OF in f for f in (first, second)):
        return None
    return {ANY_OF: [first, second]}


def _shared_predicate(left: str, right: str, read_one: Callable[[str], Filter | None]) -> Filter | None:
    """Two subjects of one predicate ("X or Y is flipped over"): the second is a whole condition, and the first, its
    subject alone, takes the second's predicate — the shortest end of the second that, after the first, reads as a
    condition (so that none of the second's subject is taken). None when no end does, or the two read the same."""
    second = read_one(right)
    if second is None or "condition" in second or ANY_OF in second:
        return None
    words = right.split()
    ends = (" ".join([left, *words[k:]]) for k in range(len(words) - 1, 0, -1))
    first = next((found for end in ends if (found := read_one(end)) is not None), None)
    if first is None or first == second or "condition" in first or ANY_OF in first:
        return None
    return {ANY_OF: [first, second]}
