"""One card's printed value as a count (card_values.py): the card bound to what the ability's cost or choice named."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.card_values import card_value
from kb.cardtext.model import NotParsed
from kb.cardtext.vocabulary import Context


def _effects(text: str, **kw: str) -> list[dict]:
    result = parse_card_text(text, **kw)
    assert not result.gaps, result.gaps
    return result.abilities[0].to_situation()["effects"]


def test_icons_on_the_card_a_cost_discarded():
    effects = _effects("[fast] Discard a card from your hand: Gain resources equal to the number of [willpower] icons "
                       "on the discarded card. (Limit once per round.)", name="Montparnasse", type_code="location")
    assert effects == [{"effect": "for-each", "count": "willpower-icon-on:chosen",
                        "effects": [{"effect": "gain-resources", "amount": 1}]}]


def test_a_discarded_card_with_no_cost_discarding_one_is_refused():
    with pytest.raises(NotParsed, match="no cost of the ability discards one card"):
        card_value("the number of [intellect] icons on the discarded card", Context(kind="action"))


@pytest.mark.parametrize("phrase, kind", [("the cost of that card", "cost-of"),
                                          ("the printed cost of the chosen card", "cost-of"),
                                          ("the number of [combat] icons on that card", "combat-icon-on")])
def test_a_value_of_the_card_chosen(phrase, kind):
    assert card_value(phrase, Context(kind="action", chosen="card")) == f"{kind}:chosen"


def test_other_phrases_are_not_a_card_value():
    assert card_value("the amount of horror on you", Context()) is None


def test_a_card_described_by_what_an_instruction_did_is_refused_with_why():
    with pytest.raises(NotParsed, match="description of what an instruction did"):
        card_value("the cost of the Ally asset returned to your hand", Context(kind="event", chosen="asset"))
