"""A play condition of two conjuncts before the colon, one of them about every location ("[action] If each location
in play is revealed and there are no clues on locations in play: Place 1 [per_investigator] clues on …"): the ability
may be initiated only while both hold (Costs: the aspect preceding the colon … any triggering conditions that must be
met); "each location in play is revealed" holds when no location in play is unrevealed (Location Cards), and "no clues
on locations in play" counts the clues on every location."""

from __future__ import annotations

from typing import Any

import pytest

HALLS = ("[action] If each location in play is revealed and there are no clues on locations in play: Place 1 "
         "[per_investigator] clues on Hall <i>(from the token bank)</i>.")


def _halls(world: dict[str, Any], attic_revealed: bool, hall_clues: int, attic_clues: int) -> dict[str, Any]:
    world["locations"][0].update(clues=hall_clues, text=HALLS)
    world["locations"][1].update(clues=attic_clues, revealed=attic_revealed)
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    return world


def test_both_conjuncts_holding_the_clues_are_placed(world, run, find):
    trace = run(_halls(world, attic_revealed=True, hall_clues=0, attic_clues=0))
    assert find(trace, "play restrictions checked") < find(trace, "costs paid simultaneously")
    final = trace.final_state
    assert final["locations"]["Hall"]["clues"] == 2  # 1 per investigator, two investigators
    assert final["investigators"]["Roland"]["actions"] == 2


@pytest.mark.parametrize(("attic_revealed", "hall_clues", "attic_clues", "said"), [
    (False, 0, 0, "(unrevealed-location in play: Attic)"),
    (True, 0, 1, "1 (clues on Hall, Attic)"),
    (True, 2, 0, "2 (clues on Hall, Attic)")])
def test_either_conjunct_unmet_refuses_the_ability_before_its_action_is_spent(world, run, find, attic_revealed,
                                                                             hall_clues, attic_clues, said):
    trace = run(_halls(world, attic_revealed, hall_clues, attic_clues))
    refused = trace.steps[find(trace, "its condition before the colon is not met")]
    assert said in refused.text and "ahlcg/rr/costs" in refused.rules
    final = trace.final_state
    assert final["locations"]["Hall"]["clues"] == hall_clues
    assert final["investigators"]["Roland"]["actions"] == 3
