"""Constants that hold while an enemy is moving (core/moving.py): a trait gained and a connection stated only for the
length of an enemy's move, by its hunter keyword, a patrol or an effect. Each case a minimal board written from the
card's printed sentence, asserting the path the enemy takes and what the trace shows of the period."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent / "conformance"))
from rulecases import absent, at, run, world  # noqa: E402

HIDDEN_LIBRARY = "While an enemy is moving, Hidden Library gains the [[Passageway]] trait."
OATH = {"name": "The Oath", "type": "act", "text": "Locations with the [[Passageway]] trait are connected to one another."}
GARDENS = ("While a [[Byakhee]] enemy is moving, if there is an investigator at Gardens of Luxembourg, that enemy's "
           "location is considered to be connected to Gardens of Luxembourg.")


def _library(investigators_at: str = "Hidden Library", **more: Any) -> dict[str, Any]:
    """A line Crypt – Hall – Attic – Hidden Library; the Crypt is a Passageway. A hunter at the Crypt is three
    connections from the Hidden Library by the printed connections, one while it moves (The Oath)."""
    data = world(phase="enemy", start="3.2", until="3.2", cards=[
        OATH, {"name": "Ghoul", "type": "enemy", "location": "Crypt", "health": 3, "keywords": ["hunter"]}], **more)
    data["locations"] = [
        {"name": "Crypt", "connections": ["Hall"], "traits": ["Passageway"]},
        {"name": "Hall", "connections": ["Crypt", "Attic"]},
        {"name": "Attic", "connections": ["Hall", "Hidden Library"]},
        {"name": "Hidden Library", "connections": ["Attic"], "text": HIDDEN_LIBRARY},
    ]
    for inv in data["investigators"]:
        inv["location"] = investigators_at
    return data


def test_a_hunter_moves_through_a_trait_gained_while_an_enemy_is_moving():
    """Hidden Library: "While an enemy is moving, Hidden Library gains the Passageway trait" and The Oath connects
    the Passageways: the hunter's shortest path is the one connection, and it enters the library."""
    trace = run(_library())
    gained = at(trace, "Hidden Library gains the Passageway trait")
    moved = at(trace, "Ghoul moves from Crypt to Hidden Library", gained)
    assert at(trace, "Hidden Library no longer has the Passageway trait", moved) > moved


def test_without_a_move_the_trait_is_not_gained():
    """The same board without the library's text: the hunter goes the printed way, one connection toward it."""
    data = _library()
    data["locations"][3].pop("text")
    trace = run(data)
    assert at(trace, "Ghoul moves from Crypt to Hall") >= 0 and absent(trace, "gains the Passageway trait")


def test_an_investigator_does_not_move_through_the_trait_gained_while_an_enemy_is_moving():
    """No enemy moves during an investigator's move action: the library has no Passageway trait, so The Oath does not
    connect it to the Crypt."""
    data = _library(investigators_at="Crypt")
    for key in ("start", "until"):
        data.pop(key)
    data["phase"] = "investigation"
    data["cards"][1]["exhausted"] = True
    data["do"] = [{"who": "Roland Banks", "action": "move", "to": "Hidden Library"}]
    trace = run(data)
    assert at(trace, "Hidden Library is not") >= 0 and absent(trace, "gains the Passageway trait")


def _paris(enemy_traits: list[str], investigators_at: str = "Gardens of Luxembourg") -> dict[str, Any]:
    """A line Montparnasse – Notre-Dame – Gardens of Luxembourg; a hunter at Montparnasse, two connections away."""
    data = world(phase="enemy", start="3.2", until="3.2", cards=[
        {"name": "Stealthy Byakhee", "type": "enemy", "location": "Montparnasse", "health": 2,
         "keywords": ["hunter"], "traits": enemy_traits}])
    data["locations"] = [
        {"name": "Montparnasse", "connections": ["Notre-Dame"]},
        {"name": "Notre-Dame", "connections": ["Montparnasse", "Gardens of Luxembourg"]},
        {"name": "Gardens of Luxembourg", "connections": ["Notre-Dame"], "text": GARDENS},
    ]
    for inv in data["investigators"]:
        inv["location"] = investigators_at
    return data


def test_a_moving_byakhee_is_connected_to_an_occupied_gardens():
    """Gardens of Luxembourg: while a Byakhee enemy is moving and an investigator is there, the enemy's location is
    connected to it: the hunter goes there in one move (Hunter: along the shortest path)."""
    trace = run(_paris(["Monster", "Byakhee"]))
    assert at(trace, "Stealthy Byakhee moves from Montparnasse to Gardens of Luxembourg") >= 0


def test_the_gardens_connection_is_for_byakhee_only():
    trace = run(_paris(["Monster"]))
    assert at(trace, "Stealthy Byakhee moves from Montparnasse to Notre-Dame") >= 0


def test_the_gardens_connection_needs_an_investigator_there():
    """With the investigators at Notre-Dame, nobody is at the Gardens: the printed connection is the path."""
    trace = run(_paris(["Monster", "Byakhee"], investigators_at="Notre-Dame"))
    assert at(trace, "Stealthy Byakhee moves from Montparnasse to Notre-Dame") >= 0
