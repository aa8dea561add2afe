"""Effects that act for an investigator: take an action, end the turn, lose actions, investigate,
fight or evade without taking an action, resign."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.errors import IllegalPlay
from ..core.occurrence import Context
from ..core.targets import pick
from ..procedures import actionpool, actions, damage, skill_actions
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .parameters import (for_each_investigator, investigator_of, printed_results, revealed_checks, selectable,
                         stated_result, unresolvable)

if TYPE_CHECKING:
    from ..core.engine import Engine


def take_action(engine: Engine, eff: Effect, ctx: Context) -> bool:
    if ctx.you is None or ctx.you not in engine.state.investigators:
        return unresolvable(engine, ctx, "investigator")
    assert eff.action is not None
    try:
        return actions.take_action(engine, ctx.you, eff.action, depth=ctx.depth, spend=False, card=eff.card,
                                   enemy=eff.enemy, to=eff.to, location=eff.location, result=stated_result(eff, ctx),
                                   by=ctx.bearer)
    except IllegalPlay as refused:
        engine.emit(StepKind.FRAMEWORK, ctx.depth, f"Aborted: {refused}", refused.rules or ("ahlcg/rr/action",),
                    card=ctx.bearer)
        return False


def end_turn(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = investigator_of(engine, eff, ctx)
    if who is None:
        return unresolvable(engine, ctx, "investigator")
    return actions.end_turn(engine, who, ctx.depth)


def gain_actions(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Take additional actions this turn (Action): the investigator's actions to take this turn grow."""
    return for_each_investigator(engine, eff, ctx, lambda who: actionpool.gain_actions(engine, who, eff.amount or 0,
                                                                                       ctx.depth, ctx.bearer))


def lose_actions(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Lose actions (Action; FAQ 1.10): the standard actions first (see ``procedures/actionpool.py``); "Each
    investigator at your location loses 1 action": every one the selector picks, in player order, as gaining does."""
    return for_each_investigator(engine, eff, ctx, lambda who: actionpool.lose_actions(engine, who, eff.amount or 0,
                                                                                       ctx.depth, ctx.bearer))


def investigate(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = investigator_of(engine, eff, ctx)
    where = pick(engine, eff.location or "your-location", Context(ctx.bearer, who, ctx.depth, ctx.occ,
                                                                  preset=ctx.preset), noun="location")
    if not who or not where or where[0] not in engine.state.locations:
        return unresolvable(engine, ctx, "location")
    return skill_actions.investigate(engine, who, where[0], stated_result(eff, ctx), ctx, eff.base, eff.bonus,
                                     eff.skill, _printed(engine, eff, ctx, who), eff.replace_result, eff.shroud,
                                     eff.count)


def _restricted(engine: Engine, eff: Effect, ctx: Context) -> None:
    """An ability restricted to some enemies ("Use this ability only on an Abomination enemy", "Cannot be used to
    attack enemies engaged with you": its ``enemy`` selector) used on another the situation states: refused, never
    turned on an enemy the situation did not name."""
    stated = ctx.preset.get("enemy")
    if eff.enemy and stated and stated not in selectable(engine, eff.enemy, ctx):
        raise IllegalPlay(f"{stated} is not an enemy {ctx.bearer}'s ability may be used on ({eff.enemy})",
                          "ahlcg/rr/target")


def fight(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = investigator_of(engine, eff, ctx)
    _restricted(engine, eff, ctx)
    enemy = pick(engine, eff.enemy or "an-enemy-at-your-location", ctx, noun="enemy")
    if not who or not enemy or engine.state.kind_of(enemy[0]) != "enemy":
        return unresolvable(engine, ctx, "enemy")
    return skill_actions.fight(engine, who, enemy[0], stated_result(eff, ctx), ctx, eff.damage, eff.base, eff.bonus,
                               eff.skill, _printed(engine, eff, ctx, who))


def evade(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Evade the enemy picked; automatically, each one an ``each-`` selector picks ("evade each other enemy engaged
    with you": Evade, no test made for any of them). The enemies are picked for the investigator who evades ("the
    evading investigator may immediately evade each other enemy engaged with him or her": those engaged with that
    one, Enemy Engagement), as a disengage's are."""
    who = investigator_of(engine, eff, ctx)
    _restricted(engine, eff, ctx)
    evader = replace(ctx, you=who) if who is not None and eff.who else ctx
    found = [e for e in pick(engine, eff.enemy or "an-enemy-engaged-with-you", evader, noun="enemy")
             if engine.state.kind_of(e) == "enemy"]
    if not who or not found:
        return unresolvable(engine, ctx, "enemy")
    several = eff.automatic and (eff.enemy or "").startswith("each-")
    return all([skill_actions.evade(engine, who, e, stated_result(eff, ctx), ctx, eff.base, eff.bonus, eff.automatic,
                                    eff.skill, _printed(engine, eff, ctx, who), eff.unexhausted) for e in (found if several else found[:1])])


def _printed(engine: Engine, eff: Effect, ctx: Context, who: str) -> skill_actions.Printed:
    """The designating card's own "If you succeed/fail, …": results of the action's test (ST.7); its "If a
    [skull] … is revealed during this attack": checked at ST.4."""
    return skill_actions.Printed(printed_results(engine, eff.success, ctx, who, "it succeeds"),
                                 printed_results(engine, eff.fail, ctx, who, "it fails"),
                                 revealed_checks(engine, eff.revealed, ctx, who),
                                 revealed_checks(engine, eff.effects, ctx, who))


def resign(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = investigator_of(engine, eff, ctx)
    if who is None:
        return unresolvable(engine, ctx, "investigator")
    damage.eliminate(engine, who, "resign", ctx.depth)
    return True


def could_end_turn(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(w in state.investigators and not state.investigators[w].turn_ended
               for w in selectable(engine, eff.who or "you", ctx))


def could_lose_actions(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return bool(eff.amount) and any(w in state.investigators and actionpool.available(state.investigators[w]) > 0
                                    for w in selectable(engine, eff.who or "you", ctx))


def could_fight(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return bool(selectable(engine, eff.enemy or "an-enemy-at-your-location", ctx))


def could_evade(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Whether there is an enemy to evade for any investigator the effect's ``who`` could pick (as :func:`evade`)."""
    evaders = [replace(ctx, you=w) for w in selectable(engine, eff.who, ctx)] if eff.who else [ctx]
    return any(selectable(engine, eff.enemy or "an-enemy-engaged-with-you", c) for c in evaders)
