"""Targets made of several parts, and assets placed by where their controller is.

A target selector may be the union of other target selectors (Rules Reference: Target, "each"):

- ``one-of:A|B`` — "an investigator or Ally asset at your location", "your location or a connecting location": one
  entity, chosen among everything the parts pick together (each part an entity, or several: "a connecting location"
  offers each connecting location);
- ``each-of:A|B`` — "each enemy and each investigator at the chosen location", "both you and that investigator":
  every entity each part picks, each once, in the order the parts are printed.

A part is any other target selector (not a union: ``|`` splits the parts). A part that chooses ("an investigator at
your location") is read as the entities it could choose among: the union makes the one choice.

Assets composed by where their controller is: "an Ally asset at your location" is ``an-ally-asset-at-your-location``
(an asset is at its controller's location), "each Bystander asset in play" ``each-bystander-asset-in-play``:
qualifiers (``exhausted``, ``ready``, a trait, ``non-`` a trait), then where (``at-your-location``, ``in-play``), or
whose it is (``controlled-by:`` and the selector of its controller: "an Ally asset he or she controls").
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from kb.cardtext.unions import EACH_OF, ONE_OF, SEPARATOR

from .qualified import _NO_TRAIT, qualifiers_of

#: The prefix of a target selector picking each enemy at the location the rest of it picks ("each enemy at the chosen
#: location" is ``each-enemy-at:chosen``), as ``each-investigator-at:`` picks each investigator there.
EACH_ENEMY_AT = "each-enemy-at:"


@dataclass(frozen=True)
class Union:
    """A union selector read: whether it picks one (a choice) or each, and its parts as printed."""

    one: bool
    parts: tuple[str, ...]


def union(selector: str) -> Union | None:
    """The parts of a union selector (at least one part, none empty), else None."""
    for prefix, one in ((ONE_OF, True), (EACH_OF, False)):
        if selector.startswith(prefix):
            parts = tuple(selector[len(prefix):].split(SEPARATOR))
            return Union(one, parts) if all(parts) else None
    return None


def spell(one: bool, parts: list[str]) -> str:
    """The union selector of ``parts`` (one chosen, or each)."""
    return (ONE_OF if one else EACH_OF) + SEPARATOR.join(parts)


#: Where a composed asset selector looks: its controller's location is yours, or anywhere in play.
ASSET_PLACES = ("at-your-location", "in-play")
#: The prefix of where a composed asset selector looks that names its controller by a selector of its own ("an Ally
#: asset he or she controls" is ``an-ally-asset-controlled-by:chosen``).
CONTROLLED_BY = "controlled-by:"
_ASSET = re.compile(r"(?P<det>an?|each)-(?P<quals>(?:[a-z0-9'_]+-)*?)asset-(?P<where>" + "|".join(ASSET_PLACES)
                    + f"|{CONTROLLED_BY}(?P<by>.+))")


@dataclass(frozen=True)
class PlacedAsset:
    """A composed asset selector read: one or each, its qualifiers, where."""

    one: bool
    qualifiers: tuple[str, ...]
    where: str
    by: str | None = None  # the selector of its controller, where it is ``controlled-by:``


@functools.cache
def placed_asset(selector: str) -> PlacedAsset | None:
    """The parts of a composed asset selector placed by its controller's location ("an-ally-asset-at-your-location",
    "each-asset-in-play"), else None."""
    m = _ASSET.fullmatch(selector)
    quals = qualifiers_of(m.group("quals"), ("exhausted", "ready"), _NO_TRAIT) if m else None
    if m is None or quals is None:
        return None
    by = m.group("by")
    return PlacedAsset(m.group("det") != "each", tuple(quals), CONTROLLED_BY if by else m.group("where"), by)


#: "each Criminal enemy at each Abomination enemy's location": each enemy with the qualifiers (traits, ``non-`` a
#: trait, a state) at the location the rest picks — ``each-criminal-enemy-at:location-of:each-abomination-enemy-in-play``.
_ENEMIES_AT = re.compile(r"each-(?P<quals>(?:[a-z0-9'_]+-)+)enemy-at:(?P<place>.+)")


@dataclass(frozen=True)
class EnemiesAt:
    """A qualified ``each-…-enemy-at:`` selector read: the qualifiers, and the selector of the place."""

    qualifiers: tuple[str, ...]
    place: str


def qualified_enemies_at(selector: str) -> EnemiesAt | None:
    """The parts of a qualified selector of each enemy at a location another selector picks, else None (the plain
    :data:`EACH_ENEMY_AT` has none)."""
    m = _ENEMIES_AT.fullmatch(selector)
    quals = qualifiers_of(m.group("quals").rstrip("-"), ("exhausted", "ready", "unengaged"), _NO_TRAIT) if m else None
    return EnemiesAt(tuple(quals), m.group("place")) if m and quals else None
