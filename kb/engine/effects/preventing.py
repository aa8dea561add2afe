"""Damage and horror canceled as it is dealt, of both kinds at once: "Cancel up to 5 damage and/or horror just dealt to
you" ("I've had worse…", Devil's Luck), "Cancel 2 horror just dealt to you".

Abilities that prevent damage and/or horror being dealt resolve between assigning it and applying it (Dealing
Damage/Horror, step 1 and step 2). The damage and the horror of one dealing are one timing point (they are applied
simultaneously; the occurrences share ``Occurrence.dealing``), so a card played "when you are dealt damage and/or
horror" reaches every part of that dealing dealt to its investigator — to him or her, and to the assets he or she
assigned some of it to (FAQ 2.1: damage dealt to you includes your assets) —, not only the occurrence it was played on.

``prevent-dealt`` cancels up to ``amount`` of it, of the kind ``tokens`` names (``damage``, ``horror``; none: either).
Which kind, when both are being dealt, is the player's choice: an ``amount`` choice for the card says how much of the
damage (the rest of the amount from the horror); without one the engine cancels the damage first, and says so. What is
canceled is recorded per kind and, last, in all (``damage-and-horror-prevented``): "Then, gain that many resources".

``reassign-dealt`` moves ``amount`` of the damage or horror being dealt (the triggering occurrence's) off its recipient
onto the card ``to`` picks, placed there (not dealt: "Place 1 of that horror on Key of Ys", in the window of "When any
amount of horror would be placed on you"): the recipient is applied the rest. Reassigning is no cancel, so a "cannot
cancel" does not stop it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.amounts import choose_amount
from ..core.dispatch import effect_handler
from ..core.occurrence import Context, Occurrence
from ..core.results import record
from ..core.targets import pick
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .parameters import unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/dealing-damage-horror", "ahlcg/rr/cancel")
_KINDS = {"damage-dealt": "damage", "horror-dealt": "horror"}
#: The outcome recorded last: the damage and horror canceled together ("that many").
BOTH = "damage-and-horror-prevented"


def being_dealt(engine: Engine, eff: Effect, ctx: Context) -> dict[str, list[Occurrence]]:
    """The parts of the triggering dealing dealt to ``ctx.you`` (or to what the triggering occurrence names, with no
    "you"), by kind, that may still be canceled: not yet canceled, an amount left, no "you cannot cancel" against it."""
    occ = ctx.occ
    if occ is None or occ.event not in _KINDS:
        return {}
    whom = ctx.you or occ.who or occ.what
    parts: dict[str, list[Occurrence]] = {}
    for o in occ.dealing or [occ]:
        kind = _KINDS.get(o.event)
        if kind is None or o.canceled or o.amount <= 0 or (eff.tokens and eff.tokens != kind):
            continue
        if whom not in (o.who, o.what):
            continue
        if engine.forbidden(Occurrence("cancel", 0, who=o.who, what=o.what, via=kind)) is not None:
            continue  # "you cannot cancel horror": that part stays
        parts.setdefault(kind, []).append(o)
    return parts


def could_prevent_dealt(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return bool(being_dealt(engine, eff, ctx))


def prevent_dealt(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Cancel up to ``amount`` of the damage and horror being dealt to the investigator, the split his or her choice."""
    parts = being_dealt(engine, eff, ctx)
    if not parts:
        return unresolvable(engine, ctx, "damage or horror being dealt that may be canceled")
    most = eff.amount or 0
    held = {kind: sum(o.amount for o in occs) for kind, occs in parts.items()}
    damage = min(most, held.get("damage", 0))
    if "damage" in held and "horror" in held:  # both kinds: how much of the damage is the player's choice
        damage, why = choose_amount(engine, ctx.bearer, damage, "the engine cancels the damage first")
        engine.emit(StepKind.CHOICE, ctx.depth, f"Of the {held['damage']} damage and {held['horror']} horror being "
                    f"dealt, how much damage to cancel (up to {min(most, held['damage'])}): {why}", _RULES,
                    card=ctx.bearer)
    cut = {"damage": damage, "horror": min(most - damage, held.get("horror", 0))}
    said = []
    for kind, occs in parts.items():
        left = cut[kind]
        for o in occs:
            taken = min(left, o.amount)
            o.amount -= taken
            left -= taken
        if cut[kind]:
            record(ctx, f"{kind}-prevented", cut[kind], tuple(dict.fromkeys(o.what for o in occs if o.what)))
            said.append(f"{cut[kind]} {kind}")
    record(ctx, BOTH, sum(cut.values()))
    rest = "; ".join(f"{o.amount} {_KINDS[o.event]} will be applied to {o.what}" for occs in parts.values()
                     for o in occs)
    engine.emit(StepKind.STATE, ctx.depth, f"{' and '.join(said) or 'Nothing'} canceled before it is applied: {rest}",
                _RULES, card=ctx.bearer)
    return sum(cut.values()) > 0  # "up to": any amount canceled is the effect resolved (what was asked of it)


def _dealt(ctx: Context) -> Occurrence | None:
    occ = ctx.occ
    return occ if occ is not None and occ.event in _KINDS and not occ.canceled and occ.amount > 0 else None


def could_reassign_dealt(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return _dealt(ctx) is not None and bool(pick(engine, eff.to or "self", ctx, noun="target", decide=False))


def reassign_dealt(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """``amount`` of the damage or horror being dealt placed on the card ``to`` picks instead of its recipient."""
    occ = _dealt(ctx)
    if occ is None:
        return unresolvable(engine, ctx, "damage or horror being dealt")
    kind = _KINDS[occ.event]
    moved = min(eff.amount or 0, occ.amount)
    occ.amount -= moved
    engine.emit(StepKind.STATE, ctx.depth, f"{moved} of the {kind} being dealt to {occ.what} reassigned: {occ.amount} "
                f"{kind} will be applied to {occ.what}", ("ahlcg/rr/dealing-damage-horror",), card=ctx.bearer)
    placed = Effect("place-tokens", amount=moved, tokens=kind, to=eff.to or "self")
    return effect_handler("place-tokens").resolve(engine, placed, ctx) and moved == (eff.amount or 0)

