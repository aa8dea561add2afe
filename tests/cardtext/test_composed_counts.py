"""Counts of things in play composed from their noun phrase (``kb.cardtext.composed_counts``): a chaos token's "X is
the number of Monster enemies in play", "-1 for each Extradimensional location in play", a play restriction's "if
there is an Ancient One enemy in play" — the engine's ``in-play:<filter>`` and ``most-doom-on:<filter>``."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _token_counts(text: str) -> list[tuple[str | None, int | None]]:
    result = parse_card_text(text, name="Scenario", type_code="scenario")
    assert not result.unsupported and not result.unparsed
    return [(line.get("count"), line.get("max")) for line in dict(result.card)["chaos-tokens"]]


@pytest.mark.parametrize("line, count", [
    ("[skull]: -X. X is the number of Monster enemies in play.", "in-play:monster-enemy"),
    ("[skull]: -1 for each Brood of Yog-Sothoth in play.", "in-play:Brood of Yog-Sothoth"),
    ("[skull]: -X. X is the highest number of doom on a Cultist enemy in play.", "most-doom-on:cultist-enemy"),
    ("[skull]: -X. X is the highest amount of doom on an agenda in play.", "most-doom-on:agenda"),
    ("[skull]: -X. X is the number of exhausted non-Elite enemies in play.", "in-play:exhausted-non-elite-enemy"),
])
def test_a_tokens_count_of_things_in_play_is_composed_from_its_noun_phrase(line, count):
    assert _token_counts(line) == [(count, None)]


def test_a_trait_of_several_words_and_a_maximum_are_kept():
    assert _token_counts("[cultist]: -1 for each Deep One enemy in play (max -5).") == [("in-play:deep_one-enemy", 5)]


@pytest.mark.parametrize("condition, expected", [
    ("there is an Ancient One enemy in play", {"count": "in-play:ancient_one-enemy", "at-least": 1}),
    ("there are 2 or more Monster enemies at your location",
     {"count": "in-play:monster-enemy-at-your-location", "at-least": 2}),
    # a count the closed vocabulary names keeps its one spelling
    ("there are no enemies at your location", {"count": "enemy-at-your-location", "at-most": 0}),
])
def test_a_play_restriction_bounds_a_composed_count(condition, expected):
    result = parse_card_text(f"Play only if {condition}.\nGain 2 resources.", name="Event", type_code="event")
    assert dict(result.card)["play-if"] == expected


@pytest.mark.parametrize("line", [
    "[skull]: -1 for each Rex Murphy with no card underneath him.",  # a name, not things of a kind, has none beneath
    "[skull]: -X. X is the number of Monster enemies you have defeated.",  # not things in play
])
def test_a_count_that_composes_into_no_filter_stays_a_gap(line):
    result = parse_card_text(line, name="Scenario", type_code="scenario")
    assert [g.reason for g in result.unsupported] == ["a count the engine's vocabulary has no word for"]


@pytest.mark.parametrize("line, count", [
    ("[skull]: -1 for each location in play with no encounter card underneath it (max -4).",
     ("in-play:with_no_encounter_card_beneath-location", 4)),
    ("[skull]: -X. X is the number of Extradimensional locations in play with no cards beneath them.",
     ("in-play:with_no_card_beneath-extradimensional-location", None)),
    ("[skull]: -X. X is the number of enemies at your location with no encounter cards underneath them.",
     ("in-play:with_no_encounter_card_beneath-enemy-at-your-location", None)),
])
def test_what_a_counted_noun_has_none_of_underneath_it_is_a_qualifier_of_its_filter(line, count):
    """"<things in play> with no (encounter) card(s) underneath/beneath it/them": the postmodifier is the engine's
    qualifier ``with_no_(encounter_)card_beneath``, joined before the noun as a trait or state is."""
    assert _token_counts(line) == [count]


@pytest.mark.parametrize("text, condition", [
    ("Revelation - If there are no Cultist enemies in play, Chanting gains surge.",
     {"count": "in-play:cultist-enemy", "at-most": 0}),
    ("Revelation - If there are 1 or more unengaged Criminal enemies in play, take 1 horror.",
     {"count": "in-play:unengaged-criminal-enemy", "at-least": 1}),
])
def test_an_instructions_if_on_things_in_play_is_a_composed_count(text, condition):
    result = parse_card_text(text, name="Chanting", type_code="treachery")
    (effect,) = result.abilities[0].effects
    assert effect["effect"] == "if" and effect["condition"] == condition


def test_a_tokens_effect_on_a_condition_of_things_at_your_location_is_read():
    line = ("[tablet]: -3. If there is a Monster enemy at your location, take 1 damage.")
    result = parse_card_text(line, name="Scenario", type_code="scenario")
    (token,) = dict(result.card)["chaos-tokens"]
    assert token["effects"] == [{"effect": "if", "condition": {"count": "in-play:monster-enemy-at-your-location",
                                                               "at-least": 1},
                                 "effects": [{"effect": "deal-damage", "amount": 1, "to": "you"}],
                                 "text": "If there is a Monster enemy at your location, take 1 damage"}]


@pytest.mark.parametrize("text, condition", [
    # "your threat area" is a place of a composed filter (a play area: Threat Area)
    ("Revelation - If there is a Terror card in your threat area, take 1 horror.",
     {"count": "in-play:terror-card-in-your-threat-area", "at-least": 1}),
    # "a copy of X": a card of that title, any copy (Copy: defined by title)
    ("Revelation - If there is no copy of Dark Memory in your threat area, take 1 horror.",
     {"count": "in-play:dark_memory-card-in-your-threat-area", "at-most": 0}),
    ("Revelation - If there is a copy of Dark Memory at your location, take 1 horror.",
     {"count": "in-play:dark_memory-card-at-your-location", "at-least": 1}),
    # the card's own title: any copy of the card bearing the text
    ("Revelation - If there is no copy of Chanting in your threat area, take 1 horror.",
     {"count": "in-play:copy_of_self-card-in-your-threat-area", "at-most": 0}),
])
def test_a_copy_of_a_title_in_a_place_is_a_composed_count(text, condition):
    result = parse_card_text(text, name="Chanting", type_code="treachery")
    (effect,) = result.abilities[0].effects
    assert effect["effect"] == "if" and effect["condition"] == condition


def test_put_into_play_in_your_threat_area_if_no_copy_is_there_is_a_conditional_placement():
    """Beyond the Veil (02084): the trailing "if" bounds the placement; without it the treachery is discarded."""
    result = parse_card_text("<b>Revelation</b> - Put Beyond the Veil into play in your threat area if there is no "
                             "copy of Beyond the Veil in your threat area.", name="Beyond the Veil",
                             type_code="treachery")
    assert not result.unsupported
    (effect,) = result.abilities[0].effects
    assert effect["condition"] == {"count": "in-play:copy_of_self-card-in-your-threat-area", "at-most": 0}
    assert effect["effects"] == [{"effect": "put-into-play", "to": "self", "zone": "threat-area"}]
