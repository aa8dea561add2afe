"""Swarming (2024 glossary, Swarming X): a host enemy and the swarm cards underneath it.

Each swarm card "acts as a separate instance of that enemy for most purposes" with the host's values
and text, so the engine makes each one an enemy card of its own, engaged or placed with its host:
it can be fought and dealt damage separately, attacks separately, and counts as an enemy engaged with
the investigator. What is particular to a pack is here:

- the host cannot be defeated while a swarm card is still underneath it;
- when a swarm card is defeated, the excess damage may be dealt to another swarm card of the same
  host or to the host itself (a ``target`` choice naming the host; by default the next swarm card);
- a swarm card that leaves play goes to the bottom of its owner's deck;
- the pack exhausts and disengages as one entity (an evaded host or swarm card takes the rest along).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .text import count
from .situation.vocabulary import Decision, StepKind

if TYPE_CHECKING:
    from .engine import Engine
    from .state import Card, State

_RULE = "ahlcg/glossary/swarming-x"
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
                f"({', '.join(swarm_cards(state, name))})", (_RULE,), card=name)
    return True


def excess(card: Card) -> int:
    """Damage on a defeated swarm card beyond its health."""
    return max(0, card.damage - (card.health or 0))


def leave_play(engine: Engine, card: Card, depth: int) -> None:
    """A defeated swarm card goes to the bottom of its owner's deck (it leaves play)."""
    from .damage import leave_play as _leave

    _leave(engine, card, BOTTOM_OF_DECK, depth=depth)
    engine.emit(StepKind.STATE, depth, f"{card.name}'s defeat resolves: a swarm card that leaves play is placed on "
                "the bottom of its owner's deck", (_RULE, "ahlcg/rr/defeat", "ahlcg/rr/leaves-play"), card=card.name)


def deal_excess(engine: Engine, host: str, amount: int, source: str | None, depth: int) -> None:
    """The excess damage of a defeated swarm card may go to another swarm card of the host, or the host."""
    from .damage import Deal, deal

    state = engine.state
    options = swarm_cards(state, host) + ([host] if state.in_game(host) else [])
    if amount <= 0 or not options:
        return
    choice = engine.book.take(Decision.TARGET, ability=host)
    if choice is not None and choice.choose in options:
        target, why = str(choice.choose), f"({choice.path}; could also choose: " \
            f"{', '.join(o for o in options if o != choice.choose) or 'nothing else'})"
    else:
        target = options[0]
        why = (f"({choice.path} names {choice.choose!r}, which is not an option here; " if choice is not None
               else "(no choice given; ") + f"the engine deals it to the first listed: {', '.join(options)})"
    engine.emit(StepKind.CHOICE, depth, f"The excess {count(amount, 'damage', 'damage')} of the defeated swarm card "
                f"may be dealt to another swarm card of {host} or to {host} itself: dealt to {target} {why}",
                (_RULE, "ahlcg/rr/lead-investigator"), card=host)
    deal(engine, [Deal(target, amount)], source=source, via="attack" if source else "effect", depth=depth,
         label="The excess damage")


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
                f"{', '.join(others)} too", (_RULE,), card=name)
