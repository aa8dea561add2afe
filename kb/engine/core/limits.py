"""Limits: how many times an ability may be initiated in a period, and for whom (Limits and Maximums).

"Unless stated otherwise, limits are player specific": each investigator may use an ability up to its
limit in the period, so a count is kept per investigator. "A 'group limit,' however, applies to the
entire group of investigators": one count for everyone. Uses the situation states as already made
(``used``) are kept without an investigator and count against everyone's limit. An ability no
investigator initiates (a Forced ability) counts without one.
"""

from __future__ import annotations

from typing import Any

from .state import AbilityState, State


def _keys(state: State, ab: AbilityState, who: str | None) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    """(the count shared by everyone, the count of the investigator using it) for the current period."""
    assert ab.ability.limit is not None
    shared = state.period_key(ab.ability.limit.per)
    own = shared if ab.ability.limit.group or who is None else shared + (who,)
    return shared, own


def within_limit(state: State, ab: AbilityState, who: str | None) -> bool:
    """Whether ``who`` may initiate the ability once more in the current period."""
    limit = ab.ability.limit
    if limit is None:
        return True
    shared, own = _keys(state, ab, who)
    used = ab.uses.get(shared, 0) + (ab.uses.get(own, 0) if own != shared else 0)
    return used < limit.count


def count_use(state: State, ab: AbilityState, who: str | None) -> None:
    """Count one initiation by ``who`` against the ability's limit."""
    if ab.ability.limit is not None:
        own = _keys(state, ab, who)[1]
        ab.uses[own] = ab.uses.get(own, 0) + 1
