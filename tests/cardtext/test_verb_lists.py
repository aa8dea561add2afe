"""Verb phrases coordinated under one subject (verb_lists.py): after a comma, a verb's -s form opens the same
subject's next verb phrase — before its object, or, when the clause before the comma has such a verb, before a
preposition or "until" (an intransitive verb of motion); and the intransitive move repeated until it arrives."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import read_sentence


def _clauses(text: str) -> list[str]:
    return [c.text for c in read_sentence(text).clauses]


@pytest.mark.parametrize(("text", "clauses"), [
    # Dance of the Yellow King: "moves" before "until" (its reminder lifted) is the shared subject's second verb
    ("the nearest Possessed enemy readies, moves (one location at a time) until it reaches your location, engages you, "
     "and makes an immediate attack",
     ["the nearest Possessed enemy readies,", "moves until it reaches your location,", "engages you,",
      "and makes an immediate attack"]),
    # before a preposition
    ("the enemy readies, moves to your location, and engages you",
     ["the enemy readies,", "moves to your location,", "and engages you"]),
])
def test_a_verb_after_a_comma_opens_the_shared_subjects_next_verb_phrase(text, clauses):
    assert _clauses(text) == clauses


def test_an_s_word_before_a_preposition_with_no_verb_before_the_comma_is_no_verb_of_a_list():
    """No verb inflected for a subject before the comma: nothing to share, the clause is not cut there."""
    assert len(read_sentence("Choose an enemy at your location, moves to a connecting location").clauses) == 1


@pytest.mark.parametrize(("text", "effect"), [
    ("Revelation - The nearest [[Possessed]] enemy moves (one location at a time) until it reaches your location.",
     {"effect": "move-enemy-until", "enemy": "a-nearest-possessed-enemy-in-play", "toward": "your-location"}),
    ("Revelation - Move the nearest [[Possessed]] enemy (one location at a time) until it reaches your location.",
     {"effect": "move-enemy-until", "enemy": "a-nearest-possessed-enemy-in-play", "toward": "your-location"}),
])
def test_an_enemy_moves_until_it_arrives_transitive_or_intransitive(text, effect):
    result = parse_card_text(text, name="Dance", type_code="treachery")
    assert [dict(e) for a in result.abilities for e in a.effects] == [effect] and not result.gaps


def test_a_walk_in_a_verb_list_is_the_shared_subjects_chosen_once():
    """Dance of the Yellow King: the list's subject a choice ("the nearest"), chosen once and named after; the walk
    one of its verbs, its manner "(one location at a time)" read with it."""
    text = ("Revelation - Test [willpower] (3). If you fail, the nearest [[Possessed]] enemy readies, moves (one "
            "location at a time) until it reaches your location, engages you, and makes an immediate attack.")
    result = parse_card_text(text, name="Dance of the Yellow King", type_code="treachery")
    assert not result.gaps
    assert result.abilities[0].effects[0]["fail"] == [
        {"effect": "choose", "to": "a-nearest-possessed-enemy-in-play"}, {"effect": "ready", "to": "chosen"},
        {"effect": "move-enemy-until", "enemy": "chosen", "toward": "your-location"},
        {"effect": "engage", "enemy": "chosen"},
        {"effect": "enemy-attacks", "enemy": "chosen", "who": "investigator-engaged-with:chosen"}]
