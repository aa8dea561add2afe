"""Resolving another card's revelation ability where it lies: "Choose a location discarded by this effect and resolve
its 'revelation' ability" (Out of this World, Into the Beyond, Close the Rift, Finding a New Way).

Revelation: a card's revelation ability resolves when it is drawn; this is an effect that tells the players to resolve
one now instead, from wherever the card is (a discard pile): the card is not drawn, so nothing of the draw — spawning,
surge, being discarded after — follows, only the ability's own instructions, with the investigator resolving the
effect as its "you". A card with no revelation ability has nothing to resolve (Effects: as much as possible).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.targets import card_to
from ..situation.spec import Effect
from ..situation.vocabulary import AbilityKind, StepKind
from .parameters import selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/revelation", "ahlcg/rr/effects")


def resolve_revelation(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``resolve-revelation`` effect: the revelation abilities of the card ``to`` picks resolve, in order, with
    ``you`` as their "you"; whether any did."""
    name, card = card_to(engine, eff, ctx)
    if card is None or name is None:
        return unresolvable(engine, ctx, "card")
    revelations = [ab for ab in card.abilities if ab.kind is AbilityKind.REVELATION]
    if not revelations:
        engine.emit(StepKind.NOTE, ctx.depth, f"{name} has no revelation ability: nothing to resolve", RULES,
                    card=ctx.bearer)
        return False
    who = ctx.you or ctx.bearer
    for ab in revelations:
        engine.emit(StepKind.ABILITY, ctx.depth, f"{who} resolves {name}'s [revelation] ability where it lies (it "
                    f"is not drawn): \u201c{ab.ability.text or name}\u201d", RULES, card=name)
        engine.run_effects(ab.ability.effects, Context(name, who, ctx.depth + 1, mandatory=True))
    return True


def could_resolve_revelation(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return bool(selectable(engine, eff.to or "self", ctx))
