"""Tokens an investigator takes from the token pool or pays back to it by an instruction: "Gain 2 clues from the token
pool", "Spend 1 clue", "spend 2 resources".

- **Gaining clues** is not discovering them: no location loses one (Clues: a clue discovered is taken from the
  location; one gained comes from the token pool, where every token comes from: Rules Reference, "the token pool").
  It is the engine's ``place-tokens`` of clues on the investigator the subject names (``to``: you, each investigator
  …); gaining resources stays ``gain-resources`` (the fallback).
- **Taking** tokens an investigator holds but is not dealt ("Take 2 resources (from the token pool)", "Take 1 clue
  from this card"): from the pool they are gained (``gain-resources``, or clues placed on him or her as above); from a
  holder named after "from" they are moved onto the taker (``move-tokens``: Move). Damage and horror taken are dealt
  (the fallback's).
- **Spending** as an instruction ("You must either (choose one): Spend 1 clue or take 2 damage") pays a cost as the
  aspect resolves: the engine's ``spend`` with that cost and nothing bought by it (Costs: what cannot be paid in full
  is not paid, so an option an investigator cannot pay for is one he or she cannot choose). Clues, resources and
  actions are the investigator's own; uses ("spend 1 charge") the card's bearing the ability; the amount may be the
  payer's choice, and what the cost buys follows it ("you may spend 1 additional action to deal +1 damage"): the verb
  frame's slots are :mod:`.spending`'s.
"""

from __future__ import annotations

from collections.abc import Callable

from .instruction import TOKEN_POOL, Instruction, Phrase, investigator, one_amount
from .spending import spent_cost
from .token_moves import holder
from .model import NotParsed
from .moving import HOLDS
from .vocabulary import Context, Effect

Rule = Callable[[Instruction, Context], list[Effect]]

def _who(ins: Instruction, ctx: Context) -> str:
    try:
        return investigator(ins.subject, ctx)
    except NotParsed as problem:
        raise ins.refuse(problem.reason) from None


def spend(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Spend 1 clue", "spend 2 resources", "pay 1 resource" (paying resources is spending them), "spend 1 additional
    action", "spend up to 3 charges", "spend any number of additional actions", "spend X additional ammo tokens": the
    engine's ``spend`` of that cost (the amount, what is spent and where from read by :func:`.spending.spent_cost`),
    paid by you as the aspect resolves; what it buys ("… to deal +1 damage") is :func:`.spending.bought`'s."""
    if _who(ins, ctx) != "you":
        raise ins.refuse()
    return [{"effect": "spend", "cost": spent_cost(ins), "effects": []}]


def _from_pool(ins: Instruction) -> Phrase | None:
    """The object without its "from the token pool" ("2 clues from the token pool": where gained tokens come from
    anyway); None when it names another place."""
    obj = ins.object
    assert obj is not None
    if obj.where is None:
        return obj
    if obj.where.lower() not in TOKEN_POOL:
        return None
    return Phrase(obj.tokens)


def clues_or(fallback: Rule) -> Rule:
    """"Gain 2 clues (from the token pool)", "each investigator gains 1 clue": ``place-tokens`` of clues on the
    investigator the subject names; any other object is ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        words = ins.object.words if ins.object is not None else []
        if words[-1:] not in (["clue"], ["clues"]):
            return fallback(ins, ctx)
        obj = _from_pool(ins)
        if obj is None or set(ins.slots) - {"from"} or ("from" in ins.slots
                                                         and ins.slots["from"].text.lower() not in TOKEN_POOL):
            raise ins.refuse()
        n, _, quals = one_amount(ins, obj)
        if quals:
            raise ins.refuse()
        return [_gained("clues", n, _who(ins, ctx))]
    return rule


#: Tokens an investigator takes rather than is dealt, by printed noun → the engine's ``tokens``.
TAKEN: dict[str, str] = {"clue": "clues", "resource": "resources"}


def _gained(kind: str, n: int, who: str) -> Effect:
    """``n`` tokens of ``kind`` from the token pool to ``who``: resources gained, clues placed on him or her."""
    if kind == "resources":
        return {"effect": "gain-resources", "amount": n, **({} if who == "you" else {"who": who})}
    return {"effect": "place-tokens", "tokens": kind, "amount": n, "to": who}


def taken_or(fallback: Rule) -> Rule:
    """"Take 2 resources (from the token pool)", "take 1 clue from this card": tokens gained from the pool or moved
    from the holder after "from" onto the taker; any other object is ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        words = ins.object.words if ins.object is not None else []
        if len(words) < 2 or words[-1].rstrip("s") not in TAKEN or ins.object is None:
            return fallback(ins, ctx)
        if set(ins.slots) - {"from"} or ins.object.where:
            raise ins.refuse()
        n, noun, quals = one_amount(ins, ins.object)
        if noun not in TAKEN or quals:
            raise ins.refuse()
        who = _who(ins, ctx)
        if "from" not in ins.slots:
            return [_gained(TAKEN[noun], n, who)]
        try:
            source, held = holder(ins.slots["from"], ctx)
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
        if TAKEN[noun] not in HOLDS[held]:
            raise ins.refuse(f"{TAKEN[noun]} on {'an' if held[0] in 'aeiou' else 'a'} {held}: the engine holds none "
                             "there")
        return [{"effect": "move-tokens", "tokens": TAKEN[noun], "amount": n, "from": source, "to": who}]
    return rule
