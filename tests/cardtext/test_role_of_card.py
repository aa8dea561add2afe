""""Switch your role to the class of <a card>" (``role_of_card.py``, ``class_roles.py``): a ``switch-role`` whose
``to`` is the card, and the parenthesis on a weakness restating what the engine does — from the frame's shape and the
printed sentence (Crisis of Identity)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

CRISIS = ("<b>Revelation</b> - Discard all cards you control of your current role. Then, discard the top card of your "
          "deck. Switch your role to the class of the discarded card (if the discarded card is a weakness, switch your "
          "role to neutral).")


def test_crisis_of_identity_switches_to_the_class_of_the_card_just_discarded():
    result = parse_card_text(CRISIS, name="Crisis of Identity", type_code="treachery")
    assert not result.gaps, result.gaps
    (ability,) = result.abilities
    assert ability.to_situation()["effects"] == [
        {"effect": "discard", "to": "each-class_your_role-card-you-control"},
        {"effect": "discard-top", "amount": 1, "then": True},
        {"effect": "switch-role", "to": "a-card-just-discarded-by-this-effect"}]


@pytest.mark.parametrize("reminder", ["if it is a weakness, switch your role to neutral",
                                      "if that card is a weakness, switch your role to neutral"])
def test_the_weakness_parenthesis_names_the_card_again(reminder: str):
    result = parse_card_text(f"Discard the top card of your deck. Switch your role to the class of the discarded card "
                             f"({reminder}).", name="Test Card", type_code="event")
    assert not result.gaps, result.gaps
    assert result.abilities[0].to_situation()["effects"][-1] == {"effect": "switch-role",
                                                                 "to": "a-card-just-discarded-by-this-effect"}


@pytest.mark.parametrize("text", [
    # another parenthesis: a role other than neutral for a weakness is no restatement
    "Discard the top card of your deck. Switch your role to the class of the discarded card (if the discarded card is "
    "a weakness, switch your role to [guardian]).",
    # the class of what is no card just discarded
    "Switch your role to the class of the chosen enemy.",
])
def test_a_class_of_something_else_stays_a_gap(text: str):
    result = parse_card_text(text, name="Test Card", type_code="event")
    assert result.unsupported
