"""A limit on one instruction of an ability (cardtext/once_per.py): "Once per turn, if you succeed by 3 or more, you may
take an additional action this turn" — the rest read as any sentence, wrapped in ``once`` (``per`` the period), under
its condition so an unmet condition does not use it; the ability's own limit is not it."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

DERRINGER = ("Uses (3 ammo).\n[action] Spend 1 ammo: <b>Fight.</b> You get +2 [combat] for this attack. If you succeed by "
             "1 or more, this attack deals +1 damage. Once per turn, if you succeed by 3 or more, you may take an "
             "additional action this turn.")


def _read(text: str, kind: str = "asset") -> tuple[list[Any], list[str]]:
    result = parse_card_text(text, name="X", type_code=kind)
    return list(result.abilities), [g.text for g in result.gaps]


def test_once_per_turn_limits_the_instruction_under_its_condition() -> None:
    abilities, gaps = _read(DERRINGER)
    assert gaps == []
    (fight,) = [e for a in abilities for e in a.effects]
    first, second = fight["success"]
    assert first["amount"] == 1 and first["effects"] == [{"effect": "attack-damage", "amount": 1}]  # not limited
    assert second["effect"] == "by-at-least" and second["amount"] == 3  # "if you succeed by 3 or more"
    (once,) = second["effects"]
    assert once["effect"] == "once" and once["per"] == "turn"  # "Once per turn"
    assert once["effects"] == [{"effect": "gain-actions", "amount": 1, "may": True}]  # "you may take an additional
    assert once["text"].startswith("Once per turn,")  # action this turn"
    assert all(a.limit is None for a in abilities)  # the ability itself is not limited


def test_the_period_is_the_one_printed() -> None:
    abilities, gaps = _read(DERRINGER.replace("Once per turn", "Once per round"))
    assert gaps == []
    once = [e for a in abilities for e in a.effects][0]["success"][1]["effects"][0]
    assert once["per"] == "round"


def test_an_instruction_with_no_condition_is_limited_whole() -> None:
    abilities, gaps = _read("[reaction] After you defeat an enemy: Draw 1 card. Once per game, gain 2 resources.")
    assert gaps == []
    effects = [e for a in abilities for e in a.effects]
    assert effects[0]["effect"] == "draw"
    assert effects[1]["effect"] == "once" and effects[1]["per"] == "game"
    assert effects[1]["effects"] == [{"effect": "gain-resources", "amount": 2}]


def test_an_unread_rest_is_a_gap_and_adds_nothing() -> None:
    abilities, gaps = _read("[reaction] After you defeat an enemy: Draw 1 card. Once per turn, frobnicate the moon.")
    assert gaps
    assert not any(e["effect"] == "once" for a in abilities for e in a.effects)
