"""A value tested against specified by a count (value_equal.py): "<the card>'s fight value is equal to <count>"."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.model import NotParsed
from kb.cardtext.value_equal import value_equal_constant

_NERI = ("Retaliate.\nSalvatore Neri's fight value is equal to the attacking investigator's base [combat].\n"
         "Salvatore Neri's evade value is equal to the evading investigator's base [agility].")


def test_the_tester_base_skill_is_the_value_each_test_is_decided_against():
    result = parse_card_text(_NERI, name="Salvatore Neri", type_code="enemy")
    assert not result.gaps
    read = [(a.to_situation()["applies-to"], a.to_situation()["difficulty-is"]) for a in result.abilities]
    assert read == [({"event": "skill-test-begins", "via": "fight", "what": "self"}, "combat-base-of-you"),
                    ({"event": "skill-test-begins", "via": "evade", "what": "self"}, "agility-base-of-you")]


def test_a_count_of_the_state_with_no_you():
    assert value_equal_constant("@self's fight value is equal to the amount of doom in play") == [
        {"applies-to": {"event": "skill-test-begins", "via": "fight", "what": "self"}, "difficulty-is": "doom-in-play"}]


@pytest.mark.parametrize("text, why", [
    ("@self's fight value is equal to the evading investigator's base [agility]", "other than the one making"),
    ("@self's evade value is equal to the number of cards in your hand", "a count of 'you'"),
    ("Hastur's fight value is equal to the amount of doom in play", "a value of another card")])
def test_refused_with_why(text, why):
    with pytest.raises(NotParsed, match=why):
        value_equal_constant(text)


def test_another_shape_is_not_this_frame():
    assert value_equal_constant("@self gets +1 fight") is None
