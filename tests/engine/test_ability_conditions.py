"""A condition printed before an ability's colon (Costs: "the aspect preceding the colon indicates
the ability costs that must be paid and any triggering conditions that must be met to trigger the
ability"): checked with the play restrictions, before any cost is paid; unmet, the ability cannot be
initiated and nothing is paid."""

from __future__ import annotations

from typing import Any

import pytest

from kb.engine import SituationError, situation_from_data
from kb.engine.core.counted import count, holds
from kb.engine.core.state import State
from kb.engine.situation.spec import Condition


def _library(world: dict[str, Any], condition: dict[str, Any], clues: int) -> dict[str, Any]:
    world["locations"][0]["clues"] = clues
    world["locations"][0]["abilities"] = [{"kind": "action", "condition": condition, "cost": {"resources": 1},
                                           "effects": [{"effect": "draw", "amount": 1}]}]
    world["investigators"][0]["deck"] = ["Card A"]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    return world


NO_CLUES_HERE = {"count": "clue-on-this-location", "at-most": 0}


def test_a_condition_that_holds_lets_the_ability_initiate(world, run, find):
    trace = run(_library(world, NO_CLUES_HERE, clues=0))
    assert find(trace, "play restrictions checked") < find(trace, "costs paid simultaneously") < find(trace, "draws")
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Card A"]


def test_an_unmet_condition_stops_the_ability_before_any_cost_is_paid(world, run, find):
    trace = run(_library(world, NO_CLUES_HERE, clues=2))
    refused = trace.steps[find(trace, "its condition before the colon is not met")]
    assert "there are 2" in refused.text and "ahlcg/rr/costs" in refused.rules
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["resources"], roland["actions"], roland["hand"]) == (5, 3, [])


def test_counts_of_an_investigator_and_of_a_location(world, run):
    rich = {"count": "resource-you-have", "at-least": 6}
    assert run(_library(world, rich, clues=0)).final_state["investigators"]["Roland"]["hand"] == []
    world["investigators"][0]["resources"] = 6
    assert run(_library(world, rich, clues=0)).final_state["investigators"]["Roland"]["hand"] == ["Card A"]
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 1, "fight": 1, "evade": 1,
                       "attack": {"damage": 1, "horror": 0}}]
    quiet = {"count": "enemy-at-your-location", "at-most": 0}
    assert run(_library(world, quiet, clues=0)).final_state["investigators"]["Roland"]["hand"] == ["Card A"]
    world["cards"][0].pop("location")
    world["cards"][0]["engaged"] = "Roland"  # an investigator's enemies are those engaged with him or her
    unengaged = {"count": "enemy-engaged-with-you", "at-most": 0}
    assert run(_library(world, unengaged, clues=0)).final_state["investigators"]["Roland"]["hand"] == []


def test_a_triggered_abilitys_condition_counts_a_holder_it_names_without_a_choice(world):
    """A reaction's "if" is checked when its trigger occurs: nothing is chosen then, so it names its holder."""
    chosen = {"count": "clue-on-a-connecting-location", "at-most": 0}
    world["locations"][0]["abilities"] = [{"kind": "reaction", "timing": "after", "trigger": {"event": "move"},
                                           "condition": chosen, "effects": [{"effect": "draw"}]}]
    with pytest.raises(SituationError, match="a-connecting-location"):
        situation_from_data(world)


@pytest.mark.parametrize(("clues", "drawn"), [(0, ["Card A"]), (1, [])])
def test_a_condition_read_from_the_printed_text(world, run, clues, drawn):
    world["locations"][0].update(clues=clues, text="[action] If there are no clues on the Hall: Draw 1 card.")
    world["investigators"][0]["deck"] = ["Card A"]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    assert run(world).final_state["investigators"]["Roland"]["hand"] == drawn


def test_during_your_turn_the_ability_may_be_used_only_in_your_own_turn(world, run, find):
    world["investigators"][1]["abilities"] = [{"kind": "free", "condition": {"during": "your-turn"},
                                               "effects": [{"effect": "gain-resources", "amount": 1}]}]
    world["do"] = [{"who": "Agnes", "use": "Agnes"}]
    trace = run(world)  # Roland's turn
    refused = trace.steps[find(trace, "may be used only during your turn, and it is Roland's turn")]
    assert "ahlcg/rr/costs" in refused.rules
    assert trace.final_state["investigators"]["Agnes"]["resources"] == 3
    world["turn"] = "Agnes"
    assert run(world).final_state["investigators"]["Agnes"]["resources"] == 4


def test_a_condition_names_a_count_or_a_time_period(world):
    world["locations"][0]["abilities"] = [{"kind": "action", "condition": {"at-most": 0},
                                           "effects": [{"effect": "draw"}]}]
    with pytest.raises(SituationError, match="bounds a count of the state"):
        situation_from_data(world)


def test_a_count_with_no_holder_is_not_met_even_at_most_zero(world):
    """An absent holder cannot satisfy a condition on what it holds: "if there are no enemies at your location" for
    no investigator, or "if you have no cards in your hand" with no "you", is not met — the same for every count
    condition (an ability's, a play restriction, a chaos token's "instead if")."""
    state = State(situation_from_data(world))
    quiet = Condition("enemy-at-your-location", at_most=0)
    assert holds(state, quiet, "Roland") == (True, "0 (enemies at Roland's location)")
    assert holds(state, quiet, None) == (False, "nothing to count")
    assert holds(state, Condition("card-in-your-hand", at_most=0), "Nobody") == (False, "nothing to count")
    assert count(state, "clue-on-this-location", None, "Hall") == (2, "2 (clues on Hall's location)")
