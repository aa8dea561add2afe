"""Effects that move a card to an out-of-play area by its own text: "Return X to your hand", "Add X to the
victory display", "Remove X from the game"; and discarding cards from a hand.

In Play and Out of Play: "Out of play refers to the cards in a player's hand, in any deck, in any discard pile,
in the victory display, and those that have been set aside and/or removed from the game"; "A card leaves play
when it transitions from a in play area to an out-of-play destination" — so a card in play moved to one of
these areas leaves play, with the consequences of leaving play (Leaves Play: its tokens go, sealed tokens are
released), and a card out of play (an event resolving, a card in a discard pile) just changes area. An event
that sends itself elsewhere while it resolves is not placed in the discard pile afterwards (Event Cards:
"unless stated otherwise"). Removed from Game: "placed away from the game area … no further interaction with
the game"; the victory display is "an out-of-play game area shared by all players".

Discarding from a hand: the discarded cards go to their owner's discard pile (Discard Piles); which cards is
the player's choice (a ``target`` choice each) or, "at random", the game's — the engine has no randomness and
takes the cards in the hand's listed order, saying so (as it keeps a shuffled deck's listed order).

Shuffling a card into a deck ("Shuffle that enemy into the encounter deck", "shuffle it into its bearer's deck"): a
card in play leaves play (with its consequences) for the deck — the encounter deck, or its owner's — which is then
shuffled; a shuffled order is random, so the engine keeps the listed order and puts the card at the bottom. "A
single card cannot be shuffled into an empty player deck or encounter deck via card effect" (FAQ 1.13): a card
being played or revealed is discarded instead (as after it resolves), any other stays where it is.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core import standing
from ..core.occurrence import Context, Occurrence
from ..core.results import record
from ..core.selector_words import selector_words
from ..core.state import (ACT_DECK, AGENDA_DECK, BENEATH, DECK, ENCOUNTER_DECK, HAND, LIMBO, PLAY, REMOVED,
                           SET_ASIDE, TEKELI_LI, VICTORY, Card)
from ..core.targets import card_to, pick
from ..procedures import decks, hidden
from ..procedures.decks import eligible
from ..procedures.discarding import discard_hand_cards, leave_play, left_to, place_out_of_play, stays, take_out
from ..procedures.entering_hand import entered_hand
from ..procedures.leaving import leave_once, redirected
from ..procedures.placing_beneath import place_beneath
from ..procedures.location_leaving import location_leaves_play
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind, zoned_card
from .parameters import for_each_investigator, selectable

#: Shuffling A Card Into An Empty Player/Encounter Deck.
EMPTY_DECK = "ahlcg/faq/1-13"
#: ``zone`` of ``move-card`` placing a card in a deck, on its top or at its bottom (the deck's order is kept).
DECK_TOP, DECK_BOTTOM = "deck-top", "deck-bottom"
#: ``zone`` of ``move-card`` exiling a card (Exile, 2024 glossary): removed from the game, as the engine keeps it.
EXILED = "exiled"
#: ``zone`` of ``move-card`` placing a card in the void: an out-of-play area of its scenario ("place it in the void":
#: Hunting Horror), kept as set-aside cards are (In Play and Out of Play), apart from them.
VOID = "void"
#: ``zone`` of ``move-card`` placing a card out of play underneath the act or agenda deck → what it is beneath.
BENEATH_DECKS = {"beneath-act-deck": ACT_DECK, "beneath-agenda-deck": AGENDA_DECK}

if TYPE_CHECKING:
    from ..core.engine import Engine

#: ``zone`` of ``move-card``: what the card does, in the trace, and the rules it rests on.
ZONES: dict[str, tuple[str, tuple[str, ...]]] = {
    HAND: ("returns to its owner's hand", ("ahlcg/rr/in-play-and-out-of-play",)),
    VICTORY: ("is added to the victory display", ("ahlcg/rr/victory-display-victory-points",
                                                  "ahlcg/rr/in-play-and-out-of-play")),
    REMOVED: ("is removed from the game", ("ahlcg/rr/removed-from-game",)),
    TEKELI_LI: ("returns to the bottom of the Tekeli-li deck (removed from its investigator's deck)",
                ("ahlcg/glossary/tekeli-li",)),
    DECK_TOP: ("is placed on top of its deck", ("ahlcg/rr/in-play-and-out-of-play",)),
    DECK_BOTTOM: ("is placed at the bottom of its deck", ("ahlcg/rr/in-play-and-out-of-play",)),
    VOID: ("is placed in the void, out of play", ("ahlcg/rr/in-play-and-out-of-play", "ahlcg/rr/set-aside")),
    SET_ASIDE: ("is set aside, out of play", ("ahlcg/rr/set-aside", "ahlcg/rr/in-play-and-out-of-play")),
    EXILED: ("is exiled: removed from the game and returned to its owner's collection", ("ahlcg/glossary/exile",
                                                                                        "ahlcg/rr/removed-from-game")),
    "beneath-act-deck": ("is placed underneath the act deck, out of play", ("ahlcg/rr/in-play-and-out-of-play",
                                                                            "ahlcg/rr/act-deck-and-agenda-deck")),
    "beneath-agenda-deck": ("is placed underneath the agenda deck, out of play", ("ahlcg/rr/in-play-and-out-of-play",
                                                                                  "ahlcg/rr/act-deck-and-agenda-deck")),
}


def _moved(engine: Engine, eff: Effect, ctx: Context) -> tuple[str | None, Card | None]:
    """The card a ``move-card`` moves: "self" is the card bearing the effect wherever it is (an event resolving is
    out of play: not a target); the card the triggering condition names is that card wherever it went ("Play after an
    enemy is defeated. Add that enemy to the victory display": from the discard pile it was placed in) — an
    out-of-play area to another, which nothing in play could stand for."""
    state = engine.state
    if eff.to in (None, "self"):
        return ctx.bearer, state.cards.get(ctx.bearer)
    if eff.to in state.cards:  # a card named as printed ("Remove The Man in the Pallid Mask from the game"): wherever
        return eff.to, state.cards[eff.to]
    name, card = card_to(engine, eff, ctx)
    what = ctx.occ.what if ctx.occ is not None and eff.to == "triggering-what" else None
    if card is None and what in state.cards and state.cards[what].zone != PLAY:
        return what, state.cards[what]
    return name, card


def move_card(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``move-card`` effect: the card ``to`` picks (by default the one bearing the effect) goes to ``zone``; with
    ``discard-pile``, every card in the discard pile of each investigator ``who`` picks; with ``amount``, that many
    different cards ``to`` picks, each in turn ("Return 3 [[Innate]] skills from your discard pile to your hand"), as
    many as there are (Effects)."""
    zone = eff.zone or HAND
    if eff.discard_pile:
        return for_each_investigator(engine, eff, ctx, lambda who: _move_pile(engine, who, zone, ctx))
    if eff.amount is None:
        return _move_one(engine, eff, ctx)
    done = 0
    while done < eff.amount and _move_one(engine, replace(eff, amount=None), ctx):
        done += 1
    if done < eff.amount:
        engine.emit(StepKind.NOTE, ctx.depth, f"Only {done} of the {eff.amount} cards could be moved: as many as "
                    "possible", ("ahlcg/rr/effects",), card=ctx.bearer)
    return done == eff.amount


def _move_one(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """One card to ``zone``: out of play, it changes area; in play, it leaves play on the way (In Play and Out of
    Play)."""
    zone = eff.zone or HAND
    goes, rules = ZONES[zone]
    name, card = _moved(engine, eff, ctx)
    if card is None and name in engine.state.locations and zone == REMOVED:  # a location in play: it leaves play
        return location_leaves_play(engine, name, REMOVED, ctx.depth, ctx.bearer)
    if card is not None and zone == HAND and card.zone == LIMBO and standing.bears(card, "hidden") and ctx.you:
        return hidden.hide(engine, ctx.depth, who=ctx.you, card=card.name)  # "Secretly add X to your hand" (Hidden)
    if card is None or (card.zone == zone and zone not in DECK_PLACES) \
            or (zone == HAND and card.owner not in engine.state.investigators):
        engine.emit(StepKind.NOTE, ctx.depth, f"{name or 'Nothing'} cannot be moved: it is not a card, is already "
                    f"there or has no owner ({name} {goes})", rules, card=ctx.bearer)
        return False
    if zone in BENEATH_DECKS:  # the placing is an occurrence a 'would' ability may replace (placed-beneath)
        return place_beneath(engine, card, zone, ctx, lambda: _move_now(engine, eff, ctx, card))
    return _move_now(engine, eff, ctx, card)


def _move_now(engine: Engine, eff: Effect, ctx: Context, card: Card) -> bool:
    """The card moved to ``zone``: from an out-of-play area, or leaving play for it."""
    zone = eff.zone or HAND
    goes, rules = ZONES[zone]
    if card.zone != PLAY:
        _committed_now(engine, card, goes, ctx)
        take_out(engine.state, card)
        _place(engine, card, zone, eff)
        engine.emit(StepKind.STATE, ctx.depth, f"{card.name} {_goes(engine, card, zone)} (it was out of play: it does "
                    "not leave play)", rules, card=card.name)
        _into_hand(engine, card, zone, ctx.depth)
        return True
    if stays(engine, card, ctx.depth, ctx.bearer):
        return False
    occ = engine.occurrence("leaves-play", ctx.depth, what=card.name, source=ctx.bearer,
                            text=f"{card.name} leaves play")
    landing = _deck_of(engine, card, eff)[1] if zone in DECK_PLACES else BENEATH if zone in BENEATH_DECKS \
        else REMOVED if zone == EXILED else zone

    def body(_: list[Occurrence]) -> None:
        went = leave_play(engine, card, landing, depth=ctx.depth)
        if went == landing and zone in (*DECK_PLACES, *BENEATH_DECKS):
            _place(engine, card, zone, eff)
        said = _goes(engine, card, zone) if went == landing else left_to(went, goes)
        engine.emit(StepKind.STATE, ctx.depth, f"{card.name} {said}: it leaves play (its tokens return to the token "
                    "pool)", rules + ("ahlcg/rr/leaves-play",), card=card.name)
        _into_hand(engine, card, went, ctx.depth)

    if redirected(engine, card, body, ctx.depth, goes):
        return True
    return bool(leave_once(engine, card, occ, body, announce=f"{ctx.bearer}: {card.name} {goes}", rules=rules,
                           card=card.name, kind=StepKind.EVENT))


def _committed_now(engine: Engine, card: Card, goes: str, ctx: Context) -> None:
    """A card committed to the test being resolved ("return Opportunist to your hand after this test instead of
    discarding it", a result at ST.7) moves now: it is then not among the committed cards discarded at ST.8 — said in
    the trace, since the card says "after this test"."""
    test = engine.test
    if test is not None and card.zone == LIMBO and any(item.card == card.name for item in test.committed) \
            and test.result is None:  # its own effect within the test ("After revealing chaos tokens for this test")
        engine.emit(StepKind.NOTE, ctx.depth, f"{card.name} is committed to this test: it {goes} now, before the "
                    "test's result is determined, and so is not among the committed cards discarded at ST.8",
                    ("ahlcg/rr/skill-cards", "ahlcg/rr/st-8"), card=card.name)
    elif test is not None and card.zone == LIMBO and any(item.card == card.name for item in test.committed):
        engine.emit(StepKind.NOTE, ctx.depth, f"{card.name} is committed to this test: it {goes} now, at ST.7, instead "
                    "of being discarded at ST.8 with the other committed cards (its text says after this test: the "
                    "engine moves it as the result resolves)", ("ahlcg/rr/st-7", "ahlcg/rr/st-8"), card=card.name)


#: The zones of ``move-card`` that place a card in a deck.
DECK_PLACES = (DECK_TOP, DECK_BOTTOM)


def _deck_of(engine: Engine, card: Card, eff: Effect) -> tuple[list[str], str, str]:
    """The deck a card is placed in, its zone and its name in the trace: the encounter deck (``deck: encounter``, or
    an encounter card: it has no owner among the investigators), else its owner's deck."""
    encounter = eff.deck == decks.ENCOUNTER or card.owner not in engine.state.investigators
    deck, _, zone, _, name = decks.piles(engine, None if encounter else card.owner)
    return deck, zone, name


def _place(engine: Engine, card: Card, zone: str, eff: Effect) -> None:
    """Put an out-of-play card in ``zone``: on top of or at the bottom of its deck, or in the pile that lists it."""
    if zone in BENEATH_DECKS:  # out of play, beneath that deck (as a card beneath a card: its ``beneath``)
        card.zone, card.beneath = BENEATH, BENEATH_DECKS[zone]
        return
    if zone not in DECK_PLACES:
        place_out_of_play(engine.state, card, REMOVED if zone == EXILED else zone)
        return
    deck, deck_zone, _ = _deck_of(engine, card, eff)
    card.zone = deck_zone
    deck.insert(0 if zone == DECK_TOP else len(deck), card.name)


def _goes(engine: Engine, card: Card, zone: str) -> str:
    """What a card moved to ``zone`` did, in the trace (the deck named)."""
    if zone not in DECK_PLACES:
        return ZONES[zone][0]
    name = "the encounter deck" if card.zone == ENCOUNTER_DECK else f"{card.owner}'s deck"
    return f"is placed {'on top of' if zone == DECK_TOP else 'at the bottom of'} {name}"


def _move_pile(engine: Engine, who: str, zone: str, ctx: Context) -> bool:
    """Every card in ``who``'s discard pile goes to ``zone``: they are out of play, so none leaves play (In Play and
    Out of Play); whether there was any."""
    state = engine.state
    pile = list(state.investigators[who].discard)
    goes, rules = ZONES[zone]
    for name in pile:
        card = state.cards[name]
        take_out(state, card)
        place_out_of_play(state, card, zone)
    engine.emit(StepKind.STATE, ctx.depth, f"Each card in {who}'s discard pile {goes} ({', '.join(pile) or 'none there'};"
                " out of play: none leaves play)", rules + ("ahlcg/rr/discard-piles",), card=ctx.bearer)
    return bool(pile)


def _into_hand(engine: Engine, card: Card, zone: str, depth: int) -> None:
    """A card returned to its owner's hand is resolved as if just drawn if it must be (a weakness: Weakness)."""
    if zone == HAND and card.owner in engine.state.investigators:
        entered_hand(engine, card.owner, card.name, depth, drawn=False)


def could_move_card(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    if eff.discard_pile:
        return any(w in state.investigators and state.investigators[w].discard
                   for w in selectable(engine, eff.who or "you", ctx))
    found = [ctx.bearer] if eff.to in (None, "self") else [eff.to] if eff.to in state.cards \
        else selectable(engine, eff.to, ctx)
    if eff.to == "triggering-what" and not found and ctx.occ is not None and ctx.occ.what:
        found = [ctx.occ.what]  # the card the trigger names, out of play (_moved)
    return any(t in state.cards and (state.cards[t].zone != (eff.zone or HAND) or eff.zone in DECK_PLACES)
               for t in found)


def discard_from_hand(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``discard-from-hand`` effect: discard ``amount`` cards (with ``keep``: all but that many) from the hand of
    each investigator ``who`` picks (``random``: at random), as many as there are; whether all of them were
    discarded."""
    def discard_from(who: str) -> bool:
        inv = engine.state.investigators[who]
        wanted = max(len(inv.hand) - eff.keep, 0) if eff.keep is not None else eff.amount or 1
        picked = discard_hand_cards(engine, who, wanted, ctx, random=eff.random, find=eff.find)
        short = "" if len(picked) == wanted else f" (only {len(picked)} there: as many as possible)"
        short += f" (all but {eff.keep}: {len(inv.hand)} kept)" if eff.keep is not None else ""
        engine.emit(StepKind.STATE, ctx.depth, f"{who} discards {', '.join(picked) or 'nothing'} from hand{short}, "
                    "onto the discard pile", ("ahlcg/rr/discard-piles", "ahlcg/rr/effects"), card=ctx.bearer)
        record(ctx, "card-discarded", len(picked), tuple(picked))
        return len(picked) == wanted
    return for_each_investigator(engine, eff, ctx, discard_from)


def could_discard_from_hand(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(len(eligible(engine, state.investigators[w].hand, eff.find)) > (eff.keep or 0)
               for w in selectable(engine, eff.who or "you", ctx) if w in state.investigators)


def shuffle_into(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``shuffle-into`` effect: the card ``to`` picks (by default the one bearing it) is shuffled into the
    encounter deck (``deck: encounter``) or its owner's deck; a card in play leaves play first. A selector of each card
    in an area ("shuffle all non-weakness cards from your hand into your deck") shuffles each card it picks, in the
    area's order: several cards are no single card (FAQ 1.13), so an empty deck takes them."""
    several = _each_zoned(engine, eff, ctx)
    if several is not None:
        if not several:
            engine.emit(StepKind.NOTE, ctx.depth, f"No card is {selector_words(eff.to)}: nothing is shuffled into a deck",
                        ("ahlcg/rr/in-play-and-out-of-play",), card=ctx.bearer)
        done = [n for n in several if _shuffle_one(engine, eff, ctx, n, engine.state.cards[n], alone=False)]
        record(ctx, "card-shuffled", len(done), tuple(done))  # "then draw an equal number of cards"
        return bool(several) and len(done) == len(several)
    name, card = _moved(engine, eff, ctx)  # "self" wherever it is; a card named as printed wherever it is
    done_one = _shuffle_one(engine, eff, ctx, name, card, alone=True)
    if done_one and name is not None:
        record(ctx, "card-shuffled", 1, (name,))
    return done_one


def _each_zoned(engine: Engine, eff: Effect, ctx: Context) -> list[str] | None:
    """The cards a ``to`` of each card in an area picks ("each-non-weakness-card-in-your-hand"), else None."""
    zoned = zoned_card(eff.to) if eff.to else None
    return None if zoned is None or zoned.one else [n for n in pick(engine, eff.to or "", ctx, noun="target")
                                                      if n in engine.state.cards]


def _shuffle_one(engine: Engine, eff: Effect, ctx: Context, name: str | None, card: Card | None, *,
                 alone: bool) -> bool:
    """One card shuffled into its deck (see :func:`shuffle_into`); ``alone``: the effect's single card."""
    encounter = eff.deck == decks.ENCOUNTER
    rules = ("ahlcg/rr/in-play-and-out-of-play",)
    if card is None and name in engine.state.locations and encounter:  # a location in play: it leaves play
        return location_leaves_play(engine, name, ENCOUNTER_DECK, ctx.depth, ctx.bearer)
    if card is None or card.zone in (DECK, ENCOUNTER_DECK) or (not encounter and card.owner not in
                                                                engine.state.investigators):
        engine.emit(StepKind.NOTE, ctx.depth, f"{name or 'Nothing'} cannot be shuffled into a deck: it is not a card, "
                    "is in a deck already, or has no owner whose deck it could go to", rules, card=ctx.bearer)
        return False
    who = None if encounter else card.owner
    deck, _, zone, _, deck_name = decks.piles(engine, who)
    if not deck and alone:
        engine.emit(StepKind.NOTE, ctx.depth, f"{card.name} cannot be shuffled into {deck_name}: it is empty, and a "
                    f"single card cannot be shuffled into an empty deck by a card effect; {_instead(card.zone)}",
                    (EMPTY_DECK,), card=card.name)
        return False

    def into_deck(left: str) -> None:
        card.zone = zone
        deck.append(card.name)
        engine.emit(StepKind.STATE, ctx.depth, f"{card.name} is shuffled into {deck_name} ({decks.KEPT_ORDER}; the "
                    f"engine puts it at the bottom): {left}", rules, card=card.name)

    if card.zone != PLAY:
        take_out(engine.state, card)
        into_deck("it was out of play: it does not leave play")
        return True
    occ = engine.occurrence("leaves-play", ctx.depth, what=card.name, source=ctx.bearer,
                            text=f"{card.name} leaves play")

    def body(_: list[Occurrence]) -> None:
        went = leave_play(engine, card, zone, depth=ctx.depth)
        if went != zone:  # an eliminated owner's card is removed from the game instead
            engine.emit(StepKind.STATE, ctx.depth, f"{card.name} {left_to(went, '')}: it leaves play", rules
                        + ("ahlcg/rr/leaves-play",), card=card.name)
            return
        into_deck("it leaves play (its tokens return to the token pool)")

    if redirected(engine, card, body, ctx.depth, f"is shuffled into {deck_name}"):
        return True
    return bool(leave_once(engine, card, occ, body, announce=f"{ctx.bearer}: {card.name} is shuffled into {deck_name}",
                           rules=rules + ("ahlcg/rr/leaves-play",), card=card.name, kind=StepKind.EVENT))


def _instead(zone: str) -> str:
    """What becomes of a card that cannot be shuffled into an empty deck (FAQ 1.13): one being played or revealed,
    which is discarded after it resolves, is discarded instead; any other stays where it is."""
    if zone == LIMBO:
        return "it is discarded instead, as it would be after resolving"
    return f"it remains in its current game area ({zone})"


def could_shuffle_into(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    found = [ctx.bearer] if eff.to in (None, "self") else [eff.to] if eff.to in state.cards \
        else selectable(engine, eff.to, ctx)
    return any((t in state.cards and state.cards[t].zone not in (DECK, ENCOUNTER_DECK))
               or (t in state.locations and eff.deck == decks.ENCOUNTER) for t in found)
