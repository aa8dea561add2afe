"""Several kinds of mover in one noun phrase ("each investigator and unengaged enemy at X"): the coordination read
as two noun phrases sharing the determiner and the place, the move frame lowered once for each, in printed order."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str, type_code: str):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    # the object: "each" shared, "at that location" (the location its trigger names) shared
    ("<b>Forced</b> - When a location leaves play: Move each investigator and unengaged enemy at that location to "
     "Another Dimension.", "Another Dimension", "location",
     [{"effect": "move", "who": "each-investigator-at:triggering-what", "to": "this-location"},
      {"effect": "move-enemy", "enemy": "each-unengaged-enemy-at:triggering-what", "to": "this-location"}]),
    # each conjunct with its own determiner; the printed order kept
    ("<b>Forced</b> - When a location leaves play: Move each enemy and each investigator at that location to "
     "Another Dimension.", "Another Dimension", "location",
     [{"effect": "move-enemy", "enemy": "each-enemy-at:triggering-what", "to": "this-location"},
      {"effect": "move", "who": "each-investigator-at:triggering-what", "to": "this-location"}]),
])
def test_a_list_of_movers_is_one_move_a_conjunct(text, name, type_code, effects):
    got, gaps = _read(text, name, type_code)
    assert got == effects and gaps == []


@pytest.mark.parametrize(("text", "reason"), [
    # a place named from the movers themselves: it would move with the first of them
    ("[action]: Each investigator and enemy at your location moves to a connecting location.", "their own"),
    # a conjunct that is no mover: the frame's own refusal
    ("[action]: Move each investigator and asset at your location to Attic.", "cannot express"),
])
def test_a_list_of_movers_the_engine_cannot_pick_stays_a_gap_saying_why(text, reason):
    result = parse_card_text(text, name="Lantern", type_code="asset")
    assert not result.runnable and any(reason in u.reason for u in result.unsupported)
