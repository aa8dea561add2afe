"""The verb frame "cancel <amount> <damage / horror / damage and/or horror> (just) dealt to you": an amount of what is
being dealt, canceled between assigning it and applying it (Dealing Damage/Horror; Cancel).

The frame's parts, each read apart: the amount (a number; "up to N" is :mod:`.up_to`'s reading around this rule), the
kinds of token (one, or both joined by "and/or" / "or"), an optional "just" and the participle "dealt", and the
recipient after "to" ("you"). It lowers onto the engine's ``prevent-dealt`` (``tokens`` the one kind named, none for
both), which reaches every part of the dealing dealt to you, not only the occurrence the ability triggered on: "Cancel
up to 5 damage and/or horror just dealt to you" on a card played "when you are dealt damage and/or horror". Only in a
'when' / 'would' window of damage or horror being dealt; elsewhere, or dealt to anyone but "you", it is refused.
"""

from __future__ import annotations

from .instruction import Instruction, Phrase, amount
from .vocabulary import Context, Effect

#: The kinds of token the frame names, by their words: one kind, or either (None: the engine's ``tokens`` left out).
KINDS: dict[tuple[str, ...], str | None] = {
    ("damage",): "damage", ("horror",): "horror",
    ("damage", "and", "/", "or", "horror"): None, ("damage", "or", "horror"): None, ("damage", "and", "horror"): None,
}
#: The events of damage and horror being dealt, whose window the frame needs.
DEALT_EVENTS = ("damage-dealt", "horror-dealt")


def _participle(words: list[str]) -> list[str] | None:
    """The words before "(just) dealt" closing the object, or None when it does not close so."""
    if words[-1:] != ["dealt"]:
        return None
    words = words[:-1]
    return words[:-1] if words[-1:] == ["just"] else words


def _in_dealing(ctx: Context) -> bool:
    """Whether the ability's window is damage or horror being dealt (one event, or any of them)."""
    trigger = ctx.trigger or {}
    events = [alt.get("event") for alt in trigger.get("any-of", [])] or [trigger.get("event")]
    return all(e in DEALT_EVENTS for e in events) and ctx.timing in ("when", "would")


def dealt(ins: Instruction, ctx: Context) -> list[Effect] | None:
    """"Cancel 5 damage and/or horror just dealt to you" → ``prevent-dealt``; None when the object is not this frame
    (the other objects of "cancel" read on)."""
    if ins.object is None or not ins.object.tokens or ins.object.tokens[0].kind != "number":
        return None
    before = _participle(ins.object.words)
    if before is None or len(before) < 2:
        return None
    kinds = tuple(before[1:])
    if kinds not in KINDS:
        return None
    to = ins.slots.get("to")
    if set(ins.slots) != {"to"} or to is None or to.words != ["you"]:
        raise ins.refuse("damage or horror dealt to whom the engine's 'prevent-dealt' does not name (it cancels what "
                         "is dealt to you)")
    if not _in_dealing(ctx):
        raise ins.refuse("canceling damage or horror just dealt needs a 'when … dealt damage and/or horror' "
                         "triggering condition")
    n, _, _ = amount(Phrase(ins.object.tokens[:2]))
    effect: Effect = {"effect": "prevent-dealt", "amount": n}
    if KINDS[kinds] is not None:
        effect["tokens"] = KINDS[kinds]
    return [effect]
