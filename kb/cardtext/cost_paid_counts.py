"""A count of what the ability's own cost paid before its colon: "You get +1 [willpower] for this test for each horror
taken as part of this ability's cost" (Foul Swamp, after "[action] Take up to 3 horror:") → the engine's result count
``horror-paid-as-cost-by-this-effect``, which its initiation records as the cost is paid (``procedures/cost_paid.py``).

Composed as a noun phrase: the thing paid (actions, resources, clues, damage, horror), the participle of paying it
("taken", "spent", "paid"), and the cost it was paid for — "as (a) part of this ability's cost", "to pay (for) this
ability's cost". What a cost after the colon spent ("for each charge spent in this way") is :mod:`.results`' count; an
additional cost of another card's is no such count (None: not this module's).
"""

from __future__ import annotations

import re

#: The things a cost pays, as printed → the engine's outcome part.
_PARTS = {"action": "action", "actions": "action", "resource": "resource", "resources": "resource", "clue": "clue",
          "clues": "clue", "damage": "damage", "horror": "horror"}
_PAID = re.compile(rf"(?P<part>{'|'.join(_PARTS)}) (?:taken|spent|paid) (?:as (?:a )?part of|to pay(?: for)?) "
                   r"(?:this|the) ability's cost", re.I)


def paid_count(phrase: str) -> str | None:
    """"horror taken as part of this ability's cost" → ``horror-paid-as-cost-by-this-effect``; None otherwise."""
    m = _PAID.fullmatch(phrase.strip().rstrip("."))
    return None if m is None else f"{_PARTS[m.group('part').lower()]}-paid-as-cost-by-this-effect"
