"""Additional damage and horror: "When you would take 1 or more damage: Take 2 additional damage" (Psychopomp's Song).

Dealing Damage/Horror, step 1, determines "the amount of damage and/or horror being dealt"; the abilities of its
'would' / 'when' window resolve before step 2 applies it. Damage taken as "additional" in that window is more of the
damage being dealt — the amount of that dealing grows, and it is applied with the rest in step 2 —, not a dealing of
its own: a new dealing would open its own 'would take damage' window, in which the same ability (still in play, its
discard not yet resolved) would trigger again, without end. The rules do not spell out "additional" for damage; the
card's word ("additional": on top of damage already being dealt) and the Grim Rule (the reading that keeps the game
going, not one that loops) settle it, and the trace says so. The added damage is assigned as step 1 assigns: "An
asset cannot be assigned damage beyond the amount of damage it would take to defeat the card … All damage/horror that
cannot be assigned to an asset must be assigned to the investigator" — to the investigator's own part of the dealing
when it has one, else to the asset's part as far as the asset can hold it, the rest as a new part of the same dealing
on the investigator (applied with the others in step 2). Outside such a window, with no dealing of that kind to
the target in progress ("After Rift Seeker attacks you: take 1 additional damage"), the damage is dealt as printed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context, Occurrence
from ..core.targets import pick
from ..procedures import health
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind, Timing

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/dealing-damage-horror", "ahlcg/rr/grim-rule")


def _part(ctx: Context, event: str, target: str) -> Occurrence | None:
    """The part of the triggering dealing of this kind dealt to ``target`` (to the investigator, else to a card of
    his or her that it was assigned to), not yet applied: None outside a 'would' / 'when' window of a dealing."""
    occ = ctx.occ
    dealing = occ is not None and occ.event in ("damage-dealt", "horror-dealt")  # of either kind: one dealing
    if occ is None or not dealing or ctx.timing not in (Timing.WOULD, Timing.WHEN):
        return None
    parts = [o for o in occ.dealing or [occ] if o.event == event and not o.canceled]
    return next((o for o in parts if o.what == target), None) or next((o for o in parts if o.who == target), None)


def added_to_dealing(engine: Engine, eff: Effect, ctx: Context, *, horror: bool) -> bool | None:
    """Add the effect's amount to the dealing in progress to each target; None when no target has one (the caller
    deals it as printed)."""
    event, word = ("horror-dealt", "horror") if horror else ("damage-dealt", "damage")
    targets = pick(engine, eff.to or "you", ctx, noun="target", decide=False)
    parts = [(t, part) for t in targets if (part := _part(ctx, event, t)) is not None]
    if not parts or len(parts) < len(targets):
        return None
    amount = eff.amount or 0
    for target, part in parts:
        if part.what != target and target in engine.state.investigators:
            _onto_asset(engine, ctx, part, target, amount, word)
            continue
        before = part.amount
        part.amount += amount
        engine.emit(StepKind.STATE, ctx.depth, f"{amount} additional {word} added to the {word} being dealt to "
                    f"{part.what}: {before} \u2192 {part.amount}, applied with the rest in step 2 (one dealing: the "
                    f"rules do not make additional {word} a dealing of its own, which would open this window again; "
                    "the card's word and the Grim Rule settle it)", RULES, card=ctx.bearer)
    return True


def _onto_asset(engine: Engine, ctx: Context, part: Occurrence, target: str, amount: int, word: str) -> None:
    """``amount`` more of the dealing ``target`` assigned to an asset only: onto that asset no more than would defeat
    it (step 1), the rest a new part of the same dealing on the investigator."""
    card = engine.state.cards.get(part.what or "")
    bound = health.limit(engine, part.what, word)
    held = getattr(card, word, 0) if card is not None else 0
    fit = amount if bound is None else min(amount, max(0, bound - held - part.amount))
    rest = amount - fit
    if rest and not part.dealing:  # no dealing to add a part to (step 1 always makes one)
        fit, rest = amount, 0
    before = part.amount
    part.amount += fit
    if rest:
        part.dealing.append(engine.occurrence(part.event, ctx.depth, who=target, what=target, source=part.source,
                                              via=part.via, amount=rest, dealing=part.dealing,
                                              text=f"{rest} {word} dealt to {target}"))
    engine.emit(StepKind.STATE, ctx.depth, f"{amount} additional {word}: {fit} added to the {before} being dealt to "
                f"{part.what} ({before} \u2192 {part.amount}, no more than would defeat it)"
                + (f", {rest} assigned to {target} (all that cannot be assigned to an asset must be assigned to the "
                   "investigator)" if rest else "")
                + f"; applied with the rest in step 2 (one dealing: the rules do not make additional {word} a dealing "
                "of its own; the card's word and the Grim Rule settle it)", RULES, card=ctx.bearer)
