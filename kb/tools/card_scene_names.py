"""What a card smoke scene must hold for what a card's effects name (for ``kb.tools.card_scenes``): every effect,
nested ones too, the name inside a selector built on one ("each investigator at Constance Dumaine's location" is
``each-investigator-at:location-of:Constance Dumaine``: Constance Dumaine must be in the scene), and the other side
of a card that flips itself.

A card whose effect flips it ("Flip this card to its enemy side") needs the other side the situation gives
(``other-side``): the scene gives it one of the type the flip names (``side-type``), else of the card's own type — a
stand-in, "<name> (other side)", with an enemy's values when it is an enemy — so that the flip is replayed rather than
reported as not modelled.
"""

from __future__ import annotations

import re
from typing import Any

from kb.engine.situation.vocabulary import (COPIES_OF, EACH_INVESTIGATOR_AT, ENGAGED_WITH, LOCATION_OF, ONE_OF,
                                           TARGET_SELECTORS)

#: Selectors built on a name: the name is what follows the prefix (each prefix may wrap another; "one-of:copies-of:X",
#: one copy of X, chosen, needs X in the scene).
PREFIXES = (EACH_INVESTIGATOR_AT, LOCATION_OF, ENGAGED_WITH, COPIES_OF)
#: A superlative of distance over what another selector picks ("nearest-from:your-location;copies-of:X").
_DISTANCE = re.compile(r"(?:nearest|farthest)-from:[^;]+;(?P<among>.+)")
#: The areas of a scene a card may be placed in, and the fields of a card there.
AREAS = ("cards", "set-aside", "encounter-deck")


def effects_within(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every effect, and every effect nested in one (a choice's options, a test's results, a for-each's body)."""
    out: list[dict[str, Any]] = []
    for effect in effects:
        out.append(effect)
        for value in effect.values():
            if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
                out += effects_within([v for v in value if "effect" in v] +
                                      [e for v in value for e in v.get("effects", []) if isinstance(e, dict)])
    return out


def named_within(selector: Any) -> Any:
    """The name a selector built on one names ("location-of:Jordan Perry" → "Jordan Perry", "nearest-from:your-location;
    copies-of:Innocent Reveler" → "Innocent Reveler"); anything else as it is."""
    if isinstance(selector, str) and (ranked := _DISTANCE.fullmatch(selector)) is not None:
        selector = ranked.group("among")  # "the nearest Innocent Reveler": of its copies, the nearest
    if isinstance(selector, str) and selector.startswith(ONE_OF + COPIES_OF):
        selector = selector[len(ONE_OF):]
    while isinstance(selector, str) and selector.startswith(PREFIXES):
        selector = selector.split(":", 1)[1]
    return selector


def own_effects(parsed: dict[str, Any]) -> list[dict[str, Any]]:
    """The effects of every ability of the parsed card and its own (an event's, a story card's)."""
    return [e for a in parsed.get("abilities") or [] for e in a.get("effects") or []] + \
        list((parsed.get("card") or {}).get("effects") or [])


def other_sides(data: dict[str, Any], effects: list[dict[str, Any]], name: str) -> None:
    """Give the card ``name``, wherever the scene placed it, the other side its own flip turns it to."""
    flips = [e for e in effects_within(effects) if e.get("effect") == "flip-card" and e.get("to") in (None, "self")]
    if not flips:
        return
    for card in (c for area in AREAS for c in data.get(area) or [] if c.get("name") == name and "other-side" not in c):
        kind = flips[0].get("side-type") or card.get("type", "asset")
        side: dict[str, Any] = {"name": f"{name} (other side)", "type": kind}
        if kind == "enemy":
            side.update(health=3, fight=2, evade=2, attack={"damage": 1, "horror": 1})
        card["other-side"] = side


def investigators_named(data: dict[str, Any], effects: list[dict[str, Any]]) -> None:
    """An investigator an effect names by his or her printed name as its ``who`` ("Zoey Samaras suffers 1 mental
    trauma") is an investigator in the scene, at the first room (the situation checks every name an ability uses)."""
    present = {i["name"] for i in data["investigators"]} | {c["name"] for area in AREAS for c in data.get(area) or []}
    for effect in effects_within(effects):
        who = effect.get("who")
        if isinstance(who, str) and who[:1].isupper() and who not in TARGET_SELECTORS and who not in present:
            present.add(who)
            data["investigators"].append({"name": who, "location": data["locations"][0]["name"], "health": 7,
                                          "sanity": 7})
