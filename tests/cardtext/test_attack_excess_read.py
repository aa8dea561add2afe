"""The excess of the attacks one ability makes (:mod:`kb.cardtext.attack_excess`): "If <card>'s attack deals you
horror in excess of your sanity, …" right after "<card> attacks …" is that effect's ``horror-in-excess``; the engine's
side is ``tests/engine/conformance/test_conformance_attack_excess.py``."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

HASTUR = ("Forced - At the beginning of the enemy phase, if Hastur is ready: Hastur attacks each investigator, in "
          "player order (regardless of their location). If Hastur's attack deals you horror in excess of your sanity, "
          "you take 1 damage, as well.")


def forced(text: str, name: str = "Hastur") -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, name=name, type_code="enemy")
    return [a.to_json() for a in result.abilities if a.kind == "forced"], [g.reason for g in result.gaps]


def test_hasturs_attacks_carry_the_damage_taken_with_their_excess():
    (ability,), gaps = forced(HASTUR)
    assert not gaps
    assert ability["effects"] == [{"effect": "enemy-attacks", "who": "each-investigator",
                                   "horror-in-excess": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}]


def test_damage_in_excess_of_health_after_the_attack():
    text = ("Forced - After you end your turn: Hastur attacks you. If Hastur's attack deals you damage in excess of "
            "your health, you take 1 horror.")
    (ability,), gaps = forced(text)
    assert not gaps
    assert ability["effects"][0]["damage-in-excess"] == [{"effect": "deal-horror", "amount": 1, "to": "you"}]


def test_horror_in_excess_of_health_is_refused():
    text = ("Forced - After you end your turn: Hastur attacks you. If Hastur's attack deals you horror in excess of "
            "your health, you take 1 damage.")
    _, gaps = forced(text)
    assert any("only horror exceeds sanity" in g for g in gaps)


def test_without_the_attack_before_it_the_sentence_is_no_follow_up():
    text = "Forced - After you end your turn: Take 1 horror. If Hastur's attack deals you horror in excess of your " \
           "sanity, you take 1 damage, as well."
    (ability,), gaps = forced(text)
    assert all("horror-in-excess" not in e for e in ability["effects"])
    assert gaps
