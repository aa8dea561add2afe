"""A condition that every one of some things is in a state: "each location in play is revealed", "each enemy at your
location is exhausted". The engine bounds counts, so "each X is S" is read as its equivalent "there is no X that is not
S": the things of the opposite state counted (composed as any count of things in play, :mod:`.composed_counts`), at
most 0. Only the states with exactly one opposite are read (a location is revealed or unrevealed, a card ready or
exhausted, an enemy engaged or unengaged: Location Cards, Exhausting, Enemy Engagement); "each enemy is damaged" has
no word for its opposite and is left to the readings after this one.
"""

from __future__ import annotations

import re
from typing import Any, Callable

#: A state → its one opposite, the qualifier the things not in the state have.
_OPPOSITE = {"revealed": "unrevealed", "unrevealed": "revealed", "ready": "exhausted", "exhausted": "ready",
             "engaged": "unengaged", "unengaged": "engaged"}
_EACH = re.compile(r"each (?P<np>.+?) (?:is|are) (?P<not>not )?(?P<state>" + "|".join(_OPPOSITE) + ")", re.I)


def universal_condition(printed: str, compose: Callable[[str], str | None]) -> dict[str, Any] | None:
    """"each location in play is revealed" (as printed, no leading "if") → ``{count: in-play:unrevealed-location,
    at-most: 0}``, ``compose`` composing the count of the opposite's noun phrase ("unrevealed location in play");
    None for any other words or a noun phrase that composes into no count."""
    m = _EACH.fullmatch(printed.strip().rstrip(".:,"))
    if m is None:
        return None
    state = m.group("state").lower()
    wanted = state if m.group("not") else _OPPOSITE[state]  # "each … is not ready": none of them may be ready
    count = compose(f"{wanted} {m.group('np')}")
    return None if count is None else {"count": count, "at-most": 0}
