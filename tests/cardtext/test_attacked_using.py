"""The frame "While <the card> is being attacked|evaded using <cards>, <a modifier to that value>" (Constant
Abilities; ST.1: a test's source is the card whose ability prompts it): the modifier applies to the tests of that
action against the card that those cards prompt — a list of kinds sharing one noun, each composed as a set of cards."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.engine import situation_from_data

from .situation import situation_with


def _applies(text: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name="Avian Thrall", type_code="enemy")
    assert result.gaps == (), result.gaps
    situation_from_data(situation_with(result, name="Avian Thrall", type_code="enemy"))
    return [a.to_situation()["applies-to"] for a in result.abilities]


def _test(via: str, source: list[str]) -> dict[str, Any]:
    return {"event": "skill-test-begins", "via": via, "what": "self", "source": source}


@pytest.mark.parametrize(("text", "applies"), [
    # a list of traits sharing the noun "asset", the subject a pronoun (as printed on Avian Thrall)
    ("While Avian Thrall is being attacked using a Ranged, Firearm, or Spell asset, it gets -3 fight.",
     [_test("fight", ["ranged-asset", "firearm-asset", "spell-asset"])]),
    # "evaded": the evade value; a bare card type
    ("While Avian Thrall is being evaded using an asset, it gets -1 evade.", [_test("evade", ["asset"])]),
    # two kinds joined by "or", the card's own name after the comma
    ("While Avian Thrall is being attacked using a Melee or Spell card, Avian Thrall gets +2 fight.",
     [_test("fight", ["melee-card", "spell-card"])]),
])
def test_a_modifier_to_the_value_of_the_test_those_cards_prompt(text: str, applies: list[dict[str, Any]]) -> None:
    assert _applies(text) == applies


@pytest.mark.parametrize("text", [
    # a modifier to another value than the one the test is decided against: not this frame, a gap
    "While Avian Thrall is being attacked using a Spell asset, it gets -1 evade.",
    # the instrument is no list of kinds of card
    "While Avian Thrall is being attacked using his weapons, it gets -1 fight.",
])
def test_another_shape_stays_a_gap(text: str) -> None:
    result = parse_card_text(text, name="Avian Thrall", type_code="enemy")
    assert result.gaps and all("source" not in str(a.to_situation()) for a in result.abilities)
