"""Actions of a kind that do not provoke attacks of opportunity: "Engage actions you perform do not provoke attacks of
opportunity", "Move actions do not provoke attacks of opportunity".

Attack of Opportunity: each action but fight, evade, parley and resign provokes one attack from each ready enemy
engaged with its performer. A constant may add a kind of action to those that do not: the kind is the action's
(``perform-action``'s ``via``), whom it governs the performer ("you perform": ``you``; no performer said: any
investigator); the constant's ``provokes: false`` is what the engine reads as it would make the attacks
(``procedures/opportunity.py``). "Playing X does not provoke …" (one card's play) is :mod:`.constant_restrict`'s.
"""

from __future__ import annotations

from typing import Any

from .grammar import Chunk
from .instruction import Instruction

Fields = dict[str, Any]

#: The actions an investigator may perform, as a constant names their kind ("Engage actions") → the
#: ``perform-action`` via (Actions: the basic actions, and an ability's activation).
ACTION_KINDS = ("investigate", "move", "draw", "resource", "engage", "play", "activate")
#: Who performs them, as the subject says after "actions" → whom the constant governs.
PERFORMERS = {(): "investigator", ("you", "perform"): "you", ("you", "take"): "you"}


def unprovoked(ins: Instruction, after: list[Chunk]) -> list[Fields] | None:
    """"<kind> actions [you perform] do not provoke attacks of opportunity" → a constant on ``perform-action`` of that
    kind with ``provokes: false``; None for any other sentence."""
    words = [t.low for c in after for t in c.tokens if c.kind != "punct"]
    subject = ins.subject.words if ins.subject is not None else []
    if ins.verb != "provoke" or "cannot" not in ins.auxiliaries or words != ["attacks", "of", "opportunity"]:
        return None
    if len(subject) < 2 or subject[0] not in ACTION_KINDS or subject[1] != "actions":
        return None
    who = PERFORMERS.get(tuple(subject[2:]))
    if who is None:
        return None
    return [{"applies-to": {"event": "perform-action", "who": who, "via": subject[0]}, "provokes": False}]
