"""The enemies a card's reading names by their printed names, for its smoke scenes (for ``kb.tools.card_scenes``):
"Move The Rougarou (one location at a time) until it enters that location" (an effect's ``enemy``), "After The
Rougarou enters attached location" (the ``what`` of an enemy's move, ``enemy-moves``; the ``source`` of an attack,
``enemy-attack``), "Attached enemy gets -1 fight", "The Rougarou gets +1 fight" (a constant on a fight or evade of
it).

The reading says of each that it is an enemy, so the scene holds it as one — ready, unengaged, in the first room —
before anything else the scene adds by name, which would otherwise stand in for it with an asset ("Attach Bear Trap
to The Rougarou" names a card of no stated type). Kept apart from :mod:`kb.tools.card_scenes`, which adds the other
cards a reading names.
"""

from __future__ import annotations

from typing import Any

from kb.engine.situation.vocabulary import TARGET_SELECTORS
from kb.engine.situation.vocabulary.events import FILTER_SELECTORS

from .card_scene_names import effects_within, own_effects

#: The events whose ``what`` is an enemy, and those whose ``source`` is.
ENEMY_WHAT = frozenset({"enemy-moves", "evade", "evaded", "engage"})
ENEMY_SOURCE = frozenset({"enemy-attack"})
#: A constant ability on these tests is on its enemy (``applies-to.what``).
ENEMY_TESTS = frozenset({"fight", "evade"})
#: The values of an enemy a scene adds, as :mod:`kb.tools.card_scenes` gives its own.
_ENEMY = {"type": "enemy", "health": 3, "fight": 2, "evade": 2, "attack": {"damage": 1, "horror": 1}}


def _printed(name: Any) -> bool:
    """A printed name (capitalised, no selector): "The Rougarou", not ``each-enemy`` nor ``trait:monster``."""
    return isinstance(name, str) and name[:1].isupper() and ":" not in name and name not in TARGET_SELECTORS \
        and name not in FILTER_SELECTORS


def enemies_named(parsed: dict[str, Any]) -> list[str]:
    """The printed names the reading uses as enemies, in the order read."""
    found: list[str] = []
    for effect in effects_within(own_effects(parsed)):
        found.append(effect.get("enemy"))
    for ability in parsed.get("abilities") or []:
        for trigger in (ability.get("trigger") or {}).get("any-of") or [ability.get("trigger") or {}]:
            found.append(trigger.get("what") if trigger.get("event") in ENEMY_WHAT else
                         trigger.get("source") if trigger.get("event") in ENEMY_SOURCE else None)
        applies = ability.get("applies-to") or {}
        if applies.get("via") in ENEMY_TESTS or applies.get("event") in ENEMY_TESTS:
            found.append(applies.get("what"))
    return [name for name in dict.fromkeys(found) if _printed(name)]


def named_enemies_in_play(data: dict[str, Any], parsed: dict[str, Any], name: str) -> None:
    """Each enemy the reading names (but the card itself) is in the scene, ready and unengaged in the first room."""
    present = {c["name"] for c in data["cards"] + data.get("set-aside", [])} | \
        {x["name"] for x in data["locations"] + data["investigators"]}
    for enemy in enemies_named(parsed):
        if enemy != name and enemy not in present:
            present.add(enemy)
            data["cards"].append({"name": enemy, **_ENEMY, "location": data["locations"][0]["name"]})
