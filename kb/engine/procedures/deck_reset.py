"""Resetting the act or agenda deck to one of its cards (“Remove all doom from play and reset the agenda deck to
agenda 1a”; Act Deck and Agenda Deck).

The rules say how a deck advances, not how it is reset: the card's own words are all there is. Reset, the deck is as
it stood when its named card was current — that card current again (from the deck, or back from out of the game,
where its advance removed it), and the current card and every card numbered after the named one back in the deck in
the order of their printed numbers. Nothing advances, so no reverse side is followed and no token is removed (a card
that wants doom gone says so, as Encore does before it resets). The deck's cards are told apart only by their printed
``number``: with a card of it given none, its order is unknown, and the reset is not modelled rather than guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.silence import not_modelled
from ..core.state import ACT_DECK, AGENDA_DECK, PLAY, REMOVED, Card, State
from ..core.story import same_card, stage
from ..situation.vocabulary import CardType, StepKind
from .discarding import leave_play, take_out

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/act-deck-and-agenda-deck",)


def reset_deck(engine: Engine, current: str, number: str, depth: int, by: str | None) -> bool:
    """Reset the deck ``current`` is the current card of to the card printed ``number``; whether it was reset."""
    state = engine.state
    kind = state.cards[current].type
    deck = state.agenda_deck if kind is CardType.AGENDA else state.act_deck
    cards = [c for c in state.cards.values() if c.type is kind and c.zone in (PLAY, REMOVED, AGENDA_DECK, ACT_DECK)]
    named = next((c for c in cards if same_card(c.spec.number, number)), None)
    if named is None or any(stage(c.spec.number) is None for c in cards):
        not_modelled(engine, depth, f"resetting the {kind.value} deck to {kind.value} {number} (no card of it is "
                     f"numbered {number}, or a card of it has no printed number to order it by): it does not resolve",
                     *RULES, card=by)
        return False
    after = sorted((c for c in cards if c is not named and stage(c.spec.number) > stage(named.spec.number)),
                   key=lambda c: (stage(c.spec.number), c.spec.number))
    if named.name != current:
        leave_play(engine, state.cards[current], AGENDA_DECK if kind is CardType.AGENDA else ACT_DECK, depth=depth)
    _make_current(state, named, deck)
    deck[:] = [c.name for c in after]
    for card in after:
        take_out(state, card)
        card.zone = AGENDA_DECK if kind is CardType.AGENDA else ACT_DECK
    engine.emit(StepKind.STATE, depth, f"The {kind.value} deck is reset to {kind.value} {number}: {named.name} is the "
                f"current {kind.value}" + (f"; {', '.join(deck)} in the deck after it" if deck else ""), RULES,
                card=named.name)
    return True


def _make_current(state: State, named: Card, deck: list[str]) -> None:
    """The named card in play as the current one, taken from the deck or from out of the game."""
    if named.name in deck:
        deck.remove(named.name)
    take_out(state, named)
    named.zone = PLAY
