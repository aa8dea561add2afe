"""What an investigator takes from the game: resources gained, cards drawn from the deck, clues
discovered at a location.

Each raises its own triggering condition through :meth:`Engine.resolve` (so it gets its would/when/
at/after windows) and returns whether it resolved in full: as many as possible is done when there
are not enough (Effects).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context, Occurrence
from ..core.silence import not_modelled
from ..core.state import DISCARD, HAND
from ..core.text import count
from ..situation.vocabulary import AbilityKind, CardType, StepKind
from . import concealed
from .damage import Deal, deal
from .encounter import resolve_encounter_card

if TYPE_CHECKING:
    from ..core.engine import Engine


def gain(engine: Engine, who: str, amount: int, depth: int, by: str) -> bool:
    """Gain resources (Resources)."""
    inv = engine.state.investigators[who]
    occ = engine.occurrence("gain-resources", depth, who=who, amount=amount,
                            text=f"{who} gains {count(amount, 'resource')}")

    def body(_: list[Occurrence]) -> None:
        engine.emit(StepKind.STATE, depth, f"{who}: resources {inv.resources} \u2192 {inv.resources + amount}",
                    ("ahlcg/rr/resources",), card=by)
        inv.resources += amount

    return bool(engine.resolve([occ], body, announce=f"{who} gains {count(amount, 'resource')}", card=by))


def draw(engine: Engine, who: str, amount: int, depth: int, by: str) -> bool:
    """Draw from the top of the deck, as many as there are (Drawing Cards; Effects).

    An empty deck is refilled from the discard pile, and the investigator takes 1 horror once the
    whole draw is complete. A weakness with an encounter cardtype is resolved as if just drawn from
    the encounter deck (FAQ 1.12) — it is not an encounter card being drawn; a player card with a
    revelation ability resolves it as it is drawn.
    """
    state = engine.state
    inv = state.investigators[who]
    occ = engine.occurrence("draw-cards", depth, who=who, amount=amount,
                            text=f"{who} draws {count(amount, 'card')}")
    got: list[str] = []
    reshuffled = [False]

    def body(live: list[Occurrence]) -> None:
        for _k in range(amount):
            if not inv.deck and not reshuffled[0]:
                inv.deck, inv.discard = list(inv.discard), []
                for name in inv.deck:
                    state.cards[name].zone = "deck"
                reshuffled[0] = True
                engine.emit(StepKind.STATE, depth, f"{who}'s deck is empty: the discard pile is shuffled back into it "
                            + ("(the engine keeps the discard order)" if inv.deck else "(it is empty too)"),
                            ("ahlcg/rr/drawing-cards",), card=who)
            if not inv.deck:
                break
            name = inv.deck.pop(0)
            state.cards[name].zone = HAND
            inv.hand.append(name)
            got.append(name)
        short = "" if len(got) == amount else f"; the deck had only {len(got)} (as many as possible)"
        engine.emit(StepKind.STATE, depth, f"{who} draws: {', '.join(got) or 'nothing'}{short}",
                    ("ahlcg/rr/drawing-cards", "ahlcg/rr/effects"), card=by)
        for name in got:
            card = state.cards[name]
            if card.type in (CardType.TREACHERY, CardType.ENEMY) and name in inv.hand:
                inv.hand.remove(name)
                engine.emit(StepKind.NOTE, depth, f"{name} is a weakness with an encounter cardtype: it is resolved as "
                            "if it were just drawn from the encounter deck (it was not drawn from the encounter deck)",
                            ("ahlcg/faq/1-12", "ahlcg/rr/weakness"), card=name)
                resolve_encounter_card(engine, who, name, depth, drawn=False)
            elif name in inv.hand and any(ab.kind is AbilityKind.REVELATION for ab in card.abilities):
                player_card_revelation(engine, who, name, depth)
        if not got:  # no card was drawn: nothing that triggers on drawing one applies
            for drawn in live:
                drawn.canceled = True
        if reshuffled[0] and state.in_game(who):
            engine.emit(StepKind.NOTE, depth, f"Upon completion of the entire draw, {who} takes 1 horror for drawing "
                        "from an empty deck", ("ahlcg/rr/drawing-cards",), card=who)
            deal(engine, [Deal(who, 0, 1)], source=None, via="effect", depth=depth, label="the empty deck")

    done = engine.resolve([occ], body, announce=f"{who} draws {count(amount, 'card')}", card=by)
    return bool(done) and len(got) == amount


def player_card_revelation(engine: Engine, who: str, name: str, depth: int) -> None:
    """A player card drawn with a revelation ability (a weakness asset, event or skill; a Dilemma) resolves it as
    it is drawn (Weakness; 2024 glossary, Dilemmas and Revelation Abilities). A weakness may then be used as any
    other card of its type; any other such card goes to its owner's discard pile after its revelation."""
    state = engine.state
    card = state.cards[name]
    rules = ("ahlcg/rr/weakness", "ahlcg/glossary/dilemmas-and-revelation-abilities", "ahlcg/rr/revelation")
    if engine.test is not None and not card.spec.weakness:
        not_modelled(engine, depth, f"{name} is drawn during a skill test: its revelation should wait until the test "
                     "has resolved in full (2024 glossary, Revelation Ability Priority); the engine resolves it at once",
                     "ahlcg/glossary/dilemmas-and-revelation-abilities", card=name)
    for ab in [ab for ab in card.abilities if ab.kind is AbilityKind.REVELATION]:
        engine.emit(StepKind.ABILITY, depth, f"{name} [revelation]: \u201c{ab.ability.text or name}"
                    "\u201d", rules, card=name)
        engine.run_effects(ab.ability.effects, Context(name, who, depth, mandatory=True))
    hand = state.investigators[who].hand
    if not card.spec.weakness and name in hand:
        hand.remove(name)
        card.zone = DISCARD
        state.investigators[who].discard.append(name)
        engine.emit(StepKind.STATE, depth, f"{name}'s revelation resolved: it is placed in {who}'s discard pile",
                    rules[1:2], card=name)


def discover(engine: Engine, who: str, location: str, amount: int, depth: int, by: str) -> bool:
    """Discover clues at a location, as many as there are (Clues)."""
    state = engine.state
    loc = state.locations[location]
    if concealed.offer_instead_of_clues(engine, who, location, depth, by):
        return True
    if loc.clues == 0:  # nothing to discover: no clue is discovered, and nothing triggers on discovering one
        engine.emit(StepKind.NOTE, depth, f"There are no clues at {location}: {who} discovers none",
                    ("ahlcg/faq/q-can-i-investigate-a-location-with-no-clues", "ahlcg/rr/clues"), card=by)
        return False
    occ = engine.occurrence("discover-clues", depth, who=who, what=location, amount=amount,
                            text=f"{who} discovers {count(amount, 'clue')} at {location}")
    taken = [0]

    def body(_: list[Occurrence]) -> None:
        take = min(amount, loc.clues)
        loc.clues -= take
        state.investigators[who].clues += take
        taken[0] = take
        engine.emit(StepKind.STATE, depth, f"{who} takes {count(take, 'clue')} from {location} "
                    f"({loc.clues} left there; {who} has {state.investigators[who].clues})"
                    + ("" if take == amount else " \u2014 not enough clues: as many as possible"),
                    ("ahlcg/rr/clues",), card=by)

    done = engine.resolve([occ], body, announce=f"{who} discovers {count(amount, 'clue')} at {location}", card=by)
    return bool(done) and taken[0] == amount
