"""Searching an investigator's deck for a card, and playing a card through an effect.

Search (Rules Reference): the searching player looks at the cards of the searched area and "is
obligated to find the object of the search should one or more eligible options be found"; "If an
effect searches an entire deck, the deck must be shuffled upon completion of the search". Which card
is found is the player's choice: the situation names it (``card``, checked to be among the searched cards that
fit ``find``, a card type and traits), or chooses it as a ``target`` among them (the engine's default: the
first listed). The card found is drawn, or added to the hand (``found: hand``: not a draw). A deck's shuffled order is random: the engine keeps the listed order.

"Play that card" (Old Book of Lore, with Knowledge is Power in the 2024 glossary's “Ignoring all
costs”) is an initiation sequence that is not a play action: no action is spent, so it provokes no
attack of opportunity, and the card's own costs are paid as usual — "ignoring all costs" waived only
the costs of initiating the ability that let it be played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import IllegalPlay
from ..core.occurrence import Context, Occurrence
from ..core.state import HAND
from ..core.targets import choose, pick
from ..procedures.playing import play_card
from ..situation.spec import Effect, Find
from ..situation.vocabulary import StepKind
from .parameters import selectable

if TYPE_CHECKING:
    from ..core.engine import Engine


def _eligible(engine: Engine, searched: list[str], find: Find | None) -> list[str]:
    """The searched cards that fit what the search is for: a card type and any of some traits."""
    find = find or Find()
    traits = {t.casefold() for t in find.traits}
    return [c for c in searched if (not find.type or engine.state.cards[c].type.value == find.type)
            and (not traits or traits & {t.casefold() for t in engine.state.cards[c].spec.traits})]


def search_deck(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``search-deck`` effect: look at the top ``amount`` cards (or the whole deck), find ``card`` (or, unnamed,
    an eligible one: the player's choice) and draw it or (``found: hand``) add it to the hand."""
    found = pick(engine, eff.who or "you", ctx, noun="investigator")
    who = found[0] if found and found[0] in engine.state.investigators else None
    if who is None:
        engine.emit(StepKind.NOTE, ctx.depth, "No investigator to search a deck", ("ahlcg/rr/search",), card=ctx.bearer)
        return False
    inv = engine.state.investigators[who]
    whole = eff.amount is None or eff.amount >= len(inv.deck)
    searched = list(inv.deck) if whole else inv.deck[:eff.amount]
    area = f"the whole deck ({len(searched)} cards)" if whole else f"the top {len(searched)} cards of the deck"
    engine.emit(StepKind.STATE, ctx.depth, f"{who} searches {area}: {', '.join(searched) or 'nothing'} (looked at "
                "without revealing them; they have not left the deck)", ("ahlcg/rr/search",), card=ctx.bearer)
    eligible = _eligible(engine, searched, eff.find)
    card = eff.card or (choose(engine, ctx, eligible, "card") if len(eligible) > 1 else next(iter(eligible), None))
    if card is None or card not in eligible:
        why = ("No searched card is eligible" if card is None else f"{card} is not among the searched cards"
               if card not in searched else f"{card} is not what the search is for")
        engine.emit(StepKind.NOTE, ctx.depth, f"{why}: the search finds nothing", ("ahlcg/rr/search",), card=ctx.bearer)
        _shuffle_if_whole(engine, who, whole, ctx)
        return False
    draws = eff.found != "hand"
    occ = engine.occurrence("draw-cards", ctx.depth, who=who, amount=1, text=f"{who} draws {card}") if draws else None

    def body(_: list[Occurrence]) -> None:
        inv.deck.remove(card)
        inv.hand.append(card)
        engine.state.cards[card].zone = HAND
        how = "draws it" if draws else "adds it to the hand (it is not drawn)"
        engine.emit(StepKind.STATE, ctx.depth, f"{who} finds {card} (the player's choice: the searcher must find an "
                    f"eligible card if there is one) and {how}", ("ahlcg/rr/search",) + (("ahlcg/rr/drawing-cards",)
                                                                                      if draws else ()), card=card)
        _shuffle_if_whole(engine, who, whole, ctx)

    if occ is None:
        body([])
        return True
    return bool(engine.resolve([occ], body, announce=f"{who} draws the card found", card=ctx.bearer))


def _shuffle_if_whole(engine: Engine, who: str, whole: bool, ctx: Context) -> None:
    if whole:
        engine.emit(StepKind.STATE, ctx.depth, f"The whole deck was searched: {who}'s deck is shuffled (the "
                    "engine keeps the listed order: a shuffled order is random)", ("ahlcg/rr/search",), card=who)


def play(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``play`` effect: play a card from your hand now, through its initiation sequence (not an action)."""
    you = ctx.you
    card = engine.state.cards.get(eff.card or "")
    if you is None or card is None or card.zone != HAND or card.owner != you:
        engine.emit(StepKind.NOTE, ctx.depth, f"{eff.card} is not in {you}'s hand: it cannot be played",
                    ("ahlcg/rr/play",), card=ctx.bearer)
        return False
    try:
        return play_card(engine, you, card.name, ctx.depth, as_action=False, by_effect=ctx.bearer)
    except IllegalPlay as refused:
        engine.emit(StepKind.FRAMEWORK, ctx.depth, f"Aborted: {refused}", refused.rules or ("ahlcg/rr/appendix-i",),
                    card=ctx.bearer)
        return False


def could_search(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(state.investigators[w].deck for w in selectable(engine, eff.who or "you", ctx)
               if w in state.investigators)
