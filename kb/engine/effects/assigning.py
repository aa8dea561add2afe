"""Damage and horror an effect says where to assign first: "Each investigator who fails takes 1 damage, which must be
assigned to an Innocent Reveler first, if able" (Dealing Damage/Horror, step 1; The Golden Rules: card text overrides).

The ``assign-first`` effect resolves its ``effects`` with the cards its ``to`` picks remembered in the context
(``ASSIGN_FIRST``); dealing damage or horror to an investigator among them then assigns as much as each of those cards
may take (an asset the investigator may assign it to, with health or sanity left) before the investigator chooses where
the rest goes. "If able": a card that cannot take it (none there, none eligible, none with room) takes none, and all
of it is assigned as usual.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.targets import candidates
from ..situation.spec import Effect

if TYPE_CHECKING:
    from ..core.engine import Engine

#: The key of ``Context.preset`` keeping the selector of the cards that take the damage and horror first.
ASSIGN_FIRST = "assign-first"


def assign_first(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Resolve the inner effects, the cards ``to`` picks to be assigned their damage and horror first."""
    return engine.run_effects(eff.effects, replace(ctx, preset={**ctx.preset, ASSIGN_FIRST: eff.to or ""}))


def first_cards(engine: Engine, ctx: Context) -> list[str]:
    """The cards an enclosing ``assign-first`` names, as they are now (none outside one)."""
    selector = ctx.preset.get(ASSIGN_FIRST)
    return candidates(engine, selector, ctx)[0] if selector else []


#: The key of ``Context.preset`` keeping the kinds an enclosing ``assign-evenly`` divides evenly, joined by ",".
ASSIGN_EVENLY = "assign-evenly"


def assign_evenly(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Resolve the inner effects, the damage and/or horror they deal divided as evenly as possible (Eyes in the Walls;
    the division itself is ``procedures/assignment.evenly``)."""
    kinds = eff.tokens or "damage,horror"
    return engine.run_effects(eff.effects, replace(ctx, preset={**ctx.preset, ASSIGN_EVENLY: kinds}))


def evenly_kinds(ctx: Context) -> tuple[str, ...]:
    """The kinds an enclosing ``assign-evenly`` divides evenly (none outside one)."""
    return tuple(k for k in ctx.preset.get(ASSIGN_EVENLY, "").split(",") if k)

