"""Playing a card out of play as if it were in your hand, when a constant ability permits it (``permits``).

Play Restrictions, Permissions, and Instructions: "Some cards have permissions that allow the investigator to do
something that the rules would otherwise forbid"; the Golden Rules: where a card's text contradicts the rules, the
card's text takes precedence. A card is played from the hand (Play); "You may play the topmost event in your discard
pile as if it were in your hand" (Wendy's Amulet) relaxes only that: the card is played as it would be from the hand
— its cost is paid, a play action is spent unless it is fast, its play restrictions and any 'cannot' still hold
(playing.py checks them after this one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.counted import active
from ..core.occurrence import Occurrence
from ..core.state import AbilityState, State
from ..core.targets import out_of_play
from ..core.triggers import trigger_matches
from ..situation.permits import permitted_selector
from ..situation.vocabulary import AbilityKind
from ..situation.vocabulary.zoned import zoned_card

if TYPE_CHECKING:
    from ..core.engine import Engine


def permitted_cards(state: State, ab: AbilityState, you: str) -> list[str]:
    """The cards ``ab``'s ``permits`` names for ``you`` now: of its area, only the topmost when it says so."""
    selector, topmost = permitted_selector(ab.ability.permits or "")
    zoned = zoned_card(selector)
    if zoned is None:
        return []
    found = out_of_play(state, zoned, you, ab.bearer)
    if not topmost:
        return found
    pile = state.investigators[you].discard if you in state.investigators else []
    top = pile[-1] if pile else None  # the top of a discard pile: the card last put there
    return [top] if top in found else []


def permission(engine: Engine, who: str, name: str, probe: Occurrence) -> AbilityState | None:
    """The constant ability that permits ``who`` to play ``name`` (not in hand) as if it were, if any."""
    state = engine.state
    for ab in state.live_abilities():
        a = ab.ability
        if a.kind is AbilityKind.CONSTANT and a.permits and a.applies_to is not None \
                and trigger_matches(state, a.applies_to, probe, ab) and active(state, ab, probe) \
                and name in permitted_cards(state, ab, who):
            return ab
    return None
