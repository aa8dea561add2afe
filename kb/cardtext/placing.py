"""A card put into play at a location: "Put Helpless Passenger into play at the location to your left", "… at the
location farthest from all investigators" (Put into Play: "unless otherwise stated by the put into play ability").

One verb frame, registered in :data:`.lowering.RULES` before the verb's other rules: "put <the card itself> into
play at <location>", the location composed as any location is (:func:`.instruction.location`: a position on the
board, a superlative, a name) → the engine's ``put-into-play`` with ``location``: the encounter card resolving
enters play there, under no one's control. The place printed as the revelation's own ("at your location" alone) is
the card's field (``put-into-play: location``, the parser's); here it is an effect, so that "X (or at your location
if you cannot)" (:mod:`.conditional`'s ``if_cannot``) can fall back to it. Any other object falls to the verb's
other rules.
"""

from __future__ import annotations

import re

from .instruction import Instruction, Phrase, card, location
from .lowering import RULES, Rule
from .model import NotParsed
from .positions import position_of
from .tokens import tokenize
from .vocabulary import Context, Effect


#: The words that put a card into play at a place: "into play at".
PLAY_AT = re.compile(r"\binto play at\b", re.I)


def _place(ins: Instruction) -> Phrase | None:
    """The location after "into play at": the "at" slot, or the place the chunker hung on "play" ("into play at the
    location") with the phrase after it that gives its position ("to your left", "from all investigators"); None
    when the instruction names no place so, or more than its position after it."""
    into = ins.slots.get("into")
    if into is None or into.words != ["play"] or not PLAY_AT.search(ins.text):
        return None  # "into play in your threat area" is a threat area's (card_moves), not a location's
    rest = {k: v for k, v in ins.slots.items() if k != "into"}
    if into.where is None:
        return rest["at"] if set(rest) == {"at"} else None
    return hung_place(into.where, rest)


def hung_place(where: str, rest: dict[str, Phrase]) -> Phrase | None:
    """The place the chunker hung on a noun phrase ("that enemy at the location farthest", "play at the location")
    with the one phrase after it that gives its position ("from you", "to your left": :func:`.positions.position_of`),
    as the location's phrase; None when more follows it, or what follows is no position."""
    place = Phrase(tokenize(where))
    if not rest:
        return place
    if len(rest) != 1 or not place.words:
        return None
    (prep, phrase), = rest.items()
    position = position_of(place.words[-1], prep, phrase.words)
    if position is None:
        return None
    place.position = position
    if place.words[-1] != "location":
        place.tokens = place.tokens[:-1]  # "the location farthest": the word before the phrase is part of it
    return place


def at_location_or(fallback: Rule) -> Rule:
    """"Put @self into play at <location>" → ``put-into-play`` with ``location``; else ``fallback``."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        place = _place(ins)
        if ins.object is None or place is None or ins.subject is not None:
            return fallback(ins, ctx)
        try:
            if card(ins.object, ctx) != "self":
                return fallback(ins, ctx)
            where = location(place, ctx)
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
        return [{"effect": "put-into-play", "location": where}]
    return rule


RULES["put"] = at_location_or(RULES["put"])
