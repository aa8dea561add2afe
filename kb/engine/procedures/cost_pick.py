"""The card a cost picks, named by the effects after the colon: "Exhaust a Spell asset: Move 1 charge from that asset
to Angered Spirits".

A cost that exhausts "a [Trait] asset" lets the payer choose which of his or her ready assets of that trait to exhaust
(Costs; ``paying_costs``), and one that discards a card from the hand which card to discard ("Discard a card from your
hand: Gain resources equal to the number of [willpower] icons on the discarded card"); the effects after the colon may
name that card ("that asset", "the discarded card"), as those after a ``choose`` name the card it chose — the engine's
``chosen``. The payment binds it in the resolution's preset (:data:`CHOSEN`).

Whether such an ability may be initiated at all is asked before its costs are paid (Appendix I: an ability with no
potential to change the game state cannot be initiated), when nothing is bound yet: it has the potential if its
effects would have it with any card the cost could pick named ``chosen`` (:func:`could_change_once_paid`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.costs import discardable, exhaustible
from ..core.occurrence import Context
from ..situation.spec import Cost, Effect

if TYPE_CHECKING:
    from ..core.engine import Engine

#: The preset key of what a choice of the same ability picked (``core/targets.py``'s ``chosen`` selector).
CHOSEN = "chosen"


def could_change_once_paid(engine: Engine, effects: tuple[Effect, ...], cost: Cost, you: str, ctx: Context) -> bool:
    """Whether ``effects`` could change the game state once ``cost`` is paid by ``you``: with each card its
    exhaust-a-trait part could pick bound as ``chosen`` (any one suffices), else as they stand."""
    options = picks(engine, cost, you, ctx.bearer) if CHOSEN not in ctx.preset else []
    if not options:
        return engine.potential(effects, ctx)
    return any(engine.potential(effects, replace(ctx, preset={**ctx.preset, CHOSEN: name})) for name in options)


def picks(engine: Engine, cost: Cost, you: str, bearer: str) -> list[str]:
    """The cards ``cost`` could pick and name ``chosen``: the ready assets its exhaust-a-trait part may exhaust, or the
    cards in hand its discard of one card from the hand may take ("Discard a card from your hand: … the discarded
    card"); none when it picks no one card."""
    if cost.exhaust_trait:
        return exhaustible(engine.state, cost.exhaust_trait, you)
    if cost.discard_hand == 1 and not cost.discard_from_play:
        return discardable(engine.state, cost, you, bearer)
    return []


def bind_picked(preset: dict[str, str] | None, card: str) -> None:
    """Name ``card``, the one the cost picked, ``chosen`` for the effects after the colon (when they are resolved with
    ``preset``; an additional cost paid apart binds nothing)."""
    if preset is not None:
        preset[CHOSEN] = card
