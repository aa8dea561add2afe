""""that many" in a skill card's own result: the amount its additional cost to commit paid — "As an additional cost to
commit "Watch this!" to a skill test, spend up to 3 resources. … If you succeed by 1 or more, gain twice that many
resources."

A skill card's result resolves at ST.7 with nothing before it in its own resolution; the one amount it can refer to is
what committing it cost (Costs: an additional cost is paid as the card is committed, ST.2; the payer chooses how much of
an "up to" part). The engine keeps that payment on the test and seeds the card's results' record with it
(``procedures/commitment.py``, ``procedures/skilltest.py``), so the result is a ``for-each`` of ``that-many`` (the
amount just paid) around the instruction with the multiple as its amount, as "Then, gain that many resources" after an
instruction is (:func:`.results.remembered`). A card with no such cost pays nothing: the engine counts 0 and says so.
"""

from __future__ import annotations

from collections.abc import Callable

from . import results
from .vocabulary import Effect


def that_many(rest: str, clauses: Callable[[str], list[Effect]], said: str) -> list[Effect] | None:
    """A skill's result ``rest`` with "that many" ("gain twice that many resources"): the ``for-each`` of the amount its
    commit paid; None when ``rest`` says no "that many"."""
    found = results.that_many(rest)
    if found is None:
        return None
    return [results.remembered(clauses(found[0]), said)]
