"""An agenda forbidden to advance by its doom for a duration: "Until the end of the phase, the agenda cannot advance by
reaching its doom threshold" → a ``lasting`` effect with ``cannot`` on the engine's ``advance`` of an agenda ``via``
doom (Cannot is absolute: at the threshold check the agenda does not advance while it lasts; Doom).

The event is the one a "would advance by reaching its doom threshold" triggering condition names, read by the same
frame (:func:`.trigger_events.advances_by_doom`): "the agenda", "this agenda", "the current agenda". An agenda
advanced by a card effect is not "by reaching its doom threshold", and so not forbidden. Any other subject of
"cannot advance" is left to the other rules (which refuse it with their reason).
"""

from __future__ import annotations

from .instruction import Instruction
from .trigger_events import advances_by_doom
from .vocabulary import Context, Effect


def cannot_advance(ins: Instruction, ctx: Context) -> list[Effect] | None:
    """The lasting effect forbidding the agenda's advance by doom; None when the instruction is no such advance."""
    if ins.verb != "advance" or (applies := advances_by_doom(ins)) is None:
        return None
    if ins.duration is None:
        raise ins.refuse("an agenda forbidden to advance with no duration: how long would it last?")
    return [{"effect": "lasting", "duration": ins.duration, "applies-to": applies, "cannot": True}]
