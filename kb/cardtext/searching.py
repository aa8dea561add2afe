"""Lowering "Search (the top N cards of) your deck for a [Trait] card and add it to your hand / draw it".

A search is one rule of :data:`.lowering.RULES` (``search``): the searched area is its object ("your deck",
"the top N cards" with "of your deck"), what it is for is the "for" phrase, composed from its parts — a
determiner, trait names joined by "or", a card type ("card" is any type). What happens to the card found is
the next clause of the same sentence ("and add it to your hand": added, not drawn; "and draw it"), which
:func:`found` reads so that the lowering folds it into the search (``found``); a search with no such clause
is refused, since the engine would have to guess what becomes of the card. The encounter deck, a discard
pile, "up to N" cards, "different" cards are not searched by the engine and are refused.
"""

from __future__ import annotations

from .instruction import Instruction, Phrase, investigator, one_amount
from .vocabulary import Context, Effect

#: The card types a search may be for ("card": any).
TYPES = frozenset({"card", "asset", "event", "skill"})


def _looking_for(ins: Instruction, phrase: Phrase) -> dict[str, object]:
    """"a [[Tome]] or [[Spell]] card" → {type?, traits}: the determiner, trait names joined by "or", a type."""
    tokens = phrase.tokens
    if len(tokens) < 2 or tokens[0].low not in ("a", "an", "1") or tokens[-1].low not in TYPES \
            or phrase.where is not None or phrase.engaged is not None:
        raise ins.refuse()
    traits = [t.text for t in tokens[1:-1] if t.kind == "name"]
    joins = [t.low for t in tokens[1:-1] if t.kind != "name"]
    if joins != ["or"] * (len(traits) - 1) or len(traits) + len(joins) != len(tokens) - 2:
        raise ins.refuse()
    kind = tokens[-1].low
    return {**({} if kind == "card" else {"type": kind}), **({"traits": traits} if traits else {})}


def search(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Search your deck for an [[Ally]] asset", "Search the top 3 cards of your deck for a [[Spell]] card"."""
    wanted = ins.slots.get("for")
    if ins.object is None or wanted is None or investigator(ins.subject, ctx) != "you" \
            or set(ins.slots) - {"for", "of"}:
        raise ins.refuse()
    out: Effect = {"effect": "search-deck"}
    deck = ins.slots.get("of")
    if deck is None and ins.object.words == ["your", "deck"]:
        pass  # the whole deck
    elif deck is not None and deck.words == ["your", "deck"] and ins.object.words[:2] == ["the", "top"]:
        n, noun, quals = one_amount(ins, Phrase(ins.object.tokens[2:]))
        if noun != "card" or quals:
            raise ins.refuse()
        out["amount"] = n
    else:
        raise ins.refuse()
    find = _looking_for(ins, wanted)
    if find:
        out["find"] = find
    return [out]


def found(ins: Instruction) -> str | None:
    """What the clause after a search does with the card found: "add it to your hand" → ``hand``, "draw it"
    → ``draw``; None for any other clause."""
    if ins.subject is not None or ins.object is None or ins.object.words != ["it"] or ins.auxiliaries:
        return None
    if ins.verb == "draw" and not ins.slots:
        return "draw"
    if ins.verb == "add" and set(ins.slots) == {"to"} and ins.slots["to"].words == ["your", "hand"]:
        return "hand"
    return None
