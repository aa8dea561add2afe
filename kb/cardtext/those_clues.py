"""The verb frame "place those clues on <X>" after a triggering condition of clues placed: "Forced – When 1 or more
clues are placed on Dark Young Host's location: Place those clues on Dark Young Host."

"Those clues" names the clues the triggering condition places (the rule of reference: the referent the ability named
before it). In its 'when' window they are not yet placed (the placement resolves after the 'when' abilities:
Triggering Condition), so they are placed on X rather than where they were going; after it, they are moved from where
they were placed to X. Both are the engine's ``place-those-clues`` (``to``: X, any card the reader composes), which
tells the two apart by the window it resolves in. Read only after a ``place-clues`` triggering condition; any other
"those clues" is refused with the reason. Importing the module registers the reading around the rule of "place"
(:data:`.lowering.RULES`), as :mod:`.reassigning` registers its own.
"""

from __future__ import annotations

from .instruction import Instruction, target
from .lowering import RULES, Rule
from .vocabulary import Context, Effect

#: The noun phrase naming the clues the triggering condition places.
_THOSE = (["those", "clues"], ["these", "clues"], ["the", "placed", "clues"])
#: The noun phrase naming the clues an eliminated investigator has, which Elimination step 2 places at his or her
#: location: in the 'when' window of the elimination, the clues it is about to place.
_ELIMINATED = tuple(lead + holder + ["clues"] for lead in ([], ["each", "of"], ["all", "of"])
                    for holder in (["that", "investigator's"], ["his", "or", "her"], ["their"]))


def those_clues_or(rule: Rule) -> Rule:
    """``rule`` reading "place those clues on X" as ``place-those-clues``; else ``rule`` as it is."""
    def read(ins: Instruction, ctx: Context) -> list[Effect]:
        obj = ins.object
        eliminated = ctx.event == "eliminated" and obj is not None and obj.words in _ELIMINATED
        if obj is None or (obj.words not in _THOSE and not eliminated):
            return rule(ins, ctx)
        on = ins.slots.get("on")
        if on is None or set(ins.slots) != {"on"} or ins.subject is not None or obj.where:
            raise ins.refuse("'those clues' placed somewhere the engine's selectors cannot name")
        if eliminated and ctx.timing != "when":
            raise ins.refuse("the eliminated investigator's clues are placed at his or her location as the elimination "
                             "resolves: only a 'when' ability places them elsewhere")
        if not eliminated and (ctx.event != "place-clues" or ctx.timing not in ("when", "after")):
            raise ins.refuse("'those clues' names the clues a triggering condition places: it needs a 'when' or "
                             "'after' clues are placed triggering condition")
        return [{"effect": "place-those-clues", "to": target(on, ctx)}]
    return read


RULES["place"] = those_clues_or(RULES["place"])
