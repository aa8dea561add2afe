"""Enemies moving toward a location instead (``lured_moves.py``), and "While attached" before a triggering condition
(``triggers.py``): Lure's sentences and variants, each reading's fields asserted against the words."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

LURE = ("During the enemy phase, each enemy that moves does so along the shortest path toward the attached location, "
        "instead of to where it would normally move.")


def _constant(text: str) -> dict:
    """The constant of an event attached to a location, as printed after its "Attach to your location." line."""
    result = parse_card_text("Attach to your location.\n" + text, name="Lure", type_code="event")
    assert [g.reason for g in result.gaps] == []
    (ability,) = [a for a in result.abilities if a.kind == "constant"]
    return dict(ability.extra)


def test_each_enemy_that_moves_goes_toward_the_attached_location_during_the_enemy_phase():
    read = _constant(LURE)
    assert read["applies-to"] == {"event": "enemy-moves", "what": "enemy"}
    assert read["moves-toward"] == "attached"
    assert read["condition"] == {"during": "enemy-phase"}


@pytest.mark.parametrize(("text", "what", "toward", "condition"), [
    ("Each non-[[Elite]] enemy that moves does so along the shortest path toward Parlor, instead of to where it would "
     "normally move.", "non-elite-enemy", "Parlor", None),
    ("During the upkeep phase, each [[Monster]] enemy that moves does so along the shortest path toward the attached "
     "location, instead of to where it would normally move.", "monster-enemy", "attached", {"during": "upkeep-phase"}),
])
def test_the_enemies_the_place_and_the_phase_are_composed(text, what, toward, condition):
    read = _constant(text)
    assert (read["applies-to"]["what"], read["moves-toward"], read.get("condition")) == (what, toward, condition)


def test_a_place_of_whoever_you_are_is_not_read():
    """On a card no one's turn names, "your location" says no one place: the reader does not guess it."""
    result = parse_card_text("Attach to your location.\nEach enemy that moves does so along the shortest path toward "
                             "your location, instead of to where it would normally move.", name="Lure",
                             type_code="event")
    assert all("moves-toward" not in dict(a.extra) for a in result.abilities) and result.gaps


def test_without_instead_it_is_not_this_frame():
    """A move added, not one replaced: no ``moves-toward``."""
    result = parse_card_text("Attach to your location.\nDuring the enemy phase, each enemy that moves does so along "
                             "the shortest path toward the attached location.", name="Lure", type_code="event")
    assert all("moves-toward" not in dict(a.extra) for a in result.abilities)


def test_while_attached_before_a_triggering_condition_is_the_cards_state():
    result = parse_card_text("<b>Forced</b> - While attached, at the end of the round: Discard Lure.", name="Lure",
                             type_code="event")
    (ability,) = result.abilities
    assert (ability.timing, ability.trigger, result.gaps) == ("at", {"event": "round-ends"}, ())
    assert dict(ability.extra)["condition"] == {"card": "self", "state": "attached"}


def test_a_location_shuffled_into_a_deck_instead_of_a_move_stays_a_gap_saying_why():
    """Steps of Y'hagharl: the shuffle takes the place of the investigator's move under way ("instead of moving to
    your original destination"), which is not read as that move's replacement: refused with that reason."""
    text = ("<b>Forced</b> - When you would leave Steps of Y'hagharl: Test [willpower] (2). If you fail, shuffle Steps "
            "of Y'hagharl into the encounter deck instead of moving to your original destination.")
    result = parse_card_text(text, name="Steps of Y'hagharl", type_code="location")
    assert any("shuffle-into" not in str(a.effects) for a in result.abilities)
    assert [g.reason for g in result.gaps][-1].startswith("shuffling a location into a deck instead of a move under "
                                                          "way")
