"""A constant that governs only the first action of some kinds each period: "The first time you perform one of the
following actions (move, fight, or evade) each round, it costs 1 additional action" (Frozen in Fear).

``first-each`` is ``{within, actions}`` on a constant whose ``applies-to`` is ``perform-action``: the constant applies to
an action of one of ``actions`` (``perform-action``'s ``via`` values) only when its investigator has performed none of
them yet in the current ``within`` (turn, phase or round) — counted from the actions resolved in full
(``core/history.py``), so the action being paid for is not yet one of them. Checked where the constant is consulted
(``procedures/action_costs.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .characteristics import Failing
from .vocabulary import AbilityKind, ActionType, Designator

#: The field's key in the situation format.
KEY = "first-each"
#: The periods it counts in (Limits and Maximums' periods an investigator's actions fall in).
PERIODS = ("turn", "phase", "round")
#: The action kinds it may name: a ``perform-action``'s ``via``.
KINDS = frozenset({a.value for a in ActionType} | {d.value for d in Designator})


def first_each(names: Failing, raw: Mapping[str, Any], kind: AbilityKind,
               parts: Sequence[str | int]) -> tuple[str, tuple[str, ...]] | None:
    """The (period, kinds) of a constant's ``first-each``; None when absent; refused with the reason when it is not on a
    constant applying to ``perform-action``, or names an unknown period or action."""
    value = raw.get(KEY)
    if value is None:
        return None
    if kind is not AbilityKind.CONSTANT or (raw.get("applies-to") or {}).get("event") != "perform-action":
        raise names.fail(list(parts), f"'{KEY}' is for a constant ability that applies to 'perform-action' (the "
                         "first action of some kinds an investigator performs each period)")
    per, actions = value.get("within"), tuple(value.get("actions") or ())
    if per not in PERIODS:
        raise names.fail(list(parts) + ["within"], f"'{KEY}' counts within {', '.join(PERIODS)}, not '{per}'")
    unknown = [a for a in actions if a not in KINDS]
    if not actions or unknown:
        raise names.fail(list(parts) + ["actions"], f"'{KEY}' names the kinds of actions it governs (one or more of "
                         f"{', '.join(sorted(KINDS))}){'; unknown: ' + ', '.join(unknown) if unknown else ''}")
    return per, actions
