"""Effects on the board: moving an investigator or an unengaged enemy, engaging an enemy, a location's flood level; and
whether flipping a location or exploring could change anything (``procedures/board.py`` and
``procedures/explore.py`` resolve those two themselves)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context, Occurrence
from ..core.targets import pick
from ..procedures import board, enemies
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .parameters import for_each_investigator, investigator_of, selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine


def move(engine: Engine, eff: Effect, ctx: Context) -> bool:
    def move_one(who: str) -> bool:
        sub = Context(ctx.bearer, who, ctx.depth, ctx.occ, ctx.ability, ctx.timing, ctx.mandatory, ctx.preset)
        dest = pick(engine, eff.to or "a-connecting-location", sub, noun="location")
        if not dest or dest[0] not in engine.state.locations:
            return unresolvable(engine, ctx, "destination")
        return board.move(engine, who, dest[0], ctx.depth, ctx.bearer)
    return for_each_investigator(engine, eff, ctx, move_one)


def move_enemy(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Move an unengaged enemy to a location. It does not engage by this effect: the standing rule of Enemy
    Engagement does it, as for any change that puts a ready unengaged enemy with an investigator."""
    state = engine.state
    enemy = pick(engine, eff.enemy or "an-enemy-at-your-location", ctx, noun="enemy")
    dest = pick(engine, eff.to or "a-connecting-location", ctx, noun="location")
    if not enemy or state.kind_of(enemy[0]) != "enemy" or not dest or dest[0] not in state.locations:
        return unresolvable(engine, ctx, "enemy")
    name, where = enemy[0], dest[0]
    card = state.cards[name]
    if card.engaged is not None or card.location is None or card.location == where:
        return unresolvable(engine, ctx, "unengaged enemy elsewhere")
    origin = card.location
    occ = engine.occurrence("enemy-moves", ctx.depth, what=name, source=origin, text=f"{name} moves to {where}")

    def body(_: list[Occurrence]) -> None:
        card.location = where
        engine.emit(StepKind.STATE, ctx.depth, f"{name} moves from {origin} to {where}", ("ahlcg/rr/move",),
                    card=ctx.bearer)

    return bool(engine.resolve([occ], body, announce=f"{ctx.bearer} moves {name} to {where}",
                               rules=("ahlcg/rr/move",), card=ctx.bearer))


def could_move_enemy(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(state.kind_of(e) == "enemy" and state.cards[e].engaged is None and state.cards[e].location
               for e in selectable(engine, eff.enemy or "an-enemy-at-your-location", ctx))


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
