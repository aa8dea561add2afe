"""Lasting effects that expire at the timing point their duration names (Lasting Effects): the end of
the turn (2.2.2), of the phase, of the round, or of the skill test (ST.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..situation.vocabulary import AbilityKind, Duration

if TYPE_CHECKING:
    from ..core.engine import Engine


def expire_lasting(engine: Engine, duration: Duration, depth: int) -> list[str]:
    """Remove lasting effects of ``duration``; return their texts (Lasting Effects)."""
    gone = []
    state = engine.state
    holders = [*state.investigators.values(), *state.locations.values(), *state.cards.values()]
    for holder in holders:
        for ab in list(holder.abilities):
            if ab.kind is AbilityKind.LASTING and ab.ability.duration is duration:
                holder.abilities.remove(ab)
                gone.append(ab.ability.text or ab.key)
    return gone
