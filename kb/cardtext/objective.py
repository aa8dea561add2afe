"""An act's or agenda's "Objective –" instruction whose requirement is an event: a forced ability.

"If the act has an 'Objective –' instruction, that instruction overrides or adds additional
requirements" to advancing it (Act Deck and Agenda Deck). An objective whose requirement is a
triggering condition ("If an investigator enters the Ritual Site, advance.", "When an investigator
enters The Hidden Chamber, advance.", "If the Ghoul Priest is defeated, advance.") is met the moment
that event has happened, and the card then does what it says without anyone choosing to: the engine
runs it as a Forced ability on the card, triggering on that event. Its "If" is the event having
happened, so it triggers *after* it; "When" and "When … would" keep their own timing.

Any other requirement — a state of the game ("If there are no clues in the Engine Car"), a group
spending clues ("Only investigators at X may spend the requisite number of clues"), an instruction to
find something — is refused with its reason: the engine has no ability kind for it.
"""

from __future__ import annotations

import re
from typing import Any

from .effects import parse_effects
from .model import NotParsed
from .triggers import parse_trigger
from .vocabulary import Context

#: "If/When <condition>, <instruction>.": the condition runs to the first comma.
_SHAPE = re.compile(r"^(?P<condition>(?:if|when|after) [^,]+), (?P<then>.+)$", re.I)


def parse_objective(body: str, card_type: str | None) -> tuple[str, dict[str, Any], list[dict[str, Any]]]:
    """``(timing, trigger, effects)`` of a forced ability doing what the objective says when its event
    happens; :class:`NotParsed` (with the reason) when its requirement is not an event the engine raises
    or its instruction is not one the engine runs."""
    m = _SHAPE.match(body.strip())
    if m is None:
        raise NotParsed(body, "a bold 'Objective –' instruction whose requirement is no triggering condition: "
                        "the engine's abilities have no kind for it")
    try:
        timing, trigger = parse_trigger(m.group("condition"))
    except NotParsed as problem:
        raise NotParsed(body, "a bold 'Objective –' instruction whose requirement is not an event the engine "
                        f"raises ({problem.reason})") from None
    timing = "after" if timing == "if" else timing
    read = parse_effects(m.group("then"), Context(kind="forced", timing=timing, trigger=trigger, card_type=card_type))
    if read.problems or not read.effects or read.designator or read.card:
        raise NotParsed(body, "a bold 'Objective –' instruction whose instruction the engine does not run"
                        + (f" ({read.problems[0].reason})" if read.problems else ""))
    return timing, trigger, list(read.effects)
