"""Which cards fit what is looked for — a card type, any of some traits, a printed name — wherever cards are looked
for: a search (and a skill icon: "a card with at least 1 [intellect] skill icon"), the cards a hand may discard ("a skill card", "an [[Item]] asset"), the cards a cost may discard ("Discard
an Ally asset from your hand:"). One filter for all of them, on the state alone.
"""

from __future__ import annotations

from ..situation.printed import copy_of
from ..situation.spec import Find
from ..situation.vocabulary import CLASS_QUALIFIER, card_class_holds
from .state import State


def fitting(state: State, searched: list[str], find: Find | None) -> list[str]:
    """The cards of ``searched`` that fit ``find`` (none: every card), in their order: a card type, any of some traits,
    a printed name (the card of that name and its copies, "Grappling Horror #2"), any of some classes (Classes)."""
    find = find or Find()
    traits = {t.casefold() for t in find.traits}
    return [c for c in searched if (not find.type or state.cards[c].type.value == find.type)
            and (not traits or traits & {t.casefold() for t in state.cards[c].spec.traits})
            and (not find.name or copy_of(c) == find.name) and (not find.weakness or state.cards[c].spec.weakness)
            and (not find.classes or any(card_class_holds(CLASS_QUALIFIER + k, state.cards[c].spec.classes, None)
                                         for k in find.classes))
            and (not find.icons or _has_icon(state, c, find.icons))]


def _has_icon(state: State, card: str, icons: tuple[str, ...]) -> bool:
    """Whether ``card`` has at least 1 of any of ``icons`` printed, or a [wild] icon: "A Wild skill icon on a player
    card may be used to match any other skill icon for the purposes of … card abilities" (FAQ 1.9)."""
    printed = dict(state.cards[card].spec.icons)
    return any(printed.get(i, 0) >= 1 for i in (*icons, "wild"))
