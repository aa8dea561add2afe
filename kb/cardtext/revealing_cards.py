"""A card revealed from a hand: "If X is in your hand at the end of your turn, reveal it and take 2 horror".

"Reveal" names three things on cards: chaos tokens (:mod:`.revealed`), the top cards of a deck (:mod:`.looking`) and
one card the ability already names, shown from its holder's hand. This module reads the third, after the other two
have declined the object: a card the rule of reference binds to one card ("it", the card's own name, "that card",
optionally "from your hand") is the engine's ``reveal-card`` of it (the card shown, nothing moved). A card picked anew
("reveal a card from your hand": the player's choice of which) is left to the readings before it.
"""

from __future__ import annotations

from .instruction import Instruction, card, investigator
from .lowering import RULES, Rule
from .model import NotParsed
from .reference import bound
from .vocabulary import Context, Effect

#: The one place a card is revealed from that a card text names for it.
YOUR_HAND = ["your", "hand"]


def _revealed_card(ins: Instruction, ctx: Context) -> str | None:
    """The one card "reveal <it>" names, else None."""
    source = ins.slots.get("from")
    if ins.object is None or set(ins.slots) - {"from"} or (source is not None and source.words != YOUR_HAND) \
            or (ins.subject is not None and investigator(ins.subject, ctx) != "you"):
        return None
    try:
        selector = card(ins.object, ctx)
    except NotParsed:
        return None
    return selector if bound(selector) else None


def reveal_card_or(fallback: Rule) -> Rule:
    """``fallback``'s reading (tokens, a deck's top cards); where it has none, "reveal it" of one card → the engine's
    ``reveal-card``."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        try:
            return fallback(ins, ctx)
        except NotParsed:
            selector = _revealed_card(ins, ctx)
            if selector is None:
                raise
        return [{"effect": "reveal-card", "to": selector}]
    return rule


RULES["reveal"] = reveal_card_or(RULES["reveal"])
