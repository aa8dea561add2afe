"""Lowering "switch": a card taking the place of another ("Flip Sickening Reality to its enemy side, and switch it with
the Bystander asset version of Constance Dumaine, removing that version from the game").

One verb frame: the object is the card that switches in (the card itself: "it" after its own flip, or itself named),
the phrase after "with" the card it takes the place of — a card named as printed, or "the <qualifiers> version of X"
(one of the two versions of a card printed twice, as an asset and as an enemy: the one named X, whatever its type) —
→ the engine's ``switch`` (``to``: the card replaced). What becomes of the card replaced is the text's to say: "removing
that version from the game" (its own clause, "that version" the card named before) is a ``move-card`` to the removed
area, after the switch, so that the card switched in takes its place while it is still there.

Refused: another card switching in than the card itself, and a card replaced that is not named.
"""

from __future__ import annotations

from .instruction import Instruction, Phrase, card, printed_name
from .model import NotParsed
from .token_signs import switch_sign
from .vocabulary import Context, Effect

#: The words the object may be: the card itself, after its own flip ("it") or named.
ITSELF = (["it"], ["@self"])


def _replaced(ins: Instruction, ctx: Context) -> str:
    """The card named after "with": "Constance Dumaine", "the Bystander asset version of Constance Dumaine"."""
    with_, of = ins.slots.get("with"), ins.slots.get("of")
    if with_ is None:
        raise ins.refuse()
    if of is not None:  # "the Bystander asset version of X": the version is X's, by its name
        if with_.words[:1] != ["the"] or with_.words[-1] != "version" or with_.where or set(ins.slots) != {"with", "of"}:
            raise ins.refuse()
        named: Phrase = of
    elif set(ins.slots) == {"with"}:
        named = with_
    else:
        raise ins.refuse()
    if printed_name(named) is None:
        raise ins.refuse("a card replaced that is not named: the engine switches a card with one named")
    return card(named, ctx)


def switch(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Switch it with X": the card itself takes the place of X (``switch``); "Switch that token's "-" to a "+""
    is a revealed token's sign (:mod:`.token_signs`)."""
    signed = switch_sign(ins, ctx)
    if signed is not None:
        return signed
    if ins.object is None or ins.subject is not None or ins.object.words not in ITSELF:
        raise ins.refuse()
    try:
        if card(ins.object, ctx) != "self":
            raise ins.refuse("another card than the one bearing the text switched in")
        to = _replaced(ins, ctx)
    except NotParsed as problem:
        raise ins.refuse(problem.reason) from None
    return [{"effect": "switch", "to": to}]
