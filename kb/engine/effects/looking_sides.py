"""Looking at a card's other side: "look at the revealed side of any Catacombs location in play", "look at the other
side of a Masked Carnevale-Goer".

A location enters play unrevealed, its revealed side facedown (Location Cards); a double-sided card shows one side.
Looking at the side that is facedown is neither revealing nor flipping: the card stays as it is (an unrevealed
location stays unrevealed, no clues are placed on it, nothing that happens when it is revealed happens), and only the
investigator who looks sees it (looking is done "without revealing", as at the top of a deck: 2024 glossary, Looking
at). What that side shows is hidden information: the trace names who sees it and says what the situation gives of it
(a card's ``other-side``); of an unrevealed location's revealed side it says only that the replay does not model what
the player learns — it never makes it up. A side already faceup hides nothing: every player sees it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.results import LOOKED, record
from ..core.silence import not_modelled
from ..core.targets import pick
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .parameters import selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/location-cards", "ahlcg/glossary/looking-at-searching-and-finding")
#: The effect looking at a location's revealed side, and the one looking at any card's other side.
REVEALED_SIDE, OTHER_SIDE = "look-revealed-side", "look-other-side"


def look_side(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``look-revealed-side`` / ``look-other-side`` effect: the investigator resolving it looks at the side of the
    location or card ``to`` picks that is facedown; nothing flips, nothing is revealed. Whether there was one."""
    picked = pick(engine, eff.to or "self", ctx, noun="location" if eff.effect == REVEALED_SIDE else "card")
    if not picked:
        return unresolvable(engine, ctx, "location" if eff.effect == REVEALED_SIDE else "card")
    viewer = ctx.you or ctx.bearer
    for name in picked:
        _look(engine, eff, ctx, name, viewer)
    record(ctx, LOOKED, len(picked), tuple(picked))  # "When you look at X using the ability on Act 1a"
    return True


def _look(engine: Engine, eff: Effect, ctx: Context, name: str, viewer: str) -> None:
    """Say what ``viewer`` sees of ``name``'s facedown side, and to whom it is shown."""
    state = engine.state
    loc, card = state.locations.get(name), state.cards.get(name)
    if loc is not None and eff.effect == REVEALED_SIDE and loc.revealed:
        engine.emit(StepKind.STATE, ctx.depth, f"{viewer} looks at the revealed side of {name}: it is faceup already, "
                    "so every player sees it and nothing is hidden", _RULES, card=ctx.bearer)
        return
    if loc is not None:
        side = "revealed side" if eff.effect == REVEALED_SIDE or not loc.revealed else "unrevealed side"
        engine.emit(StepKind.STATE, ctx.depth, f"{viewer} looks at the {side} of {name} without revealing it: only "
                    f"{viewer} sees it; {name} stays {'unrevealed' if not loc.revealed else 'revealed'} (no clues are "
                    "placed, nothing that happens when a location is revealed happens)", _RULES, card=ctx.bearer)
        not_modelled(engine, ctx.depth, f"What {viewer} learns from the {side} of {name} is hidden information the "
                     "replay does not model (the situation gives no facedown side to show)", *_RULES, card=ctx.bearer)
        return
    other = card.spec.other_side if card is not None else None
    if other is None:
        not_modelled(engine, ctx.depth, f"{viewer} looks at the other side of {name}, which the situation does not give "
                     "(a double-sided card needs `other-side`): what it shows is not known to the replay", *_RULES,
                     card=ctx.bearer)
        return
    engine.emit(StepKind.STATE, ctx.depth, f"{viewer} looks at the other side of {name}: {other.name}, "
                f"{other.type.value} — seen by {viewer} only, without revealing it; {name} is not flipped", _RULES,
                card=ctx.bearer)


def could_look_side(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """A look changes nothing of the state, but it resolves while there is a card or location to look at."""
    state = engine.state
    return any(n in state.locations or n in state.cards for n in selectable(engine, eff.to or "self", ctx))
