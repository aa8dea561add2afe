"""The engine's counts of the state, for a procedure that has the engine at hand: a `for-each` effect, a test's
difficulty "X", an event's play restriction and a chaos token's modifier. The counting and the checking are
``core/counted.py``'s (one of each); these only pass the engine's state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import counted
from ..situation.vocabulary import STATE_COUNTS

if TYPE_CHECKING:
    from ..core.engine import Engine
    from ..situation.spec import Condition


def holds(engine: Engine, condition: Condition, you: str) -> tuple[bool, str]:
    """Whether a bounded count ("Play only if there is a clue on your location") holds now for ``you``."""
    return counted.holds(engine.state, condition, you)


def counts(what: str) -> bool:
    """Whether ``what`` is a count of the state (not a test's margin)."""
    return what in STATE_COUNTS


def count_now(engine: Engine, what: str, you: str | None) -> tuple[int, str] | None:
    """How many ``what`` counts now for ``you``, and how to say it; None when there is nothing to count."""
    return counted.count(engine.state, what, you)
