"""A constant 'cannot' under a count of the investigators at its location ("If there is an investigator at Bishop's
Brook, other investigators cannot enter Bishop's Brook"): Constant Abilities — it applies while its condition holds,
re-counted each time it is consulted; Cannot — the move into the location does not happen (Moving: an investigator
already there does not enter it, so "other investigators" is every investigator who could)."""

from __future__ import annotations

from typing import Any

BROOK = {"kind": "constant", "cannot": True, "applies-to": {"event": "move", "what": "self", "who": "investigator"},
         "condition": {"count": "investigator-at-this-location", "at-least": 1},
         "text": "If there is an investigator at Attic, other investigators cannot enter Attic."}


def _world(world: dict[str, Any], agnes_at: str) -> dict[str, Any]:
    world["locations"][1]["abilities"] = [BROOK]
    world["investigators"][1]["location"] = agnes_at
    world["do"] = [{"who": "Roland", "action": "move", "to": "Attic"}]
    return world


def test_an_occupied_location_cannot_be_entered(world, run, find):
    trace = run(_world(world, "Attic"))
    note = trace.steps[find(trace, "Roland cannot move from Hall to Attic (Attic:")]  # no valid destination (Move)
    assert "ahlcg/rr/cannot" in note.rules and "ahlcg/rr/move" in note.rules
    assert trace.final_state["investigators"]["Roland"]["location"] == "Hall"


def test_an_empty_location_may_be_entered(world, run):
    trace = run(_world(world, "Hall"))
    assert trace.final_state["investigators"]["Roland"]["location"] == "Attic"
