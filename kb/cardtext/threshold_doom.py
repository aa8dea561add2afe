"""A constant that changes how the doom threshold is checked: "When checking the doom threshold, doom on cards other
than this agenda subtract from the total doom in play instead of adding to it".

Its "When checking …" is no timing point at which something resolves: it names the check (Doom: "If the doom in play
meets or exceeds the current agenda's doom threshold, the agenda advances") and says how the check counts — a constant
ability, active whenever its condition is met (Constant Abilities). The frame is the verb "subtract(s) from the total
doom in play instead of adding to it", its subject "doom on <cards>"; the cards are those other than the agenda the
ability is on ("cards other than this agenda", or its name): the engine's ``other-doom-subtracts`` on
``check-doom-threshold`` for that agenda (``what: self``). Any other subject or verb is no such constant (None), and
stays the gap it was.
"""

from __future__ import annotations

import re
from typing import Any

#: The moment the sentence opens with: the threshold check (Doom).
_CHECK = re.compile(r"when checking (?:the|its|this agenda's|@self's) doom threshold, (?P<rest>.+)", re.I)
#: The subject: doom on the cards other than the agenda bearing the ability.
_OTHERS = re.compile(r"doom on (?:all |each )?(?:cards?|other cards) other than (?:this agenda|@self|it)", re.I)
#: The verb frame: that doom counted with the other sign.
_SUBTRACT = re.compile(r"subtracts? from the (?:total )?doom in play instead of adding to it", re.I)


def threshold_constant(text: str) -> list[dict[str, Any]] | None:
    """The ``other-doom-subtracts`` constant of "When checking the doom threshold, doom on cards other than this agenda
    subtract from the total doom in play instead of adding to it"; None for any other sentence."""
    m = _CHECK.fullmatch(text.strip().rstrip(".").strip())
    if m is None:
        return None
    subject = _OTHERS.match(m.group("rest"))
    if subject is None or not _SUBTRACT.fullmatch(m.group("rest")[subject.end():].strip()):
        return None
    return [{"applies-to": {"event": "check-doom-threshold", "what": "self"}, "other-doom-subtracts": True}]
