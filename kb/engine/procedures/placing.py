"""Clues placed on a card or location: a timing point of its own ("When 1 or more clues are placed on Dark Young
Host's location", "After 1 or more clues are placed on an enemy in play"), as doom placed is (``place-doom``).

Clues are placed when a location is revealed (its clue value: Location Cards) and when a card effect places them
(Clues); the ``place-clues`` occurrence names the holder (``what``) and the amount, and the placing itself is the
body the caller gives, resolved between the 'when' and the 'after' abilities.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core.engine import Engine


def place_clues(engine: Engine, holder: str, amount: int, depth: int, put: Callable[[], None]) -> bool:
    """Place ``amount`` clues on ``holder`` through its ``place-clues`` triggering condition (``put`` places them and
    says so); whether it happened (a 'would' ability may replace it)."""
    occ = engine.occurrence("place-clues", depth, what=holder, amount=amount, text=f"{amount} clues placed on {holder}")
    return bool(engine.resolve([occ], lambda _: put()))
