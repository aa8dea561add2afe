"""What an ability's own cost paid, kept in its resolution's record for the effects after the colon: "[action] Take up
to 3 horror: Test [willpower] (7) … You get +1 [willpower] for this test for each horror taken as part of this ability's
cost" (Foul Swamp) counts ``horror-paid-as-cost-by-this-effect``.

Costs are paid at initiation, before the effects resolve (Appendix I, step 2), so what they paid is known when the
effects count it: an "up to" part is the amount the payer chose (Costs), the other parts as printed — or as constants
changed them, the cost actually paid. The record is the resolution's (``core/results.py``), read as any result count.
The ability's action cost counts what it spends in actions, the additional action its payment used among them.
"""

from __future__ import annotations

from ..core.occurrence import Context
from ..core.results import record
from ..situation.spec import Cost

#: A cost's part → the outcome recorded (``<outcome>-by-this-effect``: the situation vocabulary's ``PAID_OUTCOMES``).
PAID = {"actions": "action-paid-as-cost", "resources": "resource-paid-as-cost", "clues": "clue-paid-as-cost",
        "damage": "damage-paid-as-cost", "horror": "horror-paid-as-cost"}


def record_paid(ctx: Context, cost: Cost, actions: int) -> None:
    """Note on the resolution ``ctx`` what ``cost`` (as paid, "up to" settled) paid, ``actions`` its actions."""
    for part, outcome in PAID.items():
        record(ctx, outcome, actions if part == "actions" else int(getattr(cost, part)))
