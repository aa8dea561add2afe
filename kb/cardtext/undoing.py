"""An action undone: "Undo that action" (Time Warp) → the engine's ``undo-action``: the game state returns to the
way it was before the action the triggering condition names was performed, except for the playing of the card
undoing it and its costs (the engine's checkpoint of a ``perform-action``).

Only "that action" after a triggering condition on an action performed (its 'after': the action has resolved in
full) names one the engine keeps a state before; any other object, or no such condition, is refused.
"""

from __future__ import annotations

from .instruction import Instruction
from .lowering import RULES
from .vocabulary import Context, Effect


def undo(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Undo that action": the action the triggering condition names (``perform-action``)."""
    if ins.object is None or ins.object.words != ["that", "action"] or ins.object.where or ins.slots \
            or ins.subject is not None or ctx.event != "perform-action":
        raise ins.refuse()
    return [{"effect": "undo-action"}]


RULES["undo"] = undo
