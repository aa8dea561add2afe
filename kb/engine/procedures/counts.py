"""What a card counts in the game's state: "for each clue on your location", "X is the amount of horror on
you" — one vocabulary (``FOR_EACH_COUNTS``) for a `for-each` effect and a chaos token's modifier.

The margin of a skill test ("each point you fail by") is counted by the effect that needs the test
(``effects/foreach.py``); the counts here read only the state, for the investigator "you" names (for a
chaos token's line, the investigator performing the test).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core.engine import Engine
    from ..core.state import State
    from ..situation.spec import CountCondition

#: count -> (how it is counted for "you", how it reads in the trace)
_COUNTS: dict[str, tuple[Callable[[State, str], int], str]] = {
    "clue-on-your-location": (lambda s, you: s.locations[s.investigators[you].location].clues
                              if s.investigators[you].location in s.locations else 0, "clues on {you}'s location"),
    "horror-on-you": (lambda s, you: s.investigators[you].horror, "horror on {you}"),
    "damage-on-you": (lambda s, you: s.investigators[you].damage, "damage on {you}"),
    "resource-you-have": (lambda s, you: s.investigators[you].resources, "resources {you} has"),
    "base-shroud-of-your-location": (lambda s, you: s.locations[s.investigators[you].location].shroud
                                     if s.investigators[you].location in s.locations else 0,
                                     "the base shroud of {you}'s location"),
    "doom-in-play": (lambda s, you: s.doom_in_play(), "doom in play"),
    "clue-you-have": (lambda s, you: s.investigators[you].clues, "clues {you} has"),
    "enemy-at-your-location": (lambda s, you: len(s.enemies_at(s.investigators[you].location)),
                               "enemies at {you}'s location"),
    "card-in-your-discard-pile": (lambda s, you: len(s.investigators[you].discard), "cards in {you}'s discard pile"),
}


def holds(engine: Engine, condition: CountCondition, you: str) -> tuple[bool, str]:
    """Whether a count condition ("Play only if there is a clue on your location") holds now for ``you``."""
    counted = count_now(engine, condition.count, you)
    n, words = counted if counted is not None else (0, "nothing to count")
    low = condition.at_least if condition.at_least is not None else 0
    high = condition.at_most
    return low <= n and (high is None or n <= high), words


def counts(what: str) -> bool:
    """Whether ``what`` is a count of the state (not a test's margin)."""
    return what in _COUNTS


def count_now(engine: Engine, what: str, you: str | None) -> tuple[int, str] | None:
    """How many ``what`` counts now for ``you``, and how to say it; None when it has no investigator to count for."""
    if what not in _COUNTS or you is None or you not in engine.state.investigators:
        return None
    counter, words = _COUNTS[what]
    n = counter(engine.state, you)
    return n, f"{n} ({words.format(you=you)})"
