"""Flipping a location to its unrevealed side (``unrevealing.py``), a participle clause on the instruction's object
(``participles.py``), and a "non-" trait of several words ("non-[[Sentinel Hill]]") — each from its own shape with
other words and the real text."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str):
    result = parse_card_text(text, name="Rift", type_code="treachery")
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("phrase", "to"), [
    ("each non-[[Sentinel Hill]] location in play", "each-non-sentinel_hill-location"),
    ("your location", "your-location"),
    ("each [[Central]] location", "each-central-location"),
])
def test_a_location_flipped_to_its_unrevealed_side(phrase, to):
    got, gaps = _read(f"<b>Revelation</b> - Flip {phrase} to its unrevealed side.")
    assert got == [{"effect": "unreveal-location", "to": to}] and gaps == []


@pytest.mark.parametrize("text", ["Flip your location to its revealed side.", "Flip @self to its unrevealed side.",
                                  "Flip your location to this side."])
def test_other_sides_or_things_are_refused(text):
    got, gaps = _read(f"<b>Revelation</b> - {text}")
    assert got == [] and gaps


def test_a_participle_acts_on_the_instructions_distributive_object():
    """Spaces Between: "…, removing all clues from it" — "it" is each location flipped."""
    got, gaps = _read("<b>Revelation</b> - Flip each non-[[Sentinel Hill]] location in play to its unrevealed side, "
                      "removing all clues from it.")
    assert gaps == [] and got == [{"effect": "unreveal-location", "to": "each-non-sentinel_hill-location"},
                                  {"effect": "remove-tokens", "tokens": "clues", "to": "each-non-sentinel_hill-location"}]


def test_a_participle_on_another_instruction_keeps_the_objects_place():
    got, gaps = _read("<b>Revelation</b> - Exhaust each enemy at your location, removing all doom from it.")
    assert gaps == [] and got == [{"effect": "exhaust", "to": "each-enemy-at-your-location"},
                                  {"effect": "remove-tokens", "tokens": "doom", "to": "each-enemy-at-your-location"}]


@pytest.mark.parametrize("text", [
    "Flip a location to its unrevealed side, removing all clues from it.",  # "a location": chosen a second time
    "Discard each enemy at your location, placing 1 doom on it.",  # discarded: none left to pick
])
def test_a_participle_whose_pronoun_would_pick_other_things_is_refused(text):
    """The pronoun is not replaced: the clause stays a gap."""
    got, gaps = _read(f"<b>Revelation</b> - {text}")
    assert got == [] and gaps
