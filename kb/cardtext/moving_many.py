"""Several kinds of mover in one noun phrase: "Move each investigator and unengaged enemy at that location to
Another Dimension", "Each investigator and enemy at X moves to Y".

The grammar keeps "each investigator and unengaged enemy at that location" as one noun phrase: a list of two heads
joined by "and" sharing the determiner before the first ("each") and the place after the last ("at that location").
Read as the coordination it is, it is two noun phrases — "each investigator at that location" and "each unengaged
enemy at that location" — and the instruction is the same verb frame once for each of them, in the printed order:
an investigator's ``move`` and an enemy's ``move-enemy``, each lowered by the frame's own rule (:mod:`.moving`), so
that the destination and every other slot are read once, the same way for both. (Move: each entity moved by the
effect moves to the destination; an engaged enemy not named moves with the investigator it is engaged with, Engaged.)

A conjunct that is neither investigators nor enemies, or a part either reading refuses, leaves the clause to the
frame's own rule, which refuses it with its reason: nothing is dropped. A place named from the movers themselves
("each investigator and enemy at your location") is refused: the engine picks each conjunct as its move resolves,
and "your location" would by then be where the investigators went.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from .instruction import Instruction, Phrase
from .model import NotParsed
from .vocabulary import Context, Effect

Rule = Callable[[Instruction, Context], list[Effect]]

#: The heads a mover of the list may have, and the effect its move lowers to.
MOVERS: dict[str, str] = {"investigator": "move", "investigators": "move", "enemy": "move-enemy",
                          "enemies": "move-enemy"}
#: Determiners shared by the conjuncts when printed once, before the first ("each investigator and enemy").
SHARED = frozenset({"each", "all", "every"})


def conjuncts(phrase: Phrase) -> list[Phrase] | None:
    """The noun phrases a list "D A and B (at P)" stands for: "D A (at P)" and "D B (at P)", the determiner D
    shared unless B has its own; None when the phrase is no such list of movers."""
    words = phrase.words
    if words.count("and") != 1 or not words or words[0] not in SHARED:
        return None
    cut = words.index("and")
    left, right = phrase.tokens[:cut], phrase.tokens[cut + 1:]
    if len(left) < 2 or not right or left[-1].low not in MOVERS or right[-1].low not in MOVERS \
            or MOVERS[left[-1].low] == MOVERS[right[-1].low]:
        return None
    if right[0].low not in SHARED:
        right = [left[0], *right]
    return [replace(phrase, tokens=list(part)) for part in (left, right)]


def _split(ins: Instruction) -> tuple[str, list[Phrase]] | None:
    """Which slot holds the list of movers ("Move each X and Y …": the object; "Each X and Y … moves": the subject),
    and its conjuncts."""
    if ins.object is not None and ins.subject is None and (parts := conjuncts(ins.object)):
        return "object", parts
    if ins.object is None and ins.subject is not None and (parts := conjuncts(ins.subject)):
        return "subject", parts
    return None


def joint_or(fallback: Rule) -> Rule:
    """"Move each investigator and unengaged enemy at X to Y": ``fallback`` (the move frame's rule) once a conjunct,
    each reading what it moves as its own; any other move is ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        split = _split(ins)
        if split is None:
            return fallback(ins, ctx)
        slot, parts = split
        if {"you", "your"} & set((parts[0].where or "").lower().split()):
            raise ins.refuse("movers at a place that is their own ('at your location'): it moves with the first of "
                             "them, so the engine would look for the others where they went")
        out: list[Effect] = []
        for part in parts:
            try:
                effects = fallback(replace(ins, **{slot: part}), ctx)
            except NotParsed:
                return fallback(ins, ctx)  # the whole refused with the frame's own reason
            if [e["effect"] for e in effects] != [MOVERS[part.tokens[-1].low]]:
                return fallback(ins, ctx)
            out += effects
        return out
    return rule
