"""A search of the encounter deck for several copies of a card (``copies``), each put into play engaged with the
searcher, the number of copies depending on how many investigators there are (Search; Spawn; Trap Room)."""

from __future__ import annotations

RATS = {"type": "enemy", "traits": ["Creature"], "health": 1, "fight": 1, "evade": 3, "damage": 1}
#: Trap Room, as the card reader reads it: 1 copy, 2 instead if there are 3 or 4 investigators.
SEARCH = {"effect": "search-deck", "deck": "encounter", "discard-pile": True, "find": {"name": "Swarm of Rats"},
          "found": "spawn-engaged", "shuffle": True}
TRAP = {"effect": "if", "condition": {"count": "investigator-in-game", "at-least": 3, "at-most": 4},
        "effects": [{**SEARCH, "copies": 2}], "otherwise": [SEARCH]}


def _trap_room(world, rats):
    """The encounter deck: the rats after the first, discarded first onto its discard pile, then Omen and the first
    rats. Roland's free ability discards them, then resolves Trap Room's effect."""
    world["encounter-deck"] = [*({"name": r, **RATS} for r in rats[1:]), {"name": "Omen", "type": "treachery"},
                               *({"name": r, **RATS} for r in rats[:1])]
    discard = {"effect": "discard-top", "deck": "encounter", "amount": len(rats) - 1}
    world["cards"].append({"name": "Faculty", "type": "asset", "controller": "Roland",
                           "abilities": [{"kind": "free", "effects": [discard, TRAP] if rats[1:] else [TRAP]}]})
    world["do"].append({"who": "Roland", "use": "Faculty"})
    return world


def _engaged(trace):
    return sorted(n for n, c in trace.final_state["cards"].items() if c.get("engaged") == "Roland")


def test_two_investigators_find_one_copy_engaged_with_the_searcher(world, run, find):
    """"Search … for 1 copy of Swarm of Rats and put it into play engaged with you": with 2 investigators, one copy
    is found, after the encounter deck searched whole is shuffled; the other stays in the discard pile."""
    trace = run(_trap_room(world, ["Swarm of Rats", "Swarm of Rats #2"]))
    assert find(trace, "The encounter deck is shuffled") < find(trace, "Roland finds Swarm of Rats")
    assert _engaged(trace) == ["Swarm of Rats"]
    assert "Swarm of Rats #2" in trace.final_state["encounter_discard"]


def test_three_investigators_find_two_copies_each_spawned_in_turn(world, run, find):
    """"(2 copies instead if there are 3 or 4 investigators in the game)": both copies are found, one from the deck and
    one from the discard pile, each spawning engaged with the searcher in turn."""
    world["investigators"].append({"name": "Daisy", "location": "Attic", "health": 5, "sanity": 9, "resources": 5})
    trace = run(_trap_room(world, ["Swarm of Rats", "Swarm of Rats #2"]))
    assert find(trace, "Roland finds Swarm of Rats ") < find(trace, "Roland finds Swarm of Rats #2")
    assert _engaged(trace) == ["Swarm of Rats", "Swarm of Rats #2"]
    assert trace.final_state["encounter_discard"] == []


def test_fewer_copies_than_searched_for_are_all_found(world, run, find):
    """Search: the searcher finds what there is: one copy of two searched for, said in the trace."""
    world["investigators"].append({"name": "Daisy", "location": "Attic", "health": 5, "sanity": 9, "resources": 5})
    trace = run(_trap_room(world, ["Swarm of Rats"]))
    assert find(trace, "Only 1 of the 2 cards searched for") >= 0
    assert _engaged(trace) == ["Swarm of Rats"]
