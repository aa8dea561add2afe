"""Enemies that move by their keyword (The Path to Carcosa onward): Elusive and Patrol, two rows of the keyword
table (``standing.py``).

Elusive answers an attack that has resolved, whoever made it: a ready enemy with the keyword that attacked or was
attacked disengages from all investigators, moves to a connecting location (one with no investigators if able) and
exhausts. Patrol answers 3.2: each ready, unengaged enemy with the keyword moves one connection along the shortest
path toward its designated location (``patrol``, one or several; the lead investigator chooses among several).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core import standing
from ..core.connections import connected
from ..core.occurrence import Occurrence
from ..core.state import PLAY
from ..core.text import count
from ..situation.vocabulary import CardType, StepKind
from .enemies import distances, engage_at_location, lead_picks, lured_step
from .enemy_moves import enemy_moving

if TYPE_CHECKING:
    from ..core.engine import Engine

ELUSIVE = "ahlcg/glossary/elusive"
PATROL = "ahlcg/glossary/patrol"


def elusive(engine: Engine, depth: int, *, enemy: str, ready: bool, **_: Any) -> bool:
    """After an attack by or against a ready elusive enemy resolves: disengage, move away, exhaust."""
    state = engine.state
    card = state.cards.get(enemy)
    if card is None or not ready or card.zone != PLAY or not standing.bears(card, "elusive"):
        return False
    here = state.location_of(enemy)
    if here is None:
        return False
    was = card.engaged
    card.engaged, card.location = None, here
    options = [n for n in connected(state, here) if n in state.locations]
    empty = [n for n in options if not state.investigators_at(n)]
    dest = lead_picks(engine, enemy, empty or options, depth, f"{enemy} moves to a connecting location",
                      (ELUSIVE,)) if options else here
    card.location = dest
    card.exhausted = True
    where = (f"moves from {here} to {dest}" + ("" if empty else " (every connecting location has an investigator)")
             if dest != here else f"stays at {here} (no connecting location)")
    engine.emit(StepKind.STATE, depth, f"{enemy} is elusive: after the attack resolves it disengages"
                + (f" from {was}" if was else "") + f", {where}, and exhausts", (ELUSIVE,), card=enemy)
    return True


def patrols_move(engine: Engine, depth: int, **_: Any) -> bool:
    """3.2: each ready, unengaged patrol enemy moves one connection toward its designated location."""
    state = engine.state
    moving = [c.name for c in state.cards.values() if c.type is CardType.ENEMY and c.zone == PLAY
              and standing.bears(c, "patrol") and c.engaged is None and not c.exhausted and c.location is not None]
    for enemy in moving:
        _patrol(engine, enemy, depth)
    return bool(moving)


def _patrol(engine: Engine, enemy: str, depth: int) -> None:
    """One patrol move, the enemy moving throughout ("While an enemy is moving": core/moving.py)."""
    with enemy_moving(engine, enemy, depth):
        _patrol_move(engine, enemy, depth)


def _patrol_move(engine: Engine, enemy: str, depth: int) -> None:
    state = engine.state
    card = state.cards[enemy]
    here = card.location or ""
    dist = distances(engine, here)
    goals = [g for g in card.spec.patrol if g in dist]
    if not goals or here in card.spec.patrol:
        engine.emit(StepKind.NOTE, depth, f"{enemy} patrols toward {' or '.join(card.spec.patrol)}: "
                    + ("it is there already" if here in card.spec.patrol else "no path reaches it")
                    + ", so it does not move", (PATROL,), card=enemy)
        return
    lured, dest = lured_step(engine, enemy, depth)  # "… toward the attached location, instead of …" (Lure)
    if lured and dest is None:
        return
    goal, far = f"{lured}, instead of its designated location", 0
    if dest is None:
        goal = lead_picks(engine, enemy, goals, depth, f"several locations qualify as {enemy}'s designated location",
                          (PATROL, "ahlcg/rr/lead-investigator"))
        far = dist[goal]
        steps = [n for n in connected(state, here)
                 if n in state.locations and distances(engine, n).get(goal) == far - 1]
        dest = lead_picks(engine, enemy, steps, depth, f"{enemy} has several shortest paths toward {goal}", (PATROL,))
    occ = engine.occurrence("enemy-moves", depth, what=enemy, source=here, text=f"{enemy} moves to {dest}")

    def body(_: list[Occurrence]) -> None:
        card.location = dest
        away = "" if lured else f" ({count(far, 'connection')} away)"
        engine.emit(StepKind.STATE, depth, f"{enemy} patrols: it moves from {here} to {dest}, one connection along the "
                    f"shortest path toward {goal}{away}", (PATROL, "ahlcg/rr/3-2"), card=enemy)
        engage_at_location(engine, enemy, depth)

    engine.resolve([occ], body, announce=f"{enemy} patrols", rules=(PATROL,), card=enemy)
