"""A count of the tokens on what a demonstrative names, bound by the rule of reference: "…, or place 1 doom on
Interstellar Traveler if there are no clues on that location" after "When Interstellar Traveler enters a location".

The same count as the tokens on a card named as printed (:mod:`.composed_counts`: "clues on Rex Murphy",
``clue-on:Rex Murphy``), its holder a demonstrative ("that location", "that enemy") that :func:`.reference.refer`
binds to what the triggering condition names: the location entered (``triggering-to``) or the card it names
(``triggering-what``). The engine binds those to the occurrence's card or location as it counts. A demonstrative
bound to anything else (a card picked anew, several) is no such count (None): composed counts are not guessed.
"""

from __future__ import annotations

import re
from typing import Any

from . import reference
from .vocabulary import Context

#: "there are no clues on that location", "there is 1 or more doom on that enemy".
_THERE = re.compile(r"there (?:is|are) (?:(?P<none>no)|(?P<n>\d+) or more) (?P<token>clues?|doom)(?: tokens?)? "
                    r"on (?P<ref>that [a-z]+)", re.I)
#: The selectors of what a triggering condition names that the engine binds as it counts.
_BOUND = frozenset({"triggering-to", "triggering-what"})


def referred_count(printed: str, ctx: Context) -> dict[str, Any] | None:
    """The condition "there are no clues on that location" (as printed, no "if") → ``{count: clue-on:<selector>,
    at-most: 0}`` (``at-least: N`` for "N or more"); None for any other words or a demonstrative bound otherwise."""
    m = _THERE.fullmatch(printed.strip())
    if m is None:
        return None
    bound = reference.refer_or_none(m.group("ref").lower().split(), ctx)
    if bound not in _BOUND:
        return None
    token = "clue" if m.group("token").lower().startswith("clue") else "doom"
    bounds = {"at-most": 0} if m.group("none") else {"at-least": int(m.group("n"))}
    return {"count": f"{token}-on:{bound}", **bounds}
