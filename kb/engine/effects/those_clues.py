"""The clues a triggering condition places, placed on another card: "Forced – When 1 or more clues are placed on Dark
Young Host's location: Place those clues on Dark Young Host." (``place-those-clues``).

"Those clues" are the triggering ``place-clues`` occurrence's. In its 'when' window they are not yet placed (the
placement resolves after the 'when' abilities: Triggering Condition; Clues), so the effect records the card they go
to instead (``Occurrence.redirected``) and the placement puts them there (``procedures/placing.place_clues``); in its
'after' window they are where they were placed, and are moved from there to that card (Move: ``move-tokens``, as many
as are still there). Outside such a window there are no "those clues": it does not resolve, and the ability is not
offered (it could not change the game state).

The same effect in the 'when' window of an elimination ("Place each of that investigator's clues on this act, instead
of placing them at his or her location"): the clues are the eliminated investigator's, which Elimination step 2 would
place at his or her location; the effect records the card they go to instead (``Occurrence.redirected``) and step 2
places them there (``procedures/damage.eliminate``). With no clues to place, it could not change the game state.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.targets import pick
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind, Timing
from .parameters import unresolvable
from .tokens import move_tokens

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/clues", "ahlcg/rr/triggering-condition")


def _placing(ctx: Context) -> bool:
    occ = ctx.occ
    return occ is not None and occ.event == "place-clues" and not occ.canceled and occ.amount > 0 \
        and ctx.timing in (Timing.WHEN, Timing.AFTER)


def _eliminating(engine: Engine, ctx: Context) -> int:
    """The clues Elimination step 2 is about to place at the eliminated investigator's location (in the 'when' window
    of ``eliminated``: "instead of placing them at his or her location"); 0 outside it."""
    occ = ctx.occ
    if occ is None or occ.event != "eliminated" or occ.canceled or ctx.timing is not Timing.WHEN:
        return 0
    inv = engine.state.investigators.get(occ.who or "")
    return inv.clues if inv is not None else 0


def could_place_those(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return (_placing(ctx) or _eliminating(engine, ctx) > 0) \
        and bool(pick(engine, eff.to or "self", ctx, noun="target", decide=False))


def place_those_clues(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The triggering occurrence's clues onto the card ``to`` picks: instead of where they go ('when'), or moved
    there from where they went ('after')."""
    occ = ctx.occ
    eliminated = _eliminating(engine, ctx)
    if occ is None or not (_placing(ctx) or eliminated):
        return unresolvable(engine, ctx, "clues being placed")
    picked = pick(engine, eff.to or "self", ctx, noun="target")
    if not picked:
        return unresolvable(engine, ctx, "target")
    if eliminated:  # Elimination step 2 places them on the card instead (``procedures/damage.eliminate``)
        occ.redirected.append((ctx.bearer, picked[0]))
        engine.emit(StepKind.STATE, ctx.depth, f"The {eliminated} clue(s) {occ.who} has will be placed on {picked[0]} "
                    "instead of at his or her location as the elimination resolves", _RULES + ("ahlcg/rr/elimination",),
                    card=ctx.bearer)
        return True
    if ctx.timing is Timing.WHEN:
        occ.redirected.append((ctx.bearer, picked[0]))
        engine.emit(StepKind.STATE, ctx.depth, f"The {occ.amount} clue(s) being placed on {occ.what} will be placed on "
                    f"{picked[0]} instead", _RULES, card=ctx.bearer)
        return True
    moved = replace(eff, effect="move-tokens", tokens="clues", amount=occ.amount, source=occ.what, to=picked[0])
    return move_tokens(engine, moved, ctx)
