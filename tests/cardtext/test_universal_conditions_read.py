"""A play condition before the colon that every one of some things is in a state ("each location in play is
revealed"), the tokens on every thing a filter matches ("clues on locations in play"), and two such conjuncts joined
by "and" read as one condition (``all-of``), not as two parts of a cost. The printed sentences are real cards'
(Quiet Halls, No Asylum) or the same words about other things."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.counts import condition

HALLS = ("[action] If each location in play is revealed and there are no clues on locations in play: Place 1 "
         "[per_investigator] clues on Quiet Halls <i>(from the token bank)</i>.")


@pytest.mark.parametrize(("words", "count"), [
    ("each location in play is revealed", "in-play:unrevealed-location"),
    ("each enemy at your location is exhausted", "in-play:ready-enemy-at-your-location"),
    ("each Monster enemy in play is not ready", "in-play:ready-monster-enemy"),
])
def test_each_thing_in_a_state_is_none_in_the_opposite_one(words, count):
    """"each X is S" holds when no X is in the state opposite to S (or, "is not S", none is in S)."""
    assert condition(words) == {"count": count, "at-most": 0}


def test_a_state_with_no_one_opposite_is_not_read_as_a_universal():
    with pytest.raises(Exception, match="cannot check"):
        condition("each enemy in play is damaged")


@pytest.mark.parametrize(("words", "count"), [
    ("there are no clues on locations in play", "clue-on:location"),
    ("there is no doom on Cultist enemies in play", "doom-on:cultist-enemy"),
    ("there are no clues on Rex Murphy", "clue-on:Rex Murphy"),  # one card, by name, as before
])
def test_tokens_on_what_a_filter_matches_are_added_up(words, count):
    assert condition(words) == {"count": count, "at-most": 0}


def test_two_conjuncts_before_the_colon_are_one_condition_of_the_ability():
    ability = parse_card_text(HALLS, name="Quiet Halls", type_code="location").abilities[0]
    raw = ability.to_situation()
    assert raw["condition"] == {"all-of": [{"count": "in-play:unrevealed-location", "at-most": 0},
                                           {"count": "clue-on:location", "at-most": 0}]}
    assert raw["cost"] == {"actions": 1} and not ability.gaps


def test_a_condition_the_engine_cannot_count_says_why():
    """A place the engine's filters have no word for ("within 2 locations"): the condition stays a gap, and says why."""
    result = parse_card_text("[action] If there is no ready enemy within 2 locations: <b>Resign.</b>",
                             name="Quiet Halls", type_code="location")
    gap = next(g for g in result.unsupported if g.text.startswith("If there is no ready enemy"))
    assert "cannot check" in gap.reason and "no word for" in gap.reason


def test_a_location_named_by_another_card_is_counted_at_its_title():
    """"in the Garden" said by a card other than the Garden: the location of that title (``at-named-garden``)."""
    result = parse_card_text("[action] If there is no ready enemy in the Garden: <b>Resign.</b>", name="Quiet Halls",
                             type_code="location")
    assert not result.unsupported
    assert result.abilities[0].to_situation()["condition"] == {"count": "in-play:ready-enemy-at-named-garden",
                                                               "at-most": 0}


@pytest.mark.parametrize(("text", "receiver"), [
    ('Garden gains: "[action] If there is no ready enemy in the Garden: <b>Resign.</b> Finally, a way out!"', "Garden"),
    ('Hall gains: "[action] If there are no enemies at Hall: Gain 1 resource."', "Hall"),
])
def test_the_location_gaining_a_quoted_ability_is_its_own_card(text, receiver):
    """"Garden gains: "… in the Garden …"": the quote is the Garden's own ability (Gains), so the Garden in it is the
    ability's own location — its play condition counts enemies at this location."""
    constant = parse_card_text(text, name="No Asylum", type_code="act").abilities[0].to_situation()
    assert constant["applies-to"]["what"] == receiver
    condition = constant["gains-abilities"][0]["condition"]
    assert condition["count"].endswith("enemy-at-this-location") and condition["at-most"] == 0
