"""Costs on the card bearing the ability: damage or horror dealt to it ("Exhaust Beat Cop and deal 1 damage to it:")
and exiling it ("Exile Fire Extinguisher:")."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


@pytest.mark.parametrize("text, name, cost", [
    ("[free] Exhaust Beat Cop and deal 1 damage to it: Deal 1 damage to an enemy at your location.", "Beat Cop",
     {"exhaust": True, "card-damage": 1}),
    ("[free] Exhaust Nurse and deal 1 horror to her: Heal 1 horror.", "Nurse", {"exhaust": True, "card-horror": 1}),
    ("[action] Exile Fire Extinguisher: Gain 2 resources.", "Fire Extinguisher", {"actions": 1, "exile": True}),
    ("[reaction] After you draw a card, exile Old Lamp: Gain 1 resource.", "Old Lamp", {"exile": True}),
])
def test_a_cost_on_the_card_itself_is_a_field_of_the_cost(text, name, cost):
    result = parse_card_text(text, name=name, type_code="asset")
    assert not result.unsupported and not result.unparsed
    assert result.abilities[0].cost == cost


def test_damage_dealt_to_another_card_as_a_cost_is_a_gap():
    result = parse_card_text("[free] Exhaust Medic and deal 1 damage to an Ally asset you control: Heal 1 horror.",
                             name="Medic", type_code="asset")
    assert result.unsupported and result.unsupported[0].category.startswith("cost:")
