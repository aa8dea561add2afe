"""A location picked by its distance from another and discarded: The Way Out, "Discard the location that is farthest
from The Gate to Hell" (Nearest: distance counted in connections; Leaves Play: a discarded location's card goes to the
encounter discard pile and no location stays connected to it)."""

from __future__ import annotations

FARTHEST = {"effect": "discard", "to": "farthest-from:The Gate to Hell;each-location"}


def _gate(world, *, cellar_link=True):
    """The Gate to Hell — Attic — Cellar in a line (the Cellar two connections away); Roland activates the Gate's
    action, whose effect discards the farthest location. ``cellar_link`` False: the Cellar is joined to the Gate
    directly, and the Attic is then as far as it."""
    world["locations"][0].update({"name": "The Gate to Hell", "connections": ["Attic"] + ([] if cellar_link else
                                                                                         ["Cellar"]),
                                  "abilities": [{"kind": "action", "effects": [FARTHEST]}]})
    world["locations"][1]["connections"] = ["The Gate to Hell"] + (["Cellar"] if cellar_link else [])
    world["locations"].append({"name": "Cellar", "connections": ["Attic"] if cellar_link else ["The Gate to Hell"],
                               "clues": 1, "shroud": 2})
    for who in world["investigators"]:
        who["location"] = "The Gate to Hell"
    world["do"] = [{"who": "Roland", "action": "activate", "card": "The Gate to Hell"}]
    return world


def test_the_location_farthest_from_the_gate_is_discarded(world, run, find):
    trace = run(_gate(world))
    final = trace.final_state
    assert "Cellar" not in final["locations"] and final["encounter_discard"][-1] == "Cellar"
    assert "Attic" in final["locations"]
    gone = trace.steps[find(trace, "Cellar is discarded: placed on the encounter discard pile")].text
    assert "no location is connected to it" in gone


def test_locations_tied_for_farthest_are_a_choice(world, run, find):
    """The Attic and the Cellar both one connection away: one of them is discarded, the other stays."""
    trace = run(_gate(world, cellar_link=False))
    final = trace.final_state
    assert ("Cellar" in final["locations"]) != ("Attic" in final["locations"])
    assert final["encounter_discard"][-1] in ("Attic", "Cellar")
    find(trace, "chooses among Attic, Cellar")
