"""Repetition until a state: "Discard cards from the top of the encounter deck until an enemy is discarded" (Smite the
Wicked, Dimensional Gap, Deadly Fate), "… until a location is discarded" (Wormhole).

The instruction is one effect repeated: the top card is discarded, then the next, one at a time, and it stops with the
first card that fits what it waits for (a card type, traits or a name: the effect's ``find``). If the deck runs out
first, as much as possible was resolved (Effects) — every card was discarded and none fitted — and the effect did not
resolve in full; discarding never refills an empty deck (only drawing from one does: Drawing Cards, Encounter Deck).
The cards it discarded are the resolution's record (``core/results.py``): "If no enemy is discarded", "a location
discarded by this effect" read them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.finding import fitting
from ..core.text import count
from ..procedures import decks
from ..situation.spec import Find
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/discard-piles", "ahlcg/rr/effects")


def wanted(find: Find) -> str:
    """What the repetition waits for, in words: "an enemy", "a Byakhee card", "Ghoul Priest"."""
    if find.name:
        return find.name
    noun = " ".join((*find.traits, find.type or "card"))
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def discard_until(engine: Engine, who: str | None, find: Find, depth: int, by: str) -> bool:
    """Discard the top card of ``who``'s deck (None: the encounter deck), one at a time, until one that fits ``find``
    is discarded; whether one was (the deck ran out first: no)."""
    deck, pile, _, zone, name = decks.piles(engine, who)
    taken: list[str] = []
    found: str | None = None
    while deck and found is None:
        card = deck.pop(0)
        engine.state.cards[card].zone = zone
        pile.append(card)
        taken.append(card)
        found = card if fitting(engine.state, [card], find) else None
    what = wanted(find)
    if found is not None:
        engine.emit(StepKind.STATE, depth, f"Cards discarded from the top of {name}, one at a time, until {what} is "
                    f"discarded: {', '.join(taken)} ({count(len(taken), 'card')}; {found} is {what}, so it stops)",
                    _RULES, card=by)
        return True
    engine.emit(StepKind.STATE, depth, f"Cards discarded from the top of {name}, one at a time, until {what} is "
                f"discarded: {', '.join(taken) or 'nothing'} — the deck ran out first, so no {what.split(' ', 1)[-1]} "
                "was discarded (as much as possible resolved; discarding does not refill a deck)", _RULES, card=by)
    return False
