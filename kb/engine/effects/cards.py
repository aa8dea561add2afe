"""Effects on a card: exhaust or ready it, and move it into or out of play by its own text ("Put X
into play", "discard X"); a set-aside location put into play enters unrevealed (``procedures/board.py``).

Put into Play: "Such abilities place the card directly into play from an out-of-play state"; its
resource cost is not paid and it is not considered played. An event card that puts itself into
play while it resolves (Premonition) stays in play instead of going to the discard pile (Event
Cards: "unless stated otherwise"). Discarding a card in play places it on its owner's discard pile:
it leaves play, with the consequences of leaving play (tokens sealed on it are released: Seal).
Shuffling a deck and discarding from its top are the decks' procedures (``procedures/decks.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.occurrence import Context, Occurrence
from ..core.results import record
from ..core.state import DECK, DISCARD, ENCOUNTER_DECK, ENCOUNTER_DISCARD, HAND, LIMBO, PLAY, SET_ASIDE, Card
from ..core.silence import not_modelled
from ..core.connections import positioned
from ..core.targets import pick
from ..procedures import board, decks, encounter
from ..procedures.discarding import discard_from_play, place_out_of_play, take_out
from ..procedures.entering import enter_play_area
from ..procedures.entering_state import enter_in_state
from ..procedures.lasting import expire_readied
from ..procedures.location_leaving import location_leaves_play
from ..procedures.shifting import KEYS, cannot_leave
from ..situation.layout import DIRECTIONS
from ..situation.printed import copy_of
from ..situation.spec import Effect
from ..situation.vocabulary import CardType, StepKind
from . import until
from .foreach import instances
from .parameters import for_each_investigator, selectable
from .picked import bind_found, bind_picked

if TYPE_CHECKING:
    from ..core.engine import Engine

#: The out-of-play areas a card is discarded from by an effect naming it, and how the trace says it.
OUT_OF_PLAY_SOURCES = {HAND: "the hand", DECK: "its deck", ENCOUNTER_DECK: "the encounter deck",
                       LIMBO: "limbo"}  # an encounter card drawn, its effects canceled ("… and discard it")


def set_aside_copies(engine: Engine, name: str | None) -> list[str]:
    """The set-aside cards printed ``name``: the card of that name and its copies ("Lobby Doorway #2"), as listed."""
    return [c.name for c in engine.state.cards.values() if c.zone == SET_ASIDE and name and copy_of(c.name) == name]


def put_copies_into_play(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """"Put the 3 set-aside Back Hall Doorway locations into play", "Put 2 of the set-aside Lobby Doorway locations
    into play, at random": ``amount`` of the set-aside copies of ``to``, one after another, as many as there are
    (Effects); at random, the engine has no randomness and takes them in the order listed, saying so."""
    copies = set_aside_copies(engine, eff.to)
    wanted = eff.amount or 1
    if eff.random:
        engine.emit(StepKind.NOTE, ctx.depth, f"{wanted} of the set-aside {eff.to} cards at random: the engine has no "
                    f"randomness and takes the listed order ({', '.join(copies) or 'none'})",
                    ("ahlcg/rr/put-into-play",), card=ctx.bearer)
    put = copies[:wanted]
    if len(put) < wanted:
        engine.emit(StepKind.NOTE, ctx.depth, f"Only {len(put)} set-aside {eff.to} card(s) of the {wanted} named: as "
                    "many as possible are put into play", ("ahlcg/rr/put-into-play", "ahlcg/rr/effects"),
                    card=ctx.bearer)
    done = [put_into_play(engine, replace(eff, to=name, amount=None, random=False), ctx) for name in put]
    return all(done) and len(put) == wanted


def put_into_play(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``put-into-play`` effect: the card (by default the one resolving) enters play under your control."""
    state = engine.state
    if eff.zone is not None:
        return _into_threat_area(engine, eff, ctx)
    if eff.location is not None:
        return _at_location(engine, eff, ctx)
    if eff.amount is not None:
        return put_copies_into_play(engine, eff, ctx)
    aside = eff.to in state.cards and state.cards[eff.to].zone == SET_ASIDE  # "Put the set-aside X into play"
    if aside and state.cards[eff.to].type is CardType.LOCATION:
        return board.location_enters_play(engine, eff.to, ctx.depth, ctx.bearer)
    # "self" is the card resolving, out of play (an event being played): not a target in play.
    targets = [ctx.bearer] if eff.to in (None, "self") else [eff.to] if aside else pick(engine, eff.to, ctx,
                                                                                            noun="target")
    if len(targets) > 1:  # "each …": every card the selector picks, one after another
        return all([_put_one(engine, eff, ctx, [name]) for name in targets])
    put = _put_one(engine, eff, ctx, targets)
    bind_picked(engine, eff, targets if put else [], ctx, "put into play", "ahlcg/rr/put-into-play")
    return put


def _put_one(engine: Engine, eff: Effect, ctx: Context, targets: list[str]) -> bool:
    """The card of ``targets`` (none: nothing to put) enters play under your control (see :func:`put_into_play`)."""
    card = engine.state.cards.get(targets[0]) if targets else None
    whose = pick(engine, eff.who, ctx, noun="investigator") if eff.who else [ctx.you]  # "under X's control"
    if card is None or card.zone == PLAY or not whose or whose[0] not in engine.state.investigators:
        engine.emit(StepKind.NOTE, ctx.depth, f"{targets[0] if targets else 'The card'} cannot be put into play "
                    "(already in play, or no investigator to control it)", ("ahlcg/rr/put-into-play",),
                    card=ctx.bearer)
        return False
    you = str(whose[0])
    return enter_play_area(engine, card, you, ctx.depth, announce=f"{card.name} is put into play under {you}'s "
                           "control (not played: no cost is paid)",
                           rules=("ahlcg/rr/put-into-play", "ahlcg/rr/enters-play"), state=_state(engine, eff, ctx))


def _state(engine: Engine, eff: Effect, ctx: Context) -> tuple[tuple[str, int], ...]:
    """The state the effect puts its card into play in (``enters-play``): its tokens once for each of ``count`` when
    it has one ("with 1 resource on it for each point you failed by"), said; none when the count is nothing."""
    if not eff.count:
        return eff.enters_play
    counted = instances(engine, eff.count, ctx.you, ctx.bearer, ctx)
    n = (counted[0] if counted else 0) // max(1, eff.every)
    engine.emit(StepKind.NOTE, ctx.depth, f"For each ({counted[1] if counted else 'nothing to count'}): the card "
                f"enters play with its tokens {n} times", ("ahlcg/glossary/for-each", "ahlcg/rr/enters-play"),
                card=ctx.bearer)
    return tuple((k, v if k == "exhausted" else v * n) for k, v in eff.enters_play if k == "exhausted" or v * n)


def _at_location(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """``location``: the encounter card resolving ("Put Helpless Passenger into play at the location to your left")
    enters play at the location the selector picks, under no one's control — put into play, not played, "in a play
    area that satisfies the standard game rules" for it, unless the ability states otherwise (Put into Play); no
    location picked, it is not put into play (Effects: as much as it can). A player card, or another card than the one
    resolving, is not modelled, said."""
    card = engine.state.cards.get(ctx.bearer)
    if card is None or card.zone != LIMBO or eff.to not in (None, "self") or card.owner in engine.state.investigators:
        not_modelled(engine, ctx.depth, f"{eff.to or ctx.bearer} is not the encounter card being resolved: putting it "
                     "into play at a location is not modelled", "ahlcg/rr/put-into-play", card=ctx.bearer)
        return False
    places = [p for p in pick(engine, eff.location, ctx, noun="location") if p in engine.state.locations]
    if not places:
        engine.emit(StepKind.NOTE, ctx.depth, f"No location fits: {card.name} is not put into play there",
                    ("ahlcg/rr/put-into-play", "ahlcg/rr/effects"), card=ctx.bearer)
        return False
    return encounter.put_treachery_into_play(engine, card.name, ctx.you or "", ctx.depth, placement="location",
                                             entering=_state(engine, eff, ctx), at=places[0])


def _into_threat_area(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """``zone: threat-area``: the treachery resolving ("If you fail, add Dragged Under to your threat area") enters
    play in your threat area — or in the one of the investigator ``who`` picks ("any investigator's threat area") —
    now (Treachery Cards; Enters Play), so it is not discarded when its revelation ends."""
    card = engine.state.cards.get(ctx.bearer)
    whose = pick(engine, eff.who, ctx, noun="investigator") if eff.who else [ctx.you] if ctx.you else []
    if eff.to not in (None, "self") and whose and whose[0] in engine.state.investigators:
        names = pick(engine, eff.to, ctx, noun="target")
        if not names:
            engine.emit(StepKind.NOTE, ctx.depth, "No card fits: nothing is put into play", ("ahlcg/rr/effects",),
                        card=ctx.bearer)
        return bool(names) and all([_engaged_on_entering(engine, n, str(whose[0]), ctx) for n in names])
    if card is not None and card.zone == HAND and card.spec.weakness and eff.to in (None, "self") and whose \
            and whose[0] in engine.state.investigators:
        return _weakness_into_threat_area(engine, card, str(whose[0]), ctx, _state(engine, eff, ctx))
    if card is None or card.type is not CardType.TREACHERY or card.zone != LIMBO or eff.to not in (None, "self") \
            or not whose or whose[0] not in engine.state.investigators:
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer} is not a treachery being resolved, or no investigator's "
                    "threat area is named: it cannot be put into a threat area", ("ahlcg/rr/treachery-cards",),
                    card=ctx.bearer)
        return False
    return encounter.put_treachery_into_play(engine, card.name, str(whose[0]), ctx.depth, placement=eff.zone,
                                             entering=_state(engine, eff, ctx))


def _engaged_on_entering(engine: Engine, name: str, who: str, ctx: Context) -> bool:
    """An enemy out of play put into play in ``who``'s threat area ("put each Writhing Appendage among those cards into
    play, engaged with you"): it enters play engaged with that investigator (Enemy Engagement: an engaged enemy is in
    the threat area), as the ability states (Put into Play: "unless otherwise stated by the put into play ability");
    put into play, it is not drawn, so nothing it would do on being drawn happens. A card of another type is not
    modelled in a threat area by this effect, said."""
    card = engine.state.cards.get(name)
    if card is None or card.zone == PLAY or card.type is not CardType.ENEMY:
        not_modelled(engine, ctx.depth, f"{name} is not an enemy out of play: putting it into play in a threat area "
                     "is not modelled (only an enemy, entering engaged)", "ahlcg/rr/put-into-play", card=ctx.bearer)
        return False
    occ = engine.occurrence("enters-play", ctx.depth, what=name, text=f"{name} enters play")

    def body(_: list[Occurrence]) -> None:
        was = OUT_OF_PLAY_SOURCES.get(card.zone, card.zone)
        take_out(engine.state, card)
        card.zone, card.engaged, card.location = PLAY, who, None
        enter_in_state(engine, card, ctx.depth)
        engine.emit(StepKind.STATE, ctx.depth, f"{name} is put into play from {was}, engaged with {who}: it is "
                    f"placed in {who}'s threat area (put into play, not drawn: it does not spawn)",
                    ("ahlcg/rr/put-into-play", "ahlcg/rr/enemy-engagement", "ahlcg/rr/enters-play"), card=name)

    return bool(engine.resolve([occ], body))


def _weakness_into_threat_area(engine: Engine, card: Card, who: str, ctx: Context,
                               state: tuple[tuple[str, int], ...]) -> bool:
    """A player weakness drawn resolves its revelation from the hand (Weakness): "Put The King in Yellow into play in
    your threat area" — it leaves the hand and enters play there, under its owner's control (Put into Play: not
    played, no cost; Enters Play)."""
    occ = engine.occurrence("enters-play", ctx.depth, what=card.name, text=f"{card.name} enters play")

    def body(_: list[Occurrence]) -> None:
        take_out(engine.state, card)
        card.zone, card.threat_area, card.controller = PLAY, who, card.owner or who
        enter_in_state(engine, card, ctx.depth)
        if state:
            enter_in_state(engine, card, ctx.depth, state, "as its revelation says")
        engine.emit(StepKind.STATE, ctx.depth, f"{card.name} is put into play in {who}'s threat area, as its "
                    "revelation instructs (not played: no cost is paid)", ("ahlcg/rr/weakness",
                                                                         "ahlcg/rr/put-into-play",
                                                                         "ahlcg/rr/enters-play"), card=card.name)

    return bool(engine.resolve([occ], body))


def discard(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``discard`` effect: a card in play is placed on its owner's discard pile (it leaves play); a card in a
    hand ("Discard Whispers in Your Head from your hand", a hidden card by its own text) is placed there too, without
    leaving play: it was out of play (In Play and Out of Play). A selector of several ("Discard each Criminal enemy at
    your location") discards each card it picks, one after another; nothing picked, nothing is discarded."""
    if eff.to in (None, "self"):  # "self" is the card bearing the effect wherever it is
        return _discard_one(engine, ctx.bearer, engine.state.cards.get(ctx.bearer), ctx)
    names = pick(engine, eff.to, ctx, noun="target")
    if not names:
        return _discard_one(engine, None, None, ctx)
    done = [_discard_one(engine, name, engine.state.cards.get(name), ctx) for name in names]
    return all(done)


def _discard_one(engine: Engine, name: str | None, card: Card | None, ctx: Context, *,
                 record_hand: bool = False) -> bool:
    """One card discarded from a hand, from a deck (a card a look saw there: "Discard the rest of those cards") or from
    play (see :func:`discard`). Discard Piles: it goes on its owner's discard pile — an encounter card's is the
    encounter discard pile."""
    card_zone = card.zone if card is not None else None
    if card is not None and card_zone in OUT_OF_PLAY_SOURCES:
        encounter_card = card.owner not in engine.state.investigators
        take_out(engine.state, card)
        card.controller = None
        place_out_of_play(engine.state, card, ENCOUNTER_DISCARD if encounter_card else DISCARD)
        engine.emit(StepKind.STATE, ctx.depth, f"{card.name} is discarded from {OUT_OF_PLAY_SOURCES[card_zone]}, onto "
                    f"{'the encounter discard pile' if encounter_card else card.owner + chr(39) + 's discard pile'} (it was "
                    "out of play: it does not leave play)", ("ahlcg/rr/discard-piles", "ahlcg/rr/in-play-and-out-of-play"),
                    card=card.name)
        if card_zone != HAND or record_hand:  # "If no cards are discarded by this effect": the record reads it
            record(ctx, "card-discarded", 1, (card.name,))
        return True
    if card is None and name in engine.state.locations:  # "discard it" of a location in play: it leaves play
        return location_leaves_play(engine, name, ENCOUNTER_DISCARD, ctx.depth, ctx.bearer)
    if card is None or card.zone != PLAY:
        engine.emit(StepKind.NOTE, ctx.depth, f"{name or 'The card'} is not in play: it cannot be "
                    "discarded from play", ("ahlcg/rr/discard-piles",), card=ctx.bearer)
        return False
    if (stays := cannot_leave(engine, card)) is not None:
        engine.emit(StepKind.NOTE, ctx.depth, stays, (KEYS,), card=ctx.bearer)
        return False
    done = discard_from_play(engine, card, ctx.depth, announce=f"{ctx.bearer}: discard {card.name}",
                             source=ctx.bearer)
    if done:
        record(ctx, "card-discarded", 1, (card.name,))
    return done


def _exhaust_or_ready(engine: Engine, eff: Effect, ctx: Context, *, ready: bool) -> bool:
    state = engine.state
    targets = pick(engine, eff.to or "self", ctx, noun="target",
                   eligible=lambda t: t in state.cards and state.cards[t].exhausted == ready)
    event, rule = ("ready", "ahlcg/rr/ready") if ready else ("exhaust", "ahlcg/rr/exhaust-exhausted")
    full = True
    for name in targets:
        card = engine.state.cards.get(name)
        if card is None or card.exhausted != ready:
            engine.emit(StepKind.NOTE, ctx.depth, f"{name} is already {'ready' if ready else 'exhausted'}",
                        (rule,), card=name)
            full = False
            continue
        occ = engine.occurrence(event, ctx.depth, what=name, text=f"{name} {'readies' if ready else 'exhausts'}")

        def body(_: list[Occurrence], card=card) -> None:
            card.exhausted = not ready
            if ready:  # "Until Mr. Peabody readies, …" ends now
                expire_readied(engine, card.name, ctx.depth)

        full = bool(engine.resolve([occ], body, announce=f"{name} is {'readied' if ready else 'exhausted'}",
                                   rules=(rule,), card=name, kind=StepKind.STATE)) and full
    bind_picked(engine, eff, targets if full else [], ctx, "readied" if ready else "exhausted", rule)
    return full and bool(targets)


def exhaust(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return _exhaust_or_ready(engine, eff, ctx, ready=False)


def ready(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return _exhaust_or_ready(engine, eff, ctx, ready=True)


def could_exhaust_or_ready(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(t in state.cards and state.cards[t].exhausted == (eff.effect == "ready")
               for t in selectable(engine, eff.to or "self", ctx))


def could_put_into_play(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    if eff.zone is not None:
        return ctx.bearer in state.cards and state.cards[ctx.bearer].zone in (LIMBO, HAND)
    if eff.location is not None:  # "at the location to your left": only if there is one (if you cannot, …);
        resolving = ctx.bearer in state.cards and state.cards[ctx.bearer].zone == LIMBO and eff.to in (None, "self")
        unplaced = eff.location in DIRECTIONS and positioned(state, state.location_of(ctx.you), eff.location) is None
        return not resolving or unplaced or any(p in state.locations for p in selectable(engine, eff.location, ctx))
        # not the card resolving, or no layout to place the position: it resolves, and says it is not modelled
    if eff.amount is not None:
        return bool(set_aside_copies(engine, eff.to))
    if eff.to is not None and eff.to in state.cards and state.cards[eff.to].zone == SET_ASIDE:
        return True
    targets = [ctx.bearer] if eff.to in (None, "self") else selectable(engine, eff.to, ctx)
    return any(t in state.cards and state.cards[t].zone != "play" for t in targets)


#: One card discarded (``discard-total`` picks each one: ``record_hand`` records a hand's card too).
discard_card = _discard_one


def could_discard(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    found = [ctx.bearer] if eff.to in (None, "self") else selectable(engine, eff.to, ctx)  # "self": wherever it is
    return any((t in state.cards and state.cards[t].zone in (PLAY, HAND)) or t in state.locations for t in found)


def _on_deck(engine: Engine, eff: Effect, ctx: Context, act: Callable[[str | None], bool]) -> bool:
    """``act`` on the encounter deck (``deck: encounter``) or on the deck of each investigator ``who`` picks."""
    if eff.deck == decks.ENCOUNTER:
        return act(None)
    return for_each_investigator(engine, eff, ctx, act)


def shuffle_deck(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``shuffle-deck`` effect: "Shuffle your deck", "Shuffle your discard pile into your deck"."""
    return _on_deck(engine, eff, ctx, lambda who: decks.shuffle(engine, who, ctx.depth, ctx.bearer,
                                                                 discard_pile=eff.discard_pile))


def discard_top(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``discard-top`` effect: "Discard the top N cards of your deck / of the encounter deck"; with ``find``,
    "Discard cards from the top of the encounter deck until an enemy is discarded" (:mod:`.until`). What it discarded
    is recorded, for "a location discarded by this effect", "If no enemy is discarded"."""
    if eff.find is not None:
        find = eff.find

        def found(who: str | None) -> bool:  # the card it stopped at, named for "that enemy" after it
            done = until.discard_until(engine, who, find, ctx.depth, ctx.bearer)
            bind_found(engine, decks.piles(engine, who)[1][-1] if done else None, ctx,
                       f"the {until.wanted(find).split(' ', 1)[-1]} found", "ahlcg/rr/effects")
            return done
        return _on_deck(engine, eff, ctx, lambda who: _recorded(engine, ctx, who, lambda: found(who)))
    return _on_deck(engine, eff, ctx, lambda who: _recorded(engine, ctx, who, lambda: decks.discard_top(
        engine, who, eff.amount or 1, ctx.depth, ctx.bearer)))


def _recorded(engine: Engine, ctx: Context, who: str | None, discard: Callable[[], bool]) -> bool:
    """Run ``discard`` (cards leaving the top of ``who``'s deck, None: the encounter deck, for its discard pile) and
    record the cards it put on the pile, in order (``core/results.py``)."""
    pile = decks.piles(engine, who)[1]
    before = len(pile)
    done = discard()
    record(ctx, "card-discarded", len(pile) - before, tuple(pile[before:]))
    return done


def could_discard_top(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    if eff.deck == decks.ENCOUNTER:
        return bool(state.encounter_deck)
    return any(w in state.investigators and state.investigators[w].deck for w in selectable(engine, eff.who or "you", ctx))
