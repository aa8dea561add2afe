"""The spawn frame in an enemy's own spawn window (``spawn_instead.py``): "Spawn it here instead of at its normal
location" — the enemy the trigger names, where it goes ("here", "at X") and the "instead of" slot naming its normal
spawn location — lowered to ``spawn`` with a ``to`` and no ``card``."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str = "Your House", type_code: str = "location"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("text", "to"), [
    ("<b>Forced</b> - When the Ghoul Priest spawns: Spawn it here instead of at its normal location.", "self"),
    ("<b>Forced</b> - When an enemy spawns: Spawn that enemy here instead of its normal spawn location.", "self"),
    ("<b>Forced</b> - When a [[Ghoul]] enemy spawns: Spawn it at your location instead of at its normal location.",
     "your-location"),
    ("[reaction] When an enemy spawns: Spawn it at a connecting location instead of at its normal location.",
     "a-connecting-location"),
])
def test_the_spawning_enemy_sent_elsewhere_is_spawn_to_with_no_card(text, to):
    assert _read(text) == ([{"effect": "spawn", "to": to}], [])


@pytest.mark.parametrize(("text", "type_code"), [
    ("[reaction] When an enemy spawns: Spawn the Ghoul Priest here instead of at its normal location.", "location"),
    ("<b>Forced</b> - When an enemy spawns: Spawn it here instead of at its normal location.", "asset"),  # no place
    ("<b>Forced</b> - After you reveal Your House: Spawn it here instead of at its normal location.", "location"),
])
def test_another_enemy_or_no_place_or_no_spawn_window_stays_a_gap(text, type_code):
    effects, gaps = _read(text, type_code=type_code)
    assert effects == [] and gaps


# -- the same frame as a statement: "The enemy still spawns at your previous location" (what happens anyway) -------

_FEET = "Fast. Play when an enemy would spawn at your location.\nImmediately move to a connecting location. ({})"


def test_the_spawning_enemy_still_spawning_where_it_began_adds_nothing():
    effects, gaps = _read(_FEET.format("The enemy still spawns at your previous location."), "Think on Your Feet",
                          "event")
    assert effects == [{"effect": "move"}] and gaps == []


@pytest.mark.parametrize("reminder", [
    "The enemy spawns at your previous location.",  # no "still": an instruction, not a statement of what happens
    "The enemy still spawns at the Attic.",  # not where it began
    "Roland Banks still spawns at your previous location.",  # not the spawning enemy
])
def test_another_statement_stays_a_gap(reminder):
    _, gaps = _read(_FEET.format(reminder), "Think on Your Feet", "event")
    assert gaps


def test_the_statement_outside_a_spawn_window_stays_a_gap():
    _, gaps = _read("[fast] Move to a connecting location. (The enemy still spawns at your previous location.)",
                    "Relic", "asset")
    assert gaps


# -- a set-aside enemy spawned: "the set-aside X" or one copy, "a set aside X"; "at a random location" ------------

@pytest.mark.parametrize(("text", "effect"), [
    ("<b>Revelation</b> - Spawn a set aside Brood of Yog-Sothoth at a random location.",
     {"effect": "spawn", "card": "Brood of Yog-Sothoth", "to": "a-random-location"}),
    ("<b>Revelation</b> - Spawn the set-aside Umôrdhoth at the Ritual Site.",
     {"effect": "spawn", "card": "Umôrdhoth", "to": "Ritual Site"}),
    ("<b>Revelation</b> - Spawn a set-aside Ghoul Priest.", {"effect": "spawn", "card": "Ghoul Priest"}),
])
def test_a_set_aside_enemy_spawned_names_it_and_where(text, effect):
    assert _read(text, "Tracks", "treachery") == ([effect], [])


def test_a_spawn_of_what_is_not_set_aside_stays_a_gap():
    effects, gaps = _read("<b>Revelation</b> - Spawn a Brood of Yog-Sothoth at a random location.", "Tracks",
                          "treachery")
    assert effects == [] and gaps
