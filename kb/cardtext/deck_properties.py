"""What a card says about the deck rather than the game: a deckbuilder's placeholder, and a swap of cards made in
campaign play between scenarios.

Neither is an ability used during a scenario. Deckbuilding (Rules Reference) happens before setup, and the game of a
campaign is played scenario by scenario with the decks changed only between them (Campaign Play: "In between
scenarios, … players may spend experience …"), so a sentence that changes a deck there is a fact of the card, read as
the card's property, as the deckbuilding keywords ("Roland Banks deck only") are:

- "This is a placeholder random basic weakness …" (ArkhamDB's card 01000): no rules text, a note of the deckbuilder —
  the card is replaced by a weakness as the deck is built → ``placeholder: true``.
- "In between each game of a campaign, you may swap up to two level 0 cards out of your deck in exchange for an equal
  number of level 0 cards" → ``campaign-swap: {count: 2, out: {level: 0}, in: {level: 0}}``: one verb frame — the
  time between a campaign's games, "you may swap up to N <cards> out of your deck", "in exchange for an equal number
  of <cards>" — where each <cards> is "level N cards" (another description of cards returns None: the gap stays).
- "(You must still follow all deckbuilding rules …)": a reminder that the swap keeps the deckbuilding rules (its
  "still" refers to a sentence before it) → no field, its sentence kept with the card's others.
"""

from __future__ import annotations

import re
from typing import Any

from .words import NUMBER, number

#: The deckbuilder's placeholder, "This is a placeholder …".
_PLACEHOLDER = re.compile(r"^this is a placeholder\b", re.I)
#: When a campaign lets a deck change: between its games or scenarios.
_BETWEEN = r"(?:in )?between (?:each (?:game|scenario)|(?:games|scenarios))(?: of (?:a|the|your) campaign)?"
#: Cards described by their level ("level 0 cards"): the one description the frame reads.
_CARDS = r"level (?P<{0}>\d) cards?"
_SWAP = re.compile(rf"^{_BETWEEN}, you may swap up to (?P<count>{NUMBER}) {_CARDS.format('out')} out of your deck "
                   rf"in exchange for an equal number of {_CARDS.format('in')}$", re.I)
#: The reminder that a change of deck keeps the deckbuilding rules.
_STILL_DECKBUILDING = re.compile(r"^\(?you must still follow (?:all )?(?:the )?deckbuilding rules\b[^.]*\)?$", re.I)


def deck_property(text: str) -> dict[str, Any] | None:
    """The card's fields a sentence about its deck gives (``placeholder``, ``campaign-swap``; none for the
    deckbuilding reminder); None for any other sentence."""
    sentence = " ".join(text.split()).rstrip(". ")
    if _PLACEHOLDER.match(sentence):
        return {"placeholder": True}
    if _STILL_DECKBUILDING.match(sentence):
        return {}
    swap = _SWAP.match(sentence)
    if swap is None or swap.group("count").lower() in ("a", "an"):
        return None
    return {"campaign-swap": {"count": number(swap.group("count").lower()), "out": {"level": int(swap.group("out"))},
                              "in": {"level": int(swap.group("in"))}}}
