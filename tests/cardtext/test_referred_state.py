"""A card's state named by a demonstrative the rule of reference binds (:mod:`kb.cardtext.referred_state`), and the
enemy a card was attached to named afterwards ("Attach to X. … that enemy": ``attached-to``, :mod:`kb.cardtext.reference`).
The engine's side is ``tests/engine/test_attached_enemy_state.py``."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str):
    result = parse_card_text(text, name="Towering Beasts", type_code="treachery")
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("sentence", "condition"), [
    ("If that enemy is at your location, take 1 damage.", {"card": "attached", "state": "at-your-location"}),
    ("If that enemy is not at your location, take 1 damage.", {"card": "attached", "state": "not-at-your-location"}),
    ("If that enemy is exhausted, take 1 damage.", {"card": "attached", "state": "exhausted"}),
])
def test_that_enemy_after_an_attach_is_the_one_attached_to(sentence, condition):
    effects, gaps = _read(f"Revelation - Attach to a Brood of Yog-Sothoth enemy in play. {sentence}")
    assert effects[1]["condition"] == condition and effects[1]["effects"] == [
        {"effect": "deal-damage", "amount": 1, "to": "you"}] and gaps == []


def test_an_instruction_on_that_enemy_after_an_attach_acts_on_the_one_attached_to():
    effects, gaps = _read("Revelation - Attach to a Ghoul enemy in play. Deal 1 damage to that enemy.")
    assert effects[1] == {"effect": "deal-damage", "amount": 1, "to": "attached-to"} and gaps == []


def test_that_enemy_picked_anew_is_no_card_a_condition_names():
    """"Deal 1 damage to an enemy at your location. If that enemy is exhausted, …": the enemy is picked by a choice
    no later word binds; the condition is not read on it."""
    effects, gaps = _read("Revelation - Deal 1 damage to an enemy at your location. If that enemy is exhausted, "
                          "take 1 damage.")
    assert gaps != []
