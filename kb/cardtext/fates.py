"""Trauma an investigator suffers by a card's instruction: "(You) suffer N physical / mental trauma".

Campaign Play (Trauma): an investigator "suffers 1 physical trauma (recorded in the campaign log)"; the verb frame's
subject is who suffers it and its object the amount and kind (``physical-trauma`` / ``mental-trauma``). "You are
killed" and "you are driven insane" (Killed/Insane Investigators: "by card ability") are passives: ``passives.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from .instruction import Instruction, investigator, one_amount
from .vocabulary import Context, Effect

Rule = Callable[[Instruction, Context], list[Effect]]


def _of(effect: Effect, ins: Instruction, ctx: Context) -> Effect:
    who = investigator(ins.subject, ctx)
    return effect if who == "you" else {**effect, "who": who}


def trauma_or(fallback: Rule) -> Rule:
    """"You suffer 1 mental trauma": trauma of that kind; any other "suffer" is ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        words = ins.object.words if ins.object is not None else []
        if not words or words[-1] != "trauma" or ins.slots:
            return fallback(ins, ctx)
        n, noun, quals = one_amount(ins, ins.object)
        if noun != "trauma" or quals not in (["physical"], ["mental"]):
            raise ins.refuse()
        return [_of({"effect": f"{quals[0]}-trauma", "amount": n}, ins, ctx)]
    return rule
