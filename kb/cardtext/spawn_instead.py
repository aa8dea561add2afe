"""Spawning an enemy elsewhere in its own spawn window: "When the Ghoul Priest spawns: Spawn it here instead of at its
normal location" (Your House).

One verb frame: "spawn", its object the enemy the triggering condition names ("it", "that enemy", "the enemy", or
its name) and where it goes — "here" after it (the location bearing the text) or "at X" — and the "instead of …" slot
saying what it replaces: its normal (spawn) location, at it or not. It lowers to the engine's ``spawn`` with no
``card`` and a ``to``: in the spawn's window the enemy spawning is sent there, the ability being its spawn instruction,
overriding any other (Spawn). Only an ability that triggers on a spawn reads so: elsewhere "spawn that enemy here"
names an enemy found otherwise (Dimensional Gap's, after a repetition) and falls to the verb's other rule.

The same frame as a statement, its subject the enemy spawning and "still" ("(The enemy still spawns at your previous
location.)", after "Immediately move to a connecting location" in the window of an enemy that would spawn at your
location), says the spawn goes on where it began: what the engine does anyway (where an enemy spawns is fixed as its
spawn begins, an engaged spawn's at its drawer's location then), so it lowers to nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from . import reference
from .idle import ANYWAY
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


def replaces_normal(ins: Instruction) -> bool:
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


def _still_spawns(ins: Instruction, ctx: Context) -> bool:
    """"The enemy still spawns at your previous location": the spawning enemy, "still", where it began to spawn."""
    subject = ins.subject.words if ins.subject is not None else []
    at = (ins.subject.where if ins.subject is not None else None) or ""  # "at X" after a subject qualifies it
    return ctx.event == "spawn" and subject[-1:] == ["still"] and _the_spawning(subject[:-1], ctx) \
        and ins.object is None and not ins.slots and at.lower().split()[-2:] == ["previous", "location"]


def spawn_instead_or(fallback: Rule) -> Rule:
    """"Spawn it here instead of at its normal location" in a spawn's window, else ``fallback``."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if _still_spawns(ins, ctx):
            return ANYWAY  # the spawn goes on where it began: the engine's anyway
        if ctx.event != "spawn" or ins.object is None or ins.subject is not None or set(ins.slots) != {"instead"} \
                or not replaces_normal(ins):
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
