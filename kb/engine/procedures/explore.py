"""Explore (2024 glossary, Explore; FAQ, The Forgotten Age): drawing from the exploration deck.

An explore ability draws the top card of the situation's ``exploration-deck``:

- a location of the type sought (the engine models "a connecting location": one connected to the
  explorer's) is put into play with clues equal to its clue value, and the explorer moves to it —
  a *successful* exploration;
- any other location is placed next to the exploration deck, and the next card is drawn;
- a treachery is resolved as normal (discarded to the encounter discard pile) — an *unsuccessful*
  exploration;
- a deck that runs out first ends the exploration, neither successful nor unsuccessful (FAQ).

After the action has ended, each location placed next to the deck is shuffled back into it (the
engine puts them back at the bottom, in the order drawn, and says so).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.state import EXPLORATION_DECK, NEXT_TO_EXPLORATION_DECK, Location
from ..core.text import count
from ..situation.spec import Effect
from ..situation.vocabulary import CardType, StepKind
from .board import move
from .encounter import resolve_encounter_card

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/glossary/explore",)


def connecting(engine: Engine, here: str, card_name: str) -> bool:
    """Whether a drawn location connects to ``here`` (either card names the other)."""
    spec = engine.state.cards[card_name].spec
    return here in spec.connections or card_name in engine.state.locations[here].connections


def explore(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Draw from the exploration deck until a connecting location or a treachery is drawn."""
    state = engine.state
    who = ctx.you
    if who is None or who not in state.investigators:
        engine.emit(StepKind.NOTE, ctx.depth, "No investigator to explore: it does not resolve", _RULES,
                    card=ctx.bearer)
        return False
    here = state.investigators[who].location
    aside: list[str] = []
    outcome = False
    while True:
        if not state.exploration_deck:
            engine.emit(StepKind.NOTE, ctx.depth, "The exploration deck has run out without a connecting location or "
                        "a treachery: the exploration simply ends, neither successful nor unsuccessful",
                        _RULES + ("ahlcg/faq/q-what-happens-if-i-perform-an-explore-action",), card=ctx.bearer)
            break
        name = state.exploration_deck.pop(0)
        card = state.cards[name]
        engine.emit(StepKind.EVENT, ctx.depth, f"{who} draws {name} ({card.type}) from the exploration deck", _RULES,
                    card=name)
        if card.type is CardType.LOCATION and connecting(engine, here, name):
            _put_into_play(engine, name, here, ctx.depth)
            engine.emit(StepKind.NOTE, ctx.depth, f"{name} is a connecting location: the exploration is successful, "
                        f"and {who} moves to it", _RULES, card=name)
            move(engine, who, name, ctx.depth, ctx.bearer)
            outcome = True
            break
        if card.type is CardType.LOCATION:
            aside.append(name)
            card.zone = NEXT_TO_EXPLORATION_DECK
            engine.emit(StepKind.STATE, ctx.depth, f"{name} is not connected to {here}: it is placed next to the "
                        "exploration deck, and the next card is drawn", _RULES, card=name)
            continue
        engine.emit(StepKind.NOTE, ctx.depth, f"{name} is a treachery: it is resolved as normal (if discarded, it goes "
                    "to the encounter discard pile: the exploration deck has no discard pile); the exploration is "
                    "unsuccessful", _RULES, card=name)
        resolve_encounter_card(engine, who, name, ctx.depth, drawn=False)
        break
    if aside:
        engine.after_action(lambda depth: _shuffle_back(engine, aside, depth), ctx.depth)
    return outcome


def _put_into_play(engine: Engine, name: str, here: str, depth: int) -> None:
    """A single-sided location from the exploration deck enters play with clues equal to its clue value."""
    state = engine.state
    card = state.cards.pop(name)
    spec = card.spec
    loc = Location(name, tuple(dict.fromkeys(spec.connections + (here,))), spec.clues, spec.shroud, True,
                   text=spec.text, traits=tuple(spec.traits))
    loc.abilities = state.abilities_of(spec.abilities, name)
    state.locations[name] = loc
    home = state.locations[here]
    if name not in home.connections:
        home.connections = home.connections + (name,)
    engine.emit(StepKind.STATE, depth, f"{name} is put into play with {count(spec.clues, 'clue')} on it (its clue "
                f"value), connected to {here}", _RULES, card=name)


def _shuffle_back(engine: Engine, names: list[str], depth: int) -> None:
    state = engine.state
    for name in names:
        state.cards[name].zone = EXPLORATION_DECK
        state.exploration_deck.append(name)
    engine.emit(StepKind.STATE, depth, f"After the action has ended, each location next to the exploration deck is "
                f"shuffled back into it: {', '.join(names)} (the engine puts them at the bottom)",
                _RULES + ("ahlcg/rr/delayed-effects", "ahlcg/rr/ability/forced-abilities"))
