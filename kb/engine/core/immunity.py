"""Immune (Rules Reference): a card immune to a set of effects cannot be affected by, nor chosen to be affected by,
an effect of that set — only the card itself: what is attached to it, the tokens on it and its own abilities are
not immune. Immunity protects from effects only, not from costs (a cost is paid without picking targets).

A card's ``immune`` lists the sets by the source's kind: ``player-card`` (any player card's effect, an
investigator's included), ``encounter-card``, or a cardtype (``treachery``, ``enemy``, ``location``, ``act``,
``agenda``, ``asset``, ``event``, ``skill``). Every effect picks its targets through ``targets.pick``, which asks
here.
"""

from __future__ import annotations

from .state import State

RULE = "ahlcg/rr/immune"


def source_sets(state: State, source: str) -> set[str]:
    """The sets an effect from ``source`` belongs to."""
    if source in state.investigators:
        return {"player-card"}
    card = state.cards.get(source)
    if card is None:
        return {"encounter-card", "location"} if source in state.locations else set()
    return {card.type.value, "player-card" if card.owner in state.investigators else "encounter-card"}


def immune_to(state: State, target: str, source: str) -> str | None:
    """The set ``target`` is immune to that an effect from ``source`` belongs to, or None."""
    card = state.cards.get(target)
    if card is None or not card.spec.immune:
        return None
    hit = [s for s in card.spec.immune if s in source_sets(state, source)]
    return hit[0] if hit else None
