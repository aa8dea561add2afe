"""A condition printed before an ability's colon ("If there are no clues here:", "If you have no
cards in your hand:", "During your turn,"): Costs — "the aspect preceding the colon indicates the
ability costs that must be paid and any triggering conditions that must be met to trigger the
ability". It is checked with the play restrictions, before any cost is paid; an ability whose
condition does not hold cannot be initiated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.counted import held, within
from ..core.errors import IllegalPlay
from ..core.occurrence import Context
from ..core.targets import candidates
from ..situation.spec import Condition

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/costs", "ahlcg/rr/play-restrictions-permissions-and-instructions")


def count(engine: Engine, condition: Condition, ctx: Context) -> int | None:
    """How many ``condition.counts`` what ``condition.of`` names holds (None: it names nothing that does)."""
    found = candidates(engine, condition.of, ctx)[0]
    return held(engine.state, condition.counts, found[0]) if found else None


def verify_condition(engine: Engine, condition: Condition | None, ctx: Context, name: str) -> None:
    """Raise :class:`IllegalPlay` unless ``condition`` holds (no condition always holds)."""
    if condition is None:
        return
    turn = engine.state.turn
    if (condition.during == "your-turn" and (turn is None or turn != ctx.you)) or \
            (condition.during == "any-turn" and turn is None):
        raise IllegalPlay(f"{name}'s ability may be used only {condition.describe().split('; ')[-1]}, and it is "
                          + (f"{turn}'s turn" if turn else "no investigator's turn"), *_RULES)
    if condition.counts is None:
        return
    n = count(engine, condition, ctx)
    if n is None:
        raise IllegalPlay(f"{name}'s ability needs {condition.describe()}, and {condition.of} has no {condition.counts} "
                          "to count", *_RULES)
    if not within(condition, n):
        raise IllegalPlay(f"{name}'s ability needs {condition.describe()}, and there are {n}: its condition before the "
                          "colon is not met, so it cannot be initiated", *_RULES)
