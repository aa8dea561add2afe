"""Two conditions printed one after the other that cannot both hold (complementary.py): the second ``if`` is the
first's ``otherwise`` — one question asked once, one case resolved; with "with doom on it" a count's qualifier
(composed_counts.py: ``with_doom``, ``with_clues``)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.complementary import complements


def _read(text: str):
    result = parse_card_text(text, name="Omen", type_code="treachery")
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("first", "second", "expected"), [
    ({"count": "x", "at-least": 1}, {"count": "x", "at-most": 0}, True),
    ({"count": "x", "at-most": 2}, {"count": "x", "at-least": 3}, True),
    ({"count": "x", "at-least": 3}, {"count": "x", "at-most": 1}, False),  # 2 meets neither
    ({"count": "x", "at-least": 1}, {"count": "y", "at-most": 0}, False),  # another count
    ({"count": "x", "at-least": 1, "per-investigator": True}, {"count": "x", "at-most": 0}, False),
    ({"card": "Hunting Horror", "state": "in-play"}, {"card": "Hunting Horror", "state": "in-play"}, False),
])
def test_complements_are_the_same_count_bounded_on_either_side_of_one_number(first, second, expected):
    assert complements(first, second) is expected


def test_the_second_of_two_complementary_conditions_is_the_firsts_otherwise():
    effects, gaps = _read("<b>Revelation</b> - If there is a [[Cultist]] enemy in play with doom on it, move all doom "
                          "from each [[Cultist]] enemy to the current agenda (this effect may cause the current agenda "
                          "to advance). If there are no [[Cultist]] enemies in play with doom on them, search the "
                          "encounter deck and discard pile for a [[Cultist]] enemy and draw it (shuffle the encounter "
                          "deck).")
    assert gaps == []
    (asked,) = effects
    assert asked["condition"] == {"count": "in-play:with_doom-cultist-enemy", "at-least": 1}
    assert [e["effect"] for e in asked["effects"]] == ["move-tokens"]
    assert [e["effect"] for e in asked["otherwise"]] == ["search-deck"]


def test_conditions_that_can_both_fail_stay_two_ifs():
    effects, gaps = _read("<b>Revelation</b> - If you have 3 or more clues, take 1 damage. If you have 1 or fewer "
                          "clues, take 1 horror.")
    assert gaps == [] and [e["effect"] for e in effects] == ["if", "if"]
    assert "otherwise" not in effects[0]


@pytest.mark.parametrize(("phrase", "count"), [
    ("each location in play with 1 or more clues on it", "in-play:with_clues-location"),
    ("each enemy at your location with doom on it", "in-play:with_doom-enemy-at-your-location"),
    ("each [[Cultist]] enemy in play with doom on them", "in-play:with_doom-cultist-enemy"),
])
def test_tokens_on_what_is_counted_are_its_qualifier(phrase, count):
    effects, gaps = _read(f"<b>Revelation</b> - Take 1 damage for each {phrase.removeprefix('each ')}.")
    assert gaps == [] and effects[0]["count"] == count
