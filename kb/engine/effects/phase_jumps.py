"""Skip this phase, repeat that phase (The Gold Pocket Watch): the phase meant is the one the triggering condition names
("When a phase begins", "After a phase ends"), else the phase the game is in; the framework performs the jump
(``procedures/phase_jumps.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..procedures import phase_jumps
from ..situation.spec import Effect

if TYPE_CHECKING:
    from ..core.engine import Engine


def _phase(engine: Engine, ctx: Context) -> str | None:
    """The phase "this phase" / "that phase" is: the triggering condition's, else the current one."""
    named = getattr(ctx.occ, "phase", None) if ctx.occ is not None else None
    return named or engine.state.phase


def skip_phase(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return phase_jumps.mark(engine, "skip", _phase(engine, ctx), ctx.depth, ctx.bearer)


def repeat_phase(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return phase_jumps.mark(engine, "repeat", _phase(engine, ctx), ctx.depth, ctx.bearer)
