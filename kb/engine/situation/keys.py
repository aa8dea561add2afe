"""Keys in a situation: key tokens (2024 glossary: Key Tokens) — where each key is, whether it is facedown, and the
two [free] abilities the rules give everyone who may use a key — and The Scarlet Keys' key cards (2024 glossary:
Keys), each attached to its bearer, with the [free] ability that shifts it.

A key is one of seven colours, each unique, given under `keys` on the investigator, location or card (an enemy, a
story asset) it is on; ``{color: red, facedown: true}`` is a key still facedown. The rules' abilities become
abilities of the situation like any printed one: a location with a key on it gets "[free] If this location has no
clues: take control of each of its keys" ("If a location with a key on it has no clues, an investigator may take
control of each of the location's keys as a [free] ability"), and, when the situation has keys, each investigator
gets "[free] Give any number of your keys to another investigator at your location".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from .names import Names
from .spec import Ability, Condition, Effect, Situation
from .vocabulary import KEY_COLOURS, AbilityKind

#: Where a key set aside by the scenario's setup is (``set-aside-keys``) until an effect places it (``place-key``).
SET_ASIDE = "set-aside"

TAKE = Ability(AbilityKind.FREE, effects=(Effect("take-keys", to="self"),),
               condition=Condition(count="clue-on-this-location", at_most=0),
               text="[free] If this location has no clues: take control of each of its keys (Key Tokens).")
GIVE = Ability(AbilityKind.FREE, effects=(Effect("give-keys", to="an-investigator-at-your-location"),),
               text="[free] Give any number of your keys to another investigator at your location (Key Tokens).")

#: "While a key is attached to an investigator, that investigator may trigger its shift ability during any player
#: window as a [free] ability" (and whoever controls the story asset it is attached to).
SHIFT = Ability(AbilityKind.FREE, effects=(Effect("shift-key", to="self"),),
                text="[free] Shift this key: resolve the shift ability of its faceup side, then flip it (Keys).")


def check_bearer(raw: Mapping[str, Any], data: Mapping[str, Any], names: Names, parts: list[str | int]) -> None:
    """A key card is attached to a bearer: "A key may be bound to an investigator, a story asset, or an enemy"."""
    bearer = raw.get("bearer")
    kinds = {c["name"]: c.get("type") for c in [*data.get("cards", []), *data.get("set-aside", [])]
             if isinstance(c, Mapping)}
    if bearer is None:
        raise names.fail(parts, "a key needs its `bearer`: the investigator, story asset or enemy it is attached to")
    if bearer not in names.investigators and kinds.get(bearer) not in ("asset", "enemy"):
        raise names.fail(parts + ["bearer"], f"a key's bearer is an investigator, a story asset or an enemy (in play, "
                         f"or set aside with the key), not '{bearer}'")


@dataclass(frozen=True)
class Key:
    """A key token: its colour, what it is on, and whether it is facedown."""

    color: str
    holder: str
    facedown: bool = False


def read_keys(data: Mapping[str, Any], names: Names) -> tuple[Key, ...]:
    """Every key the situation places, checked: a known colour, each once."""
    found: list[Key] = []
    holders = [("investigators", r) for r in data["investigators"]] + [("locations", r) for r in data["locations"]] \
        + [("cards", r) for r in data.get("cards", [])] + [("set-aside-keys", {"name": SET_ASIDE, "keys":
                                                                                data.get("set-aside-keys", [])})]
    index = {"investigators": 0, "locations": 0, "cards": 0, "set-aside-keys": 0}
    for group, raw in holders:
        i = index[group]
        index[group] += 1
        for k, item in enumerate(raw.get("keys", [])):
            color, facedown = (item, False) if isinstance(item, str) else (item["color"], item.get("facedown", False))
            where = [group, k] if group == "set-aside-keys" else [group, i, "keys", k]
            if color not in KEY_COLOURS:
                raise names.fail(where, f"unknown key '{color}' (one of {', '.join(KEY_COLOURS)})")
            if any(key.color == color for key in found):
                raise names.fail(where, f"the {color} key is already placed: each key is unique")
            found.append(Key(color, raw["name"], facedown))
    return tuple(found)


def with_key_abilities(situation: Situation, keys: tuple[Key, ...]) -> Situation:
    """The situation with its keys and the abilities the rules give for them."""
    if not keys:
        return situation
    on = {key.holder for key in keys}
    locations = tuple(replace(loc, abilities=loc.abilities + (TAKE,)) if loc.name in on else loc
                      for loc in situation.locations)
    investigators = tuple(replace(inv, abilities=inv.abilities + (GIVE,)) for inv in situation.investigators)
    return replace(situation, locations=locations, investigators=investigators,
                   keys=tuple((key.color, key.holder, key.facedown) for key in keys))
