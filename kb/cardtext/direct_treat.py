"""Damage and horror a constant ability makes direct: "Treat all damage as direct damage and all horror as direct
horror".

Direct Damage, Direct Horror: "If an ability causes a card to take direct damage or direct horror, that damage or
horror must be assigned to that investigator … and cannot be assigned to an asset". A constant that treats what is
dealt as direct is that ability for every dealing it names. The frame is "treat" and a list, joined by "and", of
"(all) <kind> (dealt to you) as direct <kind>" — the kind the same on both sides —, one constant a kind: the engine's
``treat-direct`` on ``damage-dealt`` / ``horror-dealt`` (its ``who`` "you" when it says "dealt to you"; none: every
investigator). Any other shape is no such constant (None).
"""

from __future__ import annotations

import re
from typing import Any

#: One kind treated as direct.
_KIND = re.compile(r"(?:all )?(?P<kind>damage|horror)(?P<you> dealt to you)? as direct (?P<as>damage|horror)")


def direct_constant(text: str) -> list[dict[str, Any]] | None:
    """The ``treat-direct`` constants of "Treat all damage as direct damage (and all horror as direct horror)"."""
    low = text.strip().rstrip(".").lower()
    if not low.startswith("treat "):
        return None
    parts = re.split(r",? and ", low[len("treat "):])
    read = [_KIND.fullmatch(p.strip()) for p in parts]
    if not all(read) or any(m.group("kind") != m.group("as") for m in read if m):
        return None
    kinds = [m for m in read if m]
    if len({m.group("kind") for m in kinds}) != len(kinds):
        return None
    return [{"applies-to": {"event": f"{m.group('kind')}-dealt", **({"who": "you"} if m.group("you") else {})},
             "treat-direct": True} for m in kinds]
