"""A card taking the place of another: "Flip Sickening Reality to its enemy side, and switch it with the Bystander
asset version of Constance Dumaine, removing that version from the game".

The ``switch`` effect puts the card bearing it (here the story card, just turned to its enemy side) where the card it
names is: at that card's location — an asset's location is its controller's (``State.location_of``) — and engaged with
the investigator that card is engaged with, if any. It enters play there (In Play and Out of Play: a card enters play
when it is put there), and the standing rules then do what they do for any card so placed (Enemy Engagement: a ready
enemy at an investigator's location engages). The card replaced stays where it is: what becomes of it is the text's
to say ("removing that version from the game" is a ``move-card`` after the switch). A card replaced that is in no
place (out of play, or nowhere the situation says) cannot be taken the place of: not resolved, and said.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.state import PLAY
from ..core.targets import pick
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .parameters import selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/in-play-and-out-of-play", "ahlcg/rr/enemy-engagement")


def _place_of(engine: Engine, name: str) -> tuple[str | None, str | None]:
    """Where the card ``name`` is in play: its location and the investigator it is engaged with."""
    state = engine.state
    card = state.cards.get(name)
    if card is None or card.zone != PLAY:
        return None, None
    return state.location_of(name), card.engaged


def switch(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``switch`` effect: the card bearing it takes the place of the card ``to`` picks."""
    state = engine.state
    found = pick(engine, eff.to or "", ctx, noun="card")
    me = state.cards.get(ctx.bearer)
    if not found or me is None or found[0] == ctx.bearer:
        return unresolvable(engine, ctx, "card in play whose place to take")
    other = found[0]
    where, engaged = _place_of(engine, other)
    if where is None and engaged is None:
        return unresolvable(engine, ctx, "card in play whose place to take")
    me.zone = PLAY
    me.location, me.engaged = (None, engaged) if engaged else (where, None)
    place = f"engaged with {engaged}" if engaged else f"at {where}"
    engine.emit(StepKind.STATE, ctx.depth, f"{ctx.bearer} ({me.spec.name}, {me.spec.type.value}) takes the place of "
                f"{other}: it enters play {place}", _RULES, card=ctx.bearer)
    return True


def could_switch(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return ctx.bearer in engine.state.cards and any(
        n != ctx.bearer and any(_place_of(engine, n)) for n in selectable(engine, eff.to or "", ctx))
