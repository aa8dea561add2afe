"""An enemy at a location named by its direction round the board, from Flooded Square (82014): "[action]:
Automatically evade a non-Elite enemy at the location in the counter-clockwise direction."

- The location in the counter-clockwise direction is the one before yours in the layout's ring (situation/layout.py);
  "a non-Elite enemy" there is one of those, chosen (Target); an automatic evasion exhausts it (Enemy Evasion).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "conformance"))
from rulecases import at, run, world  # noqa: E402

FLOODED_SQUARE = ("Flooded Square is connected to the location in the clockwise direction.\n[action]: Automatically "
                  "evade a non-[[Elite]] enemy at the location in the counter-clockwise direction.")


def _square() -> dict:
    """Roland at Flooded Square, between the Canal (counter-clockwise) and the Bridge (clockwise); the Canal holds a
    Thug and an Elite Priest, the Bridge a Rat."""
    data = world(do=[{"who": "Roland Banks", "action": "activate", "card": "Flooded Square"}])
    data["investigators"] = data["investigators"][:1]
    data["investigators"][0]["location"] = "Flooded Square"
    data["locations"] = [{"name": "Canal"}, {"name": "Flooded Square", "text": FLOODED_SQUARE}, {"name": "Bridge"}]
    data["layout"] = {"ring": ["Canal", "Flooded Square", "Bridge"]}
    data["cards"] = [
        {"name": "Priest", "type": "enemy", "traits": ["Elite"], "location": "Canal", "fight": 4, "evade": 4,
         "health": 5, "damage": 1, "horror": 1},
        {"name": "Thug", "type": "enemy", "location": "Canal", "fight": 2, "evade": 2, "health": 2, "damage": 1,
         "horror": 1},
        {"name": "Rat", "type": "enemy", "location": "Bridge", "fight": 1, "evade": 1, "health": 1, "damage": 1,
         "horror": 0}]
    return data


def test_the_non_elite_enemy_counter_clockwise_is_evaded():
    trace = run(_square())
    final = trace.final_state["cards"]
    assert final["Thug"]["exhausted"] is True
    assert not final["Priest"]["exhausted"]  # Elite: not among those picked
    assert not final["Rat"]["exhausted"]  # the clockwise location's: not the direction named
    assert at(trace, "Flooded Square") < at(trace, "Thug")
