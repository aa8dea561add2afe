"""Swarming (2024 glossary, Swarming X): a host enemy and the swarm cards underneath it.

Each swarm card "acts as a separate instance of that enemy for most purposes" with the host's values
and text, so the engine makes each one an enemy card of its own, engaged or placed with its host:
it can be fought and dealt damage separately, attacks separately, and counts as an enemy engaged with
the investigator. What is particular to a pack is here:

- the host cannot be defeated while a swarm card is still underneath it;
- when a swarm card is defeated, the excess damage may be dealt to another swarm card of the same
  host or to the host itself (a ``target`` choice naming the host; by default the next swarm card),
  and the swarm card goes to the bottom of its owner's deck (both part of resolving a defeat, in
  ``damage.py``);
- the pack exhausts and disengages as one entity (an evaded host or swarm card takes the rest along).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine
    from ..core.state import Card, State

SWARMING = "ahlcg/glossary/swarming-x"
#: Where a swarm card goes when it leaves play (its owner, a player, is not named by the situation).
BOTTOM_OF_DECK = "deck"


def pack(state: State, name: str) -> list[str]:
    """The host and its swarm cards still in play, for a host or one of its swarm cards."""
    card = state.cards.get(name)
    if card is None:
        return []
    host = card.spec.host or name
    return [c.name for c in state.cards.values()
            if state.in_game(c.name) and (c.name == host or c.spec.host == host)]


def swarm_cards(state: State, host: str) -> list[str]:
    """The swarm cards still underneath ``host``."""
    return [n for n in pack(state, host) if n != host]


def cannot_be_defeated(engine: Engine, name: str, depth: int) -> bool:
    """A host with swarm cards underneath it cannot be defeated; say so in the trace."""
    state = engine.state
    card = state.cards.get(name)
    if card is None or card.spec.host or not swarm_cards(state, name):
        return False
    engine.emit(StepKind.NOTE, depth, f"{name} cannot be defeated while it still has swarm cards underneath it "
                f"({', '.join(swarm_cards(state, name))})", (SWARMING,), card=name)
    return True


def excess(card: Card, health: int | None) -> int:
    """Damage on a defeated swarm card beyond its health (as modified: ``procedures.health``)."""
    return max(0, card.damage - (health or 0))


def move_as_one(engine: Engine, name: str, depth: int) -> None:
    """The host and its swarm cards exhaust and disengage as a single entity."""
    state = engine.state
    card = state.cards[name]
    others = [n for n in pack(state, name) if n != name]
    if not others:
        return
    where = state.location_of(name)
    for other in others:
        o = state.cards[other]
        o.exhausted = card.exhausted
        if card.engaged is None and o.engaged is not None:
            o.engaged, o.location = None, where
    engine.emit(StepKind.STATE, depth, f"The host enemy and its swarm cards exhaust and disengage as a single entity: "
                f"{', '.join(others)} too", (SWARMING,), card=name)
