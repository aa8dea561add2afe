"""A count compared with another count (``kb.cardtext.compared_counts``): a holder ("you have", "there are"), the counted
phrase, "greater than" (or "more <phrase> than"), an optional multiple ("twice", "three times") and the other count —
the engine's condition ``{count, greater-than: {count, times}}``, each side read as every counted phrase is."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.counts import condition
from kb.cardtext.model import NotParsed


@pytest.mark.parametrize("text, expected", [
    ("you have horror on you greater than twice your sanity",
     {"count": "horror-on-you", "greater-than": {"count": "sanity-of-you", "times": 2}}),
    ("you have damage on you greater than your health", {"count": "damage-on-you", "greater-than": {"count": "health-of-you"}}),
    ("you have more clues than your remaining sanity", {"count": "clue-you-have",
                                                        "greater-than": {"count": "remaining-sanity"}}),
    ("there are more clues on your location than three times your remaining health",
     {"count": "clue-on-your-location", "greater-than": {"count": "remaining-health", "times": 3}}),
])
def test_a_count_greater_than_a_multiple_of_another_count(text, expected):
    assert condition(text) == expected


def test_a_side_the_engine_cannot_count_refuses_the_whole_condition():
    with pytest.raises(NotParsed, match="a count the engine's vocabulary has no word for"):
        condition("you have more clues than the Hierophant")


def test_a_printed_number_after_than_is_no_compared_count():
    """"more than 3 clues": a number, the bounds' own grammar (not a count compared)."""
    with pytest.raises(NotParsed, match="a condition the engine cannot check"):
        condition("there are more than 3 clues on it")


def test_an_instead_on_a_compared_count_chooses_the_amount():
    """Dismal Curse: "take 2 damage (4 damage instead if you have horror on you greater than twice your sanity)"."""
    text = ("<b>Revelation</b> - Test [willpower] (3). If you fail, take 2 damage (4 damage instead if you have horror "
            "on you greater than twice your sanity).")
    result = parse_card_text(text, name="Curse", type_code="treachery")
    assert not result.unsupported and not result.unparsed
    (instead,) = result.abilities[0].effects[0]["fail"]
    assert instead["condition"] == {"count": "horror-on-you", "greater-than": {"count": "sanity-of-you", "times": 2}}
    assert instead["effects"][0]["amount"] == 4 and instead["otherwise"][0]["amount"] == 2
