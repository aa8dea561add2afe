"""A printed value of one card, counted by an effect: its resource cost ("X is the cost of the Ally asset returned to
your hand": ``cost-of:chosen``) and the skill icons printed on it ("Gain resources equal to the number of [willpower]
icons on the discarded card": ``willpower-icon-on:chosen``).

The card is named by its filter once bound (``procedures/tested.bind``: the card a choice of the same ability chose, or
the one its cost picked), wherever it is — in play, in a hand, in a discard pile: a card's cost and icons are printed on
it (Card Anatomy), and a card out of play has its printed characteristics only (In Play and Out of Play). A printed X
counts 0 (The Letter "X": "If X is not defined, its value is equal to 0"). An icon count is of that icon alone: a wild
icon is a wild icon, counted as a match only when the card is committed to a test (ST.2), not an icon of each skill.
Icons a card in play gained from an effect are not counted: the rules are silent on a printed count of icons versus a
gained one, and this count reads the card's printed face (Grim Rule: the reading least favourable to the players).
"""

from __future__ import annotations

from ..situation.vocabulary import CARD_VALUE_COUNTS, COST_OF, ICON_COUNTS
from .state import State

__all__ = ["CARD_VALUE_COUNTS", "card_value"]


def card_value(state: State, kind: str, name: str) -> tuple[int, str] | None:
    """The printed value ``kind`` (``CARD_VALUE_COUNTS``) of the card ``name``, and how to say it; None when ``name``
    is no card (nothing to count)."""
    card = state.cards.get(name)
    if card is None:
        return None
    if kind == COST_OF:
        return card.spec.cost, f"{card.spec.cost} ({name}'s printed cost)"
    icon = ICON_COUNTS[kind]
    n = dict(card.spec.icons).get(icon, 0)
    return n, f"{n} ([{icon}] icons printed on {name})"
