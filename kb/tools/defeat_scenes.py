"""The scene in which an investigator is defeated (for ``kb.tools.card_scenes``): "Play when you would be defeated"
(Cheat Death), "After you are defeated". The investigator stands one damage short of his health, engaged with an
enemy, and the enemy phase's attacks step (3.3) comes: the attack's 1 damage defeats him (Investigator Defeat:
damage equal to his health)."""

from __future__ import annotations

from typing import Any

#: the trigger's ``what`` naming the investigator the scene acts for ("you", "an investigator")
DEFEATED_INVESTIGATORS = frozenset({"you", "an-investigator"})


def investigator_defeated(data: dict[str, Any], me: str) -> None:
    """Put ``me`` one damage short of defeat, engaged with an enemy (one the scene holds already, else the caller's),
    and replay the enemy attacks step."""
    person = next(i for i in data["investigators"] if i["name"] == me)
    person["damage"] = int(person.get("health") or 1) - 1
    data.update(round=2, start="3.3", until="3.3")
