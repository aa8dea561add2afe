"""A count of the game's state an ability's condition names, and whether the condition holds.

Two kinds of ability carry a condition: an action or free ability's, printed before its colon ("If there
are no clues here:", checked when it is initiated: Costs), and a constant ability's "while" ("While you have
10 or more resources, you get +1 [willpower]"): "some constant abilities continuously seek a specific
condition, denoted by words such as 'during' or 'while.' The effects of such abilities are active any time
the specified condition is met" (Constant Abilities). The count is the same for both; a constant ability
whose condition does not hold now governs nothing. A triggered ability's "When X, if Y" ("When you would
discover clues at your location, if you have no clues") is checked when X occurs: unmet, it is not offered.
"""

from __future__ import annotations

from ..situation.spec import Condition
from .state import AbilityState, State
from .triggers import you_of

def held(state: State, counts: str, name: str) -> int | None:
    """How many ``counts`` (clues, resources, cards in hand, enemies) ``name`` holds (None: nothing it holds)."""
    person, place, card = state.investigators.get(name), state.locations.get(name), state.cards.get(name)
    if counts == "clues":
        holder = person or place or card
        return holder.clues if holder is not None else None
    if counts == "resources":
        return person.resources if person is not None else None
    if counts == "cards-in-hand":
        return len(person.hand) if person is not None else None
    if counts == "enemies" and place is not None:
        return len(state.enemies_at(name))
    if counts == "enemies" and person is not None:
        return len(state.engaged_enemies(name))  # an investigator's enemies: those engaged with him or her
    return None


def within(condition: Condition, n: int) -> bool:
    """Whether ``n`` lies within the condition's bounds."""
    low = condition.at_least if condition.at_least is not None else 0
    high = condition.at_most if condition.at_most is not None else n
    return low <= n <= high


def holds(state: State, condition: Condition, bearer: str, you: str | None) -> bool:
    """Whether a condition on a holder found from the ability's bearer and its "you" holds now (a count of
    nothing, such as "you" with no controller: not met). These are the holders a constant or triggered
    ability's condition may name (the situation's check): nothing is chosen."""
    name = {"you": you, "self": bearer, "this-location": state.location_of(bearer),
            "your-location": state.location_of(you)}.get(condition.of, condition.of)  # else a name
    n = held(state, condition.counts, name) if name is not None else None
    return n is not None and within(condition, n)


def active(state: State, ab: AbilityState) -> bool:
    """Whether a constant ability's "while" condition holds now (no condition: always)."""
    condition = ab.ability.condition
    return condition is None or holds(state, condition, ab.bearer, you_of(state, ab.bearer, None))
