"""An additional cost on the first action of some kinds each period: "The first time you perform one of the following
actions (move, fight, or evade) each round, it costs 1 additional action" (Frozen in Fear).

The sentence is read by its parts: who performs ("you", "each investigator"), the kinds of action — a list in brackets
after "one of the following actions", or one kind ("a move action") —, the period ("each turn / phase / round") and the
cost in actions ("it costs N additional action(s)"). It becomes a constant on ``perform-action`` with the cost as its
``additional-cost`` and ``first-each`` the period and kinds: the engine adds the cost only to the first action of
those kinds the investigator performs in the period (Action: all costs of an action are paid as it is performed).
A kind that is no action the engine performs is refused with the printed words.
"""

from __future__ import annotations

import re
from typing import Any

from .model import NotParsed
from .words import NUMBER, number

_FIRST = re.compile(rf"^the first time (?P<who>you|each investigator|an investigator) performs? "
                    r"(?:one of the following actions \((?P<list>[a-z ,]+)\)|an? (?P<one>[a-z]+) action) "
                    rf"each (?P<per>turn|phase|round), it costs (?P<n>{NUMBER}) additional actions?$")
#: The actions by the word that names them (a ``perform-action``'s ``via``).
_KINDS = ("move", "fight", "evade", "investigate", "engage", "draw", "resource", "play", "activate", "parley",
          "resign")


def first_action_cost(text: str) -> dict[str, Any] | None:
    """The constant's fields (``applies-to``, ``additional-cost``, ``first-each``) of ``text``; None when it is not this
    sentence; :class:`NotParsed` naming a kind of action the engine does not perform."""
    low = re.sub(r"\s+", " ", text.strip().rstrip(".")).lower()
    m = _FIRST.match(low)
    if m is None:
        return None
    words = [m.group("one")] if m.group("one") else [w for w in re.split(r",? or |, ", m.group("list")) if w]
    unknown = [w for w in words if w not in _KINDS]
    if unknown:
        raise NotParsed(text, f"the first action of a kind the engine does not perform ({', '.join(unknown)}): its "
                        f"actions are {', '.join(_KINDS)}")
    applies: dict[str, Any] = {"event": "perform-action"}
    if m.group("who") == "you":
        applies["who"] = "you"
    return {"applies-to": applies, "additional-cost": {"actions": number(m.group("n"))},
            "first-each": {"within": m.group("per"), "actions": words}}
