"""The cards one investigator commits at ST.2, as one timing point: "After you commit exactly 1 card to a skill test,
exhaust Analytical Mind: Draw 1 card." (``commit-cards``).

ST.2: each investigator commits the cards he or she commits to the test in that step; how many is known only once the
step's commits are made. The engine commits card by card (each its own ``commit-card``, for what a card committed
triggers), then raises, for each investigator who committed at least one card in the step (in player order), one
``commit-cards`` occurrence whose ``amount`` is how many — a filter's ``at-least`` / ``at-most`` bound it ("exactly 1
card": both 1). It is a timing point only: nothing resolves in it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.ongoing import Test
from ..core.text import count

if TYPE_CHECKING:
    from ..core.engine import Engine

EVENT = "commit-cards"


def committed_together(engine: Engine, test: Test, before: int) -> None:
    """One ``commit-cards`` occurrence for each investigator who committed cards to ``test`` in this ST.2 (the
    commits after the first ``before`` ones), in player order."""
    made: dict[str, int] = {}
    for item in test.committed[before:]:
        made[item.who] = made.get(item.who, 0) + 1
    order = engine.state.player_order()
    for who in sorted(made, key=lambda w: order.index(w) if w in order else len(order)):
        occ = engine.occurrence(EVENT, test.depth, who=who, amount=made[who],
                                text=f"{who} has committed {count(made[who], 'card')} to {test.who}'s skill test")
        engine.resolve([occ], lambda _: None)
