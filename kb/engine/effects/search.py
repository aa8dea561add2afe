"""Searching a deck (an investigator's, or the encounter deck and its discard pile) for a card, and playing a card
through an effect.

Search (Rules Reference): the searching player looks at the cards of the searched area and "is obligated to find
the object of the search should one or more eligible options be found"; "If an effect searches an entire deck, the
deck must be shuffled upon completion of the search". Which card is found is the player's choice: the situation
names it (``card``, checked to be among the searched cards that fit ``find``, a card type and traits), or chooses
it as a ``target`` among them (the engine's default: the first listed). The card found is drawn, added to the
hand (``found: hand``: not a draw), or put into play under the searcher's control (``found: play``: Put into Play, no
cost paid). A deck's shuffled order is random: the engine keeps the listed order.

The encounter deck (``deck: encounter``, with its discard pile when ``discard-pile``: "Search the encounter deck
and discard pile for a [[Cultist]] enemy") is searched the same way; the encounter card found is drawn — resolved
as an encounter card drawn (Encounter Deck) — or spawned (``found: spawn``, at the location ``to`` names: "… and
spawn it in the Village Commons"; Spawn: the effect's location is the enemy's spawn instruction), or spawned engaged with the searcher
(``found: spawn-engaged``: "spawn it engaged with you"). "… discard pile, and the void" (``zone: void``) searches the
void too, the scenario's out-of-play area cards are placed in ("place it in the void"). The whole encounter deck is
searched, so it is shuffled when the search completes, before the card found resolves.

"Play an asset revealed by this effect" (Montmartre, after "Reveal the top card of each investigator's deck") plays
a card the reveal saw, from the deck it is still in, whoever's it is: the effect permits it, and a played asset
enters play under the control of the one who played it (Asset Cards); it leaves its owner's deck.

"Play that card" (Old Book of Lore, with Knowledge is Power in the 2024 glossary's “Ignoring all costs”) is an
initiation sequence that is not a play action: no action is spent, so it provokes no attack of opportunity, and the
card's own costs are paid as usual — "ignoring all costs" waived only the costs of initiating the ability that let
it be played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import IllegalPlay
from ..core.occurrence import Context, Occurrence
from ..core.selector_words import selector_words
from ..core.state import DECK, DISCARD, HAND
from ..core.targets import choose, pick
from ..procedures import decks
from ..procedures.decks import eligible
from ..procedures.encounter import ENGAGED, resolve_encounter_card
from ..procedures.entering import enter_play_area
from ..procedures.entering_hand import entered_hand
from ..procedures.playing import play_card
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .parameters import selectable
from .search_several import search_several, several, shuffle_if_whole
from .zones import VOID

#: ``found`` of a search of the encounter deck: the enemy found spawns engaged with the searcher ("spawn it engaged
#: with you"), whatever its own spawn instruction says (Spawn: the effect is its spawn instruction).
SPAWN_ENGAGED = "spawn-engaged"
#: The area of a selector naming the cards this resolution revealed (``an-asset-revealed-by-this-effect``).
REVEALED = "-revealed-by-this-effect"

if TYPE_CHECKING:
    from ..core.engine import Engine


def search_deck(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``search-deck`` effect: look at the top ``amount`` cards (or the whole deck), find ``card`` (or, unnamed,
    an eligible one: the player's choice) and draw it or (``found: hand``) add it to the hand."""
    found = pick(engine, eff.who or "you", ctx, noun="investigator")
    who = found[0] if found and found[0] in engine.state.investigators else None
    if who is None:
        engine.emit(StepKind.NOTE, ctx.depth, "No investigator to search a deck", ("ahlcg/rr/search",), card=ctx.bearer)
        return False
    if eff.deck == decks.ENCOUNTER and several(eff):
        engine.emit(StepKind.NOTE, ctx.depth, "A search of the encounter deck finds one card: finding several, or "
                    "attaching it, is not modelled", ("ahlcg/rr/search", "ahlcg/rr/grim-rule"), card=ctx.bearer)
        return False
    if eff.deck == decks.ENCOUNTER:
        return _search_encounter(engine, eff, ctx, who)
    if eff.found in ("spawn", SPAWN_ENGAGED):
        engine.emit(StepKind.NOTE, ctx.depth, "Only an encounter card found spawns: a search of an investigator's "
                    f"deck does not resolve with 'found: {eff.found}'", ("ahlcg/rr/search", "ahlcg/rr/spawn"), card=ctx.bearer)
        return False
    inv = engine.state.investigators[who]
    whole = eff.amount is None or eff.amount >= len(inv.deck)
    searched = list(inv.deck) if whole else inv.deck[:eff.amount]
    area = f"the whole deck ({len(searched)} cards)" if whole else f"the top {len(searched)} cards of the deck"
    engine.emit(StepKind.STATE, ctx.depth, f"{who} searches {area}: {', '.join(searched) or 'nothing'} (looked at "
                "without revealing them; they have not left the deck)", ("ahlcg/rr/search",), card=ctx.bearer)
    if several(eff):  # "for up to 3 different …, and attach them facedown to …" (search_several.py)
        return search_several(engine, eff, ctx, who, searched, whole)
    card = _found(engine, eff, ctx, searched)
    if card is None:
        shuffle_if_whole(engine, who, whole, ctx, said=eff.shuffle)
        return False
    if eff.found == "play" and ctx.you in engine.state.investigators:  # "… and put it into play (under your
        # control)": you control it, whoever's deck was searched (Put into Play); it is not drawn
        you = str(ctx.you)
        engine.emit(StepKind.STATE, ctx.depth, f"{who}'s deck yields {card} (the player's choice: the searcher must "
                    "find an eligible card if there is one), put into play", ("ahlcg/rr/search",), card=card)
        entered = enter_play_area(engine, engine.state.cards[card], you, ctx.depth, announce=f"{card} is put into "
                                  f"play under {you}'s control (not played: no cost is paid)",
                                  rules=("ahlcg/rr/put-into-play", "ahlcg/rr/enters-play"))
        shuffle_if_whole(engine, who, whole, ctx, said=eff.shuffle)
        return entered
    draws = eff.found != "hand"
    occ = engine.occurrence("draw-cards", ctx.depth, who=who, amount=1, cards=(card,), source=ctx.bearer,
                            text=f"{who} draws {card}") if draws else None

    def body(_: list[Occurrence]) -> None:
        inv.deck.remove(card)
        inv.hand.append(card)
        engine.state.cards[card].zone = HAND
        how = "draws it" if draws else "adds it to the hand (it is not drawn)"
        engine.emit(StepKind.STATE, ctx.depth, f"{who} finds {card} (the player's choice: the searcher must find an "
                    f"eligible card if there is one) and {how}", ("ahlcg/rr/search",) + (("ahlcg/rr/drawing-cards",)
                                                                                      if draws else ()), card=card)
        shuffle_if_whole(engine, who, whole, ctx, said=eff.shuffle)
        entered_hand(engine, who, card, ctx.depth, drawn=draws)

    if occ is None:
        body([])
        return True
    return bool(engine.resolve([occ], body, announce=f"{who} draws the card found", card=ctx.bearer))


def _found(engine: Engine, eff: Effect, ctx: Context, searched: list[str]) -> str | None:
    """The card the search finds among ``searched``: the one named, or an eligible one (the player's choice); None,
    saying why, when it finds nothing."""
    fits = eligible(engine, searched, eff.find)
    card = eff.card or (choose(engine, ctx, fits, "card") if len(fits) > 1 else next(iter(fits), None))
    if card is None or card not in fits:
        why = ("No searched card is eligible" if card is None else f"{card} is not among the searched cards"
               if card not in searched else f"{card} is not what the search is for")
        engine.emit(StepKind.NOTE, ctx.depth, f"{why}: the search finds nothing", ("ahlcg/rr/search",), card=ctx.bearer)
        return None
    return card


def _search_encounter(engine: Engine, eff: Effect, ctx: Context, who: str) -> bool:
    """Search the encounter deck (and its discard pile) for a card; it is drawn, or spawned at ``to``."""
    state = engine.state
    whole = eff.amount is None or eff.amount >= len(state.encounter_deck)
    void = [n for n, c in state.cards.items() if c.zone == VOID] if eff.zone == VOID else []
    searched = (list(state.encounter_deck) if whole else state.encounter_deck[:eff.amount]) \
        + (list(state.encounter_discard) if eff.discard_pile else []) + void
    area = ("the encounter deck" if whole else f"the top {eff.amount} cards of the encounter deck") \
        + (" and its discard pile" if eff.discard_pile else "") + (" and the void" if eff.zone == VOID else "")
    engine.emit(StepKind.STATE, ctx.depth, f"{who} searches {area}: {', '.join(searched) or 'nothing'} (looked at "
                "without revealing them)", ("ahlcg/rr/search",), card=ctx.bearer)
    cards = _copies_found(engine, eff, ctx, searched)
    at = None
    if cards and eff.found == "spawn" and eff.to:
        where = [t for t in pick(engine, eff.to, ctx, noun="location") if t in state.locations]
        at = where[0] if where else None
        if at is None:  # the effect names where: never fall back on the enemy's own spawn instruction
            engine.emit(StepKind.NOTE, ctx.depth, f"No location is {selector_words(eff.to)}: {', '.join(cards)} cannot spawn where "
                        "this effect says, and is left where it was", ("ahlcg/rr/spawn",), card=ctx.bearer)
            cards = []
    sources = {card: "the void" if card in void else "the encounter discard pile" if card in state.encounter_discard
               else "the encounter deck" for card in cards}
    for card in cards:
        if card not in void:  # a card of the void leaves it as it resolves (out of play: no list)
            (state.encounter_deck if card in state.encounter_deck else state.encounter_discard).remove(card)
    if whole or eff.shuffle:  # Search: an entire deck searched is shuffled on completion (its top cards: if said)
        decks.shuffle(engine, None, ctx.depth, ctx.bearer)
    spawned = eff.found in ("spawn", SPAWN_ENGAGED)
    at = ENGAGED if eff.found == SPAWN_ENGAGED else at
    resolved = False
    for card in cards:  # each copy found resolves in turn, in the order found
        engine.emit(StepKind.STATE, ctx.depth, f"{who} finds {card} (the player's choice: the searcher must find an "
                    f"eligible card if there is one) and {'spawns' if spawned else 'draws'} it",
                    ("ahlcg/rr/search",) + (("ahlcg/rr/spawn",) if spawned else ("ahlcg/rr/encounter-deck",)), card=card)
        resolved = resolve_encounter_card(engine, who, card, ctx.depth, drawn=not spawned, by=ctx.bearer, at=at,
                                          source=sources[card]) or resolved
    return resolved


def _copies_found(engine: Engine, eff: Effect, ctx: Context, searched: list[str]) -> list[str]:
    """The ``copies`` cards a search finds among ``searched`` ("for 2 copies of Swarm of Rats"): the first as
    :func:`_found` finds it, each other an eligible card not found yet (the player's choice); as many as there are,
    saying so when fewer are (Search: the searcher finds what is there to find, no more)."""
    first = _found(engine, eff, ctx, searched)
    cards = [] if first is None else [first]
    while cards and len(cards) < eff.copies:
        fits = [c for c in eligible(engine, searched, eff.find) if c not in cards]
        if not fits:
            engine.emit(StepKind.NOTE, ctx.depth, f"Only {len(cards)} of the {eff.copies} cards searched for are "
                        "among the searched cards: the search finds those", ("ahlcg/rr/search",), card=ctx.bearer)
            break
        cards.append(choose(engine, ctx, fits, "card") if len(fits) > 1 else fits[0])
    return cards


def play(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``play`` effect: play a card from your hand now, through its initiation sequence (not an action); the card
    named (``card``), or the one a selector picks (``to``: the card chosen before, one of your hand's)."""
    you = ctx.you
    named = eff.card
    if named is None and eff.to:
        found = pick(engine, eff.to, ctx, noun="target")
        named = found[0] if found else None
    card = engine.state.cards.get(named or "")
    # "Play an asset from your discard pile", "play an asset revealed by this effect" (from your deck): the effect's own
    # permission to play from where its selector picked it
    pile = card.zone if eff.card is None and card is not None and card.zone in (DISCARD, DECK) else HAND
    # a card this resolution revealed may be of another investigator's deck ("Reveal the top card of each
    # investigator's deck. You may play an asset revealed by this effect …, under your control"): the effect permits it
    revealed = pile == DECK and (eff.to or "").endswith(REVEALED)
    if you is None or card is None or card.zone != pile or (card.owner != you and not revealed):
        where = {HAND: "hand", DISCARD: "discard pile", DECK: "deck"}[pile]
        engine.emit(StepKind.NOTE, ctx.depth, f"{named or eff.to} is not in {you}'s {where}: it cannot be played",
                    ("ahlcg/rr/play",), card=ctx.bearer)
        return False
    try:
        return play_card(engine, you, card.name, ctx.depth, as_action=False, by_effect=ctx.bearer, from_zone=pile,
                         reduced=eff.cost_modifier, any_owner=revealed)
    except IllegalPlay as refused:
        engine.emit(StepKind.FRAMEWORK, ctx.depth, f"Aborted: {refused}", refused.rules or ("ahlcg/rr/appendix-i",),
                    card=ctx.bearer)
        return False


def could_search(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    if eff.deck == decks.ENCOUNTER:
        return bool(state.encounter_deck or (eff.discard_pile and state.encounter_discard)
                    or (eff.zone == VOID and any(c.zone == VOID for c in state.cards.values())))
    return any(state.investigators[w].deck for w in selectable(engine, eff.who or "you", ctx)
               if w in state.investigators)
