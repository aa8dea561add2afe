"""Effects that place tokens on a card or location, or remove them: "Place 3 ammo tokens on X", "Add 1 charge to
X", "Place 2 clues on X", "Remove 1 doom from X", "Remove all doom from X".

Tokens come from the token pool and return to it (Tokens: the pool is unlimited in the engine). Clues, doom and a
card's uses (ammo, charges, supplies, secrets: counted as one number, as its costs
do; a card bears only the type its own Uses keyword establishes, ``procedures/uses.py``) are the tokens these effects move; placing doom is ``place-doom`` (it may advance the agenda). Removing takes
as many as there are (Effects: as much as possible is resolved) and resolves in full only if all were there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.state import Card, Location
from ..core.targets import pick
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from ..procedures.uses import USES, refused
from .parameters import selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine

#: ``tokens``: the kinds moved, each the attribute of a card (or a location: clues, doom) holding them.
TOKENS = ("clues", "doom", "uses")


def _holders(engine: Engine, eff: Effect, ctx: Context) -> list[Card | Location]:
    state = engine.state
    attr = eff.tokens or "clues"
    found = [state.cards.get(t) or state.locations.get(t) for t in pick(engine, eff.to or "self", ctx, noun="target")]
    return [h for h in found if h is not None and hasattr(h, attr)]


def _move_tokens(engine: Engine, eff: Effect, ctx: Context, *, remove: bool) -> bool:
    attr = noun = eff.tokens or "clues"
    holders = _holders(engine, eff, ctx)
    if not holders:
        return unresolvable(engine, ctx, f"card or location that holds {noun}")
    full = True
    for holder in holders:
        why = refused(holder, eff.use_type) if isinstance(holder, Card) and attr == "uses" and not remove else None
        if why is not None:
            engine.emit(StepKind.NOTE, ctx.depth, why, (USES,), card=ctx.bearer)
            full = False
            continue
        before = getattr(holder, attr)
        wanted = before if eff.amount is None and remove else (eff.amount or 1)
        moved = min(wanted, before) if remove else wanted
        setattr(holder, attr, before - moved if remove else before + moved)
        how = "removed from" if remove else "placed on"
        short = "" if moved == wanted else f" (only {before} there: as many as possible)"
        engine.emit(StepKind.STATE, ctx.depth, f"{moved} {noun} {how} {holder.name}{short}: {noun} {before} \u2192 "
                    f"{getattr(holder, attr)} ({'returned to' if remove else 'from'} the token pool)",
                    ("ahlcg/rr/effects",) + (("ahlcg/rr/doom",) if attr == "doom" else ()), card=ctx.bearer)
        full = full and moved == wanted and moved > 0
    return full


def place_tokens(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``place-tokens`` effect: ``amount`` clues or uses from the token pool onto the card or location ``to``."""
    return _move_tokens(engine, eff, ctx, remove=False)


def remove_tokens(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``remove-tokens`` effect: ``amount`` (all, without one) clues, doom or uses off ``to``, to the pool."""
    return _move_tokens(engine, eff, ctx, remove=True)


def could_place_tokens(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    attr = eff.tokens or "clues"
    return any(hasattr(state.cards.get(t) or state.locations.get(t), attr)
               for t in selectable(engine, eff.to or "self", ctx))


def could_remove_tokens(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    attr = eff.tokens or "clues"
    return any(getattr(state.cards.get(t) or state.locations.get(t), attr, 0) > 0
               for t in selectable(engine, eff.to or "self", ctx))
