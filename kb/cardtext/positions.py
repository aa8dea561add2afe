"""A location named by where it lies from you: its position on the board, or its distance.

"the location to your left", "the location across from you", "the location clockwise from you", "the location in
the clockwise direction" (on an effect: from your location) name a location by the board's layout; "the location
farthest from you", "the location nearest to you" by distance in connections (Nearest), and "the location farthest
from all investigators" by the combined distance from each investigator (2024 glossary). The phrase after the noun
("to your left", "from you") is read as the noun's position (:func:`position_of`), and the location is then composed
from it (:func:`positioned_location`) into the engine's selector. Anything else is not a position: the phrase stays
a slot of the instruction, and is refused there if nothing reads it.
"""

from __future__ import annotations

#: A direction as printed → the engine's position selector (counted from your location).
DIRECTIONS = {"left": "location-left", "right": "location-right", "across": "location-across",
              "clockwise": "location-clockwise", "counter-clockwise": "location-counter-clockwise",
              "counterclockwise": "location-counter-clockwise", "above": "location-above", "below": "location-below"}
#: A distance as printed → the engine's composed location selector.
DISTANCES = {"farthest": "a-farthest-location", "nearest": "a-nearest-location", "closest": "a-nearest-location",
             "farthest-from-all": "a-location-farthest-from-all-investigators"}
#: "in the clockwise direction": the phrase's ``where``, a direction from your location.
_DIRECTION_WHERE = {"the clockwise direction": "clockwise", "the counter-clockwise direction": "counter-clockwise"}


def position_of(head: str, prep: str, words: list[str]) -> str | None:
    """The position a phrase after a location's noun gives, or None: "to your left" → ``left``, "across from you"
    → ``across``; after "clockwise", "farthest" or "nearest" (the noun's last word), "from you" / "to you" gives
    that word, "from all investigators" ``farthest-from-all``."""
    if head == "location" and prep == "to" and words in (["your", "left"], ["your", "right"]):
        return words[1]
    if head == "location" and prep == "across" and words == ["from", "you"]:
        return "across"
    if head in ("clockwise", "counter-clockwise", "counterclockwise", "farthest", "nearest", "closest") \
            and ((prep == "from" and words == ["you"]) or (prep == "to" and words == ["you"] and head != "farthest")):
        return head
    if head == "farthest" and prep == "from" and words == ["all", "investigators"]:
        return "farthest-from-all"
    return None


def positioned_location(det: str, rest: list[str], position: str | None, where: str | None) -> str | None:
    """The engine's selector of "the location <position>", None when the phrase is not one (a determiner other than
    "the", a qualifier before the noun)."""
    direction = position or _DIRECTION_WHERE.get((where or "").lower())
    if direction is None or det != "the" or rest != ["location"]:
        return None
    return DIRECTIONS.get(direction) or DISTANCES.get(direction)


def directed_where(where: str | None, prep: str, words: list[str]) -> str | None:
    """A place qualified by a direction after it: "an enemy at the location" then "in the counter-clockwise direction"
    is one place, "the location in the counter-clockwise direction" (Flooded Square) — the where extended, or None
    when the phrase after is no direction or the place no location."""
    if where is None or not where.lower().endswith("location") or prep != "in" \
            or " ".join(words) not in _DIRECTION_WHERE:
        return None
    return f"{where} in {' '.join(words)}"


def split_direction(where: str) -> tuple[str, str] | None:
    """"the location in the clockwise direction" → ("the location", "the clockwise direction"): the place read as
    a location whose ``where`` is the direction (:func:`positioned_location`); None for a place with no direction."""
    base, sep, direction = where.rpartition(" in ")
    return (base, direction) if sep and direction.lower() in _DIRECTION_WHERE else None


#: The words of a direction around the board's circle.
_CIRCULAR = frozenset({"clockwise", "counter-clockwise", "counterclockwise"})
#: The words ranking a location by its distance, or naming what it lacks.
_RANKING = frozenset({"nearest", "farthest", "closest", "with"})

#: Why a location ranked along a direction of the circle is refused.
CIRCULAR_REASON = ("a location ranked along the board's circle (the nearest / farthest in the clockwise direction, one "
                   "with no X): the engine's layout names the location next clockwise or counter-clockwise, and "
                   "counts no distance around the circle nor walks it to the first that qualifies")


def circular(words: list[str]) -> bool:
    """Whether a location phrase ranks a location along a direction of the circle ("the nearest location in the
    clockwise direction with no Acrid Miasma", "the farthest location clockwise from you with no investigators"):
    a direction and a superlative or a "with" beside it — what :data:`CIRCULAR_REASON` refuses."""
    low = {w.lower() for w in words}
    return bool(low & _CIRCULAR) and bool(low & _RANKING)
