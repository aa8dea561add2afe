"""Enemies that move toward a location instead of where they would normally move (procedures/luring.py), written
from Lure's printed sentences: "During the enemy phase, each enemy that moves does so along the shortest path toward
the attached location, instead of to where it would normally move." and "Forced - While attached, at the end of the
round: Discard Lure." Each case a minimal board, asserting the path taken and what the trace shows."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent / "conformance"))
from rulecases import absent, at, run, world  # noqa: E402

LURE = ("Attach to your location.\nDuring the enemy phase, each enemy that moves does so along the shortest path "
        "toward the attached location, instead of to where it would normally move.\n<b>Forced</b> - While attached, "
        "at the end of the round: Discard Lure.")


def _line(lure_at: str | None = "Cellar", ghoul: dict[str, Any] | None = None, **top: Any) -> dict[str, Any]:
    """A line Cellar – Hall – Attic – Study; the investigators at the Study, a hunter at the Hall, Lure at the Cellar."""
    cards: list[dict[str, Any]] = [{"name": "Ghoul", "type": "enemy", "location": "Hall", "health": 3,
                                    "keywords": ["hunter"], **(ghoul or {})}]
    if lure_at is not None:
        cards.append({"name": "Lure", "type": "event", "owner": "Roland Banks", "attached-to": lure_at, "text": LURE})
    data = world(**{"phase": "enemy", "start": "3.2", "until": "3.2", **top}, cards=cards)
    data["locations"] = [
        {"name": "Cellar", "connections": ["Hall"]},
        {"name": "Hall", "connections": ["Cellar", "Attic"]},
        {"name": "Attic", "connections": ["Hall", "Study"]},
        {"name": "Study", "connections": ["Attic"]},
    ]
    for inv in data["investigators"]:
        inv["location"] = "Study"
    return data


def test_a_hunter_moves_toward_the_lured_location_instead_of_the_nearest_investigator():
    trace = run(_line())
    said = at(trace, "Ghoul moves toward Cellar instead of where it would normally move")
    assert at(trace, "Ghoul moves from Hall to Cellar", said) > said
    assert absent(trace, "Ghoul moves from Hall to Attic")


def test_without_lure_the_hunter_moves_toward_the_nearest_investigator():
    trace = run(_line(lure_at=None))
    assert at(trace, "Ghoul moves from Hall to Attic") >= 0 and absent(trace, "instead of where it would normally")


def test_an_enemy_at_the_lured_location_does_not_move():
    trace = run(_line(lure_at="Hall"))
    assert at(trace, "Ghoul does not move: it is there already") >= 0 and absent(trace, "Ghoul moves from")


def test_an_enemy_that_does_not_move_is_not_made_to_move():
    """"each enemy that moves": a hunter at an investigator's location does not move, Lure or not (Hunter)."""
    data = _line(ghoul={"keywords": ["hunter", "aloof"]})  # aloof: it stays unengaged with Roland Banks at the Hall
    data["investigators"][0]["location"] = "Hall"
    trace = run(data)
    assert at(trace, "Ghoul is at Hall with an investigator: it does not move") >= 0
    assert absent(trace, "instead of where it would normally move") and absent(trace, "Ghoul moves from")


def test_outside_the_enemy_phase_an_effect_moves_the_enemy_where_it_says():
    """"During the enemy phase": in the investigation phase an effect's move is not redirected."""
    data = _line()
    for key in ("start", "until"):
        data.pop(key)
    data["phase"] = "investigation"
    data["cards"].append({"name": "Whistle", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "effects": [{"effect": "move-enemy", "enemy": "Ghoul", "to": "Attic"}]}]})
    data["do"] = [{"who": "Roland Banks", "action": "activate", "card": "Whistle"}]
    trace = run(data)
    assert at(trace, "Ghoul moves from Hall to Attic") >= 0 and absent(trace, "instead of where it would normally")


def test_lure_is_discarded_at_the_end_of_the_round_while_attached():
    data = _line(start="4.6", until="4.6", phase="upkeep")
    trace = run(data)
    assert at(trace, "Lure") >= 0
    assert "Lure" in trace.final_state["investigators"]["Roland Banks"]["discard"]
