"""Lowering "… and place it on X" after clue tokens flipped to their doom side: the flipped token moved onto X.

"Flip 1 clue on that location to its doom side and place it on Interstellar Traveler": the clause after a
``flip-tokens`` names by "it" / "them" the tokens just flipped, now doom, and puts them on another card. The tokens
are not new doom taken from the token pool but the ones the flip turned, so they leave the flip's holder and go to X:
the flip followed by a ``move-tokens`` of that much doom from the flip's holder to X (Move: "game elements moved from
one card to another"). Any other clause after a flip, or a flip with no amount ("those clues"), is not this frame
(None: the clause is read as itself, where "it" names no card and is refused).
"""

from __future__ import annotations

from .instruction import Instruction, investigator
from .model import NotParsed
from .token_moves import holder
from .vocabulary import Context, Effect

#: The pronouns naming the tokens just flipped.
FLIPPED = (["it"], ["them"])


def flipped_placed(ins: Instruction, ctx: Context, flipped: Effect) -> Effect | None:
    """The ``move-tokens`` of "place it on X" after ``flipped`` (a ``flip-tokens`` with an amount), None when the
    clause is no such placing."""
    on = ins.slots.get("on")
    if flipped.get("effect") != "flip-tokens" or "amount" not in flipped or ins.verb != "place" \
            or ins.object is None or ins.object.words not in FLIPPED or on is None or set(ins.slots) != {"on"} \
            or ins.auxiliaries or (ins.subject is not None and investigator(ins.subject, ctx) != "you"):
        return None
    try:
        to, _ = holder(on, ctx)
    except NotParsed:
        return None
    return {"effect": "move-tokens", "tokens": "doom", "amount": flipped["amount"],
            "from": flipped.get("to", "self"), "to": to}
