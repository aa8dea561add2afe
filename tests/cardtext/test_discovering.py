"""The verb "discover" (``discovering.py``) and the participle after "each" inside a prepositional phrase (the grammar's
chunker): each rule from its own shape and real printed texts (development cards)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import read_sentence


def _effects(text: str) -> list[dict]:
    result = parse_card_text(text, name="X", type_code="event")
    assert not result.gaps, result.gaps
    return [e for a in result.abilities for e in a.to_situation()["effects"]]


@pytest.mark.parametrize(("text", "location"), [
    ("Discover 1 clue at each revealed location.", "each-revealed-location"),
    ("Discover 1 clue from each revealed location in play.", "each-revealed-location"),  # Deciphered Reality
    ("Discover 1 clue from a connecting location.", "a-connecting-location"),
])
def test_clues_are_discovered_at_or_from_a_location(text, location):
    assert _effects(text) == [{"effect": "discover-clues", "amount": 1, "location": location}]


def test_from_your_location_is_the_default():
    assert _effects("Discover 1 clue from your location.") == [{"effect": "discover-clues", "amount": 1}]


def test_both_at_and_from_are_refused():
    result = parse_card_text("Discover 1 clue at your location from a connecting location.", name="X",
                             type_code="event")
    assert result.gaps


@pytest.mark.parametrize(("text", "pp"), [
    ("Discover 1 clue from each revealed location in play.", "from each revealed location"),
    ("Place 1 doom on each revealed location.", "on each revealed location"),
    ("Discover 1 clue at each connecting location.", "at each connecting location"),
])
def test_a_participle_after_each_before_its_noun_qualifies_the_noun(text, pp):
    chunks = read_sentence(text).clauses[0].chunks
    assert ("pp", pp) in [(c.kind, c.text) for c in chunks]
