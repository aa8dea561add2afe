"""Hidden (2024 glossary): an encounter card or weakness whose revelation secretly adds it to the drawing
investigator's hand.

There it counts toward the hand size and cannot leave the hand but by its own text (the 4.5 discard passes over
it); a hidden treachery is treated as if in the threat area — its constant abilities are active and its
abilities can be triggered, but only by the investigator holding it (``State.live_abilities``, ``controller_of``);
a hidden enemy is not engaged and does not attack. When that investigator is eliminated, each hidden encounter card
in the hand goes to the encounter discard pile, as the cards of the threat area do (``damage.eliminate``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core import standing
from ..core.state import HAND
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

HIDDEN = "ahlcg/glossary/hidden"


def hide(engine: Engine, depth: int, *, who: str, card: str, **_: Any) -> bool:
    """The revelation has resolved: a hidden card is added to ``who``'s hand, secretly (True: it is)."""
    state = engine.state
    found = state.cards[card]
    if not standing.bears(found, "hidden") or not state.in_game(who):
        return False
    found.zone, found.controller = HAND, who
    state.investigators[who].hand.append(card)
    engine.emit(StepKind.STATE, depth, f"{card} is hidden: its revelation secretly adds it to {who}'s hand, where "
                f"it counts toward the hand size; its abilities are active, and only {who} may trigger them",
                (HIDDEN,), card=card)
    return True


def stays_in_hand(state: Any, name: str) -> bool:
    """Whether a card in a hand cannot leave it by a player's choice: a hidden card."""
    return standing.bears(state.cards[name], "hidden")
