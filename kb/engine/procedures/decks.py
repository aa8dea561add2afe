"""Decks an effect acts on: shuffling a deck (or a discard pile into it), and discarding cards from
the top of a deck.

Shuffling: a shuffled order is random, so the engine keeps the listed order and says so (as a
searched deck's shuffle does); "Any ability that would shuffle a discard pile of zero cards back into
a deck does not shuffle the deck" (Discard Pile). Discarding the top N cards takes as many as there
are (Effects: as much as possible is resolved); they are discarded simultaneously and placed on their
owner's discard pile, encounter cards on the encounter discard pile (Discard Pile). A deck left empty
is not refilled by discarding: only a draw from an empty deck refills it (Drawing Cards, Encounter Deck).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.finding import fitting
from ..core.state import DECK, DISCARD, ENCOUNTER_DECK, ENCOUNTER_DISCARD
from ..core.text import count
from ..situation.spec import Find
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

#: ``deck`` naming the encounter deck; None is an investigator's own deck.
ENCOUNTER = "encounter"
KEPT_ORDER = "the engine keeps the listed order: a shuffled order is random"


def piles(engine: Engine, who: str | None) -> tuple[list[str], list[str], str, str, str]:
    """The deck, its discard pile, their zones and the deck's name in the trace."""
    state = engine.state
    if who is None:
        return state.encounter_deck, state.encounter_discard, ENCOUNTER_DECK, ENCOUNTER_DISCARD, "the encounter deck"
    inv = state.investigators[who]
    return inv.deck, inv.discard, DECK, DISCARD, f"{who}'s deck"


def shuffle(engine: Engine, who: str | None, depth: int, by: str, *, discard_pile: bool = False) -> bool:
    """Shuffle ``who``'s deck (None: the encounter deck), its discard pile into it first if ``discard_pile``;
    a discard pile of zero cards shuffled back does not shuffle the deck (Discard Pile)."""
    deck, discard, deck_zone, _, name = piles(engine, who)
    if discard_pile:
        if not discard:
            engine.emit(StepKind.NOTE, depth, f"The discard pile is empty: shuffling zero cards back into {name} "
                        "does not shuffle the deck", ("ahlcg/rr/discard-piles",), card=by)
            return False
        moved = list(discard)
        discard.clear()
        deck.extend(moved)
        for card in moved:
            engine.state.cards[card].zone = deck_zone
        engine.emit(StepKind.STATE, depth, f"{', '.join(moved)} shuffled from the discard pile into {name} "
                    f"({KEPT_ORDER}; the engine puts them at the bottom)", ("ahlcg/rr/discard-piles",), card=by)
        return True
    engine.emit(StepKind.STATE, depth, f"{name[0].upper() + name[1:]} is shuffled ({len(deck)} cards; {KEPT_ORDER})",
                ("ahlcg/rr/encounter-deck",) if who is None else ("ahlcg/rr/effects",), card=by)
    return True


def discard_top(engine: Engine, who: str | None, amount: int, depth: int, by: str) -> bool:
    """Discard the top ``amount`` cards of ``who``'s deck (None: the encounter deck), as many as there are;
    whether all of them were discarded."""
    deck, discard, _, discard_zone, name = piles(engine, who)
    taken = deck[:amount]
    del deck[:len(taken)]
    for card in taken:
        engine.state.cards[card].zone = discard_zone
    discard.extend(taken)
    pile = "the encounter discard pile" if who is None else f"{who}'s discard pile"
    short = "" if len(taken) == amount else f" (only {len(taken)} there: as many as possible)"
    engine.emit(StepKind.STATE, depth, f"The top {count(amount, 'card')} of {name} discarded simultaneously onto {pile}"
                f"{short}: {', '.join(taken) or 'nothing'}", ("ahlcg/rr/discard-piles", "ahlcg/rr/effects"), card=by)
    return len(taken) == amount


def eligible(engine: Engine, searched: list[str], find: Find | None) -> list[str]:
    """The cards that fit what is looked for (a search's, or the cards a hand may discard): a card type, any of some
    traits, a printed name (the card of that name and its copies, "Grappling Horror #2")."""
    return fitting(engine.state, searched, find)
