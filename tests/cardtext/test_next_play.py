"""The next card played changed by an instruction (``next_play.py``): "Reduce / Increase the (resource) cost of the
next <cards> (you play | played by <an investigator>) by N" → a lasting cost modifier for one play (``next-play``),
"Treat the next <cards> … as if it has fast" → the keyword gained for that play; and "each other <cards>" in a cost
modifier → ``other-<cards>`` (not the ability's own card)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _effects(text: str, name: str = "Test Card", type_code: str = "event") -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not result.gaps, result.gaps
    return [e for a in result.abilities for e in a.to_situation().get("effects", [])]


def _lasting(applies: dict[str, Any], n: int, duration: str = "next-play") -> list[dict[str, Any]]:
    return [{"effect": "lasting", "duration": duration, "applies-to": applies, "cost-modifier": n}]


@pytest.mark.parametrize(("text", "type_code", "expected"), [
    # who plays it: "played by <an investigator phrase>" (a trigger's subject), the cards composed with their traits
    ("[fast] Exhaust Charles Ross, Esq.: Reduce the cost of the next [[Item]] asset played by an investigator at your "
     "location by 1.", "asset",
     _lasting({"event": "play-card", "who": "investigator-at-your-location", "what": "item-asset"}, -1)),
    # "you play"; the sign from the verb; "resource cost" is the cost
    ("Increase the cost of the next event you play by 2.", "event",
     _lasting({"event": "play-card", "who": "you", "what": "event"}, 2)),
    ("Reduce the resource cost of the next Spell card you play by 1.", "event",
     _lasting({"event": "play-card", "who": "you", "what": "spell-card"}, -1)),
    ("Reduce the cost of the next card played by an investigator at this location by 3.", "event",
     _lasting({"event": "play-card", "who": "investigator-at-this-location"}, -3)),
    # bounded by the turn, the period printed after the cards or before the instruction
    ("Reduce the cost of the next event you play this turn by 2.", "event",
     _lasting({"event": "play-card", "who": "you", "what": "event"}, -2, "next-play-this-turn")),
    ("Until the end of your turn, reduce the cost of the next [[Spell]] asset you play by 1.", "event",
     _lasting({"event": "play-card", "who": "you", "what": "spell-asset"}, -1, "next-play-this-turn")),
    # "of your (current) role" after who plays it: the class the role is when the card is played (Improvisation)
    ("Until the end of your turn, reduce the resource cost of the next card you play of your role by 3.", "event",
     _lasting({"event": "play-card", "who": "you", "what": "class_your_role-card"}, -3, "next-play-this-turn")),
    ("Reduce the cost of the next [[Item]] asset you play of your current role by 1.", "event",
     _lasting({"event": "play-card", "who": "you", "what": "class_your_role-item-asset"}, -1)),
])
def test_a_change_to_the_next_cards_cost_is_a_lasting_cost_modifier_for_one_play(text: str, type_code: str,
                                                                                  expected: list[dict[str, Any]]):
    assert _effects(text, "Charles Ross, Esq." if "Charles" in text else "Test Card", type_code) == expected


@pytest.mark.parametrize("text", [
    "[fast] Reduce the cost of the next asset played by the investigator with the most clues by 1.",
    "[fast] Until the end of the phase, reduce the cost of the next event you play by 2.",  # a period not the turn
])
def test_a_next_play_the_engine_cannot_name_stays_a_gap_saying_why(text: str):
    result = parse_card_text(text, name="Test Card", type_code="asset")
    (gap,) = result.unsupported
    assert gap.reason.startswith("the next card played")


def test_a_change_to_another_value_is_not_read_as_a_cost():
    """"the experience cost of the next card you purchase" is no resource cost: the rule leaves it (a gap of the
    verb's own)."""
    result = parse_card_text("[fast] Reduce the experience cost of the next card you purchase by 1.",
                             name="Test Card", type_code="asset")
    (gap,) = result.unsupported
    assert "the next card played" not in gap.reason


@pytest.mark.parametrize(("text", "what"), [
    ("While Clasp of Black Onyx is in your hand, increase the cost of each other card in your hand by 1.", "other-card"),
    ("Increase the cost of each other [[Item]] asset you play by 1.", "other-item-asset"),
])
def test_each_other_card_in_a_cost_modifier_is_not_its_own_card(text: str, what: str):
    result = parse_card_text(text, name="Clasp of Black Onyx", type_code="asset")
    assert not result.gaps, result.gaps
    (ability,) = result.abilities
    assert ability.to_situation()["applies-to"]["what"] == what


def test_the_next_card_treated_as_if_it_had_fast_gains_it_for_that_play():
    assert _effects("[reaction] After Gilded Volto enters play: Treat the next asset you play this turn as if it has "
                    "fast.", "Gilded Volto", "asset") == [
        {"effect": "lasting", "duration": "next-play-this-turn", "gains": ["fast"],
         "applies-to": {"event": "play-card", "who": "you", "what": "asset"}}]


@pytest.mark.parametrize(("text", "reason"), [
    ("[fast] Treat the next asset you play as if it has surge.", "the engine's play asks only whether a card is fast"),
    ("[fast] Treat the next asset you play as a fast card.", "other than 'as if it has <a keyword>'"),
])
def test_the_next_card_treated_otherwise_stays_a_gap_saying_why(text: str, reason: str):
    result = parse_card_text(text, name="Test Card", type_code="asset")
    (gap,) = result.unsupported
    assert reason in gap.reason
