"""An enemy's move under way: the time period a constant's "While an enemy is moving" names.

"Some constant abilities are only active while a specified condition is met" (Constant Abilities): "While an enemy is
moving, Hidden Library gains the Passageway trait", "While a Byakhee enemy is moving, …, that enemy's location is
considered to be connected to Gardens of Luxembourg". An enemy is moving from the moment its path is chosen until it
has entered the location it moves to — by its hunter keyword (Hunter), a patrol (Patrol), or an effect that moves it
(Move). Every procedure that moves an enemy holds ``procedures/enemy_moves.enemy_moving`` around that move, so the connections it moves
along (``core/connections.py``) and the characteristics the constant changes (a trait gained, applied by the standing
rules) are those of the period; the standing rules settle as it opens and as it closes, so the trace shows the trait
gained and lost where it happens.

``State.moving`` names the moving enemy (the innermost, when an ability resolved during one move moves another); the
condition ``{during: enemy-moving, moving: FILTER}`` holds while it is set and the enemy meets the filter.
"""

from __future__ import annotations

from ..situation.layout import MOVING_LOCATION
from ..situation.spec import Condition
from .state import State
from .triggers import selector_matches

#: The time period of a condition: an enemy's move under way.
ENEMY_MOVING = "enemy-moving"


def moving_holds(state: State, condition: Condition, own: str | None, you: str | None) -> tuple[bool, str]:
    """Whether an enemy is moving now, one the condition's ``moving`` filter meets (any enemy without one), and
    which."""
    enemy = state.moving
    if enemy is None:
        return False, "no enemy is moving"
    if condition.moving and not selector_matches(state, condition.moving, enemy, own or "", you):
        return False, f"{enemy} is moving, not a {condition.moving.replace('-', ' ')}"
    return True, f"{enemy} is moving"


__all__ = ["ENEMY_MOVING", "MOVING_LOCATION", "moving_holds", "moving_location"]


def moving_location(state: State) -> list[str]:
    """The location of the enemy whose move is under way (where it moves from, until it has entered another); none
    while no enemy moves."""
    where = state.location_of(state.moving) if state.moving else None
    return [where] if where in state.locations else []

