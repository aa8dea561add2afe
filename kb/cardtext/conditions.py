"""A condition printed before an ability's colon ("If there are no clues here", "If you have 10 or
more resources") → the engine's ability ``condition``: what is counted (``counts``), on what (``of``,
a selector) and the bound (``at-least`` / ``at-most``).

"During your turn" names the time period the ability may be used in (``during``); with a count
("During your turn, if you are not engaged with any enemies") the condition holds both.
Composed from its parts rather than listed whole: the holder ("there are … here / on X / at your
location" or "you have …"), the amount ("no", "N or more", "N or fewer") and the thing counted
(clues, enemies, resources, cards in your hand). Anything else is refused with the printed words.
"""

from __future__ import annotations

import re
from typing import Any

from .words import NUMBER, SELF, number

#: The things a condition counts, as printed → the engine's ``counts``.
COUNTED = {"clue": "clues", "clues": "clues", "enemy": "enemies", "enemies": "enemies", "resource": "resources",
           "resources": "resources", "cards in your hand": "cards-in-hand", "card in your hand": "cards-in-hand"}
#: Where "there are …" counts them → the engine's selector.
PLACES = {"here": "this-location", f"on {SELF}": "self", f"at {SELF}": "self", "on your location": "your-location",
          "at your location": "your-location", "in your location": "your-location",
          "on this location": "this-location", "at this location": "this-location"}
#: The time periods an ability may be used in → the engine's ``during``.
PERIODS = {"during your turn": "your-turn", "during any investigator's turn": "any-turn"}
#: What each holder can hold: a location clues and enemies, you resources and cards in hand.
HOLDS = {"there": ("clues", "enemies"), "you": ("resources", "cards-in-hand", "clues")}

_AMOUNT = rf"(?P<none>no)|(?P<n>{NUMBER}) or (?P<dir>more|fewer)"
_THERE = re.compile(rf"if there (?:are|is) (?:{_AMOUNT}) (?P<what>clues?|enem(?:y|ies)) (?P<where>.+)")
_YOU = re.compile(rf"if you have (?:{_AMOUNT}) (?P<what>resources?|cards? in your hand|clues?)"
                  r"(?: in your resource pool)?")  # a player's resources are those in his or her pool
_ENGAGED = re.compile(r"if you are not engaged with any enem(?:y|ies)")


def parse_condition(low: str) -> dict[str, Any] | None:
    """The ``condition`` of one cost part (lower case, the card's name as ``@self``), or None."""
    if low in PERIODS:
        return {"during": PERIODS[low]}
    if _ENGAGED.fullmatch(low):
        return {"counts": "enemies", "of": "you", "at-most": 0}  # an investigator's enemies are those engaged
    m = _THERE.fullmatch(low)
    holder = "there"
    if m is None:
        m, holder = _YOU.fullmatch(low), "you"
    if m is None:
        return None
    count = COUNTED[m.group("what")]
    of = PLACES.get(m.group("where")) if holder == "there" else "you"
    if of is None or count not in HOLDS[holder] or (count == "enemies" and of == "self"):
        return None
    if m.group("none"):
        return {"counts": count, "of": of, "at-most": 0}
    bound = "at-least" if m.group("dir") == "more" else "at-most"
    return {"counts": count, "of": of, bound: number(m.group("n"))}


_TRAILING = re.compile(r"^(?P<trigger>.+?),\s*(?P<condition>if .+?)[:.,]?$", re.I)


def cut_condition(trigger: str) -> tuple[str, dict[str, Any] | None]:
    """"When you would discover 1 or more clues at your location, if you have no clues" → the triggering
    condition and the count it is met under (checked when it occurs); unchanged when the trailing "if" is no
    count the engine checks (the trigger's own reading then says what it is)."""
    m = _TRAILING.fullmatch(trigger.strip())
    if m is None:
        return trigger, None
    found = parse_condition(m.group("condition").lower())
    return (m.group("trigger"), found) if found is not None else (trigger, None)
