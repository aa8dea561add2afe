"""The selector of the cards a noun phrase names, by its head noun: enemies ("each enemy at your location"),
locations ("your location", "each Miskatonic location") or any other card ("that asset", "Lita Chantler") — one
reading for every verb whose subject or object may be any of them ("X gets -2 fight", "X gains aloof", "Treat X's
printed text box as if it were blank")."""

from __future__ import annotations

from .instruction import Phrase, card, enemy, location
from .vocabulary import Context


def named_cards(phrase: Phrase, ctx: Context) -> str:
    """The selector of the cards ``phrase`` names, read by the reader of its head noun."""
    noun = phrase.words[-1] if phrase.words else ""
    if noun in ("enemy", "enemies"):
        return enemy(phrase, ctx)
    return location(phrase, ctx) if noun in ("location", "locations") else card(phrase, ctx)
