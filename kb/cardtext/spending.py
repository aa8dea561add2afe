"""Spending as an instruction: the verb frame of a cost paid as an effect resolves (Costs; FAQ 1.6 Additional Costs).

"(You) (may) spend <amount> <what> (from <card>) (to <instruction>)" has four slots, each read by itself:

- **what** is spent, by its head noun: clues and resources from the payer's own pool, actions ("1 additional action":
  beyond the ability's own [action] cost, paid from the actions the payer has left), and uses by their printed kind
  ("charges", "ammo tokens", "secrets": :data:`.costs.USE_NOUNS`), taken from the card bearing the ability (Uses: "a
  token of that type must be removed from the card bearing the ability");
- the **amount**: a number ("2 resources"), a most ("up to 3 charges"), or an amount with no printed most — "any
  number of additional actions", "X additional ammo tokens" (The letter "X": the value is a granted player choice) —,
  each the engine's cost part (``up-to`` and ``any-number`` for the payer's ``amount`` choice);
- **from** where: the card itself ("from it", "from @self") or nothing; uses "from that asset" or "from among assets
  you control" are another card's, which the engine's cost does not spend (refused with that reason);
- **to** <instruction>: the infinitive of purpose after the cost is what the cost buys — "you may spend 1 additional
  action to deal +1 damage for this attack" is the engine's ``spend`` of that cost with the instruction's effects inside
  it, resolved only once it is paid ("If the additional cost cannot be paid, that aspect of the effect fails to
  resolve", FAQ 1.6); "may" makes paying optional, as on any instruction.

"… when you perform this attack" after the cost is when it is paid: as the attack is performed, before its skill test —
a time the engine pays no cost at (a designated action's costs are paid at initiation), so it is refused with that
reason rather than paid after the attack. What the cost paid is recorded by the engine (``action-spent-by-this-effect``,
``that-many``), so an instruction after it may count it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .costs import USE_NOUNS
from .grammar import Refused, one_clause, read_sentence
from .instruction import Instruction
from .model import NotParsed
from .vocabulary import Context, Effect
from .words import NUMBER_WORDS, SELF

#: What an investigator spends, by its printed head noun → the engine's cost field (uses: :data:`.costs.USE_NOUNS`).
SPENT: dict[str, str] = {"clue": "clues", "clues": "clues", "resource": "resources", "resources": "resources",
                         "action": "actions", "actions": "actions"}
#: Where spent uses may be taken from: the card bearing the ability.
_OWN = (["it"], [SELF], ["this", "card"], ["them"])
#: "… when you perform this attack (investigation, evasion)": the time the ability resolves anyway.
_WHEN_PERFORMED = re.compile(r",? when you perform this (?:attack|investigation|evasion attempt|action)\.?$", re.I)
#: The verbs of spending.
VERBS = ("spend", "pay")


def _kind(words: list[str], ins: Instruction) -> str:
    """The cost field of what is spent ("additional action", "ammo tokens", "charges")."""
    words = [w for w in words if w != "additional"]
    if words[-1:] in (["token"], ["tokens"]) and len(words) > 1:  # "ammo tokens": the use's tokens
        words = words[:-1]
    noun = " ".join(words)
    if noun in SPENT:
        return SPENT[noun]
    if noun in USE_NOUNS:
        return "uses"
    raise ins.refuse()


def _number(word: str) -> int | None:
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word)


def spent_cost(ins: Instruction) -> dict[str, Any]:
    """The engine's cost of a spending instruction's object and slots (:class:`NotParsed` when it is none)."""
    obj, slots = ins.object, dict(ins.slots)
    source = slots.pop("from", None)
    if obj is None and "up" in slots:  # "spend up to 3 charges": the amount a pp of its own
        words = slots.pop("up").words
        if words[:1] != ["to"] or len(words) < 3 or _number(words[1]) is None:
            raise ins.refuse()
        cost: dict[str, Any] = {"up-to": _kind(words[2:], ins)}
        cost[cost["up-to"]] = _number(words[1])
    elif obj is not None and obj.words == ["any", "number"] and "of" in slots:  # "any number of additional actions"
        kind = _kind(slots.pop("of").words, ins)
        cost = {"up-to": kind, "any-number": True}
    elif obj is not None and len(obj.words) >= 2 and not obj.where:
        first, rest = obj.words[0], obj.words[1:]
        kind = _kind(rest, ins)
        if first == "x":  # the value of X is the payer's choice (The letter "X")
            cost = {"up-to": kind, "any-number": True}
        elif (n := _number(first)) is not None:
            cost = {kind: n}
        else:
            raise ins.refuse()
    else:
        raise ins.refuse()
    if slots:
        raise ins.refuse()
    if source is not None and (cost.get("up-to") != "uses" and "uses" not in cost or source.words not in _OWN):
        raise ins.refuse(f"uses spent from {source.text}: the engine's cost spends the uses of the card bearing the "
                         "ability")
    return cost


def bought(lower: Callable[[str, Context], list[Effect]]) -> Callable[[str, Context], list[Effect]]:
    """``lower`` reading "… spend <cost> to <instruction>" as the ``spend`` of that cost with the instruction's effects
    inside it (what the cost buys), and "… spend <cost> when you perform this attack" as the cost alone; any other text
    is ``lower``'s."""
    def lowered(text: str, ctx: Context) -> list[Effect]:
        parts = _purpose(text)
        if parts is None:
            timed = _WHEN_PERFORMED.search(text)
            if timed is not None and _spends(text[:timed.start()]):
                raise NotParsed(text, "a cost paid as the action is performed, before its skill test: the engine "
                                "pays a designated action's costs at initiation, and no cost of the action's own as "
                                "its test begins")
            return lower(text, ctx)
        cost_text, purpose = parts
        spent = lower(cost_text, ctx)
        if len(spent) != 1 or spent[0].get("effect") != "spend" or spent[0].get("effects"):
            raise NotParsed(text, "a cost with what it buys, whose cost is not one spending")
        return [{**spent[0], "effects": lower(purpose, ctx)}]
    lowered.__doc__ = lower.__doc__
    lowered.__wrapped__ = lower  # type: ignore[attr-defined]
    return lowered


def _spends(text: str) -> bool:
    """Whether ``text`` is one clause whose verb is a spending."""
    try:
        clauses = read_sentence(text).clauses
    except Refused:
        return False
    verbs = [c for c in clauses[0].chunks if c.kind == "verb"] if len(clauses) == 1 else []
    return len(verbs) == 1 and verbs[0].text.lower().split()[-1] in VERBS


def _purpose(text: str) -> tuple[str, str] | None:
    """``text`` cut into its spending and its infinitive of purpose ("you may spend 1 additional action" / "deal +1
    damage for this attack"), when it is one clause whose first verb spends and whose next verb opens with "to"."""
    sentence = one_clause(text)
    if sentence is None:
        return None
    chunks = sentence.clauses[0].chunks
    verbs = [k for k, c in enumerate(chunks) if c.kind == "verb"]
    if len(verbs) < 2 or chunks[verbs[0]].text.lower().split()[-1] not in VERBS:
        return None
    to = chunks[verbs[1]]
    words = to.text.split()
    if words[0].lower() != "to" or len(words) != 2 or verbs[1] == verbs[0] + 1:
        return None
    head = " ".join(c.text for c in chunks[:verbs[1]])
    tail = " ".join([words[1]] + [c.text for c in chunks[verbs[1] + 1:]])
    return head, tail

