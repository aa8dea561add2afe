"""What would happen, said not to happen: "[reaction] When attached enemy would ready: … If you succeed, attached enemy
does not ready." (Bind Monster), "Forced – When an enemy would ready: It does not ready."

One verb frame: a subject, "does not" / "do not", and the verb the ability's "would" trigger names, its
subject the one the trigger names (the card attached to, the triggering card, "it"). In a "would" window the
triggering condition has not yet resolved (Priority: "would" abilities resolve before it), so saying it does not
happen is the engine's ``cancel`` of it (Cancel: "the triggering condition is canceled"; an enemy's readying canceled
stays exhausted). A negated verb in another window, of another verb than the trigger's, or of a subject the trigger
does not name is left to the other readings (and refused there).
"""

from __future__ import annotations

from .instruction import Instruction, target
from .model import NotParsed
from .vocabulary import Context, Effect

#: The verbs whose "does not" cancels a "would" trigger's event, → that event.
EVENTS = {"ready": "ready", "attack": "enemy-attack"}
#: A trigger's ``what`` → the selector its subject reads as ("attached enemy": the card the bearer is attached to).
_NAMED = {"attached": "attached-to", "self": "self"}
#: The selectors that name what the triggering condition names.
_TRIGGERING = frozenset({"triggering-what", "attacking-enemy"})


def _names_trigger(ins: Instruction, ctx: Context) -> bool:
    """Whether the clause's subject is the one the trigger names."""
    if ins.subject is None:
        return False
    try:
        said = target(ins.subject, ctx)
    except NotParsed:
        return False
    what = (ctx.trigger or {}).get("what") if ctx.event != "enemy-attack" else (ctx.trigger or {}).get("source")
    return said in _TRIGGERING or (isinstance(what, str) and said == _NAMED.get(what, what))


def denied(ins: Instruction, ctx: Context) -> list[Effect] | None:
    """A negated clause ("does not") naming the trigger's subject and verb in a "would" window of that verb →
    ``cancel``; None for any other (:mod:`.forbidding` reads it as a prohibition for a duration)."""
    if ctx.timing == "would" and ins.verb in EVENTS and ctx.event == EVENTS[ins.verb] and ins.object is None \
            and not ins.slots and ins.duration is None and _names_trigger(ins, ctx):
        return [{"effect": "cancel"}]
    return None
