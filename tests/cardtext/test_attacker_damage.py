"""The attacker's damage dealt by a card, not by the attack (cardtext/attacker_damage.py): "deal the attacking enemy's
damage to itself" — the attack's damage value, counted as the instruction resolves, dealt to the attacker ("itself":
the card whose damage it is) or to any target the reader composes; outside an attack's triggering condition, a gap."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

GAZE = ("Fast. Play when an enemy attacks an investigator at your location.\nCancel that attack. Then, reveal a random "
        "token from the chaos bag. If it has a [skull], [cultist], [tablet], [elder_thing], or [auto_fail] symbol, "
        "deal the attacking enemy's damage to itself.")


def _read(text: str, kind: str = "event") -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, name="X", type_code=kind)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


def _counted(effect: dict[str, Any]) -> tuple[str, list[dict[str, Any]]]:
    return effect["count"], effect["effects"]


def test_the_attacking_enemys_damage_to_itself_is_the_attacks_damage_dealt_to_the_attacker() -> None:
    effects, gaps = _read(GAZE)
    assert gaps == []
    assert [e["effect"] for e in effects] == ["cancel", "reveal-token", "if-revealed"]
    inner = effects[2]["effects"]
    assert [e["effect"] for e in inner] == ["for-each"]
    count, dealt = _counted(inner[0])
    assert count == "attack-damage-of:attacking-enemy"  # "the attacking enemy's damage"
    assert dealt == [{"effect": "deal-damage", "amount": 1, "to": "attacking-enemy"}]  # "to itself"


def test_that_enemys_damage_to_another_target_is_the_target_read_as_any() -> None:
    effects, gaps = _read("Fast. Play when an enemy attacks you.\nCancel that attack. Deal that enemy's damage to "
                          "each other enemy at your location.")
    assert gaps == []
    count, dealt = _counted(effects[1])
    assert count == "attack-damage-of:attacking-enemy"
    assert dealt[0]["to"] != "attacking-enemy" and dealt[0]["to"].startswith("each-")


def test_with_no_attack_as_the_triggering_condition_it_is_a_gap() -> None:
    _, gaps = _read("Fast. Play when an enemy is defeated.\nDeal the attacking enemy's damage to itself.")
    assert gaps


OOPS = ("Fast. Play after you fail a skill test by 2 or less while attacking an enemy engaged with you.\nDeal this "
        "attack's damage to a different enemy at your location.")


def test_this_attacks_damage_to_a_different_enemy_is_the_attack_dealing_it_to_another_enemy() -> None:
    effects, gaps = _read(OOPS)
    assert gaps == []
    # "this attack's damage": the attack's; "a different enemy at your location": one other than the one attacked
    assert effects == [{"effect": "deal-attack-damage", "to": "an-other-enemy-at-your-location"}]


def test_a_different_enemy_is_another_enemy() -> None:
    different, _ = _read(OOPS)
    another, _ = _read(OOPS.replace("a different enemy", "another enemy"))
    assert different == another


def test_this_attacks_damage_with_no_attack_being_made_is_a_gap() -> None:
    _, gaps = _read("Fast. Play after you fail a skill test.\nDeal this attack's damage to a different enemy at your "
                    "location.")
    assert gaps
