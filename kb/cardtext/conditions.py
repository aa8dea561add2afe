"""A condition printed before an ability's colon ("If there are no clues here", "If you have 10 or
more resources"), a constant's "while" and a trigger's trailing "if" → the engine's ability ``condition``:
a bounded count of the state (``count``, ``at-least`` / ``at-most``), composed by ``counts.condition`` as
every count condition is.

"During your turn" names the time period the ability may be used in (``during``); with a count
("During your turn, if you are not engaged with any enemies") the condition holds both.
Anything else is refused with the printed words.
"""

from __future__ import annotations

import re
from typing import Any

from .counts import condition
from .model import NotParsed

#: The time periods an ability may be used in → the engine's ``during``.
PERIODS = {"during your turn": "your-turn", "during any investigator's turn": "any-turn"}


def parse_condition(low: str) -> dict[str, Any] | None:
    """The ``condition`` of one cost part (lower case, the card's name as ``@self``), or None."""
    if low in PERIODS:
        return {"during": PERIODS[low]}
    if not low.startswith("if "):
        return None
    try:
        return condition(low[3:])
    except NotParsed:
        return None


_TRAILING = re.compile(r"^(?P<trigger>.+?),\s*(?P<condition>if .+?)[:.,]?$", re.I)


def cut_condition(trigger: str) -> tuple[str, dict[str, Any] | None]:
    """"When you would discover 1 or more clues at your location, if you have no clues" → the triggering
    condition and the count it is met under (checked when it occurs); unchanged when the trailing "if" is no
    count the engine checks (the trigger's own reading then says what it is)."""
    m = _TRAILING.fullmatch(trigger.strip())
    if m is None:
        return trigger, None
    found = parse_condition(m.group("condition").lower())
    return (m.group("trigger"), found) if found is not None else (trigger, None)
