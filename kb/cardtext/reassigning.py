"""The verb frame "place <N> of that <damage / horror> on <X>": some of the damage or horror being dealt reassigned to
another card, placed there ("When any amount of horror would be placed on you: Place 1 of that horror on Key of Ys").

Abilities that reassign damage or horror being dealt resolve between assigning and applying it (Dealing Damage/Horror),
so the frame is read only in a 'when' / 'would' window of damage or horror being dealt, "that damage" / "that horror"
naming what is being dealt (the window's own kind); X any card the reader composes (the card itself by its name). It
lowers onto the engine's ``reassign-dealt``. Importing the module registers the reading around the rule of "place"
(:data:`.lowering.RULES`), as :mod:`.up_to` registers its own; any other object of "place" is left to that rule.
"""

from __future__ import annotations

from .instruction import Instruction, Phrase, amount, target
from .lowering import RULES, Rule
from .vocabulary import Context, Effect

#: "that damage" / "that horror" → the event of its being dealt.
_DEALT = {("that", "damage"): "damage-dealt", ("that", "horror"): "horror-dealt"}


def reassigned_or(rule: Rule) -> Rule:
    """``rule`` reading "place N of that horror on X" as ``reassign-dealt``; else ``rule`` as it is."""
    def read(ins: Instruction, ctx: Context) -> list[Effect]:
        of, on = ins.slots.get("of"), ins.slots.get("on")
        if ins.object is None or of is None or tuple(of.words) not in _DEALT or not ins.object.tokens \
                or ins.object.tokens[0].kind != "number":
            return rule(ins, ctx)
        if on is None or set(ins.slots) != {"of", "on"} or ins.subject is not None:
            raise ins.refuse("some of the damage or horror being dealt reassigned to what the engine's selectors "
                             "cannot name")
        if ctx.event != _DEALT[tuple(of.words)] or ctx.timing not in ("when", "would"):
            raise ins.refuse(f"'{' '.join(of.words)}' reassigned needs a 'when … would be dealt / placed' triggering "
                             "condition of it")
        n, _, _ = amount(Phrase(ins.object.tokens + of.tokens[1:]))
        return [{"effect": "reassign-dealt", "amount": n, "to": target(on, ctx)}]
    return read


RULES["place"] = reassigned_or(RULES["place"])
