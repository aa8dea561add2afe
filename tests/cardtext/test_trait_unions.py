"""Traits joined by "or" in a counted noun phrase (trait_unions.py): the words before the first trait and the noun and
place after the last qualify each trait, and the count is of anything any part matches; a pronoun after "If there is
a …" names one of them (found_choice.py). Printed texts: The Pallid Mask, Undimensioned and Unseen."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.composed_counts import composed_count


@pytest.mark.parametrize(("phrase", "count"), [
    ("a ready Ghoul or Geist enemy at your location",
     "in-play:ready-ghoul-enemy-at-your-location|ready-geist-enemy-at-your-location"),
    ("a Monster or Ancient One enemy in play", "in-play:monster-enemy|ancient_one-enemy"),
    ("each Cultist, Humanoid, or Monster enemy engaged with you",
     "in-play:cultist-enemy-engaged-with-you|humanoid-enemy-engaged-with-you|monster-enemy-engaged-with-you"),
])
def test_traits_joined_by_or_count_what_any_of_them_matches(phrase, count):
    assert composed_count(phrase) == count


def test_two_titles_joined_by_or_are_no_union_of_filters():
    """"Hastur or Yog-Sothoth": names, not traits qualifying a noun — no filter to join."""
    assert composed_count("Hastur or Yog-Sothoth in play") is None


def test_the_pronoun_after_the_union_names_one_of_either_trait_chosen():
    text = ("[tablet]: -2. If there is a ready [[Ghoul]] or [[Geist]] enemy at your location, it attacks you (if there "
            "is more than one, choose one).")
    result = parse_card_text(text, name="The Pallid Mask", type_code="scenario")
    assert not result.gaps
    (line,) = dict(result.card)["chaos-tokens"]
    (only_if,) = line["effects"]
    assert only_if["condition"] == {
        "count": "in-play:ready-ghoul-enemy-at-your-location|ready-geist-enemy-at-your-location", "at-least": 1}
    assert only_if["effects"] == [
        {"effect": "choose", "to": "one-of:a-ready-ghoul-enemy-at-your-location|a-ready-geist-enemy-at-your-location"},
        {"effect": "enemy-attacks", "enemy": "chosen"}]
