"""What a card does to a test as it begins (ST.1): the skill it is made with ("Use [combat] for this test, instead of
the skill indicated": Bauta, Medico Della Peste…), and a designating card's modifiers "for this attack" that are
counted from the state ("Add your [agility] value to your skill value for this investigation": Lockpicks).

ST.1 determines the skill type of the test and the test of that type begins; a 'when … initiate a test' ability
answers that moment, so a card that names another skill for "this test" makes it a test of that skill from then
on: the cards committed at ST.2 match its icons and ST.5 adds its base value. A test already past ST.2 keeps the
cards committed by the icons they had, so the change is refused once a card is committed or a token revealed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..core.ongoing import Test
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/st-1", "ahlcg/rr/skill-test-timing")


def use_skill(engine: Engine, label: str, skill: str, depth: int) -> bool:
    """The ``use-skill`` effect: the test being resolved is a test of ``skill`` from now on (ST.1)."""
    test = engine.test
    if test is None:
        engine.emit(StepKind.NOTE, depth, f"No skill test is being resolved: there is no test to make with {skill}",
                    RULES, card=label)
        return False
    if test.committed or test.revealed:
        engine.emit(StepKind.NOTE, depth, f"{test.who}'s test is past ST.2 (cards committed or a token revealed): "
                    f"its skill is not changed to {skill}", RULES, card=label)
        return False
    if test.skill == skill:
        engine.emit(StepKind.NOTE, depth, f"{test.who}'s test is already {_a(skill)} test", RULES, card=label)
        return True
    before, test.skill = test.skill, skill
    if test.begin is not None:  # what the test's modifiers match ("+1 [combat] for this test") is its new skill
        test.begin.skill = skill
    engine.emit(StepKind.STATE, depth, f"{label}: {test.who}'s {before} test is {_a(skill)} test instead (the skill "
                "indicated is not used: cards committed match the new skill, and its value is the base at ST.5)",
                RULES, card=label)
    return True


def begun(engine: Engine, test: Test) -> Callable[[list[Occurrence]], None] | None:
    """What happens as ``test`` begins (its ``skill-test-begins`` resolving): the designating card's modifiers "for
    this attack", counted now (Modifiers: a modifier is applied to the value it modifies; ST.1 is when the test of
    that skill begins). None when the card has none."""
    if not test.on_begin:
        return None

    def body(_: list[Occurrence]) -> None:
        for item in test.on_begin:
            engine.emit(StepKind.NOTE, test.depth, f"As the test begins, {item.label}", RULES + ("ahlcg/rr/modifiers",),
                        card=item.owner)
            item.run(test.depth)
    return body


def _a(skill: str) -> str:
    return f"{'an' if skill[0] in 'aeiou' else 'a'} {skill}"
