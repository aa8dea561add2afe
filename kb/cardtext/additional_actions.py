"""Additional actions an instruction grants: "you may take an additional action this turn", "That investigator may
take 2 additional actions this turn", "That investigator may take an additional action during his or her turn this
round" (Guidance).

Rules Reference, Action: each investigator has three actions to take during his or her turn; Gains: an investigator
who "gains an action … is permitted one additional action to spend during the specified time period". The verb frame
is "take" + an object counting additional actions (an amount, "additional", "action(s)") + the time it is for: the
instruction's duration "this turn", or a "during" phrase naming the investigator's own turn ("during his or her turn
(this round)", "during your turn"). Either becomes the engine's ``gain-actions``: the actions the investigator has to
take this round grow, taken during the turn under way or, for one whose turn has yet to come, during that turn (the
engine gains nothing for one whose turn this round is over, and says so). Another time ("during the enemy phase",
"next turn") is refused by the lowering, with its reason (``vocabulary.no_vocabulary``).
"""

from __future__ import annotations

from .instruction import Instruction

#: The "during" phrases naming the turn of the one taking the action, with or without "this round".
_OWN_TURNS = frozenset({("his", "or", "her", "turn"), ("your", "turn"), ("their", "turn")})
_THIS_ROUND = ("this", "round")


def during_own_turn(ins: Instruction) -> bool:
    """Whether the instruction's "during" phrase names the turn of the one taking it (and it has no other slot)."""
    during = ins.slots.get("during")
    if during is None or set(ins.slots) != {"during"} or during.where or during.engaged:
        return False
    words = tuple(during.words)
    if words[-2:] == _THIS_ROUND:
        words = words[:-2]
    return words in _OWN_TURNS


def additional_actions(ins: Instruction) -> int | None:
    """How many additional actions the object names ("an additional action", "an additional 3 actions",
    "2 additional actions"), None when it names none; for this turn or the taker's own turn (``gain-actions``)."""
    words = [w for w in ins.object.words if w != "additional"] if ins.object is not None else []
    if not words or words[-1] not in ("action", "actions") or "additional" not in ins.object.words:
        return None
    if ins.duration not in (None, "until-end-of-turn") or (ins.slots and not during_own_turn(ins)):
        raise ins.refuse()
    amounts = [w for w in words[:-1] if w not in ("an", "a")]
    if len(amounts) > 1 or len(words) > 3:
        raise ins.refuse()
    n = amounts[0] if amounts else "1"
    if not n.isdigit():
        raise ins.refuse()
    return int(n)
