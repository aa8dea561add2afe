"""The effect that resets the act or agenda deck to one of its cards (“reset the agenda deck to agenda 1a”): kept in a
module of its own, as its family is, and added to the closed list of effects by the package (``vocabulary/__init__.py``).
"""

from __future__ import annotations

from .effects import EffectType

#: ``reset-deck``: the deck's cards back in their printed order, the card named current again.
DECK_RESET_EFFECTS: dict[str, EffectType] = {"reset-deck": EffectType(
    "reset-deck", "reset the act or agenda deck to the card its printed number names (“reset the agenda deck to "
    "agenda 1a”): that card becomes the current one again (from the deck, or back from out of the game, where an "
    "advance left it), the current card and every card numbered after the named one go back into the deck in the order "
    "of their numbers; every card of the deck must have a `number` (else not modelled); no card advances, so no "
    "reverse side is followed and no token is removed",
    {"to": "current-agenda or current-act: the deck reset",
     "card": "the printed number of the card the deck is reset to (“1a”)"},
    ("ahlcg/rr/act-deck-and-agenda-deck",))}
