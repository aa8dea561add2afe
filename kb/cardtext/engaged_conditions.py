"""A condition on the investigator an enemy is engaged with: "While engaged with an investigator with remaining sanity
4 or fewer, Screeching Byakhee gets +1 fight and +1 evade".

"Some constant abilities are only active while a specified condition is met" (Constant Abilities): here the condition
is a bound on a count of an investigator, not of "you" — of whichever investigator the enemy bearing the text is
engaged with (Engaged). The clause is read as a verb frame: an optional subject (the card's own name or a pronoun for
it) with "is", the participle "engaged with", and an investigator noun phrase qualified by a bound — "with remaining
sanity 4 or fewer", "with 3 or more remaining health", "with no remaining sanity", "who has 2 or fewer remaining
sanity". The bound is read as the same bound on "you" is (:func:`.conditions.parse_condition`), and the count is
composed with the filter of the investigators engaged with the card (``investigator-engaged-with-self``): some such
investigator is within "N or fewer" exactly when the lowest of them is, within "N or more" when the highest is — so
the engine's ``lowest-`` / ``highest-remaining-<value>-of`` composed counts hold the condition, and an enemy engaged
with no one meets neither (there is nothing to count).
"""

from __future__ import annotations

from typing import Any

from .conditions import parse_condition
from .words import SELF

Fields = dict[str, Any]
#: The investigators the enemy bearing the text is engaged with (the engine's filter).
ENGAGED_WITH_SELF = "investigator-engaged-with-self"
#: The counts of an investigator a bound may name, read on "you" and moved to the engaged investigator.
_COUNTS = ("remaining-sanity", "remaining-health")
#: What introduces the bound after "an investigator".
_WITH = (["with"], ["who", "has"], ["that", "has"])


def _bound(words: list[str]) -> Fields | None:
    """"remaining sanity 4 or fewer" / "4 or fewer remaining sanity" / "no remaining sanity" → the bound on "you"
    (``count`` and ``at-most`` / ``at-least``); None for any other phrase."""
    if words[:1] == ["remaining"] and len(words) > 2:  # the value named before its bound: as printed after it
        words = [*words[2:], *words[:2]]
    return parse_condition(" ".join(["if", "you", "have", *words]))


def investigator_bound(words: list[str]) -> Fields | None:
    """"with no remaining sanity", "who has 2 or fewer remaining sanity" (the words after "an investigator") → the
    bound on "you", the investigator so qualified (``count`` one of an investigator's remaining values, ``at-most`` or
    ``at-least``); None for any other words."""
    lead = next((w for w in _WITH if words[:len(w)] == w), None)
    found = _bound(words[len(lead):]) if lead is not None else None
    if found is None or found.get("count") not in _COUNTS or set(found) - {"count", "at-most", "at-least"} \
            or ("at-most" in found) == ("at-least" in found):
        return None
    return found


def engaged_condition(words: list[str], card_type: str | None) -> Fields | None:
    """A condition clause's words (lower case, the connective left out, "he" / "she" as the card's own name) naming a bound on the investigator an enemy
    is engaged with → the engine's ``condition`` (a composed count of ``investigator-engaged-with-self``); None when
    the card is no enemy or the clause has another shape."""
    if card_type != "enemy":
        return None
    if len(words) > 1 and words[0] in (SELF.lower(), "it") and words[1] == "is":
        words = words[2:]  # "While Screeching Byakhee is engaged with …": the card bearing the text
    if words[:2] != ["engaged", "with"] or words[2:3] not in (["an"], ["a"]) or words[3:4] != ["investigator"]:
        return None
    rest = words[4:]
    lead = next((w for w in _WITH if rest[:len(w)] == w), None)
    if lead is None:
        return None
    found = _bound(rest[len(lead):])
    if found is None or found.get("count") not in _COUNTS or set(found) - {"count", "at-most", "at-least"} \
            or ("at-most" in found) == ("at-least" in found):
        return None
    end = "lowest" if "at-most" in found else "highest"
    return {**found, "count": f"{end}-{found['count']}-of:{ENGAGED_WITH_SELF}"}
