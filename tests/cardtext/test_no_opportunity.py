""""This action does not provoke attacks of opportunity": the action's card says so (Attack of Opportunity), the
ability's ``provokes: false`` — or the event's, played as an action."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


@pytest.mark.parametrize("text", [
    "[action] Exhaust Cat Burglar: Disengage from each enemy engaged with you and move to a connecting location. "
    "This action does not provoke attacks of opportunity.",
    "[action] Spend 1 charge: <b>Investigate.</b> Does not provoke attacks of opportunity.",
])
def test_an_action_that_does_not_provoke_says_so_in_its_ability(text):
    result = parse_card_text(text, name="Cat Burglar", type_code="asset")
    (ability,) = result.abilities
    assert ability.to_json()["provokes"] is False
    assert not any("provoke" in g.text for g in result.unsupported)


def test_an_event_that_does_not_provoke_says_so_on_the_card():
    result = parse_card_text("Deal 1 damage to an enemy engaged with you. This action does not provoke attacks of "
                             "opportunity.", name="Jab", type_code="event")
    assert dict(result.card)["provokes"] is False
    assert dict(result.card)["effects"] == [{"effect": "deal-damage", "amount": 1, "to": "an-enemy-engaged-with-you"}]


def test_a_triggered_ability_that_does_not_provoke_is_a_gap():
    result = parse_card_text("[reaction] After you draw a card: Gain 1 resource. This action does not provoke attacks "
                             "of opportunity.", name="Odd", type_code="asset")
    assert "only an action provokes them" in result.unsupported[0].reason


def test_an_action_without_those_words_has_no_provokes_field():
    result = parse_card_text("[action] Exhaust Lamp: Gain 1 resource.", name="Lamp", type_code="asset")
    assert "provokes" not in result.abilities[0].to_json()
