"""A limit on one instruction of an ability: "Once per turn, if you succeed by 3 or more, you may take an additional
action this turn" (the ``once`` effect, ``per`` a period).

Limits and Maximums limit an ability's use; a limit printed on one instruction limits that instruction the same way:
it resolves at most once in the period, for each copy of the card (the card bearing it), the ability around it
resolving as printed. It is used only when its effects did resolve — an "if" whose condition is not met, a "may"
declined, nothing to act on does not use it (Limits: a limit counts what was done) — recorded in the history as it
resolves (``core/history.py``), and after that, in the same period, it is skipped, saying so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.text import describe_effects
from ..situation.spec import Effect
from ..situation.vocabulary import LimitPeriod, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/limits-and-maximums",)


def _key(eff: Effect) -> str:
    return eff.text or describe_effects(eff.effects)


def _used(engine: Engine, eff: Effect, ctx: Context) -> bool:
    period = eff.per or LimitPeriod.TURN
    return engine.state.history.resolved_once(ctx.bearer, _key(eff), engine.state.period_key(period))


def could_once(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return not _used(engine, eff, ctx) and engine.potential(eff.effects, ctx)


def once(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Resolve ``eff.effects`` unless they already resolved in this period; record it when they do."""
    period = eff.per or LimitPeriod.TURN
    what = describe_effects(eff.effects)
    if _used(engine, eff, ctx):
        engine.emit(StepKind.NOTE, ctx.depth, f"Once per {period.value}: \u201c{what}\u201d has already resolved "
                    f"this {period.value} for {ctx.bearer}, so it does not resolve again", _RULES, card=ctx.bearer)
        return False
    full = engine.run_effects(eff.effects, ctx)
    if full:
        engine.state.history.once.append((ctx.bearer, _key(eff), engine.state.period_key(period)))
        engine.emit(StepKind.NOTE, ctx.depth, f"Once per {period.value}: \u201c{what}\u201d has resolved; it will not "
                    f"resolve again this {period.value} for {ctx.bearer}", _RULES, card=ctx.bearer)
    return full
