"""A count of things at locations named by their titles ("Place 1 doom on this agenda for each [[Ghoul]] enemy in the
Hallway or Parlor", They're Getting Out!): ``in-play:ghoul-enemy-at-named-hallway-or-parlor`` counts each Ghoul enemy
at any of the locations named, and no other, as the effect resolves."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

_TEXT = "[action]: Place 1 doom on this agenda for each [[Ghoul]] enemy in the Hallway or Parlor."


def _world(world, where: dict[str, str]):
    (ability,) = parse_card_text(_TEXT, name="Getting Out", type_code="agenda").abilities
    world["locations"] = [{"name": "Hallway", "connections": ["Parlor", "Attic"], "clues": 0, "shroud": 1},
                          {"name": "Parlor", "connections": ["Hallway"], "clues": 0, "shroud": 1},
                          {"name": "Attic", "connections": ["Hallway"], "clues": 0, "shroud": 1}]
    for inv in world["investigators"]:
        inv["location"] = "Hallway"
    world["cards"] = [{"name": "Getting Out", "type": "agenda", "threshold": 10,
                       "abilities": [ability.to_situation()]}]
    world["cards"] += [{"name": name, "type": "enemy", "location": at, "health": 2, "traits": traits.split()}
                       for name, (at, traits) in where.items()]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Getting Out"}]
    return world


@pytest.mark.parametrize(("where", "doom"), [
    ({"Ghoul A": ("Hallway", "Ghoul"), "Ghoul B": ("Parlor", "Ghoul"), "Ghoul C": ("Attic", "Ghoul")}, 2),
    ({"Ghoul A": ("Attic", "Ghoul"), "Rat": ("Hallway", "Creature")}, 0),
    ({"Ghoul A": ("Parlor", "Ghoul Humanoid"), "Ghoul B": ("Parlor", "Ghoul")}, 2),
])
def test_each_ghoul_at_either_named_location_places_one_doom(world, run, where, doom):
    trace = run(_world(world, where))
    assert trace.final_state["cards"]["Getting Out"].get("doom", 0) == doom
