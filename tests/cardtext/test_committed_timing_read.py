"""A skill card's effect timed within the test it is committed to (cardtext/committed_timing.py): "After revealing
chaos tokens for this test, X" → the card's ``forced`` ability on ``reveal-chaos-token`` (after, of a skill test), once
per test, X its effects; a point the engine has not ("Before revealing chaos tokens for this test") stays a gap."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

LUCK = ("Commit only to a skill test you are performing.\nAfter revealing chaos tokens for this test, you may choose to "
        "exile X. If you do, this test is automatically successful (unless a [auto_fail] token was revealed).")


def _abilities(text: str) -> tuple[list[Any], list[str]]:
    result = parse_card_text(text, name="X", type_code="skill")
    return list(result.abilities), [u.text for u in result.unsupported]


def test_after_revealing_is_the_committed_cards_triggered_ability() -> None:
    abilities, gaps = _abilities(LUCK)
    assert not gaps
    timed = [a for a in abilities if a.kind == "forced"]
    assert len(timed) == 1
    ability = timed[0]
    assert ability.timing == "after" and ability.trigger == {"event": "reveal-chaos-token", "via": "skill-test"}
    assert ability.limit == {"count": 1, "per": "test"}
    (choice,) = ability.effects
    assert choice["effect"] == "if-able" and choice["effects"][0] == {"effect": "move-card", "zone": "exiled",
                                                                      "may": True}
    assert choice["done"] == [{"effect": "automatic", "result": "success"}]
    assert any(a.kind == "skill" and dict(a.extra).get("commit-own-test") for a in abilities)


def test_before_revealing_stays_a_gap_naming_the_point() -> None:
    _, gaps = _abilities("Before revealing chaos tokens for this test, you may choose to exile X. If you do, this test "
                         "is automatically successful.")
    assert gaps


def test_a_timed_effect_with_a_gap_of_its_own_is_not_an_ability() -> None:
    abilities, gaps = _abilities("After revealing chaos tokens for this test, frobnicate the moon.")
    assert gaps and not any(a.kind == "forced" for a in abilities)


def test_a_reveal_replaced_by_a_named_token_is_the_skills_would_ability() -> None:
    abilities, gaps = _abilities("Do not reveal chaos tokens from the chaos bag for this test. Treat the chaos token "
                                 "revealed for this test as an [elder_sign].\nWhen this test ends, remove X from the "
                                 "game.")
    assert not gaps
    (instead,) = [a for a in abilities if a.kind == "forced"]
    assert instead.timing == "would" and instead.trigger == {"event": "reveal-chaos-token", "via": "skill-test"}
    assert instead.effects == ({"effect": "resolve-sealed", "token": "elder-sign"},)


def test_a_reveal_forbidden_with_no_token_named_is_no_replacement() -> None:
    abilities, gaps = _abilities("Do not reveal chaos tokens from the chaos bag for this test.")
    assert not any(a.kind == "forced" for a in abilities) and gaps
