"""The verb frame "put <the card itself> into play at <location>" (``placing.py``) → ``put-into-play`` with
``location`` (Put into Play: "unless otherwise stated by the put into play ability"), and the elliptical alternative
"X (or <place> if you cannot)" (``conditional.if_cannot``) → ``if-able`` with X's place replaced."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str = "Helpless Passenger", type_code: str = "asset"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps], result


@pytest.mark.parametrize(("place", "selector"), [
    ("the location to your left", "location-left"),
    ("the location farthest from all investigators", "a-location-farthest-from-all-investigators"),
    ("the location farthest from you", "a-farthest-location"),
    ("the Ritual Site", "Ritual Site"),
])
def test_the_card_itself_is_put_into_play_at_the_location_composed(place, selector):
    got, gaps, _ = _read(f"<b>Revelation</b> - Put Helpless Passenger into play at {place}.")
    assert got == [{"effect": "put-into-play", "location": selector}] and not gaps


def test_an_elliptical_alternative_replaces_the_place_of_the_instruction_before_it():
    got, gaps, _ = _read("<b>Revelation</b> - Put Helpless Passenger into play at the location to your left (or at "
                         "your location if you cannot).")
    assert got == [{"effect": "if-able", "effects": [{"effect": "put-into-play", "location": "location-left"}],
                    "otherwise": [{"effect": "put-into-play", "location": "your-location"}],
                    "text": "Put Helpless Passenger into play at the location to your left (or at your location if "
                            "you cannot)"}] and not gaps


def test_the_threat_area_and_the_revelations_own_place_keep_their_readings():
    """"into play in your threat area" is a threat area, not a location; "at your location" alone is the card's
    field (its revelation's one instruction)."""
    got, gaps, _ = _read("<b>Revelation</b> - Put Helpless Passenger into play in your threat area.", type_code="treachery")
    assert not any(e.get("location") for e in got)
    _, gaps, result = _read("<b>Revelation</b> - Put Helpless Passenger into play at your location.")
    assert result.to_json()["card"]["put-into-play"] == "location" and not gaps


def test_another_card_put_into_play_at_a_location_is_not_this_frames():
    got, gaps, _ = _read("<b>Revelation</b> - Put Jazz Mulligan into play at the location to your left.")
    assert not any(e.get("location") for e in got)
