"""Amounts printed as a most: "Take up to 3 horror", "Move up to 2 clues from X to Y", "An investigator in X may place
up to 3 of his or her clues on Y", "Heal up to 2 damage".

The grammar reads "up to 3 horror" as a phrase after the preposition "up"; this module reads it as the verb's object
with its amount a most, lowers the instruction by the verb's own rule (:data:`.lowering.RULES`), and wraps the one
effect it gives in the engine's ``up-to`` (whoever resolves it chooses how many, from none to the printed amount).
Importing it registers the reading around the rules of the verbs of counted things (:data:`VERBS`), as :mod:`.trigger_events` registers its
triggering conditions beside :mod:`.trigger_tree`'s. An instruction giving several effects ("up to 1 damage and 1
horror") or one whose amount is not a count the engine's ``up-to`` takes is refused, never read as the full amount.
"""

from __future__ import annotations

from dataclasses import replace

from .instruction import Instruction, Phrase
from .lowering import RULES, Rule
from .vocabulary import Context, Effect

#: Effects the engine's ``up-to`` may hold (a test checks they are the engine's ``UP_TO``).
COUNTED = frozenset({"deal-damage", "deal-horror", "heal-damage", "heal-horror", "draw", "gain-resources",
                     "discover-clues", "place-doom", "place-tokens", "remove-tokens", "move-tokens",
                     "discard-from-hand",  # "Discard up to 3 cards from your hand": how many, the player's choice
                     "play",  # "play up to 3 assets from your hand": each played in turn, one initiation sequence each
                     "prevent-dealt"})  # "Cancel up to 5 damage and/or horror just dealt to you"
NOT_ONE = "an amount printed as a most of what is not one counted effect: the engine's 'up-to' holds one"


def _most(ins: Instruction) -> Phrase | None:
    """"up to 3 horror" after the verb: the object it stands for ("3 horror"), or None."""
    up = ins.slots.get("up")
    if up is None or ins.object is not None or up.words[:1] != ["to"] or len(up.tokens) < 2:
        return None
    return replace(up, tokens=list(up.tokens[1:]))


def most_or(rule: Rule) -> Rule:
    """``rule`` reading "up to N …" as its object, its one effect wrapped in ``up-to``; else ``rule`` as it is."""
    def read(ins: Instruction, ctx: Context) -> list[Effect]:
        obj = _most(ins)
        if obj is None:
            return rule(ins, ctx)
        inner = rule(replace(ins, object=obj, slots={k: v for k, v in ins.slots.items() if k != "up"}), ctx)
        if len(inner) != 1 or inner[0]["effect"] not in COUNTED or type(inner[0].get("amount")) is not int:
            raise ins.refuse(NOT_ONE)
        return [{"effect": "up-to", "effects": inner}]
    return read


#: The verbs whose object may be counted as a most (the others' rules are left as they are: the lowering tells some
#: apart by the rule itself, such as the lasting effects of "get").
VERBS = ("take", "suffer", "deal", "heal", "discover", "draw", "gain", "place", "move", "remove", "add", "discard",
         "cancel", "play")

for _verb in VERBS:
    RULES[_verb] = most_or(RULES[_verb])
