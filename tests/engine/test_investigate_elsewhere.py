"""Investigating a location other than one's own, read from the card's sentence.

- In the Know: "Investigate any revealed location in play as if you were at that location."
- Investigate: the test is against that location's shroud, and a success discovers a clue there; the card's
  permission (Play Restrictions, Permissions, and Instructions) lets the investigator, who does not move, do it.
"""

from __future__ import annotations


def _know(world):
    world["cards"] = [{"name": "In the Know", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "designator": "investigate", "effects": [
            {"effect": "investigate", "location": "a-revealed-location"}]}]}]
    return world


def test_a_success_discovers_a_clue_at_the_location_investigated_not_the_investigators(world, run, find):
    trace = run(dict(_know(world), tests=[{"who": "Roland", "tokens": ["0"]}],
                     do=[{"who": "Roland", "action": "activate", "card": "In the Know"}],
                     choices=[{"decision": "target", "ability": "In the Know", "choose": "Attic"}]))
    step = find(trace, "Roland investigates Attic from Hall, as if at that location")
    assert "ahlcg/rr/play-restrictions-permissions-and-instructions" in trace.steps[step].rules
    assert step < find(trace, "against Attic's shroud 1")
    state = trace.final_state
    assert state["locations"]["Attic"]["clues"] == 0 and state["locations"]["Hall"]["clues"] == 2
    assert state["investigators"]["Roland"]["location"] == "Hall"
