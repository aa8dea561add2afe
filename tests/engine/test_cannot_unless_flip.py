"""A 'cannot … unless' on a card being flipped over (Cannot; Per Investigator): "Palace of the King cannot be flipped
over unless Hastur has at least 5 [per_investigator] damage on him" — every flip is a ``flip`` occurrence, which the
constant forbids while its condition (turned over: fewer than that many damage) holds, and lets happen once it does
not."""

from __future__ import annotations

from typing import Any

PALACE = "Hall cannot be flipped over unless Hastur has at least 2 [per_investigator] damage on him."


def _palace(world: dict[str, Any], damage: int) -> dict[str, Any]:
    """Roland flips his location (the Hall, bearing the restriction) with Hastur holding ``damage``."""
    world["locations"][0]["text"] = PALACE
    world["locations"][0]["other-side"] = {"shroud": 5}
    world["cards"] = [{"name": "Hastur", "type": "enemy", "location": "Hall", "health": 20, "fight": 1, "evade": 1,
                       "damage": damage, "exhausted": True}]
    world["investigators"][0]["abilities"] = [{"kind": "free", "text": "Flip your location.",
                                               "effects": [{"effect": "flip-card", "to": "your-location"}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    return world


def test_cannot_be_flipped_over_unless_the_flip_cannot_happen_while_the_condition_is_unmet(world, run, find):
    """Cannot is absolute while the "unless" is unmet (3 damage; 2 per investigator, two investigators started: 4
    needed): the location keeps its side, and the trace names the restriction."""
    trace = run(_palace(world, 3))
    find(trace, "cannot happen: Hall")
    assert trace.final_state["locations"]["Hall"]["shroud"] != 5


def test_cannot_be_flipped_over_unless_the_flip_happens_once_the_condition_is_met(world, run, find):
    """Once Hastur has the damage (2 per investigator, two investigators started: 4), the flip happens."""
    trace = run(_palace(world, 4))
    find(trace, "Hall flips to its other side")
    assert trace.final_state["locations"]["Hall"]["shroud"] == 5
