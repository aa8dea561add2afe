"""A location replaced by a set-aside copy of a card, and tokens added to a holder until it has as many as asked,
replayed from the sentences (Set Aside, Put into Play, Removed from Game, Location Cards, Clues, Per Investigator).

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, run, world

_REPLACE = {"effect": "replace-location", "card": "Bleak Plains"}


def _plains(effects, **more):
    """Bleak Plains in play between Hall and Attic, an action on it resolving ``effects``; a set-aside copy of it."""
    data = world(**more)
    data["locations"] = [{"name": "Hall", "connections": ["Bleak Plains"], "clues": 0, "shroud": 2},
                         {"name": "Attic", "connections": ["Bleak Plains"], "clues": 0, "shroud": 1},
                         {"name": "Bleak Plains", "connections": ["Hall", "Attic"], "clues": 1, "shroud": 2, "doom": 1,
                          "abilities": [{"kind": "action", "effects": effects}]}]
    for inv in data["investigators"]:
        inv["location"] = "Bleak Plains"
    data["set-aside"] = [{"name": "Bleak Plains #2", "type": "location", "connections": [], "shroud": 3, "clues": 2}]
    data["do"] = [{"who": "Roland Banks", "action": "activate", "card": "Bleak Plains"}]
    return data


def test_a_set_aside_copy_takes_the_replaced_locations_place_and_the_old_one_is_removed_from_the_game():
    """[ahlcg/rr/set-aside] "Set-aside cards have no interaction with the game until they are referenced by
    instructions within the scenario or by a card ability." [ahlcg/rr/removed-from-game] "A card that has been removed
    from the game is placed away from the game area and has no further interaction with the game in any manner for
    the duration of its removal." — Bleak Plains is replaced by its set-aside copy: the copy enters play connected as
    the old one was, both investigators move to it (entering reveals it), the old one is removed from the game with
    its clue and doom."""
    data = _plains([_REPLACE])
    data["do"].append({"who": "Roland Banks", "action": "move", "to": "Attic"})  # connected as the old one was
    trace = run(data)
    assert at(trace, "Bleak Plains #2 is put into play unrevealed") < at(trace, "Bleak Plains #2 takes the place of "
                                                                                "Bleak Plains: connected to Hall, Attic")
    assert at(trace, "Roland Banks moves from Bleak Plains to Bleak Plains #2") \
        < at(trace, "Agnes Baker moves from Bleak Plains to Bleak Plains #2") \
        < at(trace, "Bleak Plains is removed from the game, with the 1 clue, 1 doom on it")
    final = trace.final_state
    assert "Bleak Plains" not in final["locations"] and "Bleak Plains" in final["removed_from_game"]
    assert final["investigators"]["Agnes Baker"]["location"] == "Bleak Plains #2"
    assert final["investigators"]["Roland Banks"]["location"] == "Attic"
    assert final["locations"]["Bleak Plains #2"]["revealed"] is True  # entered: its clue value placed
    assert final["locations"]["Bleak Plains #2"]["clues"] == 2


def test_enemies_and_attachments_at_the_replaced_location_move_to_the_copy():
    """[ahlcg/rr/removed-from-game] "A card that has been removed from the game is placed away from the game area" —
    what was at the old location or attached to it goes to the new copy first (the reminder's "move all
    investigators, enemies, and attachments from this location to the new copy"): an unengaged enemy there moves,
    a card attached to it stays attached, now to the copy."""
    data = _plains([_REPLACE])
    for inv in data["investigators"]:
        inv["location"] = "Hall"
    data["do"] = []
    data["locations"][0]["abilities"] = [{"kind": "action", "effects": [{**_REPLACE, "to": "Bleak Plains"}]}]
    data["do"] = [{"who": "Roland Banks", "action": "activate", "card": "Hall"}]
    data["cards"] = [{"name": "Ghoul", "type": "enemy", "location": "Bleak Plains", "health": 2, "fight": 2, "evade": 1,
                      "exhausted": True},
                     {"name": "Mist", "type": "treachery", "attached-to": "Bleak Plains"}]
    trace = run(data)
    assert at(trace, "Ghoul moves from Bleak Plains to Bleak Plains #2") < at(trace, "Mist moves from Bleak Plains to "
                                                                              "Bleak Plains #2 (still attached)")
    cards = trace.final_state["cards"]
    assert cards["Ghoul"]["location"] == "Bleak Plains #2" and cards["Mist"]["attached_to"] == "Bleak Plains #2"


def test_with_no_set_aside_copy_nothing_is_replaced():
    """[ahlcg/rr/set-aside] "Set-aside cards have no interaction with the game until they are referenced" — with no
    set-aside copy named, the location stays and nothing moves."""
    data = _plains([_REPLACE])
    data["set-aside"] = []
    trace = run(data)
    assert absent(trace, "is removed from the game")
    assert "Bleak Plains" in trace.final_state["locations"]


def test_clues_are_added_to_the_copy_until_it_has_its_clue_value():
    """[ahlcg/rr/location-cards] the clue value of a location: "Add clues to that copy of Bleak Plains until it has
    clues on it equal to its clue value" after the replacement names the copy (``chosen``); Agnes and Roland stay at
    Hall, so the copy stays unrevealed, and what it lacks of its clue value (2) is placed at once."""
    data = _plains([_REPLACE, {"effect": "place-tokens-until", "to": "chosen"}])
    for inv in data["investigators"]:
        inv["location"] = "Hall"
    data["locations"][0]["abilities"] = data["locations"][2].pop("abilities")
    data["locations"][0]["abilities"][0]["effects"][0]["to"] = "Bleak Plains"
    data["do"] = [{"who": "Roland Banks", "action": "activate", "card": "Hall"}]
    trace = run(data)
    assert at(trace, "Bleak Plains is removed from the game") < at(trace, "Clues are added to Bleak Plains #2 until it "
                                                                          "has clues equal to its clue value (2): it "
                                                                          "has 0, so 2 are placed")
    copy = trace.final_state["locations"]["Bleak Plains #2"]
    assert copy["clues"] == 2 and copy["revealed"] is False


def test_clues_per_investigator_count_the_investigators_who_started_the_scenario():
    """[ahlcg/rr/clues] placing clues; Per Investigator: "that value is multiplied by the number of investigators who
    started the scenario" — "Add clues to it until it has 2 clues per investigator on it" with two investigators and 1
    clue there places 3; with 4 or more already there it would place none, so the ability has no potential to change
    the game state and cannot be initiated."""
    data = world(do=[{"who": "Roland Banks", "action": "activate", "card": "Hall"}])
    data["locations"][0]["clues"] = 1
    data["locations"][0]["abilities"] = [{"kind": "action", "effects": [
        {"effect": "place-tokens-until", "condition": {"at-least": 2, "per-investigator": True}}]}]
    trace = run(data)
    at(trace, "Clues are added to Hall until it has 4 (2 per investigator, 2 investigators): it has 1, so 3 are placed")
    assert trace.final_state["locations"]["Hall"]["clues"] == 4
    data["locations"][0]["clues"] = 5
    trace = run(data)
    at(trace, "Hall's ability has no potential to change the game state: it cannot be initiated")
    assert trace.final_state["locations"]["Hall"]["clues"] == 5
