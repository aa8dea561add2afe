""""If you fail you must either (choose one): A, or B" (Skill Test Timing, ST.7; Choices): the failed test's result
is a choice of one option, the chosen option's instructions resolved in order; a success resolves neither. Passage
into the Veil's printed sentence (its comma after "If you fail" left out), read by the reader."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

PASSAGE = ("<b>Revelation</b> - Test [willpower] (3). This test has +2 difficulty if Hunting Horror is at your "
           "location. If you fail you must either (choose one): discard the top 5 cards of your deck, or take 1 direct "
           "damage and deal 1 damage to each of your [[Ally]] assets.")


def _world(world: dict[str, Any], token: str, option: int) -> dict[str, Any]:
    """Roland (willpower 3) draws Passage into the Veil, reveals ``token`` and picks ``option``; he controls an Ally
    (Guard Dog) and a non-Ally asset (Flashlight); 6 cards in his deck."""
    result = parse_card_text(PASSAGE, name="Passage into the Veil", type_code="treachery")
    assert not result.gaps, result.gaps
    world["encounter-deck"] = [{"name": "Passage into the Veil", "type": "treachery",
                                "abilities": [result.abilities[0].to_situation()]}]
    world["cards"] = [{"name": "Guard Dog", "type": "asset", "controller": "Roland", "traits": ["Ally"], "health": 3},
                      {"name": "Flashlight", "type": "asset", "controller": "Roland"}]
    world["investigators"][0]["deck"] = [{"name": f"Card {n}", "type": "event"} for n in range(1, 7)]
    world["investigators"][0]["abilities"] = [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]}]
    world["tests"] = [{"who": "Roland", "tokens": [token]}]
    world["choices"] = [{"decision": "either", "option": option}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}]
    return world


def test_failing_and_choosing_the_first_option_discards_the_top_5_cards(world, run, find):
    trace = run(_world(world, "-1", 0))
    assert find(trace, "ST.7: apply the results") < find(trace, "chooses (0) discard-top 5") \
        < find(trace, "ST.8: the skill test ends")
    final = trace.final_state
    assert final["investigators"]["Roland"]["discard"] == [f"Card {n}" for n in range(1, 6)]
    assert final["investigators"]["Roland"]["damage"] == 0 and final["cards"]["Guard Dog"]["damage"] == 0


def test_failing_and_choosing_the_second_option_takes_direct_damage_then_damages_each_ally(world, run, find):
    trace = run(_world(world, "-1", 1))
    took = find(trace, "1 damage on Roland")
    dog = find(trace, "1 damage on Guard Dog")
    assert find(trace, "ST.7: apply the results") < find(trace, "chooses (1)") < took < dog \
        < find(trace, "ST.8: the skill test ends")
    final = trace.final_state
    assert final["investigators"]["Roland"]["damage"] == 1 and final["cards"]["Guard Dog"]["damage"] == 1
    assert final["investigators"]["Roland"]["discard"] == []
    assert not final["cards"]["Flashlight"].get("damage")


@pytest.mark.parametrize("option", [0, 1])
def test_succeeding_resolves_neither_option(world, run, option):
    final = run(_world(world, "0", option)).final_state
    assert final["investigators"]["Roland"]["discard"] == []
    assert final["investigators"]["Roland"]["damage"] == 0 and final["cards"]["Guard Dog"]["damage"] == 0
