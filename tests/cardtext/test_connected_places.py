"""A location qualified by a connection ("… that is connected to a location with horror": Curtain Call, 03048): the
relative clause reduced into the noun phrase and lowered to ``connected-to:<places>;<selector>``."""

from __future__ import annotations

from kb.cardtext import parse_card_text

CURTAIN_CALL = ("<b>Forced</b> - At the end of the round: Place 1 horror on each location with no horror that is "
                "connected to a location with horror.")


def test_the_connection_narrows_the_locations_with_no_horror():
    result = parse_card_text(CURTAIN_CALL, name="Curtain Call", type_code="act")
    assert not result.gaps, result.gaps
    (ability,) = result.abilities
    (effect,) = ability.to_situation()["effects"]
    assert effect["to"] == "connected-to:with-at-least:1-horror:each-location;with-at-most:0-horror:each-location"


def test_a_plain_location_connected_to_yours():
    result = parse_card_text("Revelation - Place 1 doom on each location that is connected to your location.",
                             name="X", type_code="treachery")
    assert not result.gaps, result.gaps
    (ability,) = result.abilities
    assert ability.to_situation()["effects"][0]["to"] == "connected-to:your-location;each-location"


def test_without_the_clause_the_count_stays_the_phrase_s_own():
    result = parse_card_text("Revelation - Place 1 horror on each location with no horror.", name="X",
                             type_code="treachery")
    (ability,) = result.abilities
    assert ability.to_situation()["effects"][0]["to"] == "with-at-most:0-horror:each-location"


ABBESS = ("[fast]: Exhaust Abbess Allegria Di Biase: Move from her location to a connecting location, or to her "
          "location from a location connected to it. Any investigator may trigger this ability.")


def test_a_reduced_connection_and_options_said_from_their_preposition():
    """"a location connected to it": "it" the destination named before; ", or to her location from …": the verb
    given back to the second option, the player's choice."""
    result = parse_card_text(ABBESS, name="Abbess Allegria Di Biase", type_code="asset")
    assert not result.gaps, result.gaps
    (ability,) = result.abilities
    exhaust, either = ability.to_situation()["effects"]
    assert exhaust == {"effect": "exhaust", "to": "self"}
    assert [{k: v for k, v in e.items() if k != "text"} for e in either["effects"]] == [
        {"effect": "move", "from": "this-location"},
        {"effect": "move", "from": "connected-to:this-location;a-location", "to": "this-location"}]
