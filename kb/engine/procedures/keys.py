"""Key tokens (2024 glossary: Key Tokens): taking control of them, giving them, and where they go when what holds
them leaves play or is eliminated.

"When an investigator takes control of a key, they flip it faceup (if it is facedown) and place it on their
investigator card." A key is taken from a location with no clues (the [free] ability the situation gives such a
location, ``situation/keys.py``) or by a card's effect (``take-keys``). "If an investigator causes an enemy with a
key on it to leave play, that investigator must take control of each of the keys that were on that enemy. (If it
leaves play through some other means, place its keys on its location.)" "If an investigator who controls one or
more keys is eliminated, place each of their keys on their location." "As a [free] ability, an investigator may give
any number of their keys to another investigator at the same location" (``give-keys``). "Keys have no inherent game
effect": nothing else reads them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.state import Card
from ..core.state import SET_ASIDE
from ..core.targets import pick
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

KEYS = "ahlcg/glossary/key-tokens"


def on(engine: Engine, holder: str) -> list[str]:
    """The keys on ``holder`` (an investigator, a location or a card), in colour order."""
    return sorted(color for color, where in engine.state.keys.items() if where == holder)


def _named(colors: list[str]) -> str:
    return f"the {' and '.join(colors)} key{'s' if len(colors) > 1 else ''}"


def take_control(engine: Engine, who: str, holder: str, depth: int, why: str) -> bool:
    """``who`` takes control of each key on ``holder``: flipped faceup, placed on his or her investigator card."""
    colors = on(engine, holder)
    if not colors:
        return False
    flipped = [c for c in colors if c in engine.state.facedown_keys]
    for color in colors:
        engine.state.keys[color] = who
        engine.state.facedown_keys.discard(color)
    faceup = f" ({_named(flipped)} flipped faceup)" if flipped else ""
    engine.emit(StepKind.STATE, depth, f"{who} takes control of {_named(colors)} from {holder}{why}{faceup}: placed on "
                f"{who}'s investigator card", (KEYS,), card=holder)
    return True


def place(engine: Engine, holder: str, location: str | None, depth: int, why: str) -> None:
    """The keys on ``holder`` are placed on ``location`` (where it was)."""
    colors = on(engine, holder)
    if not colors or location is None:
        return
    for color in colors:
        engine.state.keys[color] = location
    engine.emit(StepKind.STATE, depth, f"{_named(colors)} on {holder} {'is' if len(colors) == 1 else 'are'} placed on "
                f"{location}{why}", (KEYS,), card=holder)


def leaving_play(engine: Engine, card: Card, location: str | None, by: str | None, depth: int | None) -> None:
    """``card`` leaves play from ``location``: the investigator who caused it (``by``) takes its keys, else they
    are placed on its location."""
    if not on(engine, card.name):
        return
    at = depth if depth is not None else (engine.steps[-1].depth if engine.steps else 0)
    if by in engine.state.investigators and engine.state.in_game(by):
        take_control(engine, by, card.name, at, f" (who caused {card.name} to leave play)")
    else:
        place(engine, card.name, location, at, f" ({card.name} left play through other means)")


def place_key(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``place-key`` effect: a set-aside key enters play on a location or card ("Keys can enter play via several
    different card effects, and they are usually placed on an enemy, location, or story asset")."""
    color = eff.key or ""
    where = [n for n in pick(engine, eff.to or "your-location", ctx, noun="target")
             if n in engine.state.locations or engine.state.in_game(n)]
    if engine.state.keys.get(color) != SET_ASIDE or not where:
        engine.emit(StepKind.NOTE, ctx.depth, f"The {color} key is not set aside (or there is nothing to place it on): "
                    "it is not placed", (KEYS,), card=ctx.bearer)
        return False
    engine.state.keys[color] = where[0]
    down = " (facedown)" if color in engine.state.facedown_keys else ""
    engine.emit(StepKind.STATE, ctx.depth, f"{ctx.bearer}: the set-aside {color} key{down} enters play, placed on "
                f"{where[0]}", (KEYS,), card=ctx.bearer)
    return True


def could_place(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return engine.state.keys.get(eff.key or "") == SET_ASIDE


def take_keys(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``take-keys`` effect: you take control of each key on the location or card ``to``."""
    holder = ctx.bearer if eff.to in (None, "self") else eff.to
    if ctx.you is None or holder is None or not on(engine, holder):
        engine.emit(StepKind.NOTE, ctx.depth, f"No key is on {holder or 'it'}: there is none to take", (KEYS,),
                    card=ctx.bearer)
        return False
    return take_control(engine, ctx.you, holder, ctx.depth, "")


def give_keys(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``give-keys`` effect: your keys (or the one ``key``) to another investigator at your location."""
    you = ctx.you or ""
    colors = [c for c in on(engine, you) if eff.key in (None, c)]
    others = [n for n in pick(engine, eff.to or "an-investigator-at-your-location", ctx, noun="investigator")
              if n in engine.state.investigators]
    to = next((n for n in others if n != you), None)
    if not colors or to is None or engine.state.location_of(to) != engine.state.location_of(you):
        engine.emit(StepKind.NOTE, ctx.depth, f"{you} has no key to give, or no other investigator at {you}'s "
                    "location to give it to", (KEYS,), card=ctx.bearer)
        return False
    for color in colors:
        engine.state.keys[color] = to
    engine.emit(StepKind.STATE, ctx.depth, f"{you} gives {_named(colors)} to {to} (at the same location): placed on "
                f"{to}'s investigator card", (KEYS,), card=you)
    return True


def could_take(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return bool(on(engine, ctx.bearer if eff.to in (None, "self") else eff.to or ""))


def could_give(engine: Engine, eff: Effect, ctx: Context) -> bool:
    you = ctx.you or ""
    here = engine.state.location_of(you)
    return bool(on(engine, you)) and any(n != you and engine.state.location_of(n) == here and engine.state.in_game(n)
                                         for n in engine.state.investigators)
