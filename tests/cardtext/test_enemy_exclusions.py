"""An enemy phrase narrowed by what it is not (:mod:`kb.cardtext.enemy_exclusions`): "not engaged with you" (the enemies
at your location but those engaged with you) and "other than <Title>" (every copy of that card excluded, as "not named"
does), composed with whatever the enemy phrase says; a place the engine cannot narrow, refused with its reason. The
engine's side is ``tests/engine/test_excluded_enemies.py``."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, type_code: str = "event"):
    result = parse_card_text(text, name="Test Card", type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


@pytest.mark.parametrize(("text", "selector"), [
    ("Deal 2 damage to an enemy not engaged with you at your location.",
     "an-enemy-at-your-location-not-engaged-with-you"),
    ("Deal 1 damage to each enemy not engaged with you at your location.",
     "each-enemy-at-your-location-not-engaged-with-you"),
    ("Deal 2 damage to an exhausted enemy not engaged with you at your location.",
     "an-exhausted-enemy-at-your-location-not-engaged-with-you"),
])
def test_not_engaged_with_you_narrows_the_enemies_at_your_location(text, selector):
    effects, gaps = _read(text)
    assert effects == [{"effect": "deal-damage", "amount": effects[0]["amount"], "to": selector}] and gaps == []


@pytest.mark.parametrize(("text", "selector"), [
    ("Deal 4 damage to an enemy in play other than Hastur.", "a-non-hastur-enemy-in-play"),
    ("Deal 1 damage to each enemy other than Hastur.", "each-non-hastur-enemy-in-play"),
    ("Deal 1 damage to each Monster enemy at your location other than Hastur.",
     "each-monster-non-hastur-enemy-at-your-location"),
])
def test_other_than_a_title_excludes_that_card(text, selector):
    effects, gaps = _read(text)
    assert effects[0]["to"] == selector and gaps == []


def test_not_engaged_with_you_anywhere_else_is_refused_with_its_reason():
    effects, gaps = _read("Deal 1 damage to an enemy not engaged with you.")
    assert effects == [] and len(gaps) == 1 and "anywhere but at your location" in gaps[0][1]


def test_other_than_a_title_of_several_words_is_not_folded():
    """Only a title of one word is folded (as "not named"): a longer one stays a gap, never read as a trait."""
    effects, gaps = _read("Deal 1 damage to each enemy other than The Man in the Pallid Mask.")
    assert effects == [] and len(gaps) == 1
