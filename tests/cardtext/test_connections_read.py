"""Connections a card states, read from the tree (``connecting.py``): a passive "connect", its subject the locations
connected from, the phrase after "to" those connected to — each side composed from its parts (the card, a name and
its copies, a set of locations by trait, one another, a position on the board)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _connects(text: str, name: str | None = None, type_code: str = "location"):
    result = parse_card_text(text, name=name, type_code=type_code)
    read = [dict(a.extra).get("connects") for a in result.abilities]
    return read, [g.reason for g in result.gaps]


# -- the subject: the card itself, a set of locations ------------------------------------------------------------

@pytest.mark.parametrize(("text", "name", "source"), [
    ("Main Path is connected to each other Woods location.", "Main Path", "self"),
    ("This location is connected to each Woods location.", None, "self"),
    ("Each location is connected to each location adjacent to it.", None, "each-location"),
    ("Locations with the Passageway trait are connected to one another.", None, "each-passageway-location"),
    ("Each Forgotten Age location is connected to one another.", None, "each-forgotten_age-location"),
])
def test_the_subject_is_the_locations_connected_from(text, name, source):
    read, gaps = _connects(text, name)
    assert (read[0]["from"], gaps) == (source, [])


# -- the object: a set, a name and its copies, one another ------------------------------------------------------

@pytest.mark.parametrize(("text", "name", "targets"), [
    # "other": the card's own location is never connected to itself
    ("Entry Hall is connected to each other Ground Floor location.", "Entry Hall", ["each-ground_floor-location"]),
    ("Quiet Halls is connected to each other Second Floor location.", "Quiet Halls", ["each-second_floor-location"]),
    ("Museum Halls is connected to each copy of Exhibit Hall.", "Museum Halls", ["Exhibit Hall"]),
    ("Base of the Hill is connected to each copy of Diverging Path.", "Base of the Hill", ["Diverging Path"]),
    ("Gallery is connected to Museum Entrance.", "Gallery", ["Museum Entrance"]),
    ("Locations with the Passageway trait are connected to one another.", None, ["one-another"]),
    ("Each Ancient location is connected to each other.", None, ["one-another"]),
    # a list of names and sets, with or without a serial comma
    ("Vault is connected to Attic and Cellar.", "Vault", ["Attic", "Cellar"]),
    ("Vault is connected to Attic, Cellar, and Hall.", "Vault", ["Attic", "Cellar", "Hall"]),
    ("Vault is connected to each Woods location and Main Path.", "Vault", ["each-woods-location", "Main Path"]),
    # "considered to be connected": the same passive
    ("Vault is considered to be connected to each Cave location.", "Vault", ["each-cave-location"]),
])
def test_the_object_is_the_locations_connected_to(text, name, targets):
    read, gaps = _connects(text, name)
    assert (read[0]["to"], gaps) == (targets, [])


# -- positions on the board, counted from the card -------------------------------------------------------------

@pytest.mark.parametrize(("text", "targets"), [
    ("Passenger Car is connected to the locations to the left and right of it.", ["location-left", "location-right"]),
    ("Engine Car is connected to the location to the left of it.", ["location-left"]),
    ("San Marco Basilica is connected to the location in the clockwise direction.", ["location-clockwise"]),
    ("Canal-side is connected to the location in the counter-clockwise direction.", ["location-counter-clockwise"]),
    ("Each location is connected to each location adjacent to it.", ["locations-adjacent"]),
    ("The Tower is connected to the location across from it.", ["location-across"]),
    ("The Cellar is connected to the location below it.", ["location-below"]),
])
def test_a_position_is_read_as_a_direction_from_the_card(text, targets):
    name = text.split(" is connected")[0]
    read, gaps = _connects(text, None if name.startswith("Each") else name)
    assert (read[0]["to"], gaps) == (targets, [])


def test_a_direction_with_the_wrong_relation_is_not_read():
    """"across of it" is no position the grammar knows: the sentence stays a gap, never a guess."""
    read, gaps = _connects("Tower is connected to the location across of it.", "Tower")
    assert read == [None] and gaps


def test_the_location_a_card_was_drawn_from_is_refused_with_its_reason():
    read, gaps = _connects("The Hidden Chamber and the location from which it was drawn are connected to one "
                           "another.", "The Hidden Chamber")
    assert read == [None]
    assert gaps == ["a connection to the location a card was drawn from: the engine does not keep where a location "
                    "was drawn from"]


def test_one_another_needs_a_set_of_locations():
    """The card alone cannot be connected to "one another": no reading."""
    read, _ = _connects("Main Path is connected to one another.", "Main Path")
    assert read == [None]


def test_a_stated_connection_is_a_runnable_constant_ability_of_the_situation():
    result = parse_card_text("Passenger Car is connected to the locations to the left and right of it.",
                             name="Passenger Car", type_code="location")
    (ability,) = result.runnable
    assert ability.to_situation() == {
        "kind": "constant", "connects": {"from": "self", "to": ["location-left", "location-right"]},
        "text": "Passenger Car is connected to the locations to the left and right of it."}


def test_a_list_with_an_item_not_composed_is_not_read():
    read, gaps = _connects("Vault is connected to Attic and to the location across from it.", "Vault")
    assert read == [None] and gaps


@pytest.mark.parametrize(("text", "name", "targets"), [
    ("While resolving the hunter keyword on Don Lagorio, his location is connected to the location in the "
     "counter-clockwise direction, as well as the clockwise direction.", "Don Lagorio",
     ["location-counter-clockwise", "location-clockwise"]),
    ("While resolving the hunter keyword on Savio Corvi, his location is connected to the location across from him, as "
     "well as in the clockwise direction.", "Savio Corvi", ["location-across", "location-clockwise"]),
])
def test_a_connection_while_resolving_its_hunter_keyword_holds_only_then(text, name, targets):
    """"his location": the enemy's own; a later position of the list leaves its noun out ("…, as well as the
    clockwise direction")."""
    read, gaps = _connects(text, name, "enemy")
    assert (read, gaps) == ([{"from": "self", "to": targets, "while-hunting": True}], [])
