"""Reading an effect against the game: the investigator it names, the result it states, what its
selector could pick; and the note that nothing fits, so that it does not resolve."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.targets import candidates, pick
from ..situation.spec import Effect
from ..situation.vocabulary import Result, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine


def unresolvable(engine: Engine, ctx: Context, what: str) -> bool:
    """Say that nothing fits the effect (no target, no investigator): it does not resolve."""
    engine.emit(StepKind.NOTE, ctx.depth, f"No {what} to resolve this against: it does not resolve",
                ("ahlcg/rr/effects",), card=ctx.bearer)
    return False


def investigator_of(engine: Engine, eff: Effect, ctx: Context) -> str | None:
    """The investigator the effect's ``who`` picks (by default you), if it picks one."""
    found = pick(engine, eff.who or "you", ctx, noun="investigator")
    return found[0] if found and found[0] in engine.state.investigators else None


def stated_result(eff: Effect, ctx: Context) -> Result | None:
    """The skill test result the effect states, or the one its action states."""
    return eff.result or ctx.result


def selectable(engine: Engine, selector: str, ctx: Context) -> list[str]:
    """What a selector could pick now, choosing nothing (for an effect's potential to change the state)."""
    return candidates(engine, selector, ctx)[0]


def could_resolve_inner(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """An effect made of effects (for each, either, spend) could change the state if they could."""
    return engine.potential(eff.effects, ctx)
