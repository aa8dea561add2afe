"""Doom tokens flipped to their clue side and moved, read from the card's sentence.

- Historical Society: "… choose an enemy with doom on it. Take 1 of that enemy's doom, flip it to its clue side, and
  place it on your investigator."
- Doom: a doom token is the other side of a clue token; the flip turns it over (no doom removed, no clue discovered);
  Effects: as much as possible.
"""

from __future__ import annotations

TAKE = [{"effect": "flip-tokens", "tokens": "doom", "amount": 1, "to": "Cultist"},
        {"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "Cultist", "to": "you"}]


def _society(world, doom):
    world["cards"] = [{"name": "Cultist", "type": "enemy", "location": "Hall", "health": 3, "fight": 2, "evade": 2,
                       "doom": doom, "attack": {"damage": 1}},
                      {"name": "Society", "type": "asset", "controller": "Roland",
                       "abilities": [{"kind": "action", "effects": TAKE}]}]
    world["investigators"][0]["clues"] = 0
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Society"}]
    return world


def test_one_doom_flipped_to_its_clue_side_ends_on_the_investigator(world, run, find):
    trace = run(_society(world, 2))
    assert find(trace, "1 doom token(s) on Cultist flipped to the clue side") < find(trace, "1 clue moved from Cultist to Roland")
    state = trace.final_state
    assert state["cards"]["Cultist"]["doom"] == 1 and state["cards"]["Cultist"].get("clues", 0) == 0
    assert state["investigators"]["Roland"]["clues"] == 1


def test_no_doom_there_flips_nothing_and_moves_nothing(world, run, find):
    trace = run(_society(world, 0))
    state = trace.final_state
    assert state["investigators"]["Roland"]["clues"] == 0
