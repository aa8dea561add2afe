"""What the ability's own cost paid, as a count (cost_paid_counts.py), and a test's modifiers "for this test" printed
after a "Test [skill] (N)" read as that test's own (resolved as it begins)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.cost_paid_counts import paid_count

_FOUL_SWAMP = ("[action] Take up to 3 horror: Test [willpower] (7) to search the boneyard. You get +1 [willpower] for "
               "this test for each horror taken as part of this ability's cost. If you succeed, remember that the "
               "investigators have \"found an ancient binding stone.\"")


def test_the_modifier_counts_the_horror_the_cost_took_and_is_the_tests_own():
    result = parse_card_text(_FOUL_SWAMP, name="Foul Swamp", type_code="location")
    assert not result.gaps
    [test] = result.abilities[0].to_situation()["effects"]
    assert test["effect"] == "test" and test["difficulty"] == 7
    [loop] = test["effects"]
    assert loop["count"] == "horror-paid-as-cost-by-this-effect"
    assert loop["effects"][0]["skill-modifier"] == 1 and loop["effects"][0]["duration"] == "for-this-skill-test"
    assert test["success"][0]["effect"] == "remember"


@pytest.mark.parametrize("phrase, count", [
    ("horror taken as part of this ability's cost", "horror-paid-as-cost-by-this-effect"),
    ("damage taken as part of this ability's cost", "damage-paid-as-cost-by-this-effect"),
    ("resource spent to pay this ability's cost", "resource-paid-as-cost-by-this-effect"),
    ("clues spent as a part of this ability's cost", "clue-paid-as-cost-by-this-effect")])
def test_what_a_cost_paid(phrase, count):
    assert paid_count(phrase) == count


def test_what_an_instruction_spent_is_not_the_cost_before_the_colon():
    assert paid_count("charge spent in this way") is None
