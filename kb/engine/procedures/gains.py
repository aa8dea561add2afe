"""What an investigator takes from the game: resources gained, cards drawn from the deck, clues
discovered at a location.

Each raises its own triggering condition through :meth:`Engine.resolve` (so it gets its would/when/
at/after windows) and returns whether it resolved in full: as many as possible is done when there
are not enough (Effects).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..core.state import HAND
from ..core.text import count
from ..situation.vocabulary import StepKind, Via
from . import concealed
from .damage import Deal, deal
from .declining import declined
from .entering_hand import entered_hand
from .placing import gaining_clues, removing_clues

if TYPE_CHECKING:
    from ..core.engine import Engine


def gain(engine: Engine, who: str, amount: int, depth: int, by: str, via: str | None = None) -> bool:
    """Gain resources (Resources); ``via`` ``framework`` when step 4.4 gains them."""
    inv = engine.state.investigators[who]
    occ = engine.occurrence("gain-resources", depth, who=who, amount=amount, via=via,
                            text=f"{who} gains {count(amount, 'resource')}")
    if declined(engine, occ):  # "you may choose to not gain resources" (Dark Horse: procedures/declining.py)
        return False

    def body(_: list[Occurrence]) -> None:
        engine.emit(StepKind.STATE, depth, f"{who}: resources {inv.resources} \u2192 {inv.resources + amount}",
                    ("ahlcg/rr/resources",), card=by)
        inv.resources += amount

    return bool(engine.resolve([occ], body, announce=f"{who} gains {count(amount, 'resource')}", card=by))


def draw(engine: Engine, who: str, amount: int, depth: int, by: str, via: str | None = None) -> bool:
    """Draw from the top of the deck, as many as there are (Drawing Cards; Effects).

    An empty deck is refilled from the discard pile, and the investigator takes 1 horror once the
    whole draw is complete. A weakness with an encounter cardtype is resolved as if just drawn from
    the encounter deck (FAQ 1.12) — it is not an encounter card being drawn; a player card with a
    revelation ability resolves it as it is drawn. ``via`` is ``framework`` when step 4.4 draws them.
    """
    state = engine.state
    inv = state.investigators[who]
    occ = engine.occurrence("draw-cards", depth, who=who, amount=amount, cards=tuple(inv.deck[:amount]), via=via,
                            source=by if via == Via.EFFECT.value else None, text=f"{who} draws {count(amount, 'card')}")
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
        for drawn in live:  # what was drawn, for the 'after' window (a deck refilled mid-draw gave others)
            drawn.cards = tuple(got)
        for name in got:
            entered_hand(engine, who, name, depth, drawn=True)
        if not got:  # no card was drawn: nothing that triggers on drawing one applies
            for drawn in live:
                drawn.canceled = True
        if reshuffled[0] and state.in_game(who):
            engine.emit(StepKind.NOTE, depth, f"Upon completion of the entire draw, {who} takes 1 horror for drawing "
                        "from an empty deck", ("ahlcg/rr/drawing-cards",), card=who)
            deal(engine, [Deal(who, 0, 1)], source=None, via="effect", depth=depth, label="the empty deck")

    done = engine.resolve([occ], body, announce=f"{who} draws {count(amount, 'card')}", card=by)
    return bool(done) and len(got) == amount


def discover(engine: Engine, who: str, location: str, amount: int, depth: int, by: str,
             via: str | None = None) -> bool:
    """Discover clues at a location, as many as there are (Clues). ``via``: ``investigate`` when the clue is the
    result of a successful investigation, none when a card ability discovers it (Clues: "by successfully
    investigating the location, or by a card ability") — what "cannot discover clues here except by investigating"
    tells apart."""
    state = engine.state
    loc = state.locations[location]
    if concealed.offer_instead_of_clues(engine, who, location, depth, by):
        return True
    if loc.clues == 0:  # nothing to discover: no clue is discovered, and nothing triggers on discovering one
        engine.emit(StepKind.NOTE, depth, f"There are no clues at {location}: {who} discovers none",
                    ("ahlcg/faq/q-can-i-investigate-a-location-with-no-clues", "ahlcg/rr/clues"), card=by)
        return False
    occ = engine.occurrence("discover-clues", depth, who=who, what=location, amount=amount, via=via,
                            text=f"{who} discovers {count(amount, 'clue')} at {location}")
    taken = [0]

    def body(live: list[Occurrence]) -> None:
        if not any(o is occ for o in live):  # the discovery forbidden, canceled or replaced: no clue leaves either
            removed.canceled = True
            return
        take = min(amount, loc.clues)
        loc.clues -= take
        state.investigators[who].clues += take
        taken[0] = take
        engine.emit(StepKind.STATE, depth, f"{who} takes {count(take, 'clue')} from {location} "
                    f"({loc.clues} left there; {who} has {state.investigators[who].clues})"
                    + ("" if take == amount else " \u2014 not enough clues: as many as possible"),
                    ("ahlcg/rr/clues",), card=by)

    # the clues leave the location as they are discovered: one timing point ("After the last clue on X is removed")
    removed = removing_clues(engine, location, amount, loc.clues, depth)
    # a discovery that cannot happen moves none; the discoverer gains them at the same timing point
    both = [occ] if engine.forbidden(occ) is not None \
        else [occ, removed, gaining_clues(engine, who, min(amount, loc.clues), depth)]
    done = engine.resolve(both, body, announce=f"{who} discovers {count(amount, 'clue')} at {location}", card=by)
    return any(o is occ for o in done) and taken[0] == amount
