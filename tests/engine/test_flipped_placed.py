"""Clue tokens flipped to their doom side and placed on another card; a count of the tokens on the location the
triggering condition names.

Interstellar Traveler: "Forced - When Interstellar Traveler enters a location: Flip 1 clue on that location to its
doom side and place it on Interstellar Traveler, or place 1 doom on Interstellar Traveler if there are no clues on that
location." [ahlcg/rr/move] the flipped token is moved from the location to the enemy: the location loses a clue, the
enemy gains a doom, and no doom is added to the location.
"""

from __future__ import annotations

from typing import Any

_TRAVELER_TEXT = ("When Interstellar Traveler enters a location: Flip 1 clue on that location to its doom side and "
                  "place it on Interstellar Traveler, or place 1 doom on Interstellar Traveler if there are no clues "
                  "on that location.")
#: The reading of the card's sentence (tests/cardtext/test_flipped_placed_read.py asserts the reader gives it).
_EFFECTS = [{"effect": "if", "condition": {"count": "clue-on:triggering-to", "at-most": 0},
             "effects": [{"effect": "place-doom", "amount": 1, "to": "self"}],
             "otherwise": [{"effect": "flip-tokens", "amount": 1, "to": "triggering-to"},
                           {"effect": "move-tokens", "tokens": "doom", "amount": 1, "from": "triggering-to",
                            "to": "self"}]}]


def _traveler(world: dict[str, Any], hall_clues: int) -> dict[str, Any]:
    """A hunter Interstellar Traveler in the Attic that moves into the Hall (Roland's) in the enemy phase."""
    forced = {"kind": "forced", "timing": "when", "trigger": {"event": "enemy-moves", "what": "self", "to": "location"},
              "text": _TRAVELER_TEXT, "effects": _EFFECTS}
    world.pop("turn", None)
    world["locations"][0]["clues"] = hall_clues
    world.update({"start": "3.1", "until": "3.2", "cards": [
        {"name": "Interstellar Traveler", "type": "enemy", "location": "Attic", "health": 3, "fight": 4, "evade": 2,
         "keywords": ["hunter"], "abilities": [forced]},
        {"name": "The Agenda", "type": "agenda", "threshold": 10}]})
    return world


def test_a_clue_on_the_location_entered_is_flipped_and_moved_onto_the_enemy(world, run, find):
    trace = run(_traveler(world, hall_clues=2))
    # [ahlcg/rr/when] a "when" forced ability resolves before its triggering condition: the clue leaves the Hall
    # before the Traveler's move is done, and "that location" is the Hall it enters, not the Attic it leaves
    assert find(trace, "clues on Hall), so it does not hold") < find(trace, "1 clue token(s) on Hall flipped")
    assert find(trace, "1 clue token(s) on Hall flipped") < find(trace, "1 doom moved from Hall to Interstellar Traveler")
    assert find(trace, "1 doom moved from Hall") < find(trace, "Interstellar Traveler moves from Attic to Hall")
    hall = trace.final_state["locations"]["Hall"]
    assert (hall["clues"], hall["doom"]) == (1, 0)
    assert trace.final_state["cards"]["Interstellar Traveler"]["doom"] == 1
    assert trace.final_state["locations"]["Attic"]["clues"] == 1  # the location left is not the one counted


def test_with_no_clues_on_the_location_entered_doom_is_placed_on_the_enemy(world, run, find):
    trace = run(_traveler(world, hall_clues=0))
    assert find(trace, "0 (clues on Hall), so it holds") < find(trace, "Interstellar Traveler: doom 0 → 1")
    assert not any("flipped to the doom side" in s.text for s in trace.steps)
    assert trace.final_state["cards"]["Interstellar Traveler"]["doom"] == 1
    assert trace.final_state["locations"]["Hall"]["doom"] == 0
