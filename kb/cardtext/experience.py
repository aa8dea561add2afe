"""Experience earned for the scenario: "You earn 2 fewer experience for this scenario" (Hospital Debts) beside "you earn
2 additional experience" (Charon's Obol) → the engine's ``earn-experience``, its amount negative for "fewer".

One verb frame: ``earn``, its object an amount of "experience" qualified "additional" or "fewer", and an optional "for
this scenario" (the experience counted at the scenario's resolution: Campaign Play, Experience). The engine counts a
reduction when the scenario's experience is counted (``procedures/campaign.py``), never below none earned. Any other
slot or qualifier is refused, as the plain rule refuses it.
"""

from __future__ import annotations

from .instruction import Instruction, investigator, one_amount
from .lowering import RULES, Rule
from .vocabulary import Context, Effect

#: "for this scenario": the scenario whose experience is counted at its resolution.
_THIS_SCENARIO = ["this", "scenario"]


def fewer_or(rule: Rule) -> Rule:
    """"earn N fewer experience (for this scenario)": a negative ``earn-experience``; else ``rule``."""
    def read(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is None or ins.object.where or "fewer" not in [w.lower() for w in ins.object.words]:
            return rule(ins, ctx)
        scope = [w.lower() for w in ins.slots["for"].words] if "for" in ins.slots else _THIS_SCENARIO
        n, noun, quals = one_amount(ins, ins.object)
        if noun != "experience" or quals != ["fewer"] or set(ins.slots) - {"for"} or scope != _THIS_SCENARIO:
            raise ins.refuse()
        who = investigator(ins.subject, ctx)
        return [{"effect": "earn-experience", "amount": -n, **({} if who == "you" else {"who": who})}]
    return read


RULES["earn"] = fewer_or(RULES["earn"])
