"""Superlatives (``superlatives.py``): "<noun phrase> with the most / fewest <tokens> (on it)" composed on whatever
the noun phrase reads as (its "each" form ranked); "Find X" a choice that "that location", "it", "that asset's
location" name afterwards; and a move repeated one location at a time until it enters a place (``walking.py``)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _effects(text: str, name: str = "Card", type_code: str = "treachery"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], list(result.gaps)


@pytest.mark.parametrize(("phrase", "selector"), [
    ("the investigator with the most clues", "most-clues:each-investigator"),
    ("the enemy with the most doom", "most-doom:each-enemy-in-play"),
    ("a non-Bayou location with the fewest clues on it", "fewest-clues:each-non-bayou-location"),
    ("the location with the fewest clues", "fewest-clues:each-location"),
    ("the Cultist enemy with the most damage on it", "most-damage:each-cultist-enemy-in-play"),
])
def test_a_superlative_ranks_the_each_form_of_the_phrase_before_it(phrase, selector):
    effects, gaps = _effects(f"<b>Revelation</b> - Deal 1 damage to {phrase}.")
    assert (effects, gaps) == ([{"effect": "deal-damage", "amount": 1, "to": selector}], [])


def test_a_superlative_of_cards_in_play_is_read_with_or_without_in_play():
    """The Bystander asset with the fewest clues (Dianne Devine): every card ranked is in play, said or not."""
    effects, gaps = _effects("<b>Forced</b> - At the beginning of the enemy phase: Find the [[Bystander]] asset with "
                             "the fewest clues on it. Move Dianne Devine to that asset's location.", "Dianne Devine",
                             "enemy")
    assert effects[0] == {"effect": "choose", "to": "fewest-clues:each-bystander-asset-in-play"}
    assert effects[1]["to"] == "location-of:chosen" and not gaps


def test_find_is_a_choice_named_afterwards_and_the_move_one_location_at_a_time_until_it_enters_it():
    """On the Prowl: the location found, then The Rougarou moved one connection at a time until it enters it."""
    effects, gaps = _effects("Surge.\n<b>Revelation</b> - Find a non-[[Bayou]] location with the fewest clues on it. "
                             "Move The Rougarou (one location at a time) until it enters that location.")
    assert effects == [{"effect": "choose", "to": "fewest-clues:each-non-bayou-location"},
                       {"effect": "move-enemy-until", "enemy": "The Rougarou", "toward": "chosen"}]
    assert not gaps


def test_a_move_until_it_enters_a_place_the_engine_cannot_name_stays_a_gap():
    """"its lair's location" has no selector, so the clause is refused, its manner with it."""
    _, gaps = _effects("<b>Forced</b> - When Swift Byakhee would move via the hunter keyword: Instead, move it (one "
                       "location at a time) until it enters its lair's location.", "Swift Byakhee", "enemy")
    assert any("one location at a time" in g.text for g in gaps)


def test_one_location_at_a_time_is_read_only_with_a_repetition():
    """The manner said of a move with no "until": the reminder is not dropped, the sentence stays a gap."""
    _, gaps = _effects("<b>Revelation</b> - Move The Rougarou to your location (one location at a time).")
    assert gaps


@pytest.mark.parametrize(("phrase", "selector"), [
    ("the location that is farthest from all investigators", "a-location-farthest-from-all-investigators"),
    ("the location that is nearest to you", "a-nearest-location"),
    ("the location that has the most clues", "most-clues:each-location"),
])
def test_a_relative_clause_of_a_superlative_reads_as_its_reduced_form(phrase, selector):
    """"the location that is farthest from X" is "the location farthest from X"; "that has the most clues" is "with
    the most clues" (The Rougarou: "Find the location that is farthest from all investigators")."""
    effects, gaps = _effects(f"<b>Revelation</b> - Move to {phrase}.")
    assert (effects, gaps) == ([{"effect": "move", "to": selector}], [])


@pytest.mark.parametrize(("phrase", "selector"), [
    ("the location farthest from The Gate to Hell", "farthest-from:The Gate to Hell;each-location"),
    ("the location that is farthest from The Gate to Hell", "farthest-from:The Gate to Hell;each-location"),
    ("the revealed location nearest to Hall", "nearest-from:Hall;each-revealed-location"),
    ("the location farthest from you", "a-farthest-location"),  # from you: a position (positions.py)
])
def test_a_distance_from_a_place_ranks_the_each_form_from_that_place(phrase, selector):
    effects, gaps = _effects(f"<b>Revelation</b> - Move to {phrase}.")
    assert (effects, gaps) == ([{"effect": "move", "to": selector}], [])


def test_a_distance_from_several_places_is_refused():
    """"farthest from each investigator" is no one place to count from (the engine's "from all investigators" is
    the 2024 glossary's combined distance, printed so)."""
    effects, gaps = _effects("<b>Revelation</b> - Move to the location farthest from each investigator.")
    assert gaps and not effects


def test_another_relative_clause_is_left_to_be_refused():
    """Only a superlative is reduced: "the location that is revealed" keeps its clause, and is refused."""
    effects, gaps = _effects("<b>Revelation</b> - Move to the location that is revealed.")
    assert gaps and not effects


@pytest.mark.parametrize("text", [
    "Deal 2 damage to each investigator with the most clues.",  # each of the tied: no selector
    "Find each enemy.",  # nothing found one of
])
def test_what_cannot_be_ranked_or_found_is_refused_not_dropped(text):
    effects, gaps = _effects(f"<b>Revelation</b> - {text}")
    assert gaps and not effects
