"""The verb frame "[During <a phase>,] you may choose (not to | to not) gain resources": a resource gain the investigator
may decline (Dark Horse).

"May" (May): the player chooses whether to resolve what it offers; here it offers not gaining what the game (or a card)
gives. The frame's slots: a leading phase ("During the upkeep phase,": the constant holds only in that phase, its
condition's ``during``, Appendix II), the subject "you" with "may choose", the negated infinitive, and its object. The
engine's constant ``declinable`` on ``gain-resources`` holds it (``procedures/declining.py``). A choice to forgo any
other thing ("may choose not to draw cards") is left to the refusal that names it (:mod:`.setup_properties`).
"""

from __future__ import annotations

from typing import Any

from .constant_restrict import PHASES
from .tokens import Token

Fields = dict[str, Any]

#: The negated infinitive after "may choose".
_NOT_TO = (["not", "to"], ["to", "not"])
#: What may be declined → the engine's event of it.
_FORGONE = {("gain", "resources"): "gain-resources"}


def forgone(tokens: list[Token]) -> list[Fields] | None:
    """The ``declinable`` constant "[During <a phase>,] you may choose not to <verb> <object>" means; None for a
    sentence in another frame, or a verb and object the engine cannot let an investigator decline."""
    words = [t.low for t in tokens if t.low not in (",", ".")]
    during = None
    if len(words) > 4 and words[0] == "during" and words[1] in ("the", "each") and words[2] in PHASES \
            and words[3] == "phase":
        during, words = f"{words[2]}-phase", words[4:]
    if words[:3] != ["you", "may", "choose"] or words[3:5] not in _NOT_TO:
        return None
    event = _FORGONE.get(tuple(words[5:]))
    if event is None:
        return None
    read: Fields = {"applies-to": {"event": event, "who": "you"}, "declinable": True}
    return [{**read, "condition": {"during": during}}] if during else [read]
