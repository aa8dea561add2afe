"""A committed skill card's effects timed within the test it is committed to ("After revealing chaos tokens for this
test, you may choose to exile <this card>. If you do, this test is automatically successful").

The rules' words: committed cards wait in limbo until ST.8 (ST.2); "A skill card's effects apply to the test it is
committed to" (Skill Cards); an ability works out of play when it "specifically references its use from an out-of-play
area" (Ability). So a skill card's triggered ability on a point of a skill test (its reveal, its success or failure) is
live while the card is committed — in limbo — and nowhere else: a skill in hand or in a discard pile has no test.
"""

from __future__ import annotations

from ..situation.spec import Ability
from ..situation.vocabulary import CardType

#: The points of a skill test a committed skill's effect may be timed on.
TEST_EVENTS = frozenset({"skill-test-begins", "reveal-chaos-token", "succeed-skill-test", "fail-skill-test",
                         "skill-test-ends"})


def works_while_committed(card_type: CardType | None, ability: Ability) -> bool:
    """Whether ``ability`` of a card in limbo is a committed skill's effect on its test (live while committed)."""
    trigger = ability.trigger
    return card_type is CardType.SKILL and trigger is not None and any(trigger.names(e) for e in TEST_EVENTS)
