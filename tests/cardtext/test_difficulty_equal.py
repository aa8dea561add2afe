"""A test's difficulty set equal to a count ("The difficulty of this skill test is equal to X", ``test_difficulty.py``)
and the composed count "the highest shroud value among <locations>" (``composed_counts.py``): each rule from its shape
and real printed texts (development cards)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.composed_counts import composed_count


@pytest.mark.parametrize(("phrase", "count"), [
    ("the highest shroud value among revealed locations in play", "highest-shroud-of:revealed-location"),
    ("the highest shroud among locations in play", "highest-shroud-of:location"),
    ("the highest shroud value among enemies in play", None),  # a shroud is a location's
])
def test_the_highest_shroud_among_locations_is_composed(phrase, count):
    assert composed_count(phrase) == count


def _effects(text: str, type_code: str = "event") -> list[dict]:
    result = parse_card_text(text, name="X", type_code=type_code)
    assert not result.gaps, result.gaps
    return [e for a in result.abilities for e in a.to_situation()["effects"]]


def test_a_designated_investigation_takes_the_count_instead_of_the_shroud():
    (investigate,) = _effects("<b>Investigate.</b> The difficulty of this skill test is equal to the highest shroud "
                              "value among revealed locations in play.")
    assert investigate == {"effect": "investigate", "count": "highest-shroud-of:revealed-location"}


def test_a_test_takes_the_count_as_its_difficulty():
    (test,) = _effects("Test [willpower] (0). The difficulty of this test is equal to the number of cards in your hand.")
    assert test["difficulty"] == 0 and test["count"] == "card-in-your-hand"


@pytest.mark.parametrize(("text", "reason"), [
    ("The difficulty of this skill test is equal to 3.", None),  # no test before it
    ("Test [willpower] (2). The difficulty of this test is equal to the number of cards in your hand.",
     "a difficulty it already states"),
])
def test_a_difficulty_set_with_no_test_or_beside_another_is_refused(text, reason):
    result = parse_card_text(text, name="X", type_code="event")
    assert result.gaps
    if reason:
        assert any(reason in g.reason for g in result.unsupported)
