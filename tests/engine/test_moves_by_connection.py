"""A move either way along a connection, from Abbess Allegria Di Biase (82022): "Exhaust Abbess Allegria Di Biase: Move
from her location to a connecting location, or to her location from a location connected to it. Any investigator may
trigger this ability."

- Move ``from``: only an investigator at a location the selector picks moves; ``connected-to:`` picks the locations
  connected to hers (Move: connecting locations), so from one of them the investigator moves to her location.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "conformance"))
from rulecases import absent, at, run, world  # noqa: E402

ABBESS = ("[fast]: Exhaust Abbess Allegria Di Biase: Move from her location to a connecting location, or to her "
          "location from a location connected to it. Any investigator may trigger this ability.")


def _abbess(option: int, roland_at: str) -> dict:
    """Agnes controls the Abbess in the Hall; Roland, at ``roland_at``, triggers her and takes ``option``."""
    data = world(do=[{"who": "Roland Banks", "use": "Abbess Allegria Di Biase"}],
                 choices=[{"decision": "either", "option": option}])
    data["locations"] = [{"name": "Hall", "connections": ["Attic"]}, {"name": "Attic", "connections": ["Hall", "Roof"]},
                         {"name": "Roof", "connections": ["Attic"]}]
    data["investigators"][0]["location"] = roland_at
    data["investigators"][1]["location"] = "Hall"
    data["cards"] = [{"name": "Abbess Allegria Di Biase", "type": "asset", "controller": data["investigators"][1]["name"],
                      "text": ABBESS}]
    return data


def test_from_a_location_connected_to_hers_to_her_location():
    trace = run(_abbess(1, "Attic"))
    assert at(trace, "Abbess Allegria Di Biase is exhausted") < at(trace, "Roland Banks moves from Attic to Hall")
    assert trace.final_state["investigators"]["Roland Banks"]["location"] == "Hall"


def test_from_two_connections_away_the_move_to_her_location_does_not_happen():
    trace = run(_abbess(1, "Roof"))
    assert absent(trace, "Roland Banks moves")
    assert trace.final_state["investigators"]["Roland Banks"]["location"] == "Roof"
