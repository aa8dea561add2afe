"""Locations narrowed by a connection, from Curtain Call's act (03048): "Place 1 horror on each location with no horror
that is connected to a location with horror."

- Move: the locations connected to one are those its connections (printed or stated) name; of the locations with no
  horror, only those connected to a location holding horror get 1, as the effect resolves.
"""

from __future__ import annotations

from typing import Any

#: The reader's lowering of the sentence.
SPREAD = {"effect": "place-tokens", "tokens": "horror", "amount": 1,
          "to": "connected-to:with-at-least:1-horror:each-location;with-at-most:0-horror:each-location"}


def _spread(world: dict[str, Any]) -> dict[str, Any]:
    """Roland's charm places the horror; the Hall holds 1 horror, the Attic is connected to it, the Cellar to the
    Attic only."""
    world["locations"][0]["horror"] = 1
    world["locations"][1]["connections"] = ["Hall", "Cellar"]
    world["locations"].append({"name": "Cellar", "connections": ["Attic"], "clues": 0, "shroud": 2})
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland",
                       "abilities": [{"kind": "action", "effects": [SPREAD]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Charm"}]
    return world


def test_only_a_location_with_no_horror_connected_to_one_with_horror_gets_1(world, run, find):
    trace = run(_spread(world))
    final = trace.final_state["locations"]
    assert final["Attic"]["horror"] == 1  # no horror, connected to the Hall (1 horror)
    assert final["Hall"]["horror"] == 1  # holds horror already: passed over
    assert "horror" not in final["Cellar"]  # connected only to the Attic, which had none as the effect began
    find(trace, "1 horror placed on Attic: horror 0 \u2192 1")


def test_no_location_with_horror_places_none(world, run):
    situation = _spread(world)
    situation["locations"][0]["horror"] = 0
    trace = run(situation)
    assert all(not loc.get("horror") for loc in trace.final_state["locations"].values())
