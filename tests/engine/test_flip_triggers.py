"""Abilities that wait for a location to be flipped over (the ``flip`` occurrence), by where that location is: "When
Creature out of Demhe's location or a connecting location is flipped over" — the bearer's own location
(``this-location``) or one connected to it (``location-connecting-to-this-location``, read on the board with the
connections cards state, ``core/connections.py``).

[ahlcg/faq/q-when-a-location-flips-from-its-non-spectral] a location that flips "does not leave play": the flip is its
own occurrence, the one these conditions name.
"""

from __future__ import annotations

from typing import Any

_WAITS = {"any-of": [{"event": "flip", "what": "this-location"},
                     {"event": "flip", "what": "location-connecting-to-this-location"}]}


def _flip(world: dict[str, Any], room: str) -> dict[str, Any]:
    """Creature waits at the Hall (connected to the Attic; the Cellar is connected to neither); a Lever flips ``room``."""
    world["locations"].append({"name": "Cellar", "connections": [], "clues": 0, "shroud": 1})
    for loc in world["locations"]:
        loc["other-side"] = {"shroud": 4}
    world["cards"] += [
        {"name": "Creature", "type": "enemy", "location": "Hall", "exhausted": True, "health": 5,
         "abilities": [{"kind": "forced", "timing": "when", "trigger": _WAITS, "text": "Place 1 doom on Creature.",
                        "effects": [{"effect": "place-doom", "amount": 1, "to": "self"}]}]},
        {"name": "Lever", "type": "asset", "controller": "Roland",
         "abilities": [{"kind": "free", "effects": [{"effect": "flip-location", "to": room}]}]}]
    world["do"].append({"who": "Roland", "use": "Lever"})
    return world


def test_a_connecting_location_flipped_triggers_the_ability(world, run):
    """The Attic is connected to the Hall, the bearer's location: its flip is "a connecting location is flipped"."""
    assert run(_flip(world, "Attic")).final_state["cards"]["Creature"]["doom"] == 1


def test_the_bearers_own_location_flipped_triggers_the_ability(world, run):
    assert run(_flip(world, "Hall")).final_state["cards"]["Creature"]["doom"] == 1


def test_a_location_not_connected_to_the_bearers_does_not_trigger_it(world, run, find):
    trace = run(_flip(world, "Cellar"))
    find(trace, "Cellar flips to its other side")
    assert trace.final_state["cards"]["Creature"]["doom"] == 0
