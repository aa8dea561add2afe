"""Dealing damage and horror, and healing them (Dealing Damage/Horror; Heal)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context, Occurrence
from ..core.targets import pick
from ..procedures import concealed, damage
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind, qualified_enemy
from .additional import added_to_dealing
from .assigning import evenly_kinds, first_cards
from .parameters import selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine


def _exposing(engine: Engine, eff: Effect, ctx: Context) -> str | None:
    """Where the effect's investigator could expose a concealed mini-card instead of dealing damage to an enemy
    (Concealed Mini-Cards): his or her location, when the effect picks enemies and a mini-card is there."""
    you = ctx.you if ctx.you in engine.state.investigators else None
    where = engine.state.location_of(you) if you else None
    if eff.effect != "deal-damage" or qualified_enemy(eff.to or "") is None or not concealed.at(engine.state, where):
        return None
    return where


def _deal(engine: Engine, eff: Effect, ctx: Context, *, horror: bool) -> bool:
    if eff.additional and (added := added_to_dealing(engine, eff, ctx, horror=horror)) is not None:
        return added  # "Take 2 additional damage" in the window of damage being dealt: more of it (additional.py)
    where = _exposing(engine, eff, ctx)
    if where is not None and concealed.offer_instead_of_clues(
            engine, ctx.you or "", where, ctx.depth, ctx.bearer, instead="dealing damage to an enemy",
            otherwise="the damage is dealt"):
        return True
    targets = pick(engine, eff.to or "you", ctx, noun="target")
    if not targets:
        return unresolvable(engine, ctx, "target")
    amount = eff.amount or 0
    deals = [damage.Deal(t, 0 if horror else amount, amount if horror else 0) for t in targets]
    placed = damage.deal(engine, deals, source=ctx.bearer, via="effect", depth=ctx.depth, label=ctx.bearer,
                         direct=eff.direct, first=first_cards(engine, ctx), evenly=evenly_kinds(ctx))
    return sum(placed.values()) >= amount * len(targets)


def _heal(engine: Engine, eff: Effect, ctx: Context, *, horror: bool) -> bool:
    field = "horror" if horror else "damage"
    targets = pick(engine, eff.to or "you", ctx, noun="target")
    if not targets:
        return unresolvable(engine, ctx, "target")
    state = engine.state
    full = True
    for name in targets:
        holder = state.investigators.get(name) or state.cards.get(name)
        if holder is None or state.kind_of(name) not in ("investigator", "asset", "enemy"):
            engine.emit(StepKind.NOTE, ctx.depth, f"{name} has no {field} to heal", ("ahlcg/rr/heal",), card=ctx.bearer)
            full = False
            continue
        amount = getattr(holder, field) if eff.amount is None else eff.amount  # no amount: all of it ("Heal all
        occ = engine.occurrence("heal", ctx.depth, who=state.controller_of(name), what=name, amount=amount, via=field,
                                text=f"{amount} {field} healed from {name}")

        # damage from that enemy"): all it has as the heal begins
        def body(_: list[Occurrence], holder=holder, name=name, amount=amount) -> None:
            before = getattr(holder, field)
            after = max(0, before - amount)
            setattr(holder, field, after)
            engine.emit(StepKind.STATE, ctx.depth, f"{name}: {field} {before} \u2192 {after}", ("ahlcg/rr/heal",),
                        card=name)

        full = bool(engine.resolve([occ], body, announce=f"{ctx.bearer} heals {amount} {field} from {name}",
                                   card=ctx.bearer)) and getattr(holder, field) == 0 and full
    return full


def deal_damage(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return _deal(engine, eff, ctx, horror=False)


def deal_horror(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return _deal(engine, eff, ctx, horror=True)


def heal_damage(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return _heal(engine, eff, ctx, horror=False)


def heal_horror(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return _heal(engine, eff, ctx, horror=True)


def could_deal(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return bool(eff.amount) and (bool(selectable(engine, eff.to or "you", ctx))
                                 or _exposing(engine, eff, ctx) is not None)


def could_heal(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    field = "damage" if eff.effect == "heal-damage" else "horror"
    return any(getattr(state.investigators.get(t) or state.cards.get(t), field, 0) > 0
               for t in selectable(engine, eff.to or "you", ctx))


#: What a card ability may defeat outright (Defeat; Defeat by Card Ability).
_DEFEATABLE = ("enemy", "asset", "investigator")


def defeat(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``defeat`` effect: "defeat that enemy" — an enemy or asset defeated by a card ability (Defeat), with no
    damage dealt: its defeat's 'when' window, then it leaves play for its discard pile. An investigator "defeated by a
    card ability" (Defeat by Card Ability) is eliminated as one defeated by damage or horror is; the long-term
    repercussions are the card's own (a campaign's trauma is not counted for it)."""
    targets = pick(engine, eff.to or "self", ctx, noun="target")
    cards = [t for t in targets if engine.state.kind_of(t) in _DEFEATABLE]
    if not cards:
        return unresolvable(engine, ctx, "enemy, asset or investigator to defeat")
    damage.defeat(engine, cards, ctx.bearer, ctx.depth)
    return True


def could_defeat(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return any(engine.state.kind_of(t) in _DEFEATABLE for t in selectable(engine, eff.to or "self", ctx))
