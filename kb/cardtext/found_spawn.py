"""Spawning the one enemy an earlier instruction picked or found: "Discard cards from the top of the encounter deck
until an enemy is discarded. Spawn that enemy here (instead of its normal spawn location)" (Dimensional Gap).

One verb frame: "spawn", its object a demonstrative or pronoun that the rule of reference binds to the engine's
``chosen`` enemy (:mod:`.reference`: the card a repetition stopped at, ``FINDS_BOUND``; or one chosen), and where it
spawns — "here" (the location bearing the text) or "at X" — with an "instead of its normal spawn location" slot saying
that the place named overrides the enemy's own spawn instruction, which the engine's ``spawn`` ``to`` does anyway
(Spawn). It lowers to ``spawn`` with ``card: chosen``: the engine spawns that card from where it lies out of play, and
refuses one in play (an enemy in play does not spawn). In an enemy's own spawn window the same words name the enemy
spawning (:mod:`.spawn_instead`, which reads first); anything else falls to the verb's other rules.
"""

from __future__ import annotations

from . import reference
from .instruction import Instruction, location
from .lowering import RULES, Rule
from .model import NotParsed
from .placing import hung_place
from .searching import place_phrase
from .spawn_instead import replaces_normal
from .vocabulary import CHOSEN, Context, Effect


def spawn_found_or(fallback: Rule) -> Rule:
    """"Spawn that enemy here", "spawn it at your location" naming the ``chosen`` enemy → ``spawn`` of it; else
    ``fallback``."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        obj = ins.object
        position = {k: v for k, v in ins.slots.items() if k != "instead"}  # "at the location farthest" + "from you"
        place = hung_place(obj.where, position) if obj is not None and obj.where is not None and position else None
        if obj is None or ins.subject is not None or (position and place is None) or ctx.chosen != "enemy" \
                or ctx.event == "spawn":
            return fallback(ins, ctx)
        here = obj.words[-1:] == ["here"]
        words = obj.words[:-1] if here else obj.words
        if reference.refer_or_none(words, ctx, ("enemy",)) != CHOSEN:
            return fallback(ins, ctx)
        if "instead" in ins.slots and not replaces_normal(ins):
            raise ins.refuse("spawning the enemy found instead of something other than its normal spawn location")
        if here == (obj.where is not None):
            raise ins.refuse("spawning the enemy found at no one place, or at two")
        if here:
            if ctx.card_type != "location":
                raise ins.refuse("'here' on a card that is no location")
            return [{"effect": "spawn", "card": CHOSEN, "to": "self"}]
        try:
            return [{"effect": "spawn", "card": CHOSEN, "to": location(place or place_phrase(obj.where or ""), ctx)}]
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
    return rule


RULES["spawn"] = spawn_found_or(RULES["spawn"])
