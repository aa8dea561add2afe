"""A card that enters play in a state other than the rules' own, by its own text: "Emergent Monstrosity enters play
exhausted", "… enters play with 2 doom on it" (the card's ``enters-play``: ``exhausted`` and the tokens on it).

Enters Play: "If an ability (either on the card itself or from another card) causes a card to enter play in a state
different from that specified by the rules, there is no transition to that state. It merely enters play in that
state." So the card is in that state as it enters, in the same step: no ``exhaust`` occurs (nothing "when X exhausts"
or "after X is exhausted" triggers), and its tokens are not placed (nothing that triggers on placing doom or clues
triggers). One helper, called from the body of every way an asset or enemy enters play (played or put into play under
a player's control, spawned, attached, a weakness put in its threat area).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import Card
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

RULE = "ahlcg/rr/enters-play"
#: The tokens a card may enter play with, by the card's field that holds them (their plural), and their singular.
TOKENS = {"clues": "clue", "doom": "doom", "resources": "resource", "damage": "damage", "horror": "horror"}


def enter_in_state(engine: Engine, card: Card, depth: int) -> None:
    """Place ``card``, now entering play, in the state its text gives, with no transition to it."""
    state = dict(card.spec.enters_play)
    if not state:
        return
    said = []
    if state.get("exhausted"):
        card.exhausted = True
        said.append("exhausted")
    for field, noun in TOKENS.items():
        if state.get(field):
            setattr(card, field, getattr(card, field) + state[field])
            said.append(f"with {state[field]} {noun if state[field] == 1 else field} on it")
    engine.emit(StepKind.STATE, depth, f"{card.name} enters play {', '.join(said)}, as its text says: it merely enters "
                "play in that state (there is no transition to it: nothing is exhausted or placed)", (RULE,),
                card=card.name)
