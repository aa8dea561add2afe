"""An enemy moved away from something: "move it 1 location away from the nearest investigator (to a location with no
investigators, if possible)" (The Organist) — the engine's ``move-enemy-away``.

Move: a moving entity moves to a connecting location, one connection a move. "Away from X" is a connecting location
farther from X than the enemy's own location, in connections (Nearest: distances are counted along connections): the
inverse of a step toward X (``board._toward``). X is the investigator nearest to the enemy (``nearest-investigator``,
reckoned as the hunter keyword does: Hunter, Nearest) or what the ``from`` selector names (an investigator's location, or
a location). ``to``, when given, is a preference: among the farther locations, those it picks if there are any ("to a
location with no investigators, if possible": the Golden Rules' "as much as possible"), else any farther one. Among
several, the lead investigator chooses (a `target` choice, Lead Investigator). An engaged enemy does not move (an
engaged enemy is in a threat area, Enemy Engagement); with no farther location it stays, and the trace says why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.connections import connected
from ..procedures.enemy_moves import enemy_moving
from ..core.occurrence import Context
from ..core.selector_words import selector_words
from ..core.targets import pick
from ..procedures import enemies
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .board import NEAREST, enemy_step
from .parameters import selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/move", "ahlcg/rr/nearest")


def move_enemy_away(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Each enemy picked moves ``amount`` times one connection away from ``from`` (in the lead investigator's order)."""
    state = engine.state
    found = [e for e in pick(engine, eff.enemy or "self", ctx, noun="enemy") if state.kind_of(e) == "enemy"]
    if not found:
        return unresolvable(engine, ctx, "enemy")
    order = enemies.lead_orders(engine, found, ctx.depth, "enemies move by this effect", ("ahlcg/rr/move",))
    results = []
    for e in order:
        with enemy_moving(engine, e, ctx.depth):  # "While an enemy is moving" (core/moving.py)
            results.append(_away(engine, eff, ctx, e))
    return all(results)


def _away(engine: Engine, eff: Effect, ctx: Context, name: str) -> bool:
    state = engine.state
    card = state.cards[name]
    for n in range(eff.amount or 1):
        here = card.location
        if card.engaged is not None or here is None or not state.in_game(name):
            return n > 0 or unresolvable(engine, ctx, "unengaged enemy at a location")
        origin = _origin(engine, eff, ctx, name)
        if origin is None:
            return n > 0
        far = enemies.distances(engine, origin)
        farther = [loc for loc in connected(state, here)
                   if loc in state.locations and far.get(loc, -1) > far.get(here, -1)]
        if not farther:
            engine.emit(StepKind.NOTE, ctx.depth, f"{name} does not move away from {origin}: no connecting location is "
                        "farther from it", _RULES, card=ctx.bearer)
            return n > 0
        lured, dest = enemies.lured_step(engine, name, ctx.depth)  # "… toward X, instead of …" (procedures/luring.py)
        if lured and dest is None:
            return n > 0
        dest = dest or enemies.lead_picks(engine, name, _preferred(engine, eff, ctx, farther), ctx.depth,
                                          f"{name} may move away from {origin} to several locations", _RULES)
        enemy_step(engine, ctx, name, dest, f"{name} moves one location away from {origin} ({n + 1} of "
                   f"{eff.amount or 1})")
    return True


def _origin(engine: Engine, eff: Effect, ctx: Context, name: str) -> str | None:
    """The location the enemy moves away from: where the investigator nearest to it is, or what ``from`` names."""
    state = engine.state
    if (eff.source or NEAREST) == NEAREST:
        found = enemies.nearest_investigator(engine, name, ctx.depth)
        return state.location_of(found[0]) if found else None
    aim = pick(engine, eff.source or "you", ctx, noun="location")
    return state.location_of(aim[0]) if aim else None


def _preferred(engine: Engine, eff: Effect, ctx: Context, farther: list[str]) -> list[str]:
    """The farther locations ``to`` picks, if it picks any ("if possible"); else every farther one, said so."""
    if not eff.to:
        return farther
    liked = [loc for loc in farther if loc in selectable(engine, eff.to, ctx)]
    if not liked:
        engine.emit(StepKind.NOTE, ctx.depth, f"No location farther away is {selector_words(eff.to)}: it is not possible, so any "
                    "farther one will do", ("ahlcg/rr/golden-rules", *_RULES), card=ctx.bearer)
    return liked or farther


def could_move_away(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(state.kind_of(e) == "enemy" and state.cards[e].engaged is None and state.cards[e].location
               for e in selectable(engine, eff.enemy or "self", ctx))
