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
An investigator holds clues and resources too: "Gain 2 clues from the token pool" places them on him or her (they are
not discovered: no location loses them, Clues), "Remove each investigator's clues from the game" returns them to the
pool. Doom moved onto the current agenda is checked against its threshold at once only when the effect says it may
advance the agenda (``can-advance``, as ``place-doom``'s: Doom).

Damage or horror *placed* ("Place 1 horror on each location …", "Place 1 additional damage on that investigator") is
not dealt: dealing is the two steps of Dealing Damage/Horror (assign, then apply: "now placed on each card to which it
has been assigned"), and placing is the second step alone — nothing is assigned (no asset soaks it), nothing prevents
it, and no "dealt" window opens. What it placed can still defeat its holder (Defeat: "as much or more damage on it as
it has health"), checked at once as after applying.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.results import record
from ..core.state import Card, Investigator, Location
from ..procedures.act_and_agenda import check_doom
from ..procedures.damage import check_defeat
from ..procedures.placing import gain_clues, place_clues, remove_clues
from ..core.targets import pick
from ..situation.abilities import AFFLICTIONS_PLACED, TOKENS_PLACED
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from ..procedures.uses import USES, refused
from .parameters import selectable, unresolvable
from .picked import bind_picked

if TYPE_CHECKING:
    from ..core.engine import Engine

#: ``tokens``: the kinds placed and removed, each the attribute of a card (or a location: clues, doom) holding them;
#: resources only on a card ("Place 1 resource on Archaic Glyphs"), an investigator's being gained or spent.
TOKENS = TOKENS_PLACED
#: ``tokens`` of ``move-tokens``: besides those, what investigators hold (resources, damage, horror).
MOVED = TOKENS + ("resources", "damage", "horror")
#: The tokens the per-resolution record keeps (``core/results.py``), by their ``tokens`` word.
_RECORDED = {"clues": "clue", "doom": "doom", "resources": "resource", "damage": "damage", "horror": "horror"}
Holder = Card | Location | Investigator


def _holders(engine: Engine, eff: Effect, ctx: Context) -> list[Holder]:
    attr = eff.tokens or "clues"
    found = [_holder(engine, t, attr) for t in pick(engine, eff.to or "self", ctx, noun="target")]
    return [h for h in found if h is not None]


def counted(n: int, noun: str) -> str:
    """"1 clue", "2 clues", "1 supply": an amount of tokens as the trace says it (a plural noun made singular for 1)."""
    if n != 1 or not noun.endswith("s"):
        return f"{n} {noun}"
    return f"{n} {noun[:-3]}y" if noun.endswith("ies") else f"{n} {noun[:-1]}"

def _move_tokens(engine: Engine, eff: Effect, ctx: Context, *, remove: bool) -> bool:
    attr = noun = eff.tokens or "clues"
    holders = _holders(engine, eff, ctx)
    if not holders:
        return unresolvable(engine, ctx, f"card or location that holds {noun}")
    full = [True]

    def move(holder: Holder) -> None:
        before = getattr(holder, attr)
        wanted = before if eff.amount is None and remove else (eff.amount or 1)
        moved = min(wanted, before) if remove else wanted
        setattr(holder, attr, before - moved if remove else before + moved)
        how = "removed from" if remove else "placed on"
        short = "" if moved == wanted else f" (only {before} there: as many as possible)"
        engine.emit(StepKind.STATE, ctx.depth, f"{counted(moved, noun)} {how} {holder.name}{short}: {noun} {before} \u2192 "
                    f"{getattr(holder, attr)} ({'returned to' if remove else 'from'} the token pool)",
                    ("ahlcg/rr/effects",) + (("ahlcg/rr/doom",) if attr == "doom" else ()), card=ctx.bearer)
        full[0] = full[0] and moved == wanted and moved > 0
        if attr in _RECORDED:
            record(ctx, f"{_RECORDED[attr]}-{'removed' if remove else 'placed'}", moved, (holder.name,))

    placed_afflictions = not remove and attr in AFFLICTIONS_PLACED
    if placed_afflictions:
        engine.emit(StepKind.NOTE, ctx.depth, f"{noun.capitalize()} placed, not dealt: nothing is assigned or "
                    "prevented and no damage/horror is dealt (the apply step alone)",
                    ("ahlcg/rr/dealing-damage-horror",), card=ctx.bearer)
    for holder in holders:
        why = refused(holder, eff.use_type) if isinstance(holder, Card) and attr == "uses" and not remove else None
        if why is not None:
            engine.emit(StepKind.NOTE, ctx.depth, why, (USES,), card=ctx.bearer)
            full[0] = False
        elif attr == "clues" and not remove and not isinstance(holder, Investigator):  # their own timing point
            full[0] = place_clues(engine, holder.name, eff.amount or 1, ctx.depth, lambda h=holder: move(h)) and full[0]
        elif attr == "clues" and not remove:  # an investigator gaining clues from the pool: his or her timing point
            full[0] = gain_clues(engine, holder.name, eff.amount or 1, ctx.depth, lambda h=holder: move(h)) and full[0]
        elif attr == "clues" and holder.clues:  # clues removed: their own timing point too
            amount = holder.clues if eff.amount is None else eff.amount
            full[0] = remove_clues(engine, holder.name, amount, holder.clues, ctx.depth, lambda h=holder: move(h)) \
                and full[0]
        else:
            move(holder)
    if placed_afflictions:
        check_defeat(engine, [h.name for h in holders], ctx.bearer, ctx.depth)
    if not remove:  # "Place 1 clue on an Abomination enemy … remove 1 clue from that enemy": the same one
        bind_picked(engine, eff, [h.name for h in holders], ctx, f"{noun} were placed on", "ahlcg/rr/effects")
    return full[0]


def place_tokens(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``place-tokens`` effect: ``amount`` clues or uses from the token pool onto the card, location or
    investigator ``to``."""
    return _move_tokens(engine, eff, ctx, remove=False)


def remove_tokens(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``remove-tokens`` effect: ``amount`` (all, without one) clues, doom or uses off ``to``, to the pool."""
    return _move_tokens(engine, eff, ctx, remove=True)


def could_place_tokens(engine: Engine, eff: Effect, ctx: Context) -> bool:
    attr = eff.tokens or "clues"
    return any(_holder(engine, t, attr) is not None for t in selectable(engine, eff.to or "self", ctx))


def could_remove_tokens(engine: Engine, eff: Effect, ctx: Context) -> bool:
    attr = eff.tokens or "clues"
    return any(getattr(_holder(engine, t, attr), attr, 0) > 0 for t in selectable(engine, eff.to or "self", ctx))


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
    dest = [h for h in (_receiver(engine, n, attr) for n in pick(engine, eff.to or "self", ctx, noun="target"))
            if h is not None]
    if not sources or not dest:
        return unresolvable(engine, ctx, f"holder of {attr} to move them {'from' if not sources else 'to'}")
    target = dest[0]
    into = _received_as(target, attr)
    full = True
    owed = eff.amount  # as a group: what the holders still give up together
    for holder in (_contributors(engine, sources, ctx) if eff.group else sources):
        if holder is target:
            full = False
            continue
        before = getattr(holder, attr)
        wanted = before if owed is None else min(owed, before) if eff.group else owed
        if eff.group and not wanted:
            continue  # this one gives none: the others give the rest
        done = [0]

        def shift(holder: Holder = holder, before: int = before, wanted: int = wanted) -> None:
            moved = done[0] = min(wanted, before)
            setattr(holder, attr, before - moved)
            setattr(target, into, getattr(target, into) + moved)
            short = "" if moved == wanted else f" (only {before} there: as many as possible)"
            became = "" if into == attr else f" (resource tokens: uses only while on a card, {into} in a resource pool)"
            engine.emit(StepKind.STATE, ctx.depth, f"{counted(moved, attr)} moved from {holder.name} to {target.name}{short}"
                        f"{became}: {holder.name} {before} \u2192 {getattr(holder, attr)}, {target.name} "
                        f"{getattr(target, into) - moved} \u2192 {getattr(target, into)}", ("ahlcg/rr/move", "ahlcg/rr/effects")
                        + (("ahlcg/rr/uses-x-type",) if became else ()), card=ctx.bearer)

        if attr == "clues" and before and not isinstance(holder, Investigator):  # clues leaving a card: their timing point
            remove_clues(engine, holder.name, wanted, before, ctx.depth, shift,
                         target.name if isinstance(target, Investigator) else None)  # he or she takes control of them
        elif attr == "clues" and before and isinstance(target, Investigator):  # from one investigator to another
            gain_clues(engine, target.name, min(wanted, before), ctx.depth, shift)
        else:
            shift()
        full = full and done[0] == wanted and done[0] > 0
        owed = owed - done[0] if eff.group and owed is not None else owed
        if attr in _RECORDED:  # "If no clues are moved by this effect"
            record(ctx, f"{_RECORDED[attr]}-moved", done[0], (holder.name,))
    if eff.group:
        full = _group_paid(engine, eff, ctx, owed, attr)
    if attr in ("damage", "horror"):
        check_defeat(engine, [target.name], ctx.bearer, ctx.depth)
    if attr == "doom" and eff.can_advance:
        engine.emit(StepKind.NOTE, ctx.depth, "This effect can cause the current agenda to advance: the doom threshold "
                    "is checked now", ("ahlcg/rr/doom",), card=ctx.bearer)
        check_doom(engine, ctx.depth)
    return full


def _contributors(engine: Engine, sources: list[Holder], ctx: Context) -> list[Holder]:
    """The holders of a group's tokens in the order they give them: the acting investigator first, then in player
    order (Costs: "each investigator … in the group defined by the ability may contribute"; the engine takes each
    one's tokens in the order a group cost is paid, ``core/costs.group_clues``)."""
    order = ([ctx.you] if ctx.you else []) + engine.state.player_order()
    rank = {name: k for k, name in reversed(list(enumerate(order)))}  # the first place a name has
    return sorted(sources, key=lambda h: rank.get(h.name, len(order)))


def _group_paid(engine: Engine, eff: Effect, ctx: Context, owed: int | None, attr: str) -> bool:
    """Whether the group gave up the whole amount together; a note when it held fewer (as much as possible)."""
    if not owed:
        return True
    engine.emit(StepKind.NOTE, ctx.depth, f"The group held {counted(owed, attr)}, fewer than {eff.amount}: as many "
                "as there were were moved", ("ahlcg/rr/costs", "ahlcg/rr/effects"), card=ctx.bearer)
    return False


def _received_as(holder: Holder, attr: str) -> str:
    """What tokens of ``attr`` are once on ``holder``: uses moved to an investigator's resource pool are resources
    (Uses: "resource tokens placed on the card are considered uses", and only there)."""
    return "resources" if attr == "uses" and isinstance(holder, Investigator) else attr


def _receiver(engine: Engine, name: str, attr: str) -> Holder | None:
    """The holder ``name`` names, if it can receive tokens of ``attr`` (as themselves, or uses as resources)."""
    found = _holder(engine, name, attr)
    return found if found is not None else engine.state.investigators.get(name) if attr == "uses" else None


def could_move_tokens(engine: Engine, eff: Effect, ctx: Context) -> bool:
    attr = eff.tokens or "clues"
    return any(getattr(_holder(engine, n, attr), attr, 0) > 0 for n in selectable(engine, eff.source or "self", ctx)) \
        and any(_receiver(engine, n, attr) is not None for n in selectable(engine, eff.to or "self", ctx))
