"""A condition printed before an ability's colon ("If there are no clues here:", "If you have no
cards in your hand:", "During your turn,"): Costs — "the aspect preceding the colon indicates the
ability costs that must be paid and any triggering conditions that must be met to trigger the
ability". It is checked with the play restrictions, before any cost is paid; an ability whose
condition does not hold cannot be initiated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import IllegalPlay
from ..core.occurrence import Context
from ..core.targets import candidates
from ..situation.spec import Condition

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/costs", "ahlcg/rr/play-restrictions-permissions-and-instructions")


def count(engine: Engine, condition: Condition, ctx: Context) -> int | None:
    """How many ``condition.counts`` what ``condition.of`` names holds (None: it names nothing that does)."""
    state = engine.state
    found = candidates(engine, condition.of, ctx)[0]
    if not found:
        return None
    name = found[0]
    person, place, card = state.investigators.get(name), state.locations.get(name), state.cards.get(name)
    if condition.counts == "clues":
        holder = person or place or card
        return holder.clues if holder is not None else None
    if condition.counts == "resources":
        return person.resources if person is not None else None
    if condition.counts == "cards-in-hand":
        return len(person.hand) if person is not None else None
    if condition.counts == "enemies" and place is not None:
        return len(state.enemies_at(name))
    if condition.counts == "enemies" and person is not None:
        return len(state.engaged_enemies(name))  # an investigator's enemies: those engaged with him or her
    return None


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
    low = condition.at_least if condition.at_least is not None else 0
    high = condition.at_most if condition.at_most is not None else n
    if not low <= n <= high:
        raise IllegalPlay(f"{name}'s ability needs {condition.describe()}, and there are {n}: its condition before the "
                          "colon is not met, so it cannot be initiated", *_RULES)
