"""A constant ability that changes how many skill icons the cards committed to a skill test count for: "While you are
investigating Opéra Garnier, double the number of skill icons committed to this skill test", "double the number of
skill icons on cards committed to skill tests at Outer Wall".

ST.5: "the investigator performing the test … adds the value of any skill icons committed to the test" — one for each
matching icon (ST.2: a matching icon or a wild one). Such a card is a modifier of that count (Modifiers: "the game state
constantly checks and (if necessary) updates the count of any variable value"). The field ``committed-icons`` of a
constant ability that applies to ``skill-test-begins`` (its ``who``, ``via`` and ``what``: the tests it governs) holds
the change: ``double`` (true), the only one printed. The engine reads it where it counts a committed card's icons
(``procedures/commitment.icons``), so ST.2's line and ST.5's sum agree; several such abilities each double again.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .characteristics import Failing
from .constant_fields import require_constant_on
from .vocabulary import AbilityKind

#: The field of a constant ability that changes the count of committed skill icons.
KEY = "committed-icons"
#: Each change and the factor it multiplies the count by.
FACTORS = {"double": 2}


def read_icon_factor(raw: Mapping[str, Any]) -> int:
    """The factor the committed icons of a test ``raw`` (a checked ability) governs count by: 1 when it has none."""
    change = raw.get(KEY) or {}
    factor = 1
    for name, n in FACTORS.items():
        if change.get(name):
            factor *= n
    return factor


def check_icon_counts(names: Failing, raw: Mapping[str, Any], kind: AbilityKind, parts: list[str | int]) -> None:
    """Refuse ``committed-icons`` anywhere but on a constant ability that applies to ``skill-test-begins``, or with
    other than one known change."""
    change = raw.get(KEY)
    if change is None:
        return
    require_constant_on(names, raw, kind, parts, KEY, ("skill-test-begins",),
                        "its 'who', 'via' and 'what': the skill tests whose committed icons it changes")
    if not isinstance(change, Mapping) or [k for k in change if change[k] is not False] != ["double"] \
            or change["double"] is not True:
        raise names.fail(parts + [KEY], f"'{KEY}' is an object with one change: {{double: true}}")
