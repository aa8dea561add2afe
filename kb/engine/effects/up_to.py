"""Amounts printed as a most ("Take up to 3 horror", "Move up to 2 clues from X to Y", "Heal up to 2 damage"): the
``up-to`` effect around one effect with an amount.

"Up to" lets whoever resolves the effect choose how many, from none to the printed amount — the choice a cost's "up
to" part takes (``procedures/paying_costs.py``: an ``amount`` choice for the ability's card). With no choice given
the engine resolves the printed amount, the most it allows; a choice above it is refused and the most is taken. Choosing
none resolves nothing, and the effect still resolved in full (nothing more was asked). The inner effect then resolves
as it does alone (damage dealt and assigned, tokens moved as many as there are, …), with the chosen amount. Which
effects it may hold is the situation format's ``UP_TO`` (checked as an ability is read).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.amounts import choose_amount
from ..core.dispatch import effect_handler
from ..core.occurrence import Context
from ..core.text import describe_effects
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/effects",)


def up_to(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``up-to`` effect: its one effect resolved with the amount chosen, from none to the printed amount."""
    (inner,) = eff.effects
    most = inner.amount or 0
    amount, why = choose_amount(engine, ctx.bearer, most, f"the engine resolves the most, {most}")
    what = describe_effects(eff.effects)
    engine.emit(StepKind.CHOICE, ctx.depth, f"\u201c{what}\u201d is up to {most}: {why}", _RULES, card=ctx.bearer)
    if amount == 0:
        engine.emit(StepKind.NOTE, ctx.depth, f"None chosen: \u201c{what}\u201d resolves nothing", _RULES,
                    card=ctx.bearer)
        return True
    return effect_handler(inner.effect).resolve(engine, replace(inner, amount=amount), ctx)
