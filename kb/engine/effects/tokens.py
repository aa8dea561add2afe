"""Effects that place tokens on a card or location, remove them, or move them from one holder to another: "Place 3
ammo tokens on X", "Add 1 charge to X", "Place 2 clues on X", "Remove 1 doom from X", "Remove all doom from X",
"Move 1 horror from X to Y", "Move 1 of your clues to X".

Tokens come from the token pool and return to it (Tokens: the pool is unlimited in the engine). Clues, doom and a
card's uses (ammo, charges, supplies, secrets: counted as one number, as its costs
do; a card bears only the type its own Uses keyword establishes, ``procedures/uses.py``) are the tokens these effects move; placing doom is ``place-doom`` (it may advance the agenda). Removing takes
as many as there are (Effects: as much as possible is resolved) and resolves in full only if all were there.
Moving takes tokens off one holder (each one, for an "each …" selector) and puts them on another (Move: "Game
elements (tokens or cards) may also be moved by card abilities from one card to another, or from one game area to
another"): investigators hold clues, resources, damage and horror; cards clues, doom, uses, damage and horror;
locations clues and doom. Damage or horror moved onto an investigator or a card may defeat it (checked at once).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.state import Card, Investigator, Location
from ..procedures.damage import check_defeat
from ..procedures.placing import place_clues, remove_clues
from ..core.targets import pick
from ..situation.abilities import TOKENS_PLACED
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from ..procedures.uses import USES, refused
from .parameters import selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine

#: ``tokens``: the kinds placed and removed, each the attribute of a card (or a location: clues, doom) holding them;
#: resources only on a card ("Place 1 resource on Archaic Glyphs"), an investigator's being gained or spent.
TOKENS = TOKENS_PLACED
#: ``tokens`` of ``move-tokens``: besides those, what investigators hold (resources, damage, horror).
MOVED = TOKENS + ("resources", "damage", "horror")
Holder = Card | Location | Investigator


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
    full = [True]

    def move(holder: Card | Location) -> None:
        before = getattr(holder, attr)
        wanted = before if eff.amount is None and remove else (eff.amount or 1)
        moved = min(wanted, before) if remove else wanted
        setattr(holder, attr, before - moved if remove else before + moved)
        how = "removed from" if remove else "placed on"
        short = "" if moved == wanted else f" (only {before} there: as many as possible)"
        engine.emit(StepKind.STATE, ctx.depth, f"{moved} {noun} {how} {holder.name}{short}: {noun} {before} \u2192 "
                    f"{getattr(holder, attr)} ({'returned to' if remove else 'from'} the token pool)",
                    ("ahlcg/rr/effects",) + (("ahlcg/rr/doom",) if attr == "doom" else ()), card=ctx.bearer)
        full[0] = full[0] and moved == wanted and moved > 0

    for holder in holders:
        why = refused(holder, eff.use_type) if isinstance(holder, Card) and attr == "uses" and not remove else None
        if why is not None:
            engine.emit(StepKind.NOTE, ctx.depth, why, (USES,), card=ctx.bearer)
            full[0] = False
        elif attr == "clues" and not remove:  # clues placed: their own timing point
            full[0] = place_clues(engine, holder.name, eff.amount or 1, ctx.depth, lambda h=holder: move(h)) and full[0]
        elif attr == "clues" and holder.clues:  # clues removed: their own timing point too
            amount = holder.clues if eff.amount is None else eff.amount
            full[0] = remove_clues(engine, holder.name, amount, holder.clues, ctx.depth, lambda h=holder: move(h)) \
                and full[0]
        else:
            move(holder)
    return full[0]


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


def _holder(engine: Engine, name: str, attr: str) -> Holder | None:
    state = engine.state
    found = state.investigators.get(name) or state.cards.get(name) or state.locations.get(name)
    return found if found is not None and hasattr(found, attr) else None


def move_tokens(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``move-tokens`` effect: ``amount`` (all, without one) ``tokens`` off each holder ``from`` picks onto the
    one ``to`` picks, as many as there are."""
    attr = eff.tokens or "clues"
    sources = [h for h in (_holder(engine, n, attr) for n in pick(engine, eff.source or "self", ctx, noun="target"))
               if h is not None]
    dest = [h for h in (_holder(engine, n, attr) for n in pick(engine, eff.to or "self", ctx, noun="target"))
            if h is not None]
    if not sources or not dest:
        return unresolvable(engine, ctx, f"holder of {attr} to move them {'from' if not sources else 'to'}")
    target = dest[0]
    full = True
    for holder in sources:
        if holder is target:
            full = False
            continue
        before = getattr(holder, attr)
        wanted = before if eff.amount is None else eff.amount
        done = [0]

        def shift(holder: Holder = holder, before: int = before, wanted: int = wanted) -> None:
            moved = done[0] = min(wanted, before)
            setattr(holder, attr, before - moved)
            setattr(target, attr, getattr(target, attr) + moved)
            short = "" if moved == wanted else f" (only {before} there: as many as possible)"
            engine.emit(StepKind.STATE, ctx.depth, f"{moved} {attr} moved from {holder.name} to {target.name}{short}: "
                        f"{holder.name} {before} \u2192 {getattr(holder, attr)}, {target.name} "
                        f"{getattr(target, attr) - moved} \u2192 {getattr(target, attr)}",
                        ("ahlcg/rr/move", "ahlcg/rr/effects"), card=ctx.bearer)

        if attr == "clues" and before and not isinstance(holder, Investigator):  # clues leaving a card: their timing point
            remove_clues(engine, holder.name, wanted, before, ctx.depth, shift)
        else:
            shift()
        full = full and done[0] == wanted and done[0] > 0
    if attr in ("damage", "horror"):
        check_defeat(engine, [target.name], ctx.bearer, ctx.depth)
    return full


def could_move_tokens(engine: Engine, eff: Effect, ctx: Context) -> bool:
    attr = eff.tokens or "clues"
    return any(getattr(_holder(engine, n, attr), attr, 0) > 0 for n in selectable(engine, eff.source or "self", ctx)) \
        and any(_holder(engine, n, attr) is not None for n in selectable(engine, eff.to or "self", ctx))
