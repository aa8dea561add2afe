"""A skill card's commit restriction (ST.2): "Commit only to a skill test you are performing", "Commit to a skill test
only if you have 3 or fewer remaining sanity".

Play Restrictions, Permissions, and Instructions: "Many cards and abilities contain specific instructions pertaining
to when or how they may or may not be used, or to specific conditions that must be true in order to use them. In
order to use such an ability or to play such a card, its play restrictions must be observed." A skill card's are
observed as it is committed: a card whose restriction is not met is not committed. Its count is checked for the
investigator committing it, as every condition is (``core/counted.holds``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.counted import holds
from ..core.ongoing import Test

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/play-restrictions-permissions-and-instructions", "ahlcg/rr/st-2")


def unmet(engine: Engine, card: str, who: str, test: Test) -> str | None:
    """Why ``who`` may not commit ``card`` to ``test`` by the card's own restriction, or None when it may."""
    spec = engine.state.cards[card].spec
    if spec.commit_own_test and who != test.who:
        return f"{card} commits only to a skill test its investigator is performing, and this is {test.who}'s"
    if spec.commit_if is not None:
        met, counted = holds(engine.state, spec.commit_if, who, card)
        if not met:
            return f"{card}'s commit restriction is not met: it needs {spec.commit_if.describe()}, and it is {counted}"
    return None
