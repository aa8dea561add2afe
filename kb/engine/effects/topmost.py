"""Drawing a particular card out of play: the topmost card of a kind from a discard pile ("draw the topmost [[Omen]]
treachery in the encounter discard pile", "draw the topmost [[Madness]] card in your discard pile"), or the card a
selector picks wherever it lies out of play ("Choose an event beneath this card and draw it": Sefina Rousseau).

A discard pile is faceup and its order is known (Discard Piles: cards are placed on top), so the topmost card that
fits is a fact of the state, not a choice: the engine looks from the top (the last card placed) down. An encounter
card drawn is resolved as an encounter card drawn from the deck is (Encounter Deck: its revelation, an enemy's
spawn); a player card goes to its owner's hand as a card drawn (what triggers on drawing cards applies). With no
such card in the pile, nothing is drawn, said in the trace.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context, Occurrence
from ..core.state import ENCOUNTER_DECK, HAND, PLAY, SET_ASIDE, VICTORY
from ..core.targets import pick
from ..procedures import decks
from ..procedures.decks import eligible
from ..procedures.discarding import take_out
from ..procedures.encounter import resolve_encounter_card
from ..procedures.entering_hand import entered_hand
from ..situation.spec import Effect
from ..situation.vocabulary import CardType, StepKind
from .parameters import for_each_investigator, selectable

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/discard-piles",)


def _pile(engine: Engine, eff: Effect, who: str) -> list[str]:
    state = engine.state
    return state.encounter_discard if eff.deck == decks.ENCOUNTER else state.investigators[who].discard


def _topmost(engine: Engine, eff: Effect, who: str) -> str | None:
    """The topmost card of the pile that fits ``find`` (the last placed first), or None."""
    found = eligible(engine, list(reversed(_pile(engine, eff, who))), eff.find)
    return found[0] if found else None


def draw_from_discard(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``draw-from-discard`` effect: the investigator ``who`` picks draws the topmost card that fits ``find`` from
    the encounter discard pile (``deck: encounter``) or his or her own discard pile."""
    def draw(who: str) -> bool:
        pile = _pile(engine, eff, who)
        name = _topmost(engine, eff, who)
        where = "the encounter discard pile" if eff.deck == decks.ENCOUNTER else f"{who}'s discard pile"
        if name is None:
            engine.emit(StepKind.NOTE, ctx.depth, f"No card in {where} is what the effect names: nothing is drawn",
                        _RULES, card=ctx.bearer)
            return False
        engine.emit(StepKind.STATE, ctx.depth, f"{who} takes {name}, the topmost such card of {where} (a discard "
                    "pile's order is known: no choice), and draws it", _RULES, card=name)
        if eff.deck == decks.ENCOUNTER:
            pile.remove(name)
            return resolve_encounter_card(engine, who, name, ctx.depth, drawn=True, by=ctx.bearer, source=where)
        occ = engine.occurrence("draw-cards", ctx.depth, who=who, amount=1, cards=(name,), source=ctx.bearer,
                                text=f"{who} draws {name}")

        def body(_: list[Occurrence]) -> None:
            pile.remove(name)
            engine.state.cards[name].zone = HAND
            engine.state.investigators[who].hand.append(name)

        return bool(engine.resolve([occ], body, announce=f"{who} draws {name}", rules=("ahlcg/rr/drawing-cards",),
                                   card=ctx.bearer))
    return for_each_investigator(engine, eff, ctx, draw)


def could_draw_from_discard(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(_topmost(engine, eff, w) is not None for w in selectable(engine, eff.who or "you", ctx)
               if w in state.investigators)


#: The out-of-play areas an encounter card is drawn from, as the trace names them: a card a reveal saw is still in
#: the encounter deck ("reveal the top X cards of the encounter deck … choose and draw 1 of them").
_AREAS = {ENCOUNTER_DECK: "the encounter deck", SET_ASIDE: "the set-aside cards", VICTORY: "the victory display"}


def draw_card(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``draw-card`` effect: you draw the card ``to`` picks where it lies out of play (beneath a card, in a discard
    pile, in a deck: Drawing Cards) — a player card goes to your hand as a card drawn (what triggers on drawing applies,
    and a weakness drawn resolves: Weakness); an encounter card is resolved as one drawn (Encounter Deck)."""
    found = pick(engine, eff.to or "chosen", ctx, noun="card")
    name = found[0] if found else None
    card = engine.state.cards.get(name or "")
    who = ctx.you
    if card is None or card.zone in (PLAY, HAND) or who not in engine.state.investigators:
        engine.emit(StepKind.NOTE, ctx.depth, f"{name or 'No card'} cannot be drawn: it is not a card out of play, or "
                    "no investigator draws it", ("ahlcg/rr/drawing-cards",), card=ctx.bearer)
        return False
    if card.owner not in engine.state.investigators and card.type in (CardType.TREACHERY, CardType.ENEMY):
        # an encounter card: resolved as drawn
        source = "the encounter discard pile" if card.name in engine.state.encounter_discard \
            else f"beneath {card.beneath}" if card.beneath else _AREAS.get(card.zone, "out of play")
        take_out(engine.state, card)
        card.beneath = None
        return resolve_encounter_card(engine, who, card.name, ctx.depth, drawn=True, by=ctx.bearer, source=source)
    occ = engine.occurrence("draw-cards", ctx.depth, who=who, amount=1, cards=(card.name,), text=f"{who} draws {name}")

    def body(_: list[Occurrence]) -> None:
        was = card.zone
        take_out(engine.state, card)
        card.zone, card.beneath = HAND, None
        engine.state.investigators[who].hand.append(card.name)
        engine.emit(StepKind.STATE, ctx.depth, f"{who} draws {card.name} (from {was}: out of play, it does not leave "
                    "play)", ("ahlcg/rr/drawing-cards", "ahlcg/rr/in-play-and-out-of-play"), card=card.name)
        entered_hand(engine, who, card.name, ctx.depth, drawn=True)

    return bool(engine.resolve([occ], body, announce=f"{who} draws {card.name}", rules=("ahlcg/rr/drawing-cards",),
                               card=ctx.bearer))


def could_draw_card(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return ctx.you in state.investigators and any(
        t in state.cards and state.cards[t].zone not in (PLAY, HAND) for t in selectable(engine, eff.to or "chosen", ctx))
