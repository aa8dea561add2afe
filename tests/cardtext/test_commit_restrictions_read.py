"""A skill card's commit restriction, read by its parts: "Commit [only] to a skill test", whose test it is ("you
are performing"), "only if" a count of the state (the one composer of count conditions). Each case is a real card's
printed text (development cards); what the engine cannot check stays a gap, quoted."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.commits import bound_on_test
from kb.cardtext.counts import condition


@pytest.mark.parametrize(("name", "text", "fields"), [
    ("Opportunist", "Commit only to a skill test you are performing.", {"commit-own-test": True}),
    ("Desperate Search", "Max 1 committed per skill test.\nCommit to a skill test only if you have 3 or fewer "
     "remaining sanity.", {"commit-if": {"count": "remaining-sanity", "at-most": 3}}),
    ("Inquiring Mind", "Commit to a skill test only if there is a clue at your location.",
     {"commit-if": {"count": "clue-on-your-location", "at-least": 1}}),
    ('"Not without a fight!"', "Commit to a skill test only if you are engaged with an enemy.",
     {"commit-if": {"count": "enemy-engaged-with-you", "at-least": 1}}),
])
def test_a_commit_restriction_is_the_skills_card_fields(name, text, fields):
    result = parse_card_text(text, name=name, type_code="skill")
    assert {k: v for k, v in result.card if k.startswith("commit")} == fields
    assert not result.gaps


def test_whose_test_and_a_count_compose():
    result = parse_card_text("Commit only to a skill test you are performing, and only if you have no cards in your "
                             "hand.", name="Steady Hand", type_code="skill")
    assert dict(result.card) == {"commit-own-test": True,
                                 "commit-if": {"count": "card-in-your-hand", "at-most": 0}}


def test_a_restriction_the_engine_cannot_check_is_a_gap_and_no_field():
    result = parse_card_text("Commit only to a skill test you are performing, and only if the difficulty of that test "
                             "is at least 2 lower than your base skill value.", name="Rise to the Occasion",
                             type_code="skill")
    assert not any(k.startswith("commit") for k, _ in result.card)
    assert result.unsupported[0].reason.startswith("a commit restriction the engine cannot check")


def test_the_tests_difficulty_over_the_committers_base_skill_is_a_count_of_the_test():
    """Rise to the Occasion: whose test it is and a comparison of that test's difficulty with the committer's base
    skill value compose: the test's quantity, "at least N higher than", the committer's quantity."""
    result = parse_card_text("Commit only to a skill test you are performing, and only if the difficulty of that test "
                             "is at least 2 higher than your base skill value.", name="Rise to the Occasion",
                             type_code="skill")
    assert dict(result.card) == {"commit-own-test": True,
                                 "commit-if": {"count": "difficulty-over-your-base-skill", "at-least": 2}}
    assert not result.gaps


@pytest.mark.parametrize(("text", "count"), [
    ("the difficulty of that test is at least 2 higher than your base skill value",
     {"count": "difficulty-over-your-base-skill", "at-least": 2}),
    ("that test's difficulty is three or more higher than your base skill value",
     {"count": "difficulty-over-your-base-skill", "at-least": 3}),
    ("the difficulty of this skill test is higher than your base skill value",
     {"count": "difficulty-over-your-base-skill", "at-least": 1}),
    ("the difficulty of that test is 4 or more", {"count": "test-difficulty", "at-least": 4}),
    ("the difficulty of that test is at most 2", {"count": "test-difficulty", "at-most": 2}),
])
def test_a_bound_on_the_test_composes_its_quantity_a_comparison_and_the_committers(text, count):
    assert bound_on_test(text) == count


@pytest.mark.parametrize("text", ["the difficulty of that test is at least 2 lower than your base skill value",
                                  "you have 3 or fewer remaining sanity"])
def test_what_is_no_bound_on_the_test_is_left_to_the_state_counts(text):
    assert bound_on_test(text) is None


@pytest.mark.parametrize(("text", "count"), [
    ("you have no actions remaining", {"count": "action-you-have", "at-most": 0}),
    ("you have 5 or more remaining sanity", {"count": "remaining-sanity", "at-least": 5}),
    ("you have 2 or fewer remaining health", {"count": "remaining-health", "at-most": 2}),
    ("you are engaged with 2 or more enemies", {"count": "enemy-engaged-with-you", "at-least": 2}),
])
def test_what_an_investigator_has_remaining_is_one_count_whatever_the_word_order(text, count):
    assert condition(text) == count
