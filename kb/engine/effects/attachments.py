"""Attaching a card: "Attach to your location", "Attach X to that enemy".

Attach To (Rules Reference): an attachment is placed on the card or location it is attached to, and is where
that is; it enters play (an event that attaches itself while it resolves stays in play, as one that puts itself
into play does: Event Cards, "unless stated otherwise"). Leaves Play: when what it is attached to leaves play,
"All attachments on the card are discarded" (``procedures/damage.py``'s ``leave_play``). A player card attaches
under its player's control — or, attached to another investigator's player card, under that investigator's (FAQ
1.14); an encounter card under no one's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context, Occurrence
from ..core.state import LIMBO, PLAY
from ..core.targets import pick
from ..procedures.copies import MAX, attach_limit_reached
from ..procedures.discarding import take_out
from ..procedures.entering_state import enter_in_state
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .parameters import selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/attach-to", "ahlcg/rr/enters-play")
CONTROL = "ahlcg/faq/1-14"


def attach(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``attach`` effect: the card bearing it (``card``: that one) is attached to what ``to`` picks."""
    state = engine.state
    card = state.cards.get(eff.card or ctx.bearer)
    hosts = [h for h in pick(engine, eff.to or "your-location", ctx, noun="target")
             if state.in_game(h) and h in (*state.locations, *state.cards) and h != (eff.card or ctx.bearer)]
    # only to a card in play: an enemy found in the discard pile ("until an enemy is discarded") is no host yet
    refused = {h: why for h in hosts if card is not None and (why := attach_limit_reached(engine, card, h))}
    for why in refused.values():
        engine.emit(StepKind.NOTE, ctx.depth, why, (MAX,), card=eff.card or ctx.bearer)
    hosts = [h for h in hosts if h not in refused]
    if card is None or not hosts:
        if card is not None:
            engine.emit(StepKind.NOTE, ctx.depth, f"{card.name} cannot be attached: the \u201cattach to\u201d check "
                        f"does not pass, so it {_stays(card.zone)}", RULES[:1], card=card.name)
        return unresolvable(engine, ctx, "card or location to attach to")
    host = hosts[0]
    entering = card.zone != PLAY
    occ = engine.occurrence("enters-play", ctx.depth, what=card.name, text=f"{card.name} enters play") \
        if entering else None

    def body(_: list[Occurrence]) -> None:
        take_out(state, card)
        card.zone = PLAY
        card.attached_to = host
        card.engaged = card.threat_area = None
        card.location = host if host in state.locations else None
        if entering:
            enter_in_state(engine, card, ctx.depth)
        said = _take_control(engine, card.name, host, ctx)
        engine.emit(StepKind.STATE, ctx.depth, f"{card.name} is attached to {host}" + (" (it enters play)"
                    if entering else "") + said, RULES + (CONTROL,) * bool(said), card=card.name)

    if occ is None:
        body([])
        return True
    return bool(engine.resolve([occ], body, announce=f"{card.name} attaches to {host}", rules=RULES, card=card.name,
                               kind=StepKind.STATE))


def _stays(zone: str) -> str:
    """Where a card that could not attach ends: "remains in its prior state or game area"; one that cannot remain
    there (an event resolving) is discarded (Attach To)."""
    if zone == PLAY:
        return "remains in play, unattached"
    if zone == LIMBO:
        return "cannot remain where it is (it is resolving) and is discarded"
    return f"remains where it was ({zone})"


def _take_control(engine: Engine, name: str, host: str, ctx: Context) -> str:
    """Who controls a player card attached (FAQ 1.14): attached to a player card an investigator controls, that
    card's controller does; attached to an encounter card or a location, the player
    attaching it keeps it (he or she does not gain control of the encounter card). What changed, in words."""
    state = engine.state
    card = state.cards[name]
    if card.owner not in state.investigators:
        return ""
    attacher = card.controller or (ctx.you if ctx.you in state.investigators else card.owner)
    hosting = state.cards.get(host)
    holder = hosting.controller if hosting is not None and hosting.owner in state.investigators else None
    card.controller = holder or attacher
    if holder is None or holder == attacher:
        return f"; {attacher} keeps control of it" + ("" if holder else f" ({host} is not a player card: "
                                                       f"{attacher} does not gain control of it)")
    return f"; {holder} takes control of it (it is attached to a player card {holder} controls)"


def could_attach(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    name = eff.card or ctx.bearer
    return name in state.cards and any(h != name and (h in state.locations or h in state.cards)
                                       and state.cards[name].attached_to != h
                                       for h in selectable(engine, eff.to or "your-location", ctx))
