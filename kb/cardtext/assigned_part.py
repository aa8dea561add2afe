"""A condition on where part of the damage or horror a triggering condition names is assigned: "When you take horror,
if at least 1 of that horror is not assigned to Daniel Chesterfield".

Taking Damage/Horror: damage or horror an investigator takes is dealt to him or her, who assigns it among his or her
investigator and assets (FAQ 2.1); the engine has one occurrence for each card it is assigned to, and takes those of
one dealing to one investigator as one taking (``core/triggers.one_occurrence``). "At least 1 of that horror is not
assigned to X" is then the taking having an occurrence assigned to another card than X: the filter excepts the
occurrences assigned to X (``except: {what: X}``); "… is assigned to X", an occurrence assigned to X (``what: X``).
Only an event of damage or horror taken, of the same kind, named by its taker and not by what it is assigned to, is
read so; anything else is left to the caller (None).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .instruction import Phrase
from .tokens import tokenize
from .trigger_tree import _thing
from .words import WHAT_FILTERS

Filter = dict[str, Any]

#: "<event>, if at least 1 of that <damage|horror> is (not) assigned to <card>".
_ASSIGNED = re.compile(r"(?P<event>.+?),\s*if at least (?:1|one) of (?:that|the) (?P<kind>damage|horror) is "
                       r"(?P<not>not )?assigned to (?P<card>.+)", re.I)
#: The kind of token → the event of its taking.
_EVENTS = {"damage": "damage-dealt", "horror": "horror-dealt"}


def assigned_part(rest: str, read: Callable[[str], Filter | None]) -> Filter | None:
    """The filter of "<you take horror>, if at least 1 of that horror is (not) assigned to <card>", the event read by
    ``read``; None when the words are not that shape or a part is not read."""
    m = _ASSIGNED.fullmatch(rest)
    if m is None:
        return None
    found = read(m.group("event"))
    card = _thing(Phrase(list(tokenize(m.group("card")))), WHAT_FILTERS)
    if found is None or card is None or found.get("event") != _EVENTS[m.group("kind").lower()] \
            or not found.get("who") or found.get("what") or "except" in found or "any-of" in found:
        return None
    return {**found, "except": {"what": card}} if m.group("not") else {**found, "what": card}
