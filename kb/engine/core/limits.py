"""Limits: how many times an ability may be initiated in a period, and for whom (Limits and Maximums).

"Unless stated otherwise, limits are player specific": each investigator may use an ability up to its
limit in the period, so a count is kept per investigator. "A 'group limit,' however, applies to the
entire group of investigators": one count for everyone. Uses the situation states as already made
(``used``) are kept without an investigator and count against everyone's limit. An ability no
investigator initiates (a Forced ability) counts without one. "“Max X per [period]” imposes a maximum across all
copies of a card (by title) for all players": a ``max`` limit counts the same ability on every copy, for everyone.
"Limit once for each investigator per round" on a triggered ability ("After an investigator at your location commits
a card …") counts for the investigator its triggering occurrence names (:func:`counted_for`): each of them may be the
one it is used for once, whoever uses it. "Group limit 1 [per_investigator] times per round" allows the count times
the investigators who started the scenario (Per Investigator: eliminated ones still count).
"""

from __future__ import annotations

from typing import Any

from .counted import started
from .occurrence import Occurrence
from .state import AbilityState, State


def counted_for(ab: AbilityState, you: str | None, occ: Occurrence | None) -> str | None:
    """The investigator a use of ``ab`` counts for: the one using it, or with a limit "for each investigator" the one
    its triggering occurrence names (with none named, the one using it)."""
    limit = ab.ability.limit
    if limit is not None and limit.each_investigator and occ is not None and occ.who:
        return occ.who
    return you


def _keys(state: State, ab: AbilityState, who: str | None) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    """(the count shared by everyone, the count of the investigator using it) for the current period."""
    assert ab.ability.limit is not None
    shared = state.period_key(ab.ability.limit.per)
    own = shared if ab.ability.limit.group or ab.ability.limit.by_title or who is None else shared + (who,)
    return shared, own


def _copies(state: State, ab: AbilityState) -> list[AbilityState]:
    """The instances a limit counts: the ability's own, or with "Max X per [period]" the same ability of every
    copy of its card (by title), including itself."""
    bearer = state.cards.get(ab.bearer)
    if ab.ability.limit is None or not ab.ability.limit.by_title or bearer is None:
        return [ab]
    index = ab.key.rsplit("#", 1)[-1]
    return [other for card in state.cards.values() if card.spec.title == bearer.spec.title
            for other in card.abilities if other.key.rsplit("#", 1)[-1] == index] or [ab]


def within_limit(state: State, ab: AbilityState, who: str | None) -> bool:
    """Whether ``who`` may initiate the ability once more in the current period."""
    limit = ab.ability.limit
    if limit is None:
        return True
    shared, own = _keys(state, ab, who)
    used = sum(c.uses.get(shared, 0) + (c.uses.get(own, 0) if own != shared else 0) for c in _copies(state, ab))
    return used < limit.count * (started(state) if limit.per_investigator else 1)


def count_use(state: State, ab: AbilityState, who: str | None) -> None:
    """Count one initiation by ``who`` against the ability's limit."""
    if ab.ability.limit is not None:
        own = _keys(state, ab, who)[1]
        ab.uses[own] = ab.uses.get(own, 0) + 1
