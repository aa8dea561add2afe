"""The checks of a constant ability's modifiers to an enemy's values that are not a skill test's difficulty: the
damage and horror of its attacks, and a health modifier multiplied by the investigators.

"An enemy attack deals damage and horror equal to its damage and horror values" and a modifier changes the value
wherever it is read (Enemy Attacks; Modifiers): ``attack-damage-modifier`` / ``attack-horror-modifier`` govern the
attacks the ``enemy-attack`` filter names (its ``source``: the attacking enemy), and ``attack-damage-modifier`` the
damage of the investigators' attacks the ``fight`` filter names ("it takes 1 less damage from each attack made against
it": its ``what``, the enemy attacked). "When the [per_investigator] symbol
appears after a value, that value is multiplied by the number of investigators who started the scenario" (Per
Investigator): ``per-investigator`` multiplies a ``health-modifier`` ("The Masked Hunter gets +2 health per
investigator"). ``for-each`` (a count of the state) multiplies a value modifier: "+1 fight for each Cultist enemy in
play", counted whenever the value is read (Modifiers: "the game state constantly checks … any variable value").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .names import Names

#: The attack value modifiers and the field the engine's ability keeps them in.
ATTACK_MODIFIERS = ("attack-damage-modifier", "attack-horror-modifier")
#: The value modifiers a count may multiply ("+1 fight for each Cultist enemy in play"): a card's values, and a
#: constant's skill modifier ("You get +1 to each of your skills for each horror on Key of Ys"; a lasting effect's
#: "for each" is its ``for-each`` effect around it).
COUNTED = ("difficulty-modifier", "health-modifier", "sanity-modifier", "skill-modifier", *ATTACK_MODIFIERS,
           "gains-icons")  # a committed skill's own icons: "For each enemy engaged with you, X gains [combat]"


def check_attack_modifiers(names: Names, raw: Mapping[str, Any], constant: bool, parts: list[str | int]) -> None:
    """Refuse an attack value modifier on anything but a constant ability governing ``enemy-attack``, and a
    ``per-investigator`` multiplier on anything but a constant's ``health-modifier``."""
    for key in ATTACK_MODIFIERS:
        event = raw["applies-to"].get("event") if key in raw else None
        if key in raw and (event not in ("enemy-attack", "fight") or not constant
                           or (event == "fight" and key != "attack-damage-modifier")):
            raise names.fail(parts + [key], f"'{key}' is for a constant ability that applies to 'enemy-attack' (its "
                             "'source': the enemies whose attacks deal more or less) or, for damage, to 'fight' (its "
                             "'what': the enemies that take more or less damage from each attack against them)")
    if raw.get("per-investigator") and ("health-modifier" not in raw or not constant):
        raise names.fail(parts + ["per-investigator"], "'per-investigator' multiplies a constant's 'health-modifier' "
                         "by the investigators who started the scenario (Per Investigator)")
    if "for-each" in raw and (not constant or not any(key in raw for key in COUNTED)):
        raise names.fail(parts + ["for-each"], "'for-each' multiplies a constant's value modifier or the icons a "
                         "committed card gains (" + ", ".join(f"'{key}'" for key in COUNTED) + ") by a count of the "
                         "state")
    condition = raw.get("condition") or {}
    if "at" in condition and "card" not in condition:
        raise names.fail(parts + ["condition", "at"], "'at' is where the condition's 'card' must be")


def check_lasting_value(names: Names, raw: Mapping[str, Any], kind: str, parts: list[str | int]) -> None:
    """A lasting effect on a card's value ("that enemy gets -2 fight until the end of the turn"): its
    ``difficulty-modifier`` governs the skill tests made against the cards its ``to`` picks as it is established
    (``applies-to`` a ``skill-test-begins`` with the action's ``via``)."""
    if kind != "lasting" or "difficulty-modifier" not in raw:
        return
    if raw["applies-to"].get("event") != "skill-test-begins" or "to" not in raw:
        raise names.fail(parts + ["difficulty-modifier"], "a lasting 'difficulty-modifier' applies to "
                         "'skill-test-begins' and needs 'to': the cards whose value it changes (an enemy's fight or "
                         "evade, a location's shroud)")
