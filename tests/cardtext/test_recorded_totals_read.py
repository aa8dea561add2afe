"""The printed cost of the cards an earlier instruction recorded (``kb.cardtext.recorded_totals``): "(the) (total)
(printed) cost of" and the recorded cards, the participle before or after the noun — the engine's result count
``printed-cost-of-<outcome>-by-this-effect``."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.recorded_totals import recorded_total


@pytest.mark.parametrize("phrase, count", [
    ("the total printed cost of those discarded cards", "printed-cost-of-card-discarded-by-this-effect"),
    ("the total cost of the cards discarded by this effect", "printed-cost-of-card-discarded-by-this-effect"),
    ("the printed cost of the revealed cards", "printed-cost-of-card-revealed-by-this-effect"),
    ("the total printed cost of cards shuffled in this way", "printed-cost-of-card-shuffled-by-this-effect"),
    ("the cost of the Ally asset returned to your hand", None),  # no record of a return
    ("the total printed cost of cards in your hand", None),  # not recorded cards
])
def test_the_cost_of_recorded_cards_composes_the_participle_and_the_noun(phrase, count):
    assert recorded_total(phrase) == count


def test_a_tokens_x_counts_the_cards_its_own_effect_discarded():
    """Extracurricular Activity's elder thing: the discard is the line's effect, X the record of it."""
    text = ("Easy / Standard\n[elder_thing]: -X. Discard the top 2 cards of your deck. X is the total printed cost of "
            "those discarded cards.")
    result = parse_card_text(text, name="Scenario", type_code="scenario")
    assert not result.unsupported
    (line,) = dict(result.card)["chaos-tokens"]
    assert line["effects"] == [{"effect": "discard-top", "amount": 2}]
    assert (line["modifier"], line["count"]) == (-1, "printed-cost-of-card-discarded-by-this-effect")


def test_a_tokens_x_of_a_record_with_no_effect_of_its_own_stays_a_gap():
    result = parse_card_text("Easy / Standard\n[elder_thing]: -X. X is the total printed cost of those discarded cards.",
                             name="Scenario", type_code="scenario")
    assert [g.reason for g in result.unsupported] == [
        "a count of what an effect did, on a chaos token line with no effect of its own whose record the engine could read"]
