"""Events' play instructions: the play restrictions made of a count of the state ("Play only if there is a clue on
your location"), and the play-when instructions on a skill test's margin ("by 2 or less") or on the card drawn ("a
non-weakness treachery card"). Each case is a real card's printed text (development cards)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.conditions import parse_condition
from kb.cardtext.counts import COUNTS, condition
from kb.engine.situation.vocabulary import STATE_COUNTS


@pytest.mark.parametrize(("name", "text", "play_if"), [
    ("Preposterous Sketches", "Play only if there is a clue on your location.\nDraw 3 cards.",
     {"count": "clue-on-your-location", "at-least": 1}),
    ("Moment of Respite", "Play only if there are no enemies at your location.\nHeal 3 horror and draw 1 card.",
     {"count": "enemy-at-your-location", "at-most": 0}),
    ("Logical Reasoning", "Play only if you have at least 1 clue.\nChoose an investigator at your location. That "
     "investigator either heals 2 horror or discards a [[Terror]] card from his or her threat area.",
     {"count": "clue-you-have", "at-least": 1}),
])
def test_play_only_if_is_a_count_condition(name, text, play_if):
    result = parse_card_text(text, name=name, type_code="event")
    assert dict(result.card)["play-if"] == play_if
    assert not any(g.category.startswith("play-when") for g in result.unsupported)


def test_a_condition_on_what_the_engine_does_not_count_stays_a_gap():
    # a 'forced' ability is no bold designator's: no count of the cards bearing one ('resign' is counted)
    result = parse_card_text("Play only if there is a scenario card with a 'forced' ability in play.\n<b>Resign.</b>",
                             name='"I\'m outta here!"', type_code="event")
    assert "play-if" not in dict(result.card)
    assert result.unsupported[0].category.startswith("play-when")


def test_a_failure_by_2_or_less_is_an_at_most_filter():
    result = parse_card_text("Fast. Play after you fail a skill test by 2 or less while investigating.\nDiscover 2 "
                             "clues in your location.", name='"Look what I found!"', type_code="event")
    assert dict(result.card)["play-when"]["trigger"] == {"event": "fail-skill-test", "who": "you", "at-most": 2,
                                                         "via": "investigate"}
    assert not result.gaps


@pytest.mark.parametrize(("text", "who"), [
    ("Fast. Play when you draw a non-weakness treachery card.\nCancel that card's revelation effect. Then, take 1 "
     "horror.", "you"),
    ("Fast. Play when an investigator at any location draws a non-weakness treachery card.\nCancel that card's "
     "revelation effect. Then, take 1 horror.", "investigator"),
])
def test_play_when_a_non_weakness_treachery_is_drawn(text, who):
    result = parse_card_text(text, name="Ward of Protection", type_code="event")
    assert dict(result.card)["play-when"]["trigger"] == {"event": "draw-encounter-card", "who": who,
                                                         "what": "non-weakness-treachery"}
    assert not result.gaps


@pytest.mark.parametrize(("before_colon", "play_only_if", "count"), [
    ("if there are no enemies at your location", "there are no enemies at your location",
     {"count": "enemy-at-your-location", "at-most": 0}),
    ("if you have 2 or more clues", "you have 2 or more clues", {"count": "clue-you-have", "at-least": 2}),
])
def test_a_count_condition_reads_the_same_wherever_it_is_printed(before_colon, play_only_if, count):
    """An ability's condition before its colon and an event's "Play only if" compose the same bounded count."""
    assert parse_condition(before_colon) == condition(play_only_if) == count


def test_the_readers_counts_are_the_engines_counts_of_the_state():
    """The reader may not import the engine (the layers), so it keeps the names of the counts it composes: each
    must be one the engine counts, and the engine counts nothing the reader could not name."""
    assert COUNTS == set(STATE_COUNTS)
