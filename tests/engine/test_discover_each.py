"""Clues discovered at each location a selector picks: "discover 1 clue from each revealed location in play"
(Deciphered Reality).

- Clues: "an investigator discovers a clue … takes the clue from the location and places it on his or her
  investigator card"; each location picked gives its clue in turn, in the order the locations are listed.
- Effects: an effect resolves as much as it can; a location with no clue gives none.
"""

from __future__ import annotations

from typing import Any


def _discover(world: dict[str, Any], run: Any) -> Any:
    world["investigators"][0]["abilities"] = [{"kind": "free", "text": "Discover 1 clue from each revealed location "
                                               "in play.", "effects": [{"effect": "discover-clues", "amount": 1,
                                                                        "location": "each-revealed-location"}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    return run(world)


def test_clues_a_clue_is_discovered_from_each_revealed_location_in_turn(world, run, find):
    trace = _discover(world, run)
    assert find(trace, "Roland discovers 1 clue at Hall") < find(trace, "Roland discovers 1 clue at Attic")
    final = trace.final_state
    assert final["investigators"]["Roland"]["clues"] == 2
    assert final["locations"]["Hall"]["clues"] == 1 and final["locations"]["Attic"]["clues"] == 0


def test_clues_an_unrevealed_location_gives_none(world, run, find):
    world["locations"][1]["revealed"] = False
    trace = _discover(world, run)
    find(trace, "Roland discovers 1 clue at Hall")
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1
    assert trace.final_state["locations"]["Attic"]["clues"] == 1
