"""Taking (or giving) control of a card: "Take control of Helpless Passenger", "take control of the set-aside Bear
Trap", "Give control of him to another investigator at your location".

Ownership and Control: "Some abilities may cause cards to change control during a game." A card in play changes
play area (Asset Cards: an investigator's assets are in his or her play area); a set-aside card is put into play in
the new controller's play area (FAQ 2.7). The change is an occurrence (``take-control``: "When you take control of
"Jazz" Mulligan, advance" waits for it), its player attachments following the card (FAQ 1.14).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.occurrence import Context, Occurrence
from ..core.state import PLAY
from ..core.targets import pick
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .cards import put_into_play
from .parameters import selectable

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/faq/2-7", "ahlcg/rr/asset-cards")  # Taking Control; an asset in its controller's play area


def take_control(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``take-control`` effect: the card ``to`` names (by default the one bearing it) comes under your control —
    or under the control of the investigator ``who`` picks. In play (a story asset at a location, or another's
    asset), it moves to that investigator's play area; set aside, the effect "puts that card into play in that
    investigator's play area" (FAQ 2.7). Either way a ``take-control`` occurrence (who, the card)."""
    state = engine.state
    name = ctx.bearer if eff.to in (None, "self") else eff.to if eff.to in state.cards \
        else next(iter(pick(engine, eff.to, ctx, noun="target")), eff.to)  # a selector: "that asset" (chosen)
    card = state.cards.get(name or "")
    you = next(iter(pick(engine, eff.who, ctx, noun="investigator")), None) if eff.who else ctx.you
    if you is not None and you != ctx.you:
        ctx = replace(ctx, you=str(you))  # the new controller: "you" of what follows (put into play there)
    if card is None or you not in state.investigators or (card.zone == PLAY and card.controller == you):
        engine.emit(StepKind.NOTE, ctx.depth, f"{name} cannot come under {you}'s control (not a card, or already "
                    "controlled)", ("ahlcg/faq/2-7",), card=ctx.bearer)
        return False
    occ = engine.occurrence("take-control", ctx.depth, who=you, what=card.name,
                            text=f"{you} takes control of {card.name}")
    done: list[bool] = []

    def body(_: list[Occurrence]) -> None:
        if card.zone != PLAY:
            done.append(put_into_play(engine, Effect("put-into-play", to=None if name == ctx.bearer else name), ctx))
            return
        done.append(True)
        _into_play_area(engine, card.name, str(you), ctx.depth)

    engine.resolve([occ], body, rules=RULES, card=card.name, kind=StepKind.STATE)
    return all(done) and bool(done)


def _into_play_area(engine: Engine, name: str, you: str, depth: int) -> None:
    """A card in play placed in ``you``'s play area under his or her control, with the player cards attached to it
    (FAQ 1.14: "the card's new controller takes control of those player attachments")."""
    state = engine.state
    card = state.cards[name]
    card.controller, card.location, card.engaged = you, None, None
    engine.emit(StepKind.STATE, depth, f"{you} takes control of {name}: it is placed in {you}'s play area",
                ("ahlcg/faq/2-7", "ahlcg/rr/asset-cards"), card=name)
    following = [c for c in state.cards.values() if c.zone == PLAY and c.attached_to == name
                 and c.owner in state.investigators and c.controller != you]
    for attached in following:  # FAQ 1.14: the new controller takes control of its player attachments
        attached.controller = you
    if following:
        engine.emit(StepKind.STATE, depth, f"{you} also takes control of {', '.join(c.name for c in following)}, "
                    f"the player card(s) attached to {name}", ("ahlcg/faq/1-14",), card=name)


def could_take_control(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    found = [ctx.bearer] if eff.to in (None, "self") else [eff.to] if eff.to in state.cards \
        else selectable(engine, eff.to, ctx)
    whom = selectable(engine, eff.who, ctx) if eff.who else [ctx.you]
    return any(t in state.cards and w in state.investigators
               and (state.cards[t].zone != PLAY or state.cards[t].controller != w) for t in found for w in whom)
