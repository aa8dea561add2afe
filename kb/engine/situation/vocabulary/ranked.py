"""Superlative selectors: of what another selector picks, the ones with the most (or fewest) of a kind of token.

"the location with the most clues" is ``most-clues:each-location``, "a non-Bayou location with the fewest clues on
it" ``fewest-clues:each-non-bayou-location``, "the agenda with the most doom" ``most-doom:…``, "the Bystander asset
with the fewest clues on it" ``fewest-clues:each-bystander-asset-in-play``. The part after the colon is any target
selector (its "each" form: every entity the superlative ranks); the superlative picks one of those holding the
extreme amount. A distance is ranked alike from a place: "the location farthest from The Gate to Hell" is
``farthest-from:The Gate to Hell;each-location`` (``nearest-from:`` the nearest; the place any target selector or name,
its location the start: Nearest). Several tied are a choice ("if they are tied for the most doom, choose one"; a choice the game makes
is the lead investigator's: Lead Investigator), so the selector is always a choice of one. Distance is ranked by the
composed location states ``nearest`` / ``farthest`` when it is from your location.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

#: The extremes a superlative ranks by: the highest amount, or the lowest (none counts: "the fewest clues" may be 0).
EXTREMES = ("most", "fewest")
#: The tokens a superlative counts on each entity (the attribute of an investigator, location or card that holds them).
MEASURES = {"clues": "clues", "doom": "doom", "damage": "damage", "horror": "horror", "resources": "resources"}
#: The extremes of a distance, in connections from a place (Nearest).
DISTANCES = ("nearest", "farthest")
_DISTANCE = re.compile(r"(?P<extreme>" + "|".join(DISTANCES) + r")-from:(?P<place>[^;]+);(?P<among>.+)")
_SHAPE = re.compile(r"(?P<extreme>" + "|".join(EXTREMES) + r")-(?P<measure>" + "|".join(MEASURES) + r"):(?P<among>.+)")


@dataclass(frozen=True)
class Ranked:
    """A superlative selector read: ``extreme`` (most or fewest; nearest or farthest), ``measure`` (the tokens counted;
    ``distance`` from ``place``) and ``among`` (the selector of every entity ranked)."""

    extreme: str
    measure: str
    among: str
    place: str | None = None


@functools.cache
def ranked(selector: str) -> Ranked | None:
    """The parts of a superlative selector, else None."""
    m = _SHAPE.fullmatch(selector)
    if m is not None:
        return Ranked(m.group("extreme"), m.group("measure"), m.group("among"))
    far = _DISTANCE.fullmatch(selector)
    return Ranked(far.group("extreme"), "distance", far.group("among"), far.group("place")) if far else None


def ranked_selector(extreme: str, measure: str, among: str, place: str | None = None) -> str:
    """The selector of the entities ``among`` picks with the ``extreme`` amount of ``measure`` (a distance: from
    ``place``)."""
    return f"{extreme}-from:{place};{among}" if measure == "distance" else f"{extreme}-{measure}:{among}"
