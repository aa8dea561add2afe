"""An additional cost on the first action of some kinds each period (:mod:`kb.cardtext.first_action_costs`): who
performs, the kinds (a bracketed list or one kind), the period and the actions it costs — a constant on
``perform-action`` with ``first-each``."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

FROZEN = ("The first time you perform one of the following actions (move, fight, or evade) each round, it costs 1 "
          "additional action.")


def test_frozen_in_fears_sentence_reads_the_kinds_the_period_and_the_cost():
    result = parse_card_text(FROZEN, name="Frozen in Fear", type_code="treachery")
    assert result.gaps == ()
    [ability] = [a.to_situation() for a in result.abilities]
    assert ability["kind"] == "constant"
    assert ability["applies-to"] == {"event": "perform-action", "who": "you"}
    assert ability["additional-cost"] == {"actions": 1}
    assert ability["first-each"] == {"within": "round", "actions": ["move", "fight", "evade"]}


@pytest.mark.parametrize(("text", "per", "kinds", "n", "who"), [
    ("The first time you perform a fight action each turn, it costs 2 additional actions.", "turn", ["fight"], 2, True),
    ("The first time each investigator performs one of the following actions (investigate or draw) each phase, it "
     "costs 1 additional action.", "phase", ["investigate", "draw"], 1, False),
])
def test_one_kind_or_a_list_any_period(text: str, per: str, kinds: list[str], n: int, who: bool):
    result = parse_card_text(text, type_code="treachery")
    assert result.gaps == ()
    [ability] = [a.to_situation() for a in result.abilities]
    assert ability["first-each"] == {"within": per, "actions": kinds}
    assert ability["additional-cost"] == {"actions": n}
    assert ("who" in ability["applies-to"]) is who


def test_a_kind_the_engine_does_not_perform_is_a_gap_naming_it():
    result = parse_card_text("The first time you perform one of the following actions (move or dance) each round, it "
                             "costs 1 additional action.", type_code="treachery")
    assert result.abilities[0].runnable is False
    assert "dance" in str(result.to_json()["unsupported"])
