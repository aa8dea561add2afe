"""Connections a card states join the printed ones while it is in play (core/connections.py), and a position on
the board is read from the situation's layout (situation/layout.py): each case a minimal board, asserting what the
trace shows."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "conformance"))
from rulecases import absent, at, run, world  # noqa: E402

from kb.engine import SituationError, situation_from_data  # noqa: E402


def _board(locations, *, to, layout=None, text=None, cards=()):
    data = world(do=[{"who": "Roland Banks", "action": "move", "to": to}], cards=list(cards))
    for inv in data["investigators"]:
        inv["location"] = locations[0]["name"]
    data["locations"] = locations
    if layout is not None:
        data["layout"] = layout
    return data


def _moved(trace, to):
    return not absent(trace, f"moves from") and absent(trace, "Not possible") and at(trace, f"to {to}") >= 0


def test_a_location_stating_each_other_trait_location_connects_to_each_of_them():
    """Main Path: "Main Path is connected to each other Woods location" — printed on the card, read by the reader."""
    data = _board([{"name": "Main Path", "text": "Main Path is connected to each other Woods location."},
                   {"name": "Dark Woods", "traits": ["Woods"]}, {"name": "Town", "traits": ["Town"]}],
                  to="Dark Woods")
    assert _moved(run(data), "Dark Woods")
    data["do"][0]["to"] = "Town"
    assert at(run(data), "a move action goes to a location connected to Main Path; Town is not") >= 0


def test_a_name_connects_to_each_copy_of_it():
    """Museum Halls: "Museum Halls is connected to each copy of Exhibit Hall" (copies are named "Exhibit Hall #2")."""
    locations = [{"name": "Museum Halls", "text": "Museum Halls is connected to each copy of Exhibit Hall."},
                 {"name": "Exhibit Hall"}, {"name": "Exhibit Hall #2"}]
    for to in ("Exhibit Hall", "Exhibit Hall #2"):
        assert _moved(run(_board(locations, to=to)), to)


def test_a_stated_connection_runs_from_the_card_that_states_it():
    """Move: "Connecting locations are identified on the location card representing the entity's current location"
    — Engine Car names the car to its left; the car on its left prints nothing back."""
    data = _board([{"name": "Coal Car"},
                   {"name": "Engine Car", "text": "Engine Car is connected to the location to the left of it."}],
                  to="Engine Car", layout={"row": ["Coal Car", "Engine Car"]})
    assert at(run(data), "Coal Car; Engine Car is not") >= 0
    data["investigators"][0]["location"] = data["investigators"][1]["location"] = "Engine Car"
    data["do"][0]["to"] = "Coal Car"
    assert _moved(run(data), "Coal Car")


def test_one_another_connects_every_location_of_the_set_both_ways():
    """The Oath: "Locations with the Passageway trait are connected to one another" — an act in play states it."""
    oath = {"name": "The Oath", "type": "act",
            "text": "Locations with the Passageway trait are connected to one another."}
    data = _board([{"name": "Crypt", "traits": ["Passageway"]}, {"name": "Vault", "traits": ["Passageway"]}],
                  to="Vault", cards=[oath])
    assert _moved(run(data), "Vault")


def test_a_clockwise_ring_moves_one_way_only():
    """San Marco Basilica: "connected to the location in the clockwise direction": not counter-clockwise."""
    text = "{} is connected to the location in the clockwise direction."
    ring = ["Canal-side", "Rialto Bridge", "Flooded Square"]
    locations = [{"name": n, "text": text.format(n)} for n in ring]
    assert _moved(run(_board(locations, to="Rialto Bridge", layout={"ring": ring})), "Rialto Bridge")
    trace = run(_board(locations, to="Flooded Square", layout={"ring": ring}))
    assert at(trace, "connected to Canal-side; Flooded Square is not") >= 0


def test_adjacent_in_a_grid_is_the_four_sides():
    """Empire of the Dead: "Each location is connected to each location adjacent to it" — not the diagonal."""
    agenda = {"name": "Empire of the Dead", "type": "agenda",
              "text": "Each location is connected to each location adjacent to it."}
    locations = [{"name": n} for n in ("A1", "A2", "B1", "B2")]
    layout = {"grid": [["A1", "A2"], ["B1", "B2"]]}
    assert _moved(run(_board(locations, to="B1", layout=layout, cards=[agenda])), "B1")
    assert at(run(_board(locations, to="B2", layout=layout, cards=[agenda])), "B2 is not") >= 0


def test_without_a_layout_a_position_is_reported_not_modelled_and_left_out():
    """Never silently wrong: the connection is left out and the answer says it depends on it."""
    data = _board([{"name": "Passenger Car",
                    "text": "Passenger Car is connected to the locations to the left and right of it."},
                   {"name": "Dining Car"}], to="Dining Car")
    trace = run(data)
    assert at(trace, "Passenger Car; Dining Car is not") >= 0
    (item,) = [u for u in trace.to_dict()["unresolved"] if "layout" in u["text"]]
    assert item["text"].startswith("not modelled: Passenger Car's")
    assert "the situation gives no `layout`" in item["text"]


def test_a_location_the_layout_does_not_place_is_reported():
    data = _board([{"name": "Passenger Car",
                    "text": "Passenger Car is connected to the locations to the left and right of it."},
                   {"name": "Dining Car"}], to="Dining Car", layout={"row": ["Dining Car"]})
    assert any("does not place Passenger Car" in u["text"] for u in run(data).to_dict()["unresolved"])


def test_a_direction_the_shape_has_no_word_for_is_reported():
    data = _board([{"name": "Basilica", "text": "Basilica is connected to the location in the clockwise direction."},
                   {"name": "Garden"}], to="Garden", layout={"row": ["Basilica", "Garden"]})
    assert any("a row has no word for" in u["text"] for u in run(data).to_dict()["unresolved"])


def test_a_hunter_follows_stated_connections():
    """Hunter: "moves to a connecting location, along the shortest path towards the nearest investigator"."""
    data = world(phase="enemy", start="3.2",
                 cards=[{"name": "Ghoul", "type": "enemy", "location": "Car C", "health": 3, "keywords": ["hunter"]}])
    data["locations"] = [{"name": n, "text": f"{n} is connected to the locations to the left and right of it."}
                         for n in ("Car A", "Car B", "Car C")]
    for inv in data["investigators"]:
        inv["location"] = "Car A"
    data["layout"] = {"row": ["Car A", "Car B", "Car C"]}
    trace = run(data)
    assert at(trace, "Ghoul") >= 0 and at(trace, "moves from Car C to Car B") >= 0


@pytest.mark.parametrize(("layout", "message"), [
    ({"ring": ["Hall", "Nowhere"]}, "no location named 'Nowhere'"),
    ({"row": ["Hall", "Hall"]}, "'Hall' is placed twice in the layout"),
])
def test_a_bad_layout_is_a_clear_error(layout, message):
    with pytest.raises(SituationError, match=message):
        situation_from_data(world(layout=layout))


def test_one_another_needs_a_set_in_the_situation():
    data = world()
    data["locations"][0]["abilities"] = [{"kind": "constant", "connects": {"to": "one-another"}}]
    with pytest.raises(SituationError, match="give `from` a set of locations"):
        situation_from_data(data)


def test_a_printed_move_to_the_location_clockwise_goes_one_place_round_the_ring():
    """Streets of Venice: "[fast]: <b>Move</b> (to the location in the clockwise direction)." — from your location,
    read from the layout."""
    ring = ["Streets of Venice", "Rialto Bridge", "Canal-side"]
    text = ("Streets of Venice is connected to the location in the clockwise direction.\n"
            "[fast]: <b>Move</b> (to the location in the clockwise direction).")
    data = _board([{"name": ring[0], "text": text}, {"name": ring[1]}, {"name": ring[2]}], to="Rialto Bridge",
                  layout={"ring": ring})
    data["do"] = [{"who": "Roland Banks", "use": "Streets of Venice"}]
    trace = run(data)
    assert at(trace, "moves from Streets of Venice to Rialto Bridge") >= 0


def test_a_treachery_attaches_to_the_location_farthest_from_you():
    """Searching for Izzie: "Attach Searching for Izzie to the location farthest from you." (Nearest: the fewest
    connections; the farthest, the most)."""
    izzie = {"name": "Searching for Izzie", "type": "treachery",
             "text": "<b>Revelation</b> - Attach Searching for Izzie to the location farthest from you."}
    data = world(phase="mythos", start="1.4", round=2, until="1.4")
    data["encounter-deck"] = [izzie]
    data["investigators"] = data["investigators"][:1]
    data["locations"] = [{"name": "Hall", "connections": ["Attic"]}, {"name": "Attic", "connections": ["Hall", "Roof"]},
                         {"name": "Roof", "connections": ["Attic"]}]
    trace = run(data)
    assert at(trace, "Searching for Izzie") >= 0
    assert at(trace, "Searching for Izzie") < at(trace, "attached to Roof")


def test_at_its_location_or_a_connecting_location_counts_stated_connections_too():
    """Royal Emissary: "Each investigator at Royal Emissary's location or a connecting location takes 1 horror" —
    Agnes is at a location Main Path states a connection to; an investigator two connections away is not hit."""
    emissary = {"name": "Royal Emissary", "type": "enemy", "location": "Main Path", "health": 4, "exhausted": True,
                "text": "<b>Forced</b> - At the end of the enemy phase: Each investigator at Royal Emissary's "
                        "location or a connecting location takes 1 horror."}
    data = world(phase="enemy", start="3.4", until="3.4", cards=[emissary])
    data["locations"] = [{"name": "Main Path", "text": "Main Path is connected to each other Woods location."},
                         {"name": "Dark Woods", "traits": ["Woods"], "connections": ["Far Field"]},
                         {"name": "Far Field", "connections": ["Dark Woods"]}]
    data["investigators"][0]["location"] = "Far Field"
    data["investigators"][1]["location"] = "Dark Woods"
    trace = run(data)
    assert at(trace, "1 horror on Agnes Baker") >= 0
    assert absent(trace, "horror on Roland Banks")


_VENICE = ["Canal-side", "Rialto Bridge", "Flooded Square", "Accademia Bridge"]


def _venice(enemy_text: str, investigators_at: str) -> dict:
    lagorio = {"name": "Don Lagorio", "type": "enemy", "location": "Canal-side", "health": 4, "keywords": ["hunter"],
               "text": enemy_text}
    data = world(phase="enemy", start="3.2", until="3.2", cards=[lagorio])
    data["locations"] = [{"name": n, "text": f"{n} is connected to the location in the clockwise direction."}
                         for n in _VENICE]
    for inv in data["investigators"]:
        inv["location"] = investigators_at
    data["layout"] = {"ring": _VENICE}
    return data


def test_a_connection_while_resolving_the_hunter_keyword_is_its_own_path():
    """Don Lagorio: "While resolving the hunter keyword on Don Lagorio, his location is connected to the location in
    the counter-clockwise direction, as well as the clockwise direction" — one step back round the ring instead of
    three forward (Hunter: "along the shortest path")."""
    text = ("Hunter.\nWhile resolving the hunter keyword on Don Lagorio, his location is connected to the location in "
            "the counter-clockwise direction, as well as the clockwise direction.")
    trace = run(_venice(text, "Accademia Bridge"))
    assert at(trace, "moves from Canal-side to Accademia Bridge") >= 0
    plain = run(_venice("Hunter.", "Accademia Bridge"))
    assert at(plain, "moves from Canal-side to Rialto Bridge") >= 0


def test_a_hunter_only_connection_is_no_connection_for_anyone_else():
    text = ("Hunter.\nWhile resolving the hunter keyword on Don Lagorio, his location is connected to the location in "
            "the counter-clockwise direction, as well as the clockwise direction.")
    data = _venice(text, "Canal-side")
    data["cards"][0]["exhausted"] = True
    data.pop("start"), data.pop("until")
    data["phase"] = "investigation"
    data["do"] = [{"who": "Roland Banks", "action": "move", "to": "Accademia Bridge"}]
    assert at(run(data), "connected to Canal-side; Accademia Bridge is not") >= 0


@pytest.mark.parametrize("extra, refused", [
    ({"effects": [], "cannot": False}, False),  # the card reader's shape: every ability has them, saying nothing
    ({"effects": [{"effect": "draw"}]}, True),
    ({"cannot": True}, True),
])
def test_a_stated_connection_does_nothing_else(extra, refused):
    data = world()
    data["locations"][0]["abilities"] = [{"kind": "constant", "connects": {"to": ["Attic"]}, **extra}]
    if refused:
        with pytest.raises(SituationError, match="a stated connection \\('connects'\\) has no"):
            situation_from_data(data)
    else:
        situation_from_data(data)
