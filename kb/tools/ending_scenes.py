"""Scenes in which a game ends (for ``kb.tools.card_scenes``): the scenario's, and an investigator's by defeat.

The game ends ("When the game ends", Cover Up): the agenda stands one doom short of its threshold, and the mythos
phase places that doom (1.2) and checks it (1.3): the agenda advances, its reverse side invokes a resolution, and
the scenario ends (Winning and Losing), so the game ends.

An investigator is defeated ("Play when you would be defeated", Cheat Death; "After you are defeated"). The investigator stands one damage short of his health, engaged with an
enemy, and the enemy phase's attacks step (3.3) comes: the attack's 1 damage defeats him (Investigator Defeat:
damage equal to his health)."""

from __future__ import annotations

from typing import Any

#: the enemy whose attack defeats the investigator, when the scene holds none engaged with him or her
ATTACKER = "Ghoul Minion"
#: the trigger's ``what`` naming the investigator the scene acts for ("you", "an investigator")
DEFEATED_INVESTIGATORS = frozenset({"you", "an-investigator"})
#: an elimination's trigger names the investigator in ``who`` ("When an investigator is eliminated")
ELIMINATED_INVESTIGATORS = frozenset({"you", "investigator", "an-investigator"})


def defeat_scene(event: str | None, trigger: dict[str, Any]) -> bool:
    """Whether the trigger is met by an investigator's defeat: "After you are defeated", or his or her elimination
    that follows it (Elimination: a defeated investigator is eliminated)."""
    return (event == "defeated" and trigger.get("what") in DEFEATED_INVESTIGATORS) or \
        (event == "eliminated" and trigger.get("who") in ELIMINATED_INVESTIGATORS)


def investigator_defeated(data: dict[str, Any], me: str) -> None:
    """Put ``me`` one damage short of defeat, engaged with an enemy (one the scene holds already, else the caller's),
    and replay the enemy attacks step."""
    person = next(i for i in data["investigators"] if i["name"] == me)
    person["damage"] = int(person.get("health") or 1) - 1
    if not any(c.get("type") == "enemy" and c.get("engaged") == me for c in data["cards"]):
        data["cards"].append({"name": ATTACKER, "type": "enemy", "health": 3, "fight": 2, "evade": 2,
                              "attack": {"damage": 1, "horror": 1}, "engaged": me})
    data.update(round=2, start="3.3", until="3.3")


def game_ended(data: dict[str, Any]) -> None:
    """The scene's agenda one doom short of its threshold, its reverse invoking a resolution; the mythos phase's doom
    steps replayed."""
    agenda = next(c for c in data["cards"] if c.get("type") == "agenda")
    agenda.update(doom=int(agenda.get("threshold") or 1) - 1, reverse=[{"effect": "resolution", "to": "R1"}])
    data.update(round=2, start="1.2", until="1.3")
