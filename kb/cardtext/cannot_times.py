"""A 'cannot' bounded by a count of times: "<subject> cannot <verb> … more than once / twice / N times each (per)
<period>" ("You cannot move more than once each turn").

The engine's 'cannot' is absolute (Cannot): it forbids each occurrence that fits, whenever it fits. A bound on the
times is the same 'cannot' under a condition on what has happened this period: once the subject has done it N
times, it cannot again. So the frame's trailing adverbial is cut off and read as the constant's ``condition`` on the
engine's count of the times the verb's event happened (:data:`DONE`, recorded by ``core/history.py``) — a count of
the past, bound to "you": whose moves they are is the investigator the constant governs. A verb whose event the
engine records no count of, or another subject, is refused with the reason, never kept unbounded.
"""

from __future__ import annotations

from typing import Any

from .grammar import Chunk
from .model import NotParsed
from .words import NUMBER_WORDS

Fields = dict[str, Any]

#: The adverb of a count of times → how many.
TIMES: dict[str, int] = {"once": 1, "twice": 2}
#: The periods a count of times is bounded by (Limits and Maximums: turn, phase, round).
PERIODS = ("turn", "phase", "round")
#: A verb → the prefix of the engine's count of the times it was done in a period (``<prefix><period>``).
DONE: dict[str, str] = {"move": "move-you-made-this-"}


def _words(chunks: list[Chunk]) -> list[str]:
    return [t.low for c in chunks for t in c.tokens]


def _times(words: list[str]) -> tuple[int, str] | None:
    """"more than once each turn", "more than 2 times per round" → (the most allowed, the period); None for any
    other words."""
    if words[:2] != ["more", "than"] or len(words) < 5:
        return None
    rest = words[2:]
    if rest[0] in TIMES:
        most, rest = TIMES[rest[0]], rest[1:]
    elif len(rest) > 1 and rest[1] in ("time", "times") and (rest[0].isdigit() or rest[0] in NUMBER_WORDS):
        most, rest = int(rest[0]) if rest[0].isdigit() else NUMBER_WORDS[rest[0]], rest[2:]
    else:
        return None
    if len(rest) != 2 or rest[0] not in ("each", "per") or rest[1] not in PERIODS:
        return None
    return most, rest[1]


def names_times(words: list[str]) -> bool:
    """Whether the words name a count of times after "more than" anywhere ("cards more than twice each round"),
    whatever follows it."""
    at = next((k for k in range(len(words) - 2) if words[k:k + 2] == ["more", "than"]), None)
    rest = words[at + 2:] if at is not None else []
    return bool(rest) and (rest[0] in TIMES or rest[1:2] in (["time"], ["times"]))


def times_at(chunks: list[Chunk]) -> int | None:
    """Where a trailing bound on the times ("more than once each turn") begins among the chunks after the verb; None
    without one."""
    for k, chunk in enumerate(chunks):
        if chunk.tokens and chunk.tokens[0].low == "more" and _times(_words(chunks[k:])) is not None:
            return k
    return None


def bounded(verb: str, who: str, after: list[Chunk], text: str) -> tuple[list[Chunk], Fields | None]:
    """The chunks after the verb without a trailing bound on the times, and the condition under which the 'cannot'
    holds (the times done this period at least the most allowed); None without a bound. :class:`NotParsed` for a
    bound the engine counts nothing of."""
    at = times_at(after)
    if at is None:
        return after, None
    most, period = _times(_words(after[at:])) or (0, "")
    if verb not in DONE or who != "you":
        raise NotParsed(text, f"a 'cannot' bounded by a count of times ('more than {most} each {period}') on what "
                        "the engine counts no times of (it counts the moves you make)", "constant")
    return after[:at], {"count": f"{DONE[verb]}{period}", "at-least": most}
