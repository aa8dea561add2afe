"""Flipping a location to its unrevealed side: "Flip each non-Sentinel Hill location in play to its unrevealed side".

The flip frame (:mod:`.flipping`) with the side after "to" a location's "unrevealed" one ("its" / "their"): the object
a location phrase composed as any is (:func:`.instruction.location`; "in play" after it says where every location is)
→ the engine's ``unreveal-location``. The revealed side ("to its revealed side") is the reveal of a location, which
the engine does as an investigator enters it, not a flip it has: refused, as "this side" is.
"""

from __future__ import annotations

from .instruction import Instruction, Phrase, location
from .lowering import RULES, Rule
from .model import NotParsed
from .vocabulary import Context, Effect

#: The side after "to" that is a location's unrevealed one.
UNREVEALED = (["its", "unrevealed", "side"], ["their", "unrevealed", "side"])


def unrevealed_or(rule: Rule) -> Rule:
    """"Flip X to its unrevealed side" (X a location phrase) → ``unreveal-location``; any other flip is ``rule``'s."""
    def read(ins: Instruction, ctx: Context) -> list[Effect]:
        to, obj = ins.slots.get("to"), ins.object
        if to is None or to.words not in UNREVEALED or obj is None:
            return rule(ins, ctx)
        if set(ins.slots) != {"to"} or to.where is not None or ins.subject is not None \
                or obj.where not in (None, "play") or obj.words[-1] not in ("location", "locations"):
            raise ins.refuse()
        try:
            return [{"effect": "unreveal-location", "to": location(Phrase(list(obj.tokens)), ctx)}]
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
    return read


RULES["flip"] = unrevealed_or(RULES["flip"])
