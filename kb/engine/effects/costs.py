"""“Ignoring all costs” (2024 glossary, from FAQ 2.24) and costs paid after the colon.

Knowledge is Power and Word of Woe let an investigator activate an ability "ignoring all costs".
The glossary: "These effects only ignore the costs of initiating an ability. They do not ignore
additional costs that must be paid when resolving that ability — in other words, anything 'before
the colon' is ignored, but any additional costs 'after the colon' must be paid as normal."

So the two costs live in different places of a situation: the ability's `cost` (before the colon:
actions, exhausting, resources, uses) is what `activate-ignoring-costs` skips; a `spend` effect
inside its effects (after the colon: "spend 1 secret to play that card", "spend charges to heal")
is paid when that aspect resolves, as any cost is, and without it the aspect does not resolve.
Initiating the ability with its costs ignored is ``procedures/activation.py``'s work.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import costs
from ..core.errors import IllegalPlay
from ..core.occurrence import Context
from ..core.text import describe_effects
from ..procedures import activation
from ..core.results import SPENT_OUTCOMES, record
from ..procedures.paying_costs import pay_cost, settle_amount
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/glossary/ignoring-all-costs",)


def activate_ignoring_costs(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``activate-ignoring-costs`` effect: initiate an [action] ability of a card you control."""
    you = ctx.you
    if you is None or you not in engine.state.investigators or eff.card is None:
        engine.emit(StepKind.NOTE, ctx.depth, "No investigator to activate the ability: it does not resolve",
                    ("ahlcg/rr/effects",), card=ctx.bearer)
        return False
    try:
        return activation.activate(engine, you, eff.card, eff.ability, ctx.depth, spend=False,
                                   ignoring_costs=ctx.bearer)
    except IllegalPlay as refused:
        engine.emit(StepKind.FRAMEWORK, ctx.depth, f"Aborted: {refused}", refused.rules or ("ahlcg/rr/appendix-i",),
                    card=ctx.bearer)
        return False


def spend(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``spend`` effect: pay a cost after the colon as this aspect resolves, then resolve its effects."""
    cost = eff.cost
    you = ctx.you
    assert cost is not None
    if not costs.can_pay(engine.state, cost, you, ctx.bearer):
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: {cost.describe()} must be paid after the colon as the "
                    f"effect resolves; {you} cannot pay it, so \u201c{_what(eff)}\u201d does not resolve",
                    _RULES + ("ahlcg/rr/costs",), card=ctx.bearer)
        return False
    if cost.up_to:  # an amount the payer chooses as the aspect resolves ("any number of additional actions")
        cost = settle_amount(engine, cost, you or "", ctx.bearer, ctx.depth)
    pay_cost(engine, cost, you or "", ctx.bearer, ctx.depth, rules=_RULES + ("ahlcg/rr/costs",),
             said=f"{ctx.bearer}: cost after the colon paid as the effect resolves: {cost.describe()}")
    for part, outcome in SPENT_OUTCOMES.items():  # what was paid, for "for each action spent", "that many"
        record(ctx, outcome, getattr(cost, part))
    return engine.run_effects(eff.effects, ctx) if eff.effects else True


def could_spend(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Whether the ``spend`` could change the state: what it pays for could (whether the cost can be paid is known
    only as the aspect resolves, as any cost after the colon); a cost spent for nothing after it ("You must either
    spend 2 resources or …": the spending is the instruction) changes the state only by being paid, so only if it can
    be."""
    assert eff.cost is not None
    if eff.effects:
        return engine.potential(eff.effects, ctx)
    return costs.can_pay(engine.state, eff.cost, ctx.you, ctx.bearer)


def _what(eff: Effect) -> str:
    return describe_effects(eff.effects) if eff.effects else f"spend {eff.cost.describe() if eff.cost else ''}"
