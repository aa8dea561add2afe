"""An act's clue threshold spent only at a timing point: "When the round ends, investigators in the hallway may, as a
group, spend the requisite number of clues to advance."

Act Deck and Agenda Deck: the investigators advance the act by spending its clue threshold as a group, "normally done
as a [free] player ability", and an "Objective –" instruction "overrides or adds additional requirements" to that
spending. A triggering condition opening the objective ("When the round ends, …") is such a requirement: the clues
may be spent then, and only then — an optional triggered ability of the act (Triggered Abilities: "may"), its cost
the group's clues. The reader sets the timing point apart (:func:`timed_spending`) and reads the rest as any
objective about spending the threshold (:func:`.objective.spend_objective`); the act's ``objective`` card field then
holds both, ``spend-when`` in the shape of an event's ``play-when`` (``timing`` and ``trigger``), and the engine gives
the act that triggered ability instead of the free one.
"""

from __future__ import annotations

import re
from typing import Any

from .model import NotParsed
from .state_triggers import STATE_HOLDS
from .triggers import parse_trigger

#: "When the round ends, <the spending>": the timing point runs to the first comma.
_OPENING = re.compile(r"^(?P<when>(?:when|after|at) [^,]+), (?P<rest>.+)$", re.I | re.S)


def timed_spending(body: str) -> tuple[dict[str, Any], str] | None:
    """The timing point opening an objective (``{timing, trigger}``, an event the reader reads with no state in it) and
    the rest of the objective; None when it opens with none (or with one the reader does not read as an event)."""
    m = _OPENING.match(body.strip())
    if m is None:
        return None
    try:
        timing, trigger = parse_trigger(m.group("when"))
    except NotParsed:
        return None
    if trigger.get("event") in (None, STATE_HOLDS) or "condition" in trigger or timing == "if":
        return None
    return {"timing": timing, "trigger": trigger}, m.group("rest")
