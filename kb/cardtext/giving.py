"""Control of a card given to another investigator: "Give control of him to another investigator at your location"
(Daniel Chesterfield) — Ownership and Control: "Some abilities may cause cards to change control during a game."

One verb frame, registered in :data:`.lowering.RULES` for the verb "give" (which had no rule): "give control of
<card> to <investigator>" — the card composed as any card is (:func:`.instruction.card`: the card itself, a pronoun
bound by the rule of reference, one chosen, one named as printed), the investigator as any investigator selector
(:func:`.instruction.investigator`) — lowered onto the engine's one control change, ``take-control`` with ``who``:
the investigator it picks takes control (the card moves to his or her play area). Giving anything else ("give or
trade any number of Item assets … among one another", "Give any number of your keys") is refused with its reason.
"""

from __future__ import annotations

from .instruction import CHOSEN, Instruction, card, investigator, printed_name, referred
from .lowering import RULES, Rule
from .model import NotParsed
from .vocabulary import Context, Effect

#: The object of the frame: what is given is control (of the card after "of").
CONTROL = ["control"]
#: The cards a control may be given of without being named as printed: the card itself, one chosen, the trigger's.
BOUND = frozenset({"self", CHOSEN, "triggering-what"})


def give(fallback: Rule | None) -> Rule:
    """"Give control of <card> to <investigator>" → ``take-control`` of the card (``to``; the card itself by default)
    by the investigator picked (``who``); any other giving is ``fallback``'s, or refused with its reason."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        of, to = ins.slots.get("of"), ins.slots.get("to")
        if ins.object is None or ins.object.words != CONTROL or of is None or to is None:
            if fallback is not None:
                return fallback(ins, ctx)
            raise ins.refuse("giving cards or tokens other than control of one card to one investigator (a trade "
                             "among several investigators): the engine gives control of one card")
        if set(ins.slots) != {"of", "to"} or investigator(ins.subject, ctx) != "you" or of.where is not None:
            raise ins.refuse()
        try:
            what, whom = card(of, ctx), investigator(to, ctx)
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
        if what not in BOUND and printed_name(of) != what and referred(of, ctx) != what:
            raise ins.refuse()  # a choice made anew (a card of a kind) is no card the engine hands over
        if whom == "you":
            raise ins.refuse("control given to the one giving it: nothing changes hands")
        return [{"effect": "take-control", **({} if what == "self" else {"to": what}), "who": whom}]
    return rule


RULES["give"] = give(RULES.get("give"))
