"""The ``reset-deck`` effect: the act or agenda deck reset to the card its printed number names (the procedure:
``procedures/deck_reset.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.targets import pick
from ..procedures.deck_reset import reset_deck as reset
from ..situation.spec import Effect
from .parameters import selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine


def reset_deck(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Reset the deck of the current act or agenda ``to`` names to the card numbered ``card``."""
    found = pick(engine, eff.to or "current-agenda", ctx, noun="target")
    if not found or engine.state.kind_of(found[0]) not in ("act", "agenda") or eff.card is None:
        return unresolvable(engine, ctx, "act or agenda")
    return reset(engine, found[0], eff.card, ctx.depth, ctx.bearer)


def could_reset_deck(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Whether there is a current act or agenda whose deck could be reset."""
    return any(engine.state.kind_of(t) in ("act", "agenda") for t in selectable(engine, eff.to or "current-agenda", ctx))
