"""A card that enters play in a state other than the rules' own, by its text: "Emergent Monstrosity enters play
exhausted" (the card's ``enters-exhausted``).

Enters Play: "If an ability (either on the card itself or from another card) causes a card to enter play in a state
different from that specified by the rules, there is no transition to that state. It merely enters play in that
state." So the card is placed exhausted as it enters, in the same step: no ``exhaust`` occurs (nothing "when X
exhausts" or "after X is exhausted" triggers), and it is not readied first. One helper, called from the body of every
way a card that can be exhausted enters play (played or put into play under a player's control, spawned, attached, a
weakness put in its threat area).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import Card
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

RULE = "ahlcg/rr/enters-play"


def enter_in_state(engine: Engine, card: Card, depth: int) -> None:
    """Place ``card``, now entering play, in the state its text gives (exhausted), with no transition to it."""
    if not card.spec.enters_exhausted:
        return
    card.exhausted = True
    engine.emit(StepKind.STATE, depth, f"{card.name} enters play exhausted, as its text says: it merely enters play "
                "in that state (there is no transition to it: it is not exhausted by anything)", (RULE,),
                card=card.name)
