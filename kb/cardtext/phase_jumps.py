"""The verbs "skip" and "repeat" with a phase as their object: "Skip this phase.", "Repeat that phase." (The Gold
Pocket Watch) → the engine's ``skip-phase`` / ``repeat-phase``.

"this phase" / "that phase" is the phase the triggering condition names ("When a phase begins", "After a phase ends")
or the one the game is in: the engine reads it from the ability's window. A phase named otherwise ("skip the mythos
phase"), a subject other than you, or anything beside the object is refused with the reason: the engine's jump names
the phase of the moment.
"""

from __future__ import annotations

from .instruction import Instruction
from .vocabulary import Context, Effect

#: The verbs, by base form → the engine's effect.
_EFFECTS = {"skip": "skip-phase", "repeat": "repeat-phase"}
#: The phrases naming the phase of the moment.
_THIS_PHASE = (["this", "phase"], ["that", "phase"], ["the", "current", "phase"])


def phase_jump(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Skip this phase" → ``skip-phase``; "Repeat that phase" → ``repeat-phase``."""
    if ins.object is None or ins.object.words not in _THIS_PHASE:
        raise ins.refuse(f"a {ins.verb} of something other than the phase of the moment (\u201cthis phase\u201d, "
                         "\u201cthat phase\u201d): the engine's phase jump names the phase a trigger names or the "
                         "game is in")
    if ins.slots or ins.subject is not None:
        raise ins.refuse()
    return [{"effect": _EFFECTS[ins.verb]}]
