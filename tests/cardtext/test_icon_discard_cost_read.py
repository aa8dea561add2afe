"""A discard cost narrowed by a skill icon (Costs): "Discard a card with at least 1 [intellect] skill icon from your
hand:" fills ``discard-hand`` as any "Discard a card from your hand:" does, with the icon its ``discard-icon``."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

GLYPHS = ("[action] Discard a card with at least 1 [intellect] skill icon from your hand: Place 1 resource on Archaic "
          "Glyphs from the token pool, as a secret.")


def test_the_icon_narrows_the_cards_the_cost_discards():
    result = parse_card_text(GLYPHS, name="Archaic Glyphs", type_code="asset")
    assert result.abilities[0].cost == {"actions": 1, "discard-hand": 1, "discard-icon": "intellect"}
    assert not result.gaps


@pytest.mark.parametrize("icon", ["willpower", "combat", "agility"])
def test_each_skill_icon_may_narrow_it(icon):
    result = parse_card_text(f"[action] Discard a card with at least 1 [{icon}] skill icon from your hand: Gain 1 "
                             "resource.", name="Lens", type_code="asset")
    assert not result.gaps
    assert result.abilities[0].cost["discard-icon"] == icon


def test_a_resource_placed_as_a_secret_is_one_use_of_the_card():
    result = parse_card_text(GLYPHS, name="Archaic Glyphs", type_code="asset")
    assert not result.gaps
    assert list(result.abilities[0].effects) == [{"effect": "place-tokens", "tokens": "uses", "amount": 1}]


def test_as_a_secret_after_no_resources_placed_is_a_gap():
    result = parse_card_text("Gain 2 resources, as a secret.", name="Lens", type_code="event")
    assert result.unsupported and "as a secret" in result.unsupported[0].reason
