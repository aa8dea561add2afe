"""A list of a card's value modifiers with a serial comma ("+1 fight, +1 health, and +1 evade for each resource on
Shadow-spawned", ``lists.modifier_list``) is one noun phrase: its "for each" counts for every modifier of it; and a
capitalised participle opening a sentence before a name is the name's first word ("Hunting Horror gets …"), an
imperative being a bare verb (``grammar._is_verb``)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import read_sentence


def _constants(text: str, name: str = "Shadow-spawned", type_code: str = "treachery"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [a.to_situation() for a in result.abilities], result.gaps


@pytest.mark.parametrize("text", [
    "Hunting Horror gets +1 fight, +1 health, and +1 evade for each resource on Shadow-spawned.",
    "Ghoul Priest gets +1 fight, +1 health, and +1 evade for each resource on Shadow-spawned.",
])
def test_a_serial_comma_list_of_modifiers_shares_its_for_each(text):
    got, gaps = _constants(text)
    assert not gaps
    named = text.split(" gets ")[0]
    assert [c["applies-to"].get("via", "health") for c in got] == ["fight", "health", "evade"]
    assert all(c["applies-to"]["what"] == named and c["for-each"] == "resource-on:self" for c in got)


def test_the_list_is_one_noun_phrase_of_one_clause():
    sentence = read_sentence("Ghoul Priest gets +1 fight, +1 health, and +1 evade for each resource on it.")
    assert len(sentence.clauses) == 1


def test_a_participle_opening_the_sentence_before_a_name_is_part_of_the_name():
    got, gaps = _constants("Hunting Horror gets +1 fight.")
    assert not gaps and got[0]["applies-to"]["what"] == "Hunting Horror"

