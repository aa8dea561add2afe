"""The difficulty a skill test is decided against at ST.6 (Difficulty (skill tests); ST.6).

The base difficulty is the shroud, the enemy's fight or evade value, or the card's "(X)"; a constant
ability may modify that value ("Each enemy gets +1 fight": ``difficulty-modifier``; "+1 fight for each
Cultist enemy in play": counted as the test settles it). A card
committed to the test may change it while it stays committed: Double or Nothing's "Double the
difficulty of this skill test" (a card text the sources do not print; a situation states it with
``double-difficulty``; halved: ``halve-difficulty``, a fraction rounded up once all modifiers are applied: Modifiers).
The difficulty is settled here,
once, before ST.5 and ST.6 compare the skill value with it, so the comparison, the margin ("the
points you fail by") and every 'at-least' filter use the changed number.
"""

from __future__ import annotations

from fractions import Fraction
from math import ceil
from typing import TYPE_CHECKING

from ..core.counted import count, modifier_amount
from ..situation.vocabulary import StepKind
from .tested import TESTED_ENEMY, bind

if TYPE_CHECKING:
    from ..core.engine import Engine
    from ..core.state import AbilityState
    from ..core.ongoing import Test


def _counted(engine: Engine, ab: AbilityState) -> str:
    """How a modifier was counted, when it was: ", for each in-play:cultist-enemy", ", for each doom-on:Acolyte" (the
    enemy tested)."""
    return f", for each {_bound(engine, ab) or ab.ability.for_each}" if ab.ability.for_each else ""


def _modifiers(engine: Engine, test: Test) -> tuple[list[AbilityState], list[int]]:
    """The constant abilities modifying the value ``test`` is decided against, and each one's amount as it is now."""
    modifiers = [ab for ab in engine.modifiers(test.begin) if ab.ability.difficulty_modifier] if test.begin else []
    return modifiers, [modifier_amount(engine.state, ab, "difficulty_modifier", test.who, _bound(engine, ab))
                       for ab in modifiers]


def _bound(engine: Engine, ab: AbilityState) -> str | None:
    """A modifier's count of the enemy the test is made against ("each Cultist enemy in play gets +1 fight for each
    doom on it" until the end of the round: ``doom-on:tested-enemy``, each enemy modified counted on itself) bound to
    that enemy by name; None when it names no such enemy (counted as it is)."""
    counted = ab.ability.for_each
    return None if counted is None or TESTED_ENEMY not in counted else bind(engine, counted)


def _replaced(engine: Engine, test: Test) -> tuple[int, str, str] | None:
    """The value ``test`` is decided against in place of the printed one, when a constant specifies it ("Salvatore
    Neri's fight value is equal to the attacking investigator's base [combat]": ``difficulty-is``, Base Value: "unless
    otherwise specified"), counted now for the investigator making the test: (value, how it was counted, whose
    constant); None when none does, or its count has nothing to count (the printed value stands). Each card prints at
    most one such value for a test; were two to govern one test, the first in play order is taken."""
    if test.begin is None:
        return None
    for ab in engine.modifiers(test.begin):
        if ab.ability.difficulty_is is None:
            continue
        counted = count(engine.state, ab.ability.difficulty_is, test.who, ab.bearer)
        if counted is not None:
            return counted[0], counted[1], ab.bearer
    return None


def stated_against(engine: Engine, test: Test) -> str:
    """What ``test`` is made against, as ST.1 says it: the printed value, or — when a constant specifies the value in
    its place (``difficulty-is``) — the value used, so that a player never reads a printed value the test does not
    use ("against Salvatore Neri's fight 9" when his fight is his attacker's base [combat], 4)."""
    replaced = _replaced(engine, test)
    if replaced is None:
        return test.against
    _value, said, bearer = replaced
    return f"{said}, as {bearer} specifies in place of {test.against}"


def difficulty_now(engine: Engine, test: Test) -> int:
    """The difficulty of ``test`` before ST.6 settles it — its base with the constant modifiers to it as they are now
    (Modifiers: "The game state constantly checks and (if necessary) updates the count of any variable value"), at
    least 0 — what a commit restriction at ST.2 compares ("only if the difficulty of that test is …"). A committed
    card's doubling is not yet counted: it changes the difficulty only as the test settles it."""
    replaced = _replaced(engine, test)
    return max(0, (test.difficulty if replaced is None else replaced[0]) + sum(_modifiers(engine, test)[1]))


def settle_difficulty(engine: Engine, test: Test) -> None:
    """Apply the constant modifiers to the value tested against ("Each enemy gets +1 fight"), then the
    committed cards' difficulty changes, to ``test.difficulty``, and say so in the trace. A value a constant specifies
    in place of the printed one (``difficulty-is``) is the base the modifiers are added to (Base Value; Modifiers)."""
    replaced = _replaced(engine, test)
    if replaced is not None:
        before, (test.difficulty, said, bearer) = test.difficulty, replaced
        engine.emit(StepKind.STATE, test.depth, f"{bearer}: the value this test is decided against is not the printed "
                    f"one ({before}) but {said}: the difficulty is {test.difficulty}",
                    ("ahlcg/rr/base-value", "ahlcg/rr/difficulty-skill-tests"), card=bearer)
    modifiers, amounts = _modifiers(engine, test)
    if modifiers:
        before = test.difficulty
        test.difficulty = max(0, before + sum(amounts))  # Modifiers: below zero is treated as zero (once, on the total)
        terms = ", ".join(f"{n:+d} ({ab.bearer}{_counted(engine, ab)})" for ab, n in zip(modifiers, amounts))
        engine.emit(StepKind.STATE, test.depth, f"Constant abilities modify the value tested against: {terms}; the "
                    f"difficulty of this skill test is {before} \u2192 {test.difficulty}",
                    ("ahlcg/rr/difficulty-skill-tests", "ahlcg/rr/modifiers"), card=modifiers[0].bearer)
    cards = [engine.state.cards[item.card] for item in test.committed]
    doublers = [c.name for c in cards if c.spec.double_difficulty]
    halvers = [c.name for c in cards if c.spec.halve_difficulty]
    if not doublers and not halvers:
        return
    before = test.difficulty
    exact = Fraction(before * 2 ** len(doublers), 2 ** len(halvers))  # doubling and halving after the additive ones
    test.difficulty = ceil(exact)  # Modifiers: "Fractional values are rounded up after all modifiers have been applied"
    done = " and ".join(word for word, by in (("doubled", doublers), ("halved", halvers)) for _ in by)
    rounded = f" ({exact.numerator}/{exact.denominator} rounded up, after all modifiers)" \
        if exact.denominator != 1 else ""
    engine.emit(StepKind.STATE, test.depth,
                f"{', '.join(doublers + halvers)} (committed): the difficulty of this skill test is {done}: "
                f"{before} \u2192 {test.difficulty}{rounded}",
                ("ahlcg/rr/difficulty-skill-tests",) + (("ahlcg/rr/modifiers",) if halvers else ()),
                card=(doublers + halvers)[0])
