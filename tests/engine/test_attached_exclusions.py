"""A location excluded by what is attached to it ("Attach to the location in play with the most clues, and without a
Locked Door attached."): of the locations, only those bearing no copy of the card are ranked (FAQ 1.5, Attach To, Copy:
a copy is any card of the same title). The ability is the reader's own lowering of the printed sentence."""

from __future__ import annotations

from kb.cardtext import parse_card_text

LOCKED_DOOR = "<b>Revelation</b> - Attach to the location in play with the most clues, and without a Locked Door attached."


def _revelation(name: str) -> dict:
    result = parse_card_text(LOCKED_DOOR, name="Locked Door", type_code="treachery")
    assert not result.gaps, result.gaps
    return {"name": name, "type": "treachery", "abilities": [result.abilities[0].to_situation()]}


def _draw(world: dict, clues: dict[str, int], bearing: str | None) -> dict:
    world["locations"] = [{"name": "Hall", "connections": ["Attic", "Study"], "clues": clues["Hall"], "shroud": 2},
                          {"name": "Attic", "connections": ["Hall"], "clues": clues["Attic"], "shroud": 1},
                          {"name": "Study", "connections": ["Hall"], "clues": clues["Study"], "shroud": 1}]
    world["encounter-deck"] = [_revelation("Locked Door #2")]
    if bearing is not None:
        world["cards"] = [{"name": "Locked Door", "type": "treachery", "attached-to": bearing}]
    world["investigators"][0]["abilities"] = [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}]
    return world


def test_the_location_with_the_most_clues_bearing_a_copy_is_passed_over(world, run, find):
    trace = run(_draw(world, {"Hall": 1, "Attic": 2, "Study": 3}, bearing="Study"))
    assert trace.final_state["cards"]["Locked Door #2"]["attached_to"] == "Attic"  # Study has the most, and a copy
    assert find(trace, "Roland draws Locked Door #2") < find(trace, "Locked Door #2 attaches to Attic")


def test_with_no_copy_attached_anywhere_the_most_clues_is_chosen(world, run):
    trace = run(_draw(world, {"Hall": 1, "Attic": 2, "Study": 3}, bearing=None))
    assert trace.final_state["cards"]["Locked Door #2"]["attached_to"] == "Study"


def test_a_copy_elsewhere_excludes_only_its_own_location(world, run):
    trace = run(_draw(world, {"Hall": 1, "Attic": 2, "Study": 3}, bearing="Hall"))
    assert trace.final_state["cards"]["Locked Door #2"]["attached_to"] == "Study"
