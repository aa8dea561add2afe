"""Spawning an enemy elsewhere in its own spawn window: "When the Ghoul Priest spawns: Spawn it here instead of at its
normal location" (Your House).

One verb frame: "spawn", its object the enemy the triggering condition names ("it", "that enemy", "the enemy", or
its name) and where it goes — "here" after it (the location bearing the text) or "at X" — and the "instead of …" slot
saying what it replaces: its normal (spawn) location, at it or not. It lowers to the engine's ``spawn`` with no
``card`` and a ``to``: in the spawn's window the enemy spawning is sent there, the ability being its spawn instruction,
overriding any other (Spawn). Only an ability that triggers on a spawn reads so: elsewhere "spawn that enemy here"
names an enemy found otherwise (Dimensional Gap's, after a repetition) and falls to the verb's other rule.
"""

from __future__ import annotations

from collections.abc import Callable

from . import reference
from .instruction import Instruction, location
from .model import NotParsed
from .searching import place_phrase
from .vocabulary import Context, Effect

Rule = Callable[[Instruction, Context], list[Effect]]

#: What "instead of …" may say it replaces: the enemy's normal place to spawn ("at its normal location", "its normal
#: spawn location", "its spawn location").
REPLACED = ({"of"}, {"at"}, {"its"}, {"normal"}, {"spawn"}, {"location"})
#: The enemy spawning, as the instruction names it (besides its name).
SPAWNING = (["it"], ["that", "enemy"], ["the", "enemy"], ["them"])
#: The trigger's filter naming the enemy spawning.
TRIGGERING = "triggering-what"


def _replaces_normal(ins: Instruction) -> bool:
    """Does the "instead of …" slot name the enemy's normal spawn location (and nothing else)?"""
    replaced = ins.slots.get("instead")
    words = replaced.words if replaced is not None else []
    return words[:1] == ["of"] and words[-1:] == ["location"] and "normal" in words or words[-2:] == ["spawn", "location"]


def _the_spawning(words: list[str], ctx: Context) -> bool:
    """Do ``words`` name the enemy whose spawn triggered the ability?"""
    what = (ctx.trigger or {}).get("what")
    if words in SPAWNING:
        try:
            found = reference.refer(words, ctx)
        except NotParsed:
            return False
        return found in (None, TRIGGERING, what)
    return what is not None and " ".join(words) == str(what).lower()


def spawn_instead_or(fallback: Rule) -> Rule:
    """"Spawn it here instead of at its normal location" in a spawn's window, else ``fallback``."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ctx.event != "spawn" or ins.object is None or ins.subject is not None or set(ins.slots) != {"instead"} \
                or not _replaces_normal(ins):
            return fallback(ins, ctx)
        words = ins.object.words
        here = words[-1:] == ["here"]
        if not _the_spawning(words[:-1] if here else words, ctx) or here == (ins.object.where is not None):
            raise ins.refuse("spawning elsewhere what the engine cannot tell is the enemy spawning, or no one place")
        if here:
            if ctx.card_type != "location":
                raise ins.refuse("'here' on a card that is no location")
            return [{"effect": "spawn", "to": "self"}]
        try:
            return [{"effect": "spawn", "to": location(place_phrase(ins.object.where or ""), ctx)}]
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
    return rule
