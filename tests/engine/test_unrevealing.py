"""Flipping a location to its unrevealed side (``effects/unrevealing.py``).

[ahlcg/rr/location-cards] "Locations enter play in an 'unrevealed' state"; "If an investigator moves to an unrevealed
location, that location is revealed by turning it to its other side, and placing a number of clues on it equal to its
clue value." [ahlcg/faq/q-when-a-location-flips-from-its-non-spectral] a location that flips "does not leave play":
its tokens and what is at it stay.
"""

from __future__ import annotations

from typing import Any


def _unreveal(world: dict[str, Any], to: str, *then: dict[str, Any]) -> dict[str, Any]:
    world["locations"][1]["clue-value"] = 3
    world["cards"].append({"name": "Rift", "type": "asset", "controller": "Roland",
                           "abilities": [{"kind": "free", "effects": [{"effect": "unreveal-location", "to": to}]}]})
    world["do"] += [{"who": "Roland", "use": "Rift"}, *then]
    return world


def test_a_location_flipped_to_its_unrevealed_side_keeps_its_tokens_and_occupants(world, run, find):
    """It does not leave play: its clues stay on it and the investigators stay at it."""
    trace = run(_unreveal(world, "Hall"))
    find(trace, "Hall flips to its unrevealed side: it does not leave play (2 clues stay on it, still at it: Roland, "
                "Agnes)")
    hall = trace.final_state["locations"]["Hall"]
    assert hall["revealed"] is False and hall["clues"] == 2
    assert trace.final_state["investigators"]["Roland"]["location"] == "Hall"


def test_an_investigator_entering_it_again_reveals_it_and_places_its_clue_value(world, run, find):
    """If an investigator moves to an unrevealed location, that location is revealed … placing … its clue value."""
    trace = run(_unreveal(world, "Attic", {"who": "Roland", "action": "move", "to": "Attic"}))
    assert find(trace, "Attic flips to its unrevealed side") < find(trace, "3 clues placed on Attic")
    attic = trace.final_state["locations"]["Attic"]
    assert attic["revealed"] is True and attic["clues"] == 1 + 3


def test_turning_unrevealed_is_a_flip_abilities_wait_for(world, run):
    """"After a location is flipped over" (Winged One): the flip occurrence."""
    world["cards"].append({"name": "Watcher", "type": "asset", "controller": "Agnes", "abilities": [
        {"kind": "forced", "timing": "after", "trigger": {"event": "flip", "what": "location"},
         "effects": [{"effect": "gain-resources", "amount": 1}]}]})
    assert run(_unreveal(world, "Attic")).final_state["investigators"]["Agnes"]["resources"] == 3 + 1


def test_a_location_already_unrevealed_is_not_flipped(world, run):
    """Nothing could change: the ability cannot be initiated (the golden rules: no potential to change the state)."""
    world["locations"][1]["revealed"] = False
    trace = run(_unreveal(world, "Attic"))
    assert any("no potential to change the game state" in s.text for s in trace.steps)
