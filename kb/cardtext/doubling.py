"""Lowering "double the number of X tokens on Y": as many tokens of that kind placed on Y as it bears already.

Doubling a number of tokens adds that number again, so the verb is the engine's ``place-tokens`` of the uses (from the
token pool, as any uses placed: Uses), once for each token of that kind the card bears as the instruction resolves — a
``for-each`` over the uses-of-one-type count (``ammo-on:<card>``), which the engine resolves as one cumulative
placement (2024 glossary, "For each"). The kinds are a card's uses ("ammo", "supply", "charge", "secret"); "ammo or
supply tokens" names two, one ``for-each`` each: a card bears uses of the type its Uses keyword establishes and no
other (Uses (X Type)), so a card with such a keyword is doubled once, by the one of its type (the other counts none
on it, and placing uses of another type is refused by the engine).

Clues, doom, damage or anything but uses ("double the number of skill icons", a test's value) are refused here.
"""

from __future__ import annotations

from .instruction import Instruction, card, investigator
from .model import NotParsed
from .selectors import singular
from .vocabulary import Context, Effect

#: A use's printed noun (singular) → the engine's count of uses of that type on a card (``<noun>-on``) and the type
#: the placed uses are (``use-type``, as a Uses keyword names it).
USE_NOUNS: dict[str, str] = {"ammo": "ammo", "supply": "supplies", "charge": "charges", "secret": "secrets"}
#: The object of "double" that counts tokens: "the number (of …)".
NUMBER = ["the", "number"]


def _kinds(words: list[str], ins: Instruction) -> list[str]:
    """The use nouns of "ammo or supply tokens", "charges": each one a kind of uses, joined by "or"."""
    if words[-1:] in (["token"], ["tokens"]):
        words = words[:-1]
    names = [singular(w) for w in words[::2]]
    if not names or words[1::2] != ["or"] * (len(names) - 1) or any(n not in USE_NOUNS for n in names):
        raise ins.refuse("a number doubled of what are not a card's uses (ammo, supplies, charges, secrets)")
    return names


def double(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Double the number of ammo or supply tokens on that asset": for each kind, one ``place-tokens`` of 1 use of
    that type per use of it on the card."""
    if ins.object is None or ins.object.words != NUMBER or set(ins.slots) != {"of", "on"} \
            or investigator(ins.subject, ctx) != "you":
        raise ins.refuse()
    kinds = _kinds(ins.slots["of"].words, ins)
    try:
        holder = card(ins.slots["on"], ctx)
    except NotParsed as problem:
        raise ins.refuse(problem.reason) from None
    return [{"effect": "for-each", "count": f"{kind}-on:{holder}",
             "effects": [{"effect": "place-tokens", "tokens": "uses", "amount": 1, "use-type": USE_NOUNS[kind],
                          **({} if holder == "self" else {"to": holder})}]} for kind in kinds]
