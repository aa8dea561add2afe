"""A committed card whose commit decides the test's result: "You may commit this card to a skill test at your location.
That test automatically fails" (a card field ``commit-result``, ``fail`` or ``success``).

Automatic Failure/Success: "Some card or token abilities may cause a skill test to automatically fail or to
automatically succeed"; an automatic failure makes the total skill value 0, and "If a skill test both automatically
succeeds and automatically fails, the automatic failure takes precedence" (FAQ) — both settled at ST.6 with the test's
other automatic results (``Test.automatic``). The card says so of the test it is committed to, so it holds from the
moment it is committed (ST.2): it is known before a chaos token is revealed, and ST.3 and ST.4 are skipped as for any
result known then. A committed card is out of play (ST.2: limbo), but an ability referencing its use there works
(Ability: "unless the ability specifically references its use from an out-of-play area").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.ongoing import Test
from ..situation.plan import Commit
from ..situation.vocabulary import Result, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine


def settle(engine: Engine, item: Commit, test: Test, depth: int) -> None:
    """``item``'s card, just committed to ``test``: its ``commit-result`` joins the test's automatic results."""
    result = engine.state.cards[item.card].spec.commit_result
    if result is None:
        return
    test.automatic.append((item.card, result))
    engine.emit(StepKind.NOTE, depth, f"{item.card} is committed: this test automatically "
                f"{'succeeds' if result is Result.SUCCESS else 'fails'}; it is known before a chaos token is revealed",
                ("ahlcg/rr/automatic-failure-success", "ahlcg/rr/st-2"), card=item.card)
