"""Triggering conditions on damage or horror dealt to you in excess of your health or sanity
(:mod:`kb.cardtext.excess_triggers`): the frame from Hastur's printed text and its own shape; the engine's side is
``tests/engine/conformance/test_conformance_excess.py``."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

HASTUR = "If Hastur's attack deals you horror in excess of your sanity, you take 1 damage, as well."


def forced(text: str, name: str = "Hastur") -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, name=name, type_code="enemy")
    return [a.to_json() for a in result.abilities if a.kind == "forced"], [g.reason for g in result.gaps]


def test_hasturs_printed_ability_is_a_forced_if_on_the_excess_of_its_own_attack():
    (ability,), gaps = forced(HASTUR)
    assert not gaps
    assert ability["timing"] == "if"
    assert ability["trigger"] == {"event": "horror-in-excess", "who": "you", "source": "self", "via": "attack"}
    assert ability["effects"] == [{"effect": "deal-damage", "amount": 1, "to": "you"}]


@pytest.mark.parametrize("text, event, source", [
    ("If an enemy's attack deals you horror in excess of your sanity, you take 1 damage.", "horror-in-excess", "enemy"),
    ("If Hastur's attack deals horror to you in excess of your sanity, you take 1 damage.", "horror-in-excess", "self"),
    ("If Hastur's attack deals you damage in excess of your health, take 1 horror.", "damage-in-excess", "self"),
])
def test_the_frame_reads_its_dealers_and_kinds(text, event, source):
    (ability,), gaps = forced(text)
    assert not gaps
    assert ability["trigger"]["event"] == event and ability["trigger"]["source"] == source


@pytest.mark.parametrize("text", [
    "If Hastur's attack deals you horror in excess of your health, you take 1 damage.",  # horror past health
    "If Agnes Baker's attack deals you horror in excess of your sanity, you take 1 damage.",  # another card's name
])
def test_a_mismatched_kind_or_an_unknown_dealer_stays_a_gap(text):
    _, gaps = forced(text)
    assert gaps
