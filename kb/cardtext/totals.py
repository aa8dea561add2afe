"""Discarding a selection whose total reaches an amount: the verb frame "discard <cards> from <areas> with <a total>".

"Discard [[Item]] assets from your play area and/or from your hand with a total printed resource cost of at least X"
(Corrosion), "Discard cards from your hand with at least 2 total [agility] icons" (Passenger Car): the cards are
measured together, not one by one, and the engine's ``discard-total`` chooses them until their total reaches the
amount. The frame's slots, each read on its own:

- the object: the kind of card, plural ("cards", "[[Item]] assets": :func:`.searching.card_kind`); a single card
  ("a card … with at least 1 [wild] icon") only with an amount of 1, where one card reaching it is the whole choice;
- ``from``: the areas — "your hand", "your play area", or both joined by "and/or" (in either order);
- ``with`` (and ``of``): the total — "a total <measure> of at least N", "at least N total <measure>"; the measure is
  a printed resource cost ("printed resource cost", "resource cost", "printed cost", "cost") or a skill's icons
  ("[agility] icons").

An X defined after it ("at least X, where X is the shroud value of your location") is the engine's ``count`` for the
amount (:data:`WHOLE_AMOUNTS`: the total is reached once, never resolved X times). Anything else is left to the verb's
other rules.
"""

from __future__ import annotations

from collections.abc import Callable

from .instruction import Instruction
from .searching import card_kind
from .vocabulary import Context, Effect

Rule = Callable[[Instruction, Context], list[Effect]]

#: The effects whose amount is a whole to reach: an X defined after it is their ``count`` (:mod:`.counted`).
WHOLE_AMOUNTS = frozenset({"discard-total"})
#: The printed areas → ``discard-total``'s ``zone`` (None: the play area and/or the hand).
AREAS: dict[tuple[str, ...], str | None] = {
    ("your", "hand"): "hand", ("your", "play", "area"): "play",
    ("your", "play", "area", "and", "/", "or", "your", "hand"): None,
    ("your", "hand", "and", "/", "or", "your", "play", "area"): None,
}
#: The words of a printed resource cost, after "total".
COSTS = (["printed", "resource", "cost"], ["resource", "cost"], ["printed", "cost"], ["cost"])
#: The skill icons a total may count ("[wild]" included: a printed icon of its own).
ICONS = ("willpower", "intellect", "combat", "agility", "wild")


def measure(words: list[str]) -> dict[str, str] | None:
    """"printed resource cost" → {} (the cost), "[agility] icons" → {skill: agility}; None for another measure."""
    if words in COSTS:
        return {}
    if len(words) == 2 and words[1] in ("icon", "icons") and words[0].strip("[]") in ICONS \
            and words[0].startswith("["):
        return {"skill": words[0].strip("[]")}
    return None


def total(ins: Instruction) -> tuple[int, dict[str, str]] | None:
    """The amount and measure of "with a total <measure> of at least N" or "with at least N total <measure>" (a
    single card's "with at least 1 [wild] icon" too); None when the slots say something else."""
    with_, of = ins.slots.get("with"), ins.slots.get("of")
    if with_ is None:
        return None
    words = with_.words
    if words[:2] == ["a", "total"] and of is not None and of.words[:2] == ["at", "least"] and len(of.words) == 3:
        amount, rest = of.words[2], words[2:]
    elif words[:2] == ["at", "least"] and len(words) > 3 and of is None:
        amount, rest = words[2], words[4:] if words[3] == "total" else words[3:]
    else:
        return None
    found = measure(rest)
    if not amount.isdigit() or found is None:
        return None
    return int(amount), found


def discard_total(ins: Instruction, ctx: Context) -> list[Effect] | None:
    """The frame read into ``discard-total``; None when the clause is not this frame (another rule's)."""
    areas = ins.slots.get("from")
    found = total(ins)
    if found is None or areas is None or ins.object is None or ins.subject is not None \
            or set(ins.slots) - {"from", "with", "of"} or tuple(areas.words) not in AREAS:
        return None
    amount, by = found
    tokens = ins.object.tokens
    single = [t.low for t in tokens[:1]] in (["a"], ["an"])
    if single and amount != 1 or ins.object.where is not None or ins.object.engaged is not None:
        raise ins.refuse("a single card with more than 1 of a measure, or a qualified card: not a total the engine "
                         "reaches by discarding")
    kind = card_kind(list(tokens[1:] if single else tokens))
    if kind is None or (not single and not tokens[-1].low.endswith("s")):
        return None
    zone = AREAS[tuple(areas.words)]
    return [{"effect": "discard-total", "amount": amount, **by, **({"zone": zone} if zone else {}),
             **({"find": kind} if kind else {})}]


def discard_total_or(fallback: Rule) -> Rule:
    """"Discard …": a selection whose total reaches an amount, else the verb's other rules (``fallback``)."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        found = discard_total(ins, ctx)
        return fallback(ins, ctx) if found is None else found
    return rule


def whole(effects: list[Effect], count: str) -> list[Effect] | None:
    """An X defined after an effect whose amount is a whole to reach → that effect with ``count`` for its amount
    ("at least X, where X is the shroud value of your location"); None for any other effects."""
    if len(effects) != 1 or effects[0]["effect"] not in WHOLE_AMOUNTS or effects[0].get("amount") != 1:
        return None
    return [{**{k: v for k, v in effects[0].items() if k != "amount"}, "count": count}]
