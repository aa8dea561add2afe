"""Damage and horror placed on a card (not dealt), "additional" tokens, and a choice of amounts joined by "or" in
the place verb frame (``token_moves.py``): "Place 1 additional damage on that investigator", "Place 1 doom or 2
horror on it"."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str = "Relic", type_code: str = "asset"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


# -- place N damage / horror on X: the place-tokens frame, its kind an affliction ----------------------------

@pytest.mark.parametrize(("text", "effect"), [
    ("[fast] Place 2 horror on Roland Banks.", {"effect": "place-tokens", "tokens": "horror", "amount": 2,
                                                "to": "Roland Banks"}),
    ("[fast] Place 1 damage on each enemy at your location.",
     {"effect": "place-tokens", "tokens": "damage", "amount": 1, "to": "each-enemy-at-your-location"}),
    ("<b>Forced</b> - When any amount of damage is placed on an investigator: Place 1 additional damage on that "
     "investigator.", {"effect": "place-tokens", "tokens": "damage", "amount": 1, "to": "triggering-who"}),
    ("[fast] Place 1 additional clue on Relic.", {"effect": "place-tokens", "tokens": "clues", "amount": 1}),
])
def test_damage_or_horror_placed_is_place_tokens_of_that_kind(text, effect):
    assert _read(text) == ([effect], [])


@pytest.mark.parametrize("text", [
    "[fast] Remove 1 horror from Relic.",  # taking them off is healing, not this frame
    "[fast] Place 1 angry horror on Relic.",  # a qualifier that is no kind
])
def test_afflictions_removed_or_qualified_stay_a_gap(text):
    effects, gaps = _read(text)
    assert not any(e.get("tokens") == "horror" for e in effects) and gaps


# -- place A or B on X: one frame a choice of amounts, each option lowered by the same rule -------------------

def test_amounts_joined_by_or_are_an_either_of_the_same_frame():
    effects, gaps = _read("<b>Forced</b> - After Relic enters play: Place 1 doom or 2 horror on it.")
    assert gaps == []
    assert effects == [{"effect": "either", "text": "Place 1 doom or 2 horror on it", "effects": [
        {"effect": "place-doom", "amount": 1, "to": "self"},
        {"effect": "place-tokens", "tokens": "horror", "amount": 2}]}]


def test_each_option_takes_the_shared_holder():
    effects, gaps = _read("[fast] Place 1 clue or 1 doom on your location.")
    assert gaps == [] and [o["to"] for o in effects[0]["effects"]] == ["your-location", "your-location"]


def test_token_kinds_joined_by_or_under_one_amount_are_one_kind():
    assert _read("[fast] Place 1 supply or ammo token on Relic.") == (
        [{"effect": "place-tokens", "tokens": "uses", "amount": 1}], [])


# -- a card's title at a location as the holder: an enemy, any copy of it ----------------------------------------

@pytest.mark.parametrize(("text", "to"), [
    ("[fast]: Move 1 clue from Relic to an exhausted Brood of Yog-Sothoth at your location.",
     "an-exhausted-brood_of_yog_sothoth-enemy-at-your-location"),
    ("[fast]: Place 1 clue on each Ghoul Priest at your location.", "each-ghoul_priest-enemy-at-your-location"),
])
def test_a_title_at_a_location_is_an_enemy_by_its_title(text, to):
    effects, gaps = _read(text)
    assert gaps == [] and effects[0]["to"] == to


def test_a_title_anywhere_in_play_is_not_read_as_an_enemy():
    effects, gaps = _read("[fast]: Place 1 clue on a Ghoul Priest in play.")
    assert effects == [] and gaps
