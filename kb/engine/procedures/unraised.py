"""A skill value that "cannot be increased" (Historical Society: "While investigating this location, your [intellect]
cannot be increased"): a constant ``cannot-increase`` on ``skill-test-begins`` (its ``skill``, ``via`` and ``what``
the tests it governs).

ST.5 builds the modified skill value from the base skill and "all active modifiers, including the appropriate icons
that have been committed to this test, effects of the chaos token(s) revealed, and all active card abilities that are
modifying the investigator's skill value": each of those that would raise the value is an increase, and is not
applied while such a constant governs the test; those that lower it still apply, and so does the base value (Base
Value: "the value of an element before any modifiers are applied" — no modifier, so no increase). The rules do not
say whether a rise of the base value itself ("double the base value") counts as an increase: the engine leaves the
base as it is, and says so in the trace under the Grim Rule when the base was changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine
    from ..core.ongoing import Test
    from ..core.state import AbilityState

RULES = ("ahlcg/rr/st-5", "ahlcg/rr/modifiers", "ahlcg/rr/ability/constant-abilities")


def forbidder(engine: Engine, test: Test) -> AbilityState | None:
    """The constant that says the tested skill value of ``test`` cannot be increased, if one governs it now."""
    if test.begin is None:
        return None
    return next((ab for ab in engine.modifiers(test.begin) if ab.ability.cannot_increase), None)


def held_down(engine: Engine, test: Test, parts: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """``parts`` — the ST.5 modifiers, ``(amount, what)`` — with every increase counted 0 and labelled with the constant
    that forbids it, when one governs ``test``; as they are otherwise."""
    ab = forbidder(engine, test)
    if ab is None:
        return parts
    why = f"not applied: {ab.bearer}"
    return [(0, f"{what}: +{n} {why}") if n > 0 else (n, what) for n, what in parts]


def say(engine: Engine, test: Test, base_changed: bool) -> None:
    """Once, as ST.5 is computed: the constant that holds ``test``'s skill value down, and — when a constant changed
    the base value (``base_changed``) — that the rules are silent on whether that is an increase, the engine keeping
    the base (Grim Rule)."""
    ab = forbidder(engine, test)
    if ab is None:
        return
    why = f"{ab.bearer}: \u201c{ab.ability.text}\u201d"
    engine.emit(StepKind.NOTE, test.depth, f"{test.who}'s {test.skill} cannot be increased ({why}): each modifier "
                f"that would raise it is not applied; those that lower it are", RULES, card=ab.bearer)
    if base_changed:
        engine.emit(StepKind.NOTE, test.depth, f"The rules do not say whether a changed base value is an increase; "
                    f"the engine keeps the base {test.skill} as the constants set it (Grim Rule)",
                    RULES + ("ahlcg/rr/grim-rule",), card=ab.bearer)
