"""What is attached to what: the entities bearing no copy of a card ("the location in play with the most clues, and
without a Locked Door attached").

Attach To: an attachment "must be attached to … the specified card/game element" and stays in play on it; a card
attached to an entity is in play with ``attached_to`` naming it. A copy is any card of the same title (Copy: "a copy of
a card is defined by title"), so a location bearing any Locked Door is excluded, whichever copy it is.
"""

from __future__ import annotations

from ..situation.printed import copy_of
from .state import PLAY, State


def bears_copy(state: State, host: str, title: str) -> bool:
    """Whether a card in play titled ``title`` (any copy) is attached to ``host``."""
    return any(card.attached_to == host and card.zone == PLAY and copy_of(name) == title
               for name, card in state.cards.items())


def without_attached(state: State, found: list[str], title: str) -> list[str]:
    """The entities of ``found`` bearing no attached copy of ``title``, in their order."""
    return [name for name in found if not bears_copy(state, name, title)]
