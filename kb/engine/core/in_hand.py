"""A card's constant or triggered ability that works from its owner's hand because its condition says so.

"Only in-play cards interact, unless the ability … specifically references its use from an out-of-play area"
(Ability): "While Clasp of Black Onyx is in your hand, increase the cost of each other card in your hand by 1" names
the hand as the place the ability is active, so it interacts from there — and only while its condition holds
(Constant Abilities; the condition is checked as for any constant, ``counted.active``). A forced ability's so too:
"If Dark Memory is in your hand at the end of your turn" triggers from the hand, its condition checked as it
triggers.
"""

from __future__ import annotations

from ..situation.spec import Ability
from ..situation.vocabulary import AbilityKind

#: The states of a card's own condition that place its constant in its owner's hand.
IN_HAND = ("in-your-hand",)


def works_from_hand(ability: Ability) -> bool:
    """Whether a constant or triggered ability's condition names its own card in its owner's hand."""
    condition = ability.condition
    return (ability.kind is AbilityKind.CONSTANT or ability.trigger is not None) and condition is not None \
        and condition.card == "self" \
        and condition.state in IN_HAND
