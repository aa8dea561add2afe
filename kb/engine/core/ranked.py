"""Superlatives: of the entities a selector picks, the ones holding the most (or fewest) of a kind of token.

"Attach to the location in play with the most clues", "Place 1 doom on the agenda with the most doom (if they are
tied for the most doom, choose one …)", "Find a non-Bayou location with the fewest clues on it": the amount is
counted on each entity as it is now; every entity holding the extreme amount is kept, and the selector then picks
one of them (a choice among the tied: the card's own "choose one", or, for a choice the game makes, the lead
investigator's: Lead Investigator). The selector's shape is :mod:`..situation.vocabulary.ranked`'s.
"""

from __future__ import annotations

from ..situation.vocabulary import MEASURES, Ranked
from .connections import extreme
from .state import State


def tokens_on(state: State, name: str, measure: str) -> int:
    """How many ``measure`` tokens the investigator, location or card ``name`` holds (none: 0)."""
    holder = state.investigators.get(name) or state.locations.get(name) or state.cards.get(name)
    return int(getattr(holder, MEASURES[measure], 0) or 0) if holder is not None else 0


def superlative(state: State, found: list[str], rank: Ranked, start: str | None = None) -> list[str]:
    """The entities of ``found`` holding the most (or fewest) ``rank.measure``, ties all kept in their order; for a
    distance, the nearest (farthest) from ``start`` (a location: Nearest, with the FAQ's paths, ``connections.extreme``;
    none when the place is not in play)."""
    if not found:
        return []
    if rank.measure == "distance":
        return extreme(state, start, found, farthest=rank.extreme == "farthest")
    amounts = {name: tokens_on(state, name, rank.measure) for name in found}
    best = (max if rank.extreme == "most" else min)(amounts.values())
    return [name for name in found if amounts[name] == best]
