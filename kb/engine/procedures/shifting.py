"""The Scarlet Keys' keys (2024 glossary: Keys): shifting a key, flipping it, and where it goes with its bearer.

"While a key is attached to an investigator, that investigator may trigger its shift ability during any player
window as a [free] ability. This is called “shifting” the key. As part of this ability's resolution, it will instruct
the investigator to flip the key to its other side": the faceup side's shift effects resolve (``stable-shift`` /
``unstable-shift``), then the key flips. "Each key (by title) attached to an investigator or story asset can only be
shifted once per round"; "While a key is under an enemy's control, its shift ability only resolves when a card or game
effect instructs an investigator to shift that key, after which it remains Unstable side faceup", "A key attached to an
enemy cannot be flipped to its Stable side", and "There is no limit to the number of times a key attached to an enemy
can be shifted". An effect that flips a key directly (``flip-key``) "is not the same as shifting a key, and does not
resolve its shift ability". "A key cannot leave play unless its bearer leaves play. If the bearer of 1 or more keys
leaves play, each key they control is set aside, out of play" (``discarding.leave_play``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.state import PLAY, Card
from ..core.targets import card_to
from ..situation.spec import Effect
from ..situation.vocabulary import CardType, LimitPeriod, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

KEYS = "ahlcg/glossary/keys-the-scarlet-keys"
_OTHER = {"stable": "unstable", "unstable": "stable"}


def _key(engine: Engine, eff: Effect, ctx: Context) -> Card | None:
    _, card = card_to(engine, eff, ctx)
    return card if card is not None and card.type is CardType.KEY and card.zone == PLAY else None


def on_enemy(engine: Engine, key: Card) -> bool:
    bearer = engine.state.cards.get(key.attached_to or "")
    return bearer is not None and bearer.type is CardType.ENEMY


def _shifted_this_round(engine: Engine, key: Card) -> bool:
    now = engine.state.period_key(LimitPeriod.ROUND)
    return any(how == "shifted" and title == key.spec.title and periods[LimitPeriod.ROUND] == now
               for how, title, periods in engine.state.plays)


def shift(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``shift-key`` effect (and a key's [free] shift ability): resolve its faceup side's shift ability, then
    flip it — a key on an enemy stays Unstable side faceup."""
    key = _key(engine, eff, ctx)
    if key is None:
        engine.emit(StepKind.NOTE, ctx.depth, "No key in play to shift", (KEYS,), card=ctx.bearer)
        return False
    enemy = on_enemy(engine, key)
    if not enemy and _shifted_this_round(engine, key):
        engine.emit(StepKind.NOTE, ctx.depth, f"{key.spec.title} was already shifted this round: each key (by title) "
                    "attached to an investigator or story asset can only be shifted once per round", (KEYS,),
                    card=key.name)
        return False
    side = key.side or "stable"
    engine.emit(StepKind.EVENT, ctx.depth, f"{ctx.you} shifts {key.name} ({side.capitalize()} side faceup, attached "
                f"to {key.attached_to}): its shift ability resolves", (KEYS,), card=key.name)
    state = engine.state
    state.plays.append(("shifted", key.spec.title, {p: state.period_key(p) for p in LimitPeriod}))
    effects = key.spec.stable_shift if side == "stable" else key.spec.unstable_shift
    engine.run_effects(effects, Context(key.name, ctx.you, ctx.depth + 1, mandatory=True))
    if enemy:
        key.side = "unstable"
        engine.emit(StepKind.STATE, ctx.depth, f"{key.name} is attached to an enemy: it remains Unstable side faceup",
                    (KEYS,), card=key.name)
        return True
    key.side = _OTHER[side]
    engine.emit(StepKind.STATE, ctx.depth, f"{key.name} is flipped to its {key.side.capitalize()} side", (KEYS,),
                card=key.name)
    return True


def flip_key(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``flip-key`` effect: the key turns to its other side; this is not shifting it."""
    key = _key(engine, eff, ctx)
    if key is None:
        engine.emit(StepKind.NOTE, ctx.depth, "No key in play to flip", (KEYS,), card=ctx.bearer)
        return False
    if on_enemy(engine, key) and key.side == "unstable":
        engine.emit(StepKind.NOTE, ctx.depth, f"{key.name} is attached to an enemy: it cannot be flipped to its Stable "
                    "side", (KEYS,), card=key.name)
        return False
    key.side = _OTHER[key.side or "stable"]
    engine.emit(StepKind.STATE, ctx.depth, f"{ctx.bearer} flips {key.name} to its {key.side.capitalize()} side (not "
                "shifting it: its shift ability does not resolve)", (KEYS,), card=key.name)
    return True


def could_shift(engine: Engine, eff: Effect, ctx: Context) -> bool:
    key = _key(engine, eff, ctx)
    return key is not None and (on_enemy(engine, key) or not _shifted_this_round(engine, key))


def could_flip(engine: Engine, eff: Effect, ctx: Context) -> bool:
    key = _key(engine, eff, ctx)
    return key is not None and not (on_enemy(engine, key) and key.side == "unstable")


def keys_enter_with(engine: Engine, bearer: str, depth: int) -> None:
    """``bearer`` (a story asset or an enemy) enters play: "if it is the bearer of 1 or more keys, those keys also
    enter play attached to their bearer" — Unstable side faceup on an enemy, Stable on a story asset."""
    state = engine.state
    keys = [c for c in state.cards.values() if c.type is CardType.KEY and c.zone != PLAY and c.spec.bearer == bearer]
    for key in keys:
        key.zone = PLAY
        state.attach_key(key)
        engine.emit(StepKind.STATE, depth, f"{key.name} enters play with its bearer, attached to {bearer}, "
                    f"{(key.side or 'stable').capitalize()} side faceup", (KEYS,), card=key.name)


def cannot_leave(engine: Engine, card: Card) -> str | None:
    """Why ``card`` (a key whose bearer is in play) cannot leave play; None for any other card."""
    if card.type is not CardType.KEY or not engine.state.in_game(card.attached_to or ""):
        return None
    return f"{card.name} is a key: it cannot leave play unless its bearer ({card.attached_to}) leaves play"
