"""Detecting a chain of abilities that repeats without end.

"There is no limit to the number of nested sequences that may occur" (FAQ 1.4), so the rules cannot
say when a chain of abilities triggering one another must stop; a replay must not run it until
someone is eliminated, nor invent an end. The engine watches the abilities being resolved, one
inside another: when the same ability is about to resolve, inside its own nested sequence, for the
same triggering condition (the same event, with the same entities in its roles and the same amount)
for the :data:`REPEATS`-th time, the chain is a loop — nothing distinguishes one turn of it from the
next. The replay stops there and reports it as unresolved, citing the Grim Rule: the players settle
it. The step bound (``STEP_BOUND``) stays as the last resort for chains that change as they go.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from .errors import LoopDetected
from .occurrence import Occurrence
from .state import AbilityState

#: The same ability, for the same triggering condition, this many times inside itself: a loop.
REPEATS = 3
_ORDINAL = {2: "second", 3: "third", 4: "fourth"}


def signature(ab: AbilityState, occ: Occurrence) -> tuple:
    return (ab.key, occ.event, occ.who, occ.what, occ.source, occ.via, occ.amount, occ.phase, occ.skill)


class LoopGuard:
    """The abilities being resolved, one inside another; refuses the turn that makes a loop."""

    def __init__(self) -> None:
        self.active: list[tuple] = []

    @contextmanager
    def using(self, ab: AbilityState, occ: Occurrence) -> Iterator[None]:
        sig = signature(ab, occ)
        if self.active.count(sig) + 1 >= REPEATS:
            raise LoopDetected(
                f"an endless loop: {ab.bearer}'s ability is triggered again, inside its own nested sequence, by "
                f"the same triggering condition ({occ.text or occ.event}) for the {_ORDINAL.get(REPEATS, str(REPEATS) + 'th')} time, and nothing "
                "distinguishes one turn of the chain from the next")
        self.active.append(sig)
        try:
            yield
        finally:
            self.active.pop()
