"""Printed words the engine does not replay, standing where they take effect.

A card described by its printed text may say more than the engine's vocabulary holds. Refusing the
whole situation for one clause would leave a player with nothing; replaying around it silently
would be wrong. So an ability whose moment is known (its kind, timing and triggering condition were
read) keeps that moment, and what it does becomes one ``not-modelled`` effect: when the ability
resolves, the trace says at that step which words it does not replay, and the answer says that it
depends on them. The card's text still governs (The Golden Rules); the engine just cannot show how.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.silence import not_modelled
from ..situation.spec import Effect

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/golden-rules",)


def unmodelled(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``not-modelled`` effect: say what is not replayed, where it would resolve, and change nothing."""
    not_modelled(engine, ctx.depth, f"{ctx.bearer}: {eff.text or 'an effect the situation does not describe'}",
                 *_RULES, card=ctx.bearer)
    return True
