"""A location replaced by a set-aside copy: "Remove X from the game, and replace it with another set-aside copy of
Bleak Plains (move all investigators, enemies, and attachments from this location to the new copy of Bleak Plains)"
(Stars of Aldebaran, Inhabitant of Carcosa, The King's Parade …).

The new copy is a set-aside card (Set Aside: "Set-aside cards have no interaction with the game until they are
referenced by instructions within the scenario or by a card ability") put into play as any set-aside location is
(Put into Play; Location Cards: unrevealed side faceup, ``procedures/board.location_enters_play``). It takes the old
one's place: it is connected to what the old one was connected to, and nothing else, and what was connected to the old
one is connected to it. What the card's reminder names moves to it — each investigator there (a move: leaving and
entering, so entering an unrevealed copy reveals it, and engaged enemies follow), each unengaged enemy there, each
card attached to the old one (and each other card at it, as a treachery placed at a location) — and then the old one
is removed from the game (Removed from Game: "placed away from the game area and has no further interaction with the
game"), with the tokens on it, which the reminder does not move. The copy is then what "that copy" names afterwards:
the ability's ``chosen``, as a choice's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.silence import not_modelled
from ..core.state import PLAY, SET_ASIDE
from ..core.targets import pick
from ..procedures.board import location_enters_play, move
from ..situation.spec import Effect
from ..situation.vocabulary import CardType, StepKind
from .board import enemy_step
from .tokens import counted

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/set-aside", "ahlcg/rr/put-into-play", "ahlcg/rr/removed-from-game")


def set_aside_copy(engine: Engine, title: str | None) -> str | None:
    """The first set-aside location of that title (a copy named "X" or "X #2"), in the situation's order."""
    return next((name for name, card in engine.state.cards.items() if card.zone == SET_ASIDE
                 and card.type is CardType.LOCATION and title in (name, card.spec.title)), None)


def replace_location(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``replace-location`` effect: the location ``to`` picks (the card itself by default) is replaced by a
    set-aside copy of ``card``; everything at it or attached to it moves to the copy; it is removed from the game."""
    state = engine.state
    old = ctx.bearer if eff.to in (None, "self") else next(iter(pick(engine, eff.to, ctx, noun="location")), None)
    if old not in state.locations:
        not_modelled(engine, ctx.depth, f"{old or 'Nothing'} is not a location in play: what replaces it is placed "
                     "where a card of another kind stood, which the engine does not hold", *_RULES, card=ctx.bearer)
        return False
    new = set_aside_copy(engine, eff.card)
    if new is None:
        engine.emit(StepKind.NOTE, ctx.depth, f"No set-aside copy of {eff.card}: {old} is not replaced (Set Aside)",
                    _RULES, card=ctx.bearer)
        return False
    if not location_enters_play(engine, new, ctx.depth, ctx.bearer):
        return False
    _take_place(engine, old, new, ctx)
    for who in [w for w in state.player_order() if state.in_game(w) and state.investigators[w].location == old]:
        move(engine, who, new, ctx.depth, ctx.bearer)
    for card in [c for c in state.cards.values() if c.zone == PLAY and c.type is CardType.ENEMY
                 and c.location == old and c.engaged is None]:
        enemy_step(engine, ctx, card.name, new, f"{card.name} moves from {old} to {new}, the copy replacing it")
    for card in [c for c in state.cards.values() if c.zone == PLAY and (c.attached_to == old or c.location == old)]:
        if card.attached_to == old:
            card.attached_to = new
        if card.location == old:
            card.location = new
        engine.emit(StepKind.STATE, ctx.depth, f"{card.name} moves from {old} to {new}"
                    + (" (still attached)" if card.attached_to == new else ""), ("ahlcg/rr/move",), card=ctx.bearer)
    gone = state.locations.pop(old)
    state.removed.append(old)
    kept = ", ".join(p for p in (counted(gone.clues, "clues") if gone.clues else "", f"{gone.doom} doom" if gone.doom else "")
                     if p)
    engine.emit(StepKind.STATE, ctx.depth, f"{old} is removed from the game" + (f", with the {kept} on it" if kept
                else "") + f": {new} has taken its place", ("ahlcg/rr/removed-from-game",), card=ctx.bearer)
    ctx.preset["chosen"] = new  # "that copy of X": the copy put into play
    return True


def _take_place(engine: Engine, old: str, new: str, ctx: Context) -> None:
    """``new`` is connected to what ``old`` was connected to (and nothing else): it stands in its place."""
    locations = engine.state.locations
    links = tuple(n for n in locations[old].connections if n != new and n in locations)
    for name, place in locations.items():
        if name not in (old, new):
            kept = tuple(n for n in place.connections if n not in (old, new))
            place.connections = kept + ((new,) if name in links else ())
    locations[new].connections = links
    joined = ", ".join(links) or "no location"
    engine.emit(StepKind.STATE, ctx.depth, f"{new} takes the place of {old}: connected to {joined}, as it was",
                ("ahlcg/rr/location-cards",), card=ctx.bearer)


def could_replace_location(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """A set-aside copy to put in the place of a location in play has the potential to change the game state."""
    old = ctx.bearer if eff.to in (None, "self") else eff.to
    return set_aside_copy(engine, eff.card) is not None and (old in engine.state.locations or eff.to not in (None, "self"))
