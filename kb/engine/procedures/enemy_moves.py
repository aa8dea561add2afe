"""The period of an enemy's move, held around each move: "While an enemy is moving" (``core/moving.py``).

An enemy is moving from the moment its path is chosen until it has entered the location it moves to. The hunter
keyword (``procedures/enemies.py``), a patrol (``procedures/roaming.py``) and the effects that move an enemy
(``effects/board.py``, ``effects/moving_away.py``) each hold :func:`enemy_moving` around one enemy's move, so what holds
only then — a trait gained, a connection stated — holds while its path is chosen and it enters. The standing rules
settle as the period opens and as it closes, when an ability in play holds only during it: a trait gained or lost shows
in the trace where it happens.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from ..core import standing
from ..core.moving import ENEMY_MOVING
from ..core.state import State

if TYPE_CHECKING:
    from ..core.engine import Engine


@contextmanager
def enemy_moving(engine: Engine, enemy: str, depth: int) -> Iterator[None]:
    """``enemy`` is moving for the duration: its path is chosen and it enters the location inside this block."""
    state = engine.state
    before = state.moving
    state.moving = enemy
    period = _governed(state)
    if period:
        standing.settle(engine, depth)  # what holds "while an enemy is moving" holds now (a trait gained)
    try:
        yield
    finally:
        state.moving = before
        if period:
            standing.settle(engine, depth)


def _governed(state: State) -> bool:
    """Whether an ability in play holds only while an enemy is moving: only then do the standing rules settle as the
    period opens and closes (otherwise nothing changes with it, and the move goes on as the procedure says)."""
    return any(ab.ability.condition is not None and ab.ability.condition.during == ENEMY_MOVING
               for ab in state.live_abilities())
