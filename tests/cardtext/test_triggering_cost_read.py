"""A cost that names the card of its triggering condition (Costs): before the colon, "that card" can refer back only to
the card the triggering condition names ("After you draw a non-weakness card, discard that card …:"), so it reads as
the cost's ``discard-triggering`` part, paid with the others, beside the trigger that names the card."""

from __future__ import annotations

from kb.cardtext import parse_card_text

ARMITAGE = ("[reaction] After you draw a non-weakness card, discard that card and exhaust Dr. Henry Armitage: "
            "Gain 3 resources.")


def test_discarding_the_card_the_trigger_names_is_a_cost_of_its_own_beside_exhausting_the_card():
    result = parse_card_text(ARMITAGE, name="Dr. Henry Armitage", type_code="asset")
    assert not result.unsupported and not result.unparsed, result.unsupported
    ability = result.abilities[0]
    assert ability.cost == {"discard-triggering": True, "exhaust": True}  # "discard that card and exhaust …"
    assert ability.trigger == {"event": "draw-cards", "who": "you", "what": "non-weakness-card"}  # "that card"
    assert list(ability.effects) == [{"effect": "gain-resources", "amount": 3}]


def test_discarding_another_card_named_by_no_rule_stays_a_gap():
    result = parse_card_text("[reaction] After you draw a card, discard the top card of the encounter deck: Draw 1 "
                             "card.", name="Lamp", type_code="asset")
    assert result.unsupported and result.unsupported[0].category == "cost:discard"
