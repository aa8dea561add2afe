"""Flipping a location to its unrevealed side: "Flip each non-Sentinel Hill location in play to its unrevealed side".

A location enters play unrevealed and is revealed by turning it to its other side (Location Cards); turned back, it is
unrevealed again, so the next investigator to enter it reveals it anew and places clues on it equal to its clue value
("If an investigator moves to an unrevealed location, that location is revealed by turning it to its other side,
and placing a number of clues on it equal to its clue value"). The location does not leave play as it turns (the FAQ
on a location flipping, The Wages of Sin): its tokens, attachments, investigators and enemies stay — removing its
clues is the card's own further instruction. It is a flip, the ``flip`` occurrence ("After a location is flipped
over"); a location already unrevealed is not flipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.targets import pick
from ..procedures.board import FLIP_RULE
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .parameters import selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/location-cards", FLIP_RULE)


def unreveal_location(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``unreveal-location`` effect: each revealed location ``to`` picks turns to its unrevealed side, one after
    another, each a ``flip``. Whether one did."""
    state = engine.state
    found = [p for p in pick(engine, eff.to or "your-location", ctx, noun="location") if p in state.locations]
    if not found:
        return unresolvable(engine, ctx, "location")
    turned = False
    for name in found:
        if not state.locations[name].revealed:
            engine.emit(StepKind.NOTE, ctx.depth, f"{name} is unrevealed already: it is not flipped", _RULES,
                        card=ctx.bearer)
            continue
        occ = engine.occurrence("flip", ctx.depth, what=name, source=ctx.bearer,
                                text=f"{name} flips to its unrevealed side")
        turned = bool(engine.resolve([occ], lambda _, n=name: _turn(engine, n, ctx), rules=_RULES,
                                     card=ctx.bearer)) or turned
    return turned


def _turn(engine: Engine, name: str, ctx: Context) -> None:
    """Turn ``name`` unrevealed (the ``flip`` occurrence's body): what is on and at it stays."""
    state = engine.state
    loc = state.locations[name]
    loc.revealed = False
    people = state.investigators_at(name)
    stays = ", ".join(p for p in (f"{loc.clues} clues stay on it" if loc.clues else "",
                                  f"still at it: {', '.join(people)}" if people else "") if p)
    engine.emit(StepKind.STATE, ctx.depth, f"{name} flips to its unrevealed side: it does not leave play"
                + (f" ({stays})" if stays else "") + "; the next investigator to enter it reveals it again and places "
                "clues on it equal to its clue value", _RULES, card=ctx.bearer)


def could_unreveal(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(p in state.locations and state.locations[p].revealed
               for p in selectable(engine, eff.to or "your-location", ctx))
