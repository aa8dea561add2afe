"""A location named by where it lies from you (``positions.py``): the phrase after the noun read as its position
on the board or its distance; a distance as a qualifier ("the nearest revealed location"); and a bare verb completed
by its parenthesis ("<b>Move</b> (to a connecting location)")."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _effects(text: str, name: str = "Card", type_code: str = "treachery"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("where", "selector"), [
    ("the location to your left", "location-left"),
    ("the location to your right", "location-right"),
    ("the location across from you", "location-across"),
    ("the location clockwise from you", "location-clockwise"),
    ("the location counter-clockwise from you", "location-counter-clockwise"),
    ("the location in the clockwise direction", "location-clockwise"),
    ("the location in the counter-clockwise direction", "location-counter-clockwise"),
])
def test_a_position_from_you_is_a_position_selector(where, selector):
    effects, gaps = _effects(f"<b>Revelation</b> - Move to {where}.")
    assert (effects, gaps) == ([{"effect": "move", "to": selector}], [])


@pytest.mark.parametrize(("where", "selector"), [
    ("the location farthest from you", "a-farthest-location"),
    ("the location nearest to you", "a-nearest-location"),
    ("the location farthest from all investigators", "a-location-farthest-from-all-investigators"),
    ("the nearest Sentinel Hill location", "a-nearest-sentinel_hill-location"),
    ("the farthest revealed location", "a-farthest-revealed-location"),
    ("the nearest location with no enemies", "a-nearest-location-with-no-enemies"),
])
def test_a_distance_from_you_is_a_ranked_location(where, selector):
    effects, gaps = _effects(f"<b>Revelation</b> - Move to {where}.")
    assert (effects, gaps) == ([{"effect": "move", "to": selector}], [])


def test_real_texts_with_positions():
    """Lost in Venice, Searching for Izzie."""
    effects, gaps = _effects("<b>Revelation</b> - You must either take 2 horror or move to the location across from "
                             "you.", "Lost in Venice")
    assert gaps == [] and effects[0]["effects"][1] == {"effect": "move", "to": "location-across"}
    effects, gaps = _effects("<b>Revelation</b> - Attach Searching for Izzie to the location farthest from you.",
                             "Searching for Izzie")
    assert (effects, gaps) == ([{"effect": "attach", "to": "a-farthest-location"}], [])


@pytest.mark.parametrize("where", [
    "the location to the left of Hall",   # from another card: not a position from you
    "a location across from you",          # "a": no position is one of several
])
def test_a_position_not_from_you_stays_a_gap(where):
    effects, gaps = _effects(f"<b>Revelation</b> - Move to {where}.")
    assert effects == [] and gaps


@pytest.mark.parametrize(("text", "effect"), [
    ("[fast]: <b>Move</b> (to the location in the clockwise direction).", {"effect": "move", "to": "location-clockwise"}),
    ("[fast] Exhaust Shortcut: <b>Move</b> <i>(to a connecting location)</i>.", {"effect": "move"}),
])
def test_a_bare_verb_is_completed_by_its_parenthesis(text, effect):
    effects, gaps = _effects(text, "Shortcut", "asset")
    assert (effects, gaps) == ([effect], [])


def test_a_parenthesis_that_is_no_complement_is_not_spliced():
    """"Draw 1 card (2 instead if …)" has an object: its parenthesis is the sentence's business, not the verb's."""
    effects, gaps = _effects("[fast]: <b>Move</b> (once).", "Shortcut", "asset")
    assert effects == [] and gaps


@pytest.mark.parametrize(("text", "name", "type_code", "to"), [
    ("[reaction] When a [skull] token is revealed during a skill test, exhaust Jim's Trumpet: Heal 1 horror from an "
     "investigator at your location or a connecting location.", "Jim's Trumpet", "asset",
     "an-investigator-at-your-location-or-a-connecting-location"),
    ("<b>Forced</b> - At the end of the enemy phase: Each investigator at Royal Emissary's location or a connecting "
     "location takes 1 horror.", "Royal Emissary", "enemy", "each-investigator-at-this-location-or-a-connecting-location"),
    ("[action]: Deal 1 damage to each enemy at your location or a connecting location.", "Blast", "asset",
     "each-enemy-at-your-location-or-a-connecting-location"),
    ("[action]: Deal 1 damage to a Ghoul enemy at your location or a connecting location.", "Blast", "asset",
     "a-ghoul-enemy-at-your-location-or-a-connecting-location"),
])
def test_a_place_or_a_connecting_location_widens_where_to_its_connections(text, name, type_code, to):
    effects, gaps = _effects(text, name, type_code)
    assert gaps == [] and effects[0]["to"] == to


def test_a_connecting_location_of_another_place_stays_a_gap():
    """Only your location, or the card's own, "or a connecting location" has a selector."""
    effects, gaps = _effects("[action]: Deal 1 damage to each enemy at the Hall or a connecting location.", "Blast",
                             "asset")
    assert effects == [] and gaps


@pytest.mark.parametrize(("text", "to"), [
    ("<b>Revelation</b> - Place 2 doom on the nearest [[Cultist]] enemy.", "a-nearest-cultist-enemy-in-play"),
    ("<b>Revelation</b> - Place 1 doom on the nearest enemy.", "a-nearest-enemy-in-play"),
    ("<b>Revelation</b> - Place 1 doom on the farthest exhausted enemy.", "a-farthest-exhausted-enemy-in-play"),
    ("<b>Revelation</b> - Place 1 doom on each [[Cultist]] enemy.", "each-cultist-enemy-in-play"),
])
def test_doom_is_placed_on_an_enemy_ranked_by_its_distance(text, to):
    effects, gaps = _effects(text)
    assert (effects, gaps) == ([{"effect": "place-doom", "amount": int(text.split()[3]), "to": to}], [])

