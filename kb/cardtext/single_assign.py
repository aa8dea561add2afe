"""Damage and horror an enemy's text says go to a single card first: "While assigning damage and horror from Beast of
Aldebaran's attack, you must assign as much damage and horror as possible to a single card before assigning it to
another card."

Dealing Damage/Horror, step 1 lets the investigator split what is dealt among his or her investigator and eligible
assets as he or she likes; a constant ability overriding it (The Golden Rules) narrows that choice: whatever card is
chosen takes all it can before any goes to another. The frame: "while assigning <kinds> from <the bearer>'s
attack(s)", "you must assign as much <the same kinds> as possible to a single card before assigning it (them) to
another card" — one constant a kind, the engine's ``assign-single`` on ``damage-dealt`` / ``horror-dealt`` with
``source: self`` and ``via: attack`` (every attack it makes: an attack of opportunity, a retaliate or enemy-phase
attack too). Any other dealer or wording is no such constant (None).
"""

from __future__ import annotations

import re
from typing import Any

from .words import SELF

#: The kinds: "damage", "horror", "damage and horror" (either order).
_KINDS = r"(?:damage|horror)(?: and (?:damage|horror))?"
_FRAME = re.compile(rf"^while assigning (?P<kinds>{_KINDS}) from {re.escape(SELF.lower())}'s attacks?, you must "
                    rf"assign as much (?P<again>{_KINDS}) as possible to a single card before assigning (?:it|them) "
                    r"to another card$")


def single_constant(text: str) -> list[dict[str, Any]] | None:
    """The ``assign-single`` constants of "While assigning damage and horror from @self's attack, you must assign as
    much damage and horror as possible to a single card before assigning it to another card"; None otherwise."""
    m = _FRAME.match(" ".join(text.split()).rstrip(". ").lower())
    if m is None:
        return None
    kinds = m.group("kinds").split(" and ")
    if set(kinds) != set(m.group("again").split(" and ")) or len(set(kinds)) != len(kinds):
        return None
    return [{"applies-to": {"event": f"{kind}-dealt", "source": "self", "via": "attack"}, "assign-single": True}
            for kind in kinds]
