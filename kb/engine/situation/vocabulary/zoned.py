"""Selectors of a card out of play, by the area it is in: "an Item card in your discard pile" is
``an-item-card-in-your-discard-pile``, "an Ally asset in any player's discard pile"
``an-ally-asset-in-a-discard-pile``, "an Item asset from your hand" ``an-item-asset-in-your-hand``.

In Play and Out of Play: "Out of play refers to the cards in a player's hand, in any deck, in any discard pile, in
the victory display, and those that have been set aside and/or removed from the game" — so an effect that chooses a
card there ("Choose an Item card in your discard pile", "Put an Item asset into play from your hand") names it by
that area, not by anything in play. Each discard pile and each hand is its investigator's (Discard Piles: "Each
investigator has his or her own discard pile").

The parts, in order: one (``a``/``an``: a ``target`` choice), any number of qualifiers (a trait, ``non-`` a trait, a
trait of several words spelled with ``_``, as the other composed selectors spell them), the noun (``card``: any card;
else a card type: ``asset``, ``event``, ``skill``, ``enemy``, ``treachery``, ``location``), and the area
(:data:`AREAS`).

The cards in your threat area ("Discard all cards in your threat area", "a Terror card from your threat area") are in
play (Threat Area: "a play area in which encounter cards currently engaged with and/or affecting an investigator are
placed"), named by that area all the same.

The cards an instruction of the same resolution looked at or revealed (``looked-at-by-this-effect``,
``revealed-by-this-effect``: the resolution's record, ``core/results.py``) are chosen the same way, and may be picked
each (``each``: "put each Writhing Appendage among those cards into play", "Discard the rest of those cards"): looking
is not drawing, so they are still out of play, in their deck, until an instruction moves them. The cards it
discarded (``discarded-by-this-effect``: "Choose a location discarded by this effect") are chosen while still on a
discard pile.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from .qualified import qualifiers_of

#: The areas a card out of play is chosen from: "your hand", "your discard pile", any investigator's discard pile,
#: beneath the card bearing the ability ("an event beneath this card": Sefina Rousseau), the set-aside cards ("1 enemy
#: from among the set-aside Monster enemies": Set Aside); the cards this resolution looked at or revealed (:data:`SEEN`).
SEEN = ("looked-at-by-this-effect", "revealed-by-this-effect")
#: A threat area is a play area (Threat Area): "each card in your threat area" picks cards in play, named by the area as
#: the others are (:data:`THREAT_AREA`).
THREAT_AREA = "in-your-threat-area"
#: The cards attached to the card bearing the ability ("Cards attached to Stick to the Plan may be played as if they
#: were in your hand"): in play on it (Attach To), named by that card as the cards beneath it are.
ATTACHED_TO_SELF = "attached-to-self"
AREAS = ("in-your-hand", "in-your-discard-pile", "in-a-discard-pile", "beneath-self", "set-aside", *SEEN,
         "discarded-by-this-effect",  # the cards this resolution discarded, still on a discard pile
         "just-discarded-by-this-effect",  # those of its latest discard ("the discarded card", just discarded)
         THREAT_AREA, ATTACHED_TO_SELF)
#: The nouns: any card, or a card type.
NOUNS = ("card", "asset", "event", "skill", "enemy", "treachery", "location")
#: Beneath a card named as printed, its title spelled as a trait is (``beneath-sefina_rousseau``: "an event beneath
#: Sefina Rousseau", from another card than hers): the cards out of play underneath any copy of it (Cards Beneath).
BENEATH_NAMED = "beneath-"
_SHAPE = re.compile(r"(?P<det>an?|each)-(?P<quals>(?:[a-z0-9'_]+-)*?)(?P<noun>" + "|".join(NOUNS) + r")-(?P<area>"
                    + "|".join(AREAS) + r"|" + BENEATH_NAMED + r"[a-z0-9'_]+)")


@dataclass(frozen=True)
class ZonedCard:
    """A card out of play chosen by its area: its qualifiers (traits, ``non-`` a trait), its noun, the area."""

    qualifiers: tuple[str, ...]
    noun: str
    area: str
    #: ``a``/``an`` picks one (a ``target`` choice); ``each`` every card that fits.
    one: bool = True


@functools.cache
def zoned_card(selector: str) -> ZonedCard | None:
    """The parts of a selector of a card in a hand or discard pile, else None."""
    m = _SHAPE.fullmatch(selector)
    if m is None:
        return None
    quals = qualifiers_of(m.group("quals"))  # "non-" joined to the trait after it, as every composed selector's
    return None if quals is None else ZonedCard(tuple(quals), m.group("noun"), m.group("area"),
                                                   m.group("det") != "each")
