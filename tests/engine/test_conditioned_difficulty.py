"""A card's test changed by its own text: "This test has +2 difficulty if Hunting Horror is at your location".

[ahlcg/rr/difficulty-skill-tests] "When resolving a skill test created by a card ability, the base difficulty is
indicated as a parenthetical value following the indication of which skill is being tested"; the card's own
sentence is a modifier to that difficulty (Modifiers), in force only while its condition holds, checked as the test
begins. [ahlcg/rr/st-6] "If the investigator's skill value equals or exceeds the difficulty for this test …, the
investigator succeeds at the test." — so the modifier decides success and failure at ST.6."""

from __future__ import annotations

from typing import Any


def _revealed(world: dict[str, Any], harder: Any, hunted: bool) -> dict[str, Any]:
    """Roland (willpower 3) draws a treachery testing willpower (3); failing it deals him 1 damage."""
    test: dict[str, Any] = {"effect": "test", "skill": "willpower", "difficulty": 3,
                            "fail": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}
    if harder is not None:
        test["harder"] = harder
    world["encounter-deck"] = [{"name": "Veil", "type": "treachery",
                                "abilities": [{"kind": "revelation", "effects": [test]}]}]
    if hunted:
        world["cards"] = [{"name": "Hunting Horror", "type": "enemy", "health": 3, "fight": 2, "evade": 3,
                           "location": "Hall"}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}]
    world.update(round=2, start="1.4", until="1.4")
    return world


HUNTED = {"by": 2, "if": {"card": "Hunting Horror", "state": "at-your-location"}}


def test_the_modifier_applies_while_its_condition_holds_and_the_test_fails(world, run, find):
    trace = run(_revealed(world, HUNTED, hunted=True))
    assert find(trace, "Veil: this test has +2 difficulty") > 0
    assert trace.final_state["investigators"]["Roland"]["damage"] == 1  # 3 against 5: fails at ST.6


def test_without_its_condition_the_printed_difficulty_stands(world, run, find):
    trace = run(_revealed(world, HUNTED, hunted=False))
    assert find(trace, "Veil: this test does not have +2 difficulty") > 0
    assert trace.final_state["investigators"]["Roland"]["damage"] == 0  # 3 against 3: succeeds


def test_a_modifier_with_no_condition_always_applies(world, run, find):
    trace = run(_revealed(world, {"by": 1}, hunted=False))
    assert find(trace, "Veil: this test has +1 difficulty") > 0
    assert trace.final_state["investigators"]["Roland"]["damage"] == 1
