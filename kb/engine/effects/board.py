"""Effects on the board: moving an investigator, engaging an enemy, a location's flood level; and
whether flipping a location or exploring could change anything (``procedures/board.py`` and
``procedures/explore.py`` resolve those two themselves)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.targets import pick
from ..procedures import board, enemies
from ..situation.spec import Effect
from .parameters import investigator_of, selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine


def move(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = investigator_of(engine, eff, ctx)
    sub = Context(ctx.bearer, who, ctx.depth, ctx.occ, ctx.ability, ctx.timing, ctx.mandatory, ctx.preset)
    dest = pick(engine, eff.to or "a-connecting-location", sub, noun="location")
    if not who or not dest or dest[0] not in engine.state.locations:
        return unresolvable(engine, ctx, "destination")
    return board.move(engine, who, dest[0], ctx.depth, ctx.bearer)


def engage(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = investigator_of(engine, eff, ctx)
    enemy = pick(engine, eff.enemy or "an-enemy-at-your-location", ctx, noun="enemy")
    if not who or not enemy or engine.state.kind_of(enemy[0]) != "enemy":
        return unresolvable(engine, ctx, "enemy")
    return enemies.engage(engine, who, enemy[0], ctx.depth, ctx.bearer)


def increase_flood(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return board.change_flood(engine, eff, ctx, step=1)


def decrease_flood(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return board.change_flood(engine, eff, ctx, step=-1)


def could_move(engine: Engine, eff: Effect, ctx: Context) -> bool:
    here = engine.state.location_of(ctx.you)
    return any(d != here for d in selectable(engine, eff.to or "a-connecting-location", ctx))


def could_engage(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(state.kind_of(e) == "enemy" and state.cards[e].engaged != ctx.you
               for e in selectable(engine, eff.enemy or "an-enemy-at-your-location", ctx))


def could_change_flood(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    top = "fully-flooded" if eff.effect == "increase-flood" else "unflooded"
    return any(state.locations[loc].flood != top for loc in selectable(engine, eff.to or "this-location", ctx)
               if loc in state.locations)


def could_flip(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(state.locations[loc].other_side is not None
               for loc in selectable(engine, eff.to or "your-location", ctx) if loc in state.locations)


def could_explore(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return bool(engine.state.exploration_deck)
