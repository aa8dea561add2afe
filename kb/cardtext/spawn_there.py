"""A set-aside enemy spawned "there": "put the set-aside Ritual Site into play and spawn the set-aside Umôrdhoth
there", "discard all enemies at the Ritual Site and spawn the set-aside Umôrdhoth there" (Vengeance Awaits).

"there" is the pronoun of a place: the rule of reference (:mod:`.reference`, ``THERE``) binds it to the location the
ability named before it — one put into play by its printed name, or the place of what an instruction found ("all
enemies at the Ritual Site": the Ritual Site). The chunker reads it as the head of the object ("the set-aside
Umôrdhoth there"); this rule, registered in :data:`.lowering.RULES` before the verb's other rules, cuts it off, lets
the spawn rule read the enemy, and gives the ``spawn`` that location as its ``to`` (Spawn: an ability's location
overrides the enemy's own instruction). With nothing before it to name, "there" is refused with the reason.
"""

from __future__ import annotations

from dataclasses import replace

from . import reference
from .instruction import Instruction, Phrase
from .lowering import RULES, Rule
from .model import NotParsed
from .vocabulary import Context, Effect


def spawn_there_or(fallback: Rule) -> Rule:
    """"Spawn <the set-aside enemy> there" → ``spawn`` of it at the location "there" names; else ``fallback``."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        obj = ins.object
        if obj is None or obj.words[-1:] != reference.THERE or len(obj.tokens) < 2 or obj.where is not None:
            return fallback(ins, ctx)
        try:
            place = reference.refer(reference.THERE, ctx)
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
        if place is None:
            raise ins.refuse("'there' names no location before it in the ability")
        effects = fallback(replace(ins, object=Phrase(obj.tokens[:-1])), ctx)
        if len(effects) != 1 or effects[0].get("effect") != "spawn" or "to" in effects[0]:
            raise ins.refuse()
        return [{**effects[0], "to": place}]
    return rule


RULES["spawn"] = spawn_there_or(RULES["spawn"])
