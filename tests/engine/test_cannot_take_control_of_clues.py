"""A 'cannot' on taking control of clues (Cannot; Clues): "Each investigator at Dianne Devine's location cannot discover
or take control of clues" — a card effect moving clues off a card to an investigator is a ``remove-clues`` occurrence
whose ``who`` is the investigator taking control of them; the constant forbids it for those it governs, and not for
an investigator elsewhere."""

from __future__ import annotations

from typing import Any

DIANNE = "Each investigator at Dianne Devine's location cannot discover or take control of clues."


def _parley(world: dict[str, Any], dianne_at: str) -> dict[str, Any]:
    """Roland, in the Hall, takes control of a clue on the witness there; Dianne Devine is at ``dianne_at``."""
    world["cards"] = [{"name": "Dianne Devine", "type": "enemy", "location": dianne_at, "exhausted": True,
                       "health": 3, "fight": 1, "evade": 1, "text": DIANNE},
                      {"name": "Jordan Perry", "type": "enemy", "location": "Hall", "exhausted": True, "health": 3,
                       "fight": 1, "evade": 1, "clues": 2,
                       "text": "[action] Parley. Take control of 1 of the clues on Jordan Perry."}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Jordan Perry"}]
    return world


def test_an_investigator_at_its_location_cannot_take_control_of_clues(world, run, find):
    """Cannot: the clue moved to Roland stays on the card, and the trace names the restriction."""
    trace = run(_parley(world, "Hall"))
    find(trace, "cannot happen: Dianne Devine")
    assert trace.final_state["investigators"]["Roland"]["clues"] == 0
    assert trace.final_state["cards"]["Jordan Perry"]["clues"] == 2


def test_an_investigator_elsewhere_takes_control_of_clues(world, run):
    """Dianne Devine in the Attic governs no one in the Hall: Roland takes control of the clue."""
    trace = run(_parley(world, "Attic"))
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1
    assert trace.final_state["cards"]["Jordan Perry"]["clues"] == 1
