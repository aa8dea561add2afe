"""A constant modifier to the difficulty of skill tests (``kb.cardtext.constant_modify``): "Reduce the difficulty of
skill tests you perform during 'parley' actions by 2" — the tests made during that action (its ``via``: a Parley
ability's test, Action Designators), yours; "… of each skill test at <the card's own name> by 1" — anyone's there."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _modifier(text: str, name: str, type_code: str) -> dict:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not result.gaps, result.gaps
    (ability,) = result.abilities
    out = ability.to_situation()
    return {"applies-to": out["applies-to"], "difficulty-modifier": out["difficulty-modifier"]}


@pytest.mark.parametrize("text, via, n", [
    ("Reduce the difficulty of skill tests you perform during 'parley' actions by 2.", "parley", -2),
    ("Increase the difficulty of skill tests you perform during fight actions by 1.", "fight", 1),
    ("Reduce the difficulty of skill tests you perform during \u2018parley\u2019 actions by 1.", "parley", -1),
])
def test_skill_tests_during_an_action_are_those_of_that_action(text, via, n):
    assert _modifier(text, "Fine Clothes", "asset") == {
        "applies-to": {"event": "skill-test-begins", "who": "you", "via": via}, "difficulty-modifier": n}


def test_each_skill_test_at_the_cards_own_location_is_anyones_there():
    assert _modifier("Reduce the difficulty of each skill test at North Tower by 1.", "North Tower", "location") == {
        "applies-to": {"event": "skill-test-begins", "who": "investigator-at-this-location"},
        "difficulty-modifier": -1}


def test_an_action_whose_tests_the_engine_does_not_tell_apart_stays_a_gap():
    """"during move actions": a move makes no skill test of its own (no ``via`` of a test)."""
    result = parse_card_text("Reduce the difficulty of skill tests you perform during move actions by 2.",
                             name="Fine Clothes", type_code="asset")
    assert result.unsupported
