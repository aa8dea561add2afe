"""A condition printed before an ability's colon ("If there are no clues here:", "If you have no
cards in your hand:", "During your turn,", "While an investigator at your location is taking his or her turn,"): Costs — "the aspect preceding the colon indicates the
ability costs that must be paid and any triggering conditions that must be met to trigger the
ability". It is checked with the play restrictions, before any cost is paid; an ability whose
condition does not hold cannot be initiated. Its count is checked as every condition is
(``core/counted.holds``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.counted import holds
from ..core.errors import IllegalPlay
from ..core.occurrence import Context
from ..situation.spec import Condition

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/costs", "ahlcg/rr/play-restrictions-permissions-and-instructions")


def verify_condition(engine: Engine, condition: Condition | None, ctx: Context, name: str) -> None:
    """Raise :class:`IllegalPlay` unless ``condition`` holds (no condition always holds)."""
    if condition is None:
        return
    turn = engine.state.turn
    if (condition.during == "your-turn" and (turn is None or turn != ctx.you)) or \
            (condition.during == "any-turn" and turn is None) or \
            (condition.during == "turn-at-your-location" and not _at_your_location(engine, turn, ctx.you)):
        raise IllegalPlay(f"{name}'s ability may be used only {condition.describe().split('; ')[-1]}, and it is "
                          + (f"{turn}'s turn" if turn else "no investigator's turn"), *_RULES)
    if condition.during in ("skill-test", "attack") and not _testing(engine, condition, ctx.bearer):
        test = engine.test
        raise IllegalPlay(f"{name}'s ability may be used only {condition.describe().split('; ')[-1]}, and "
                          + (f"{test.who}'s {test.via} test is being made" + (f" on {test.source}" if test.source else "")
                             if test is not None else "no skill test is being made"), *_RULES, "ahlcg/rr/skill-tests")
    phase = engine.state.phase
    if str(condition.during).endswith("-phase") and condition.during != f"{phase}-phase":
        raise IllegalPlay(f"{name}'s ability may be used only {condition.describe().split('; ')[-1]}, and it is the "
                          f"{phase} phase", *_RULES, "ahlcg/rr/appendix-ii")
    met, counted = holds(engine.state, condition, ctx.you, ctx.bearer)
    if not met:
        raise IllegalPlay(f"{name}'s ability needs {condition.describe()}, and "
                          + ("there is nothing to count" if counted == "nothing to count" else f"there are {counted}")
                          + ": its condition before the colon is not met, so it cannot be initiated", *_RULES)


def _at_your_location(engine: Engine, turn: str | None, you: str | None) -> bool:
    """Whether the investigator taking the turn is at ``you``'s location ("While an investigator at your location is
    taking his or her turn": you included, an investigator at no location never)."""
    state = engine.state
    here = state.location_of(you)
    return turn is not None and here is not None and state.location_of(turn) == here


def _testing(engine: Engine, condition: Condition, bearer: str) -> bool:
    """Whether the skill test being made is the one a condition names: any ("During a skill test"), an attack (a test
    made through fighting: Attack), and made using the ability's own card ("During an attack using Fire Axe") or a
    card of a trait ("During a skill test on a Spell card": its source, the card whose ability began it)."""
    test = engine.test
    if test is None or (condition.during == "attack" and test.via != "fight"):
        return False
    using = condition.using
    if using is None:
        return True
    source = engine.state.cards.get(test.source or "")
    if using.startswith("trait:"):
        wanted = using.removeprefix("trait:").casefold()
        return source is not None and any(t.casefold() == wanted for t in source.spec.traits)
    return test.source == (bearer if using == "self" else using)
