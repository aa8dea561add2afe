"""A deck of its scenario (the Catacombs deck, the Exhibit deck): cards set aside as a deck of their own, and the
instructions that put its top cards into play where a location lies ("Put the top 2 Catacombs in the Catacombs
deck into play above and below The Gate to Hell", "… above or to the right of Narrow Shaft").

Such a deck is formed at setup from cards set aside (Set Aside: "Set-aside cards have no interaction with the game
until they are referenced by instructions within the scenario or by a card ability"), so the engine keeps it among
the situation's ``set-aside`` cards: the deck is the set-aside cards that fit ``find`` (the trait or name the deck is
called by: the Catacombs deck, the Exhibit deck of Exhibit Halls), in the order the situation lists them, top first —
an ordered area out of play, as the encounter deck is.

Each card taken enters play as a set-aside location put into play does (Put into Play; Location Cards: unrevealed
side faceup). Where it lies (``zone``: above, below, left or right of ``location``) is the scenario's own placement:
several cards are several effects, each with its position, and positions joined by "or" are an ``either`` of them,
the player's choice. The engine records the position in the trace but keeps no grid of the locations entering play,
so the connections a scenario draws from that placement are *not modelled* (said in the trace and in ``unresolved``):
the card is connected as its own card prints. Its top card drawn ("Draw the top card of the Cultist deck") is drawn as
an encounter card is, and resolves as one (Encounter Deck; Spawn).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.silence import not_modelled
from ..core.state import SET_ASIDE
from ..procedures.board import location_enters_play
from ..procedures.decks import eligible
from ..procedures.encounter import resolve_encounter_card
from ..situation.spec import Effect
from ..situation.vocabulary import CardType, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/set-aside", "ahlcg/rr/put-into-play")
#: ``zone`` of ``put-from-scenario-deck``: where the card lies from ``location``, as the trace says it.
POSITIONS = {"above": "above", "below": "below", "left": "to the left of", "right": "to the right of"}


def scenario_deck(engine: Engine, eff: Effect) -> list[str]:
    """The deck ``eff.find`` names, top first: the set-aside cards that fit it, in the situation's order."""
    state = engine.state
    return eligible(engine, [key for key, card in state.cards.items() if card.zone == SET_ASIDE], eff.find)


def called(eff: Effect) -> str:
    """The deck's name for the trace: "the Catacombs deck"."""
    find = eff.find
    name = (find.traits[0] if find and find.traits else find.name if find and find.name else None)
    return f"the {name} deck" if name else "the deck"


def put_from_deck(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``put-from-scenario-deck`` effect: the top ``amount`` (1) cards of the deck enter play, one after another,
    each placed at ``zone`` from ``location`` (recorded; connections by position not modelled)."""
    deck, amount = scenario_deck(engine, eff), eff.amount if eff.amount is not None else 1
    taken = deck[:amount]
    if len(taken) < amount:
        engine.emit(StepKind.NOTE, ctx.depth, f"{called(eff)[0].upper() + called(eff)[1:]} holds {len(deck)} card(s): "
                    "only those are put into play", _RULES, card=ctx.bearer)
    where = ctx.bearer if eff.location in (None, "self") else eff.location
    done = bool(taken)
    for name in taken:
        engine.emit(StepKind.STATE, ctx.depth, f"{name}, the top card of {called(eff)}, is taken from among the "
                    "set-aside cards", _RULES, card=name)
        if engine.state.cards[name].type is not CardType.LOCATION:
            not_modelled(engine, ctx.depth, f"{name} is no location: a card of another type put into play from a "
                         "deck of its scenario", *_RULES, card=ctx.bearer)
            return False
        done = location_enters_play(engine, name, ctx.depth, ctx.bearer) and done
        if eff.zone in POSITIONS:
            not_modelled(engine, ctx.depth, f"{name} is placed {POSITIONS[eff.zone]} {where} (the scenario's "
                         "placement: the engine keeps no grid of the locations entering play, so connections drawn "
                         "from where it lies are not made; it is connected as its card prints)",
                         "ahlcg/rr/location-cards", card=name)
    return done


def draw_from_deck(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``draw-from-scenario-deck`` effect: "Draw the top card of the Cultist deck" — its top card is drawn as an
    encounter card is (Encounter Deck: it resolves, an enemy spawning by its spawn instruction, Spawn) by the
    investigator resolving the effect (else the lead investigator)."""
    who = ctx.you if ctx.you in engine.state.investigators else engine.state.lead
    amount = eff.amount if eff.amount is not None else 1
    for n in range(amount):  # one after another: each resolves before the next is drawn (Encounter Deck)
        deck = scenario_deck(engine, eff)
        if not deck:
            engine.emit(StepKind.NOTE, ctx.depth, f"{called(eff)[0].upper() + called(eff)[1:]} is empty: "
                        f"{amount - n} card(s) not drawn", _RULES, card=ctx.bearer)
            return False
        engine.emit(StepKind.STATE, ctx.depth, f"{deck[0]}, the top card of {called(eff)}, is taken from among the "
                    "set-aside cards and drawn as an encounter card", _RULES + ("ahlcg/rr/encounter-deck",),
                    card=deck[0])
        resolve_encounter_card(engine, who, deck[0], ctx.depth, drawn=True, by=ctx.bearer, source=called(eff))
    return True


def could_put_from_deck(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """A deck with a card in it has the potential to change the game state."""
    return bool(scenario_deck(engine, eff))
