"""A participle changing the cost of the card an instruction plays: "Play a Spell or Ritual card from your hand,
reducing its resource cost by 3" (Uncage the Soul) → the engine's ``play`` with ``cost-modifier`` -3 (applied with the
cost modifiers at the initiation sequence's step 1, Appendix I: "Apply any modifiers to the cost(s)").

The frame: a clause ending ", reducing|increasing its (resource) cost by N" (or "the resource cost of each by N", of
several cards played: each one's); the instruction before the comma is read as any other, and only a ``play`` takes
the change (the card it plays is "its" card; of an ``up-to`` around one, each card's) — any other instruction with the
participle is refused, quoting it.
"""

from __future__ import annotations

from dataclasses import replace

from .grammar import Clause
from .model import NotParsed
from .vocabulary import Effect
from .words import number

#: The participle's verb → the sign of the change.
_SIGNS = {"reducing": -1, "increasing": 1}
#: The cost it changes: "its resource cost", "its cost".
_COSTS = (["its", "resource", "cost"], ["its", "cost"])


def cut(clause: Clause) -> tuple[Clause, int | None]:
    """The clause without a trailing ", reducing its resource cost by N", and the change (None: no such participle)."""
    chunks = clause.chunks
    if len(chunks) < 5 or chunks[-4].kind != "punct" or chunks[-4].text != "," or chunks[-3].kind != "verb" \
            or chunks[-3].text.lower() not in _SIGNS or chunks[-2].kind != "np" or chunks[-1].kind != "pp":
        return clause, None
    cost = [t.low for t in chunks[-2].tokens]
    by = [t.low for t in chunks[-1].tokens]
    if by[:2] == ["of", "each"] and cost[:1] == ["the"]:  # "the resource cost of each by 1": each card's, as "its"
        cost, by = ["its", *cost[1:]], by[2:]
    if cost not in _COSTS or len(by) != 2 or by[0] != "by":
        return clause, None
    try:
        amount = number(by[1])
    except NotParsed:  # "by X": no fixed amount, the clause stays whole (and refused)
        return clause, None
    return replace(clause, chunks=chunks[:-4]), _SIGNS[chunks[-3].text.lower()] * amount


def apply(effects: list[Effect], change: int, text: str) -> list[Effect]:
    """The play instruction with its cost changed; refused for anything but one ``play``."""
    if len(effects) == 1 and effects[0].get("effect") == "up-to":  # "play up to 3 assets …": each card played's
        return [{**effects[0], "effects": apply(list(effects[0]["effects"]), change, text)}]
    if len(effects) != 1 or effects[0].get("effect") != "play" or "cost-modifier" in effects[0]:
        raise NotParsed(text, "a change to the cost of what the instruction does not play: the engine changes the cost "
                        "of a card its 'play' plays")
    return [{**effects[0], "cost-modifier": change}]
