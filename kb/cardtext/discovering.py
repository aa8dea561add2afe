"""The verb "discover": "Discover 1 clue (at your location)", "Discover 1 additional clue at that location", "discover
1 clue from each revealed location in play" — the lowering's rule for it (``lowering.RULES``).

Clues: an investigator discovers a clue at (from) a location, taking it from there. The frame: an optional subject
(the investigator discovering: "you" the default), the object an amount of clues ("1 clue", "1 additional clue"), and
the location after "at" or "from" (one of them; or a place the object names) composed as every location is
(:func:`.instruction.location`: yours, one named, one or each composed from its states). "in play" after the
location says where every location is (In Play and Out of Play: locations are in play) and adds nothing. Any other
slot is refused (a gap with the frame read).
"""

from __future__ import annotations

from dataclasses import replace

from .instruction import Instruction, Phrase, investigator, location, one_amount, tokens_of
from .vocabulary import Context, Effect

#: The prepositions of the location clues are discovered at.
PLACES = ("at", "from")


def discover(ins: Instruction, ctx: Context) -> list[Effect]:
    """The ``discover-clues`` effect of the frame (its ``who`` unless "you", its ``location`` unless yours)."""
    if ins.object is None or set(ins.slots) - set(PLACES) \
            or len(set(ins.slots)) + bool(ins.object.where) > 1:  # one place: "at X" or "from X", not both
        raise ins.refuse()
    n, noun, quals = one_amount(ins, Phrase(ins.object.tokens))
    if noun != "clue" or quals not in ([], ["additional"]):
        raise ins.refuse()
    who = investigator(ins.subject, ctx)
    out: Effect = {"effect": "discover-clues", "amount": n, **({} if who == "you" else {"who": who})}
    where = next((ins.slots[p] for p in PLACES if p in ins.slots), None) \
        or (Phrase(tokens_of(ins.object.where)) if ins.object.where else None)
    if where is not None and where.where == "play":  # "each revealed location in play": where every location is
        where = replace(where, where=None)
    if where is not None and location(where, ctx) != "your-location":
        out["location"] = location(where, ctx)
    return [out]
