""""keys you control" is the engine's count ``key-you-control`` (:func:`kb.cardtext.counts.count_of`): the keys on your
investigator card (Key Tokens). The engine's side is ``tests/engine/conformance/test_conformance_keys_controlled.py``."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.counts import count_of


def test_keys_you_control_are_one_count():
    assert count_of("keys you control", False) == "key-you-control"
    assert count_of("the number of keys you control", False) == "key-you-control"


def test_a_modifier_for_each_key_you_control_counts_them():
    result = parse_card_text("You get +1 [willpower] for each key you control.", name="Lamp", type_code="asset")
    (ability,) = [a.to_situation() for a in result.abilities]
    assert not result.gaps and ability["for-each"] == "key-you-control" and ability["skill-modifier"] == 1
