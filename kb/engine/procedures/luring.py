"""Enemies that move toward a location instead of where they would normally move: "During the enemy phase, each enemy
that moves does so along the shortest path toward the attached location, instead of to where it would normally move"
(Lure).

A constant ability ``moves-toward`` (a location filter: ``attached``, a name) applies to the enemy moves its
``applies-to`` (``enemy-moves``, ``what``: the enemies) names, while its condition holds (``during: enemy-phase``).
It changes where an enemy that moves goes, not whether it moves: the hunter keyword, a patrol, or an effect decides
that an enemy moves (a hunter at an investigator's location does not, Hunter), and then it moves one connection along
the shortest path toward that location instead (Instead; Move; Nearest: the lead investigator chooses among several
shortest paths, and among several such locations). An enemy already there, or with no path to it, does not move.

:func:`lured_toward` is asked by each procedure that moves an enemy, once it knows the enemy moves (through
``enemies.lured_step``, one connection toward it): the hunter keyword (``enemies.py``), a patrol (``roaming.py``) and
the effects that move an enemy (``effects/board.py``, ``effects/moving_away.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.counted import active
from ..core.occurrence import Occurrence
from ..core.triggers import selector_matches, trigger_matches
from ..situation.vocabulary import AbilityKind, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine
    from ..core.state import AbilityState

RULES = ("ahlcg/rr/instead", "ahlcg/rr/move", "ahlcg/rr/nearest")
#: The lead investigator's choice for an enemy among several options (``enemies.lead_picks``, which imports this).
Picker = Callable[["Engine", str, list[str], int, str, tuple[str, ...]], str]


def _lures(engine: Engine, enemy: str) -> list[tuple[AbilityState, str]]:
    """The active ``moves-toward`` abilities that govern ``enemy``'s move now, each with a location it names."""
    state = engine.state
    found: list[tuple[AbilityState, str]] = []
    for ab in state.live_abilities():
        a = ab.ability
        if a.kind is not AbilityKind.CONSTANT or a.moves_toward is None or not active(state, ab):
            continue
        if a.applies_to is not None and not trigger_matches(state, a.applies_to, Occurrence("enemy-moves", 0,
                                                                                            what=enemy), ab):
            continue
        found += [(ab, loc) for loc in state.locations if selector_matches(state, a.moves_toward, loc, ab.bearer, None)]
    return found


def lured_toward(engine: Engine, enemy: str, depth: int, lead_picks: Picker) -> str | None:
    """The location ``enemy``, which moves now, moves toward instead of where it would normally move (said in the
    trace with the sentence that says so; among several, the lead investigator chooses); None when no ability
    redirects it."""
    found = _lures(engine, enemy)
    if not found:
        return None
    goals = list(dict.fromkeys(loc for _, loc in found))
    goal = lead_picks(engine, enemy, goals, depth, f"{enemy} may move toward several locations instead", RULES)
    ab = next(ab for ab, loc in found if loc == goal)
    engine.emit(StepKind.NOTE, depth, f"{enemy} moves toward {goal} instead of where it would normally move "
                f"({ab.bearer}: \u201c{ab.ability.text}\u201d)", RULES, card=enemy)
    return goal
