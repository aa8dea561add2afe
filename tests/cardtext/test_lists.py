"""Lists inside one noun phrase (:mod:`kb.cardtext.lists`), rule by rule: a comma before "or" / "and" that lists noun
phrases of one kind is no clause's end, and keywords joined by "and" are one object, not a verb.

Sentences from Scrying's second printing (The Path to Carcosa), Discard and search instructions of the core set
and Dunwich, and the enemy keywords a treachery or story card grants ("gains hunter and retaliate").
"""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import read_sentence


def chunks(text: str) -> list[list[tuple[str, str]]]:
    """Each clause's chunks, kind and printed text."""
    return [[(c.kind, c.text) for c in clause.chunks] for clause in read_sentence(text).clauses]


@pytest.mark.parametrize(("text", "listed"), [
    ("Look at the top 3 cards of any investigator's deck, or the encounter deck",
     ("pp", "of any investigator's deck, or the encounter deck")),
    ("Discard an asset you control, or a card from your hand", ("np", "an asset you control, or a card")),
    ("Search your deck, or your discard pile, for a Tome card", ("np", "your deck, or your discard pile")),
])
def test_a_noun_phrase_after_comma_or_with_no_verb_is_an_item_of_the_list(text: str, listed: tuple[str, str]) -> None:
    read = chunks(text)
    assert len(read) == 1
    assert listed in read[0]


@pytest.mark.parametrize("text", [
    "Draw 1 card, and the lead investigator takes 1 horror",
    "Take 1 damage, or the encounter deck wins",
    "Discard a card, or you take 1 horror",
])
def test_an_item_with_a_verb_of_its_own_is_still_a_clause(text: str) -> None:
    assert len(chunks(text)) == 2


def test_the_listed_deck_lowers_as_the_list_without_its_comma() -> None:
    with_comma = parse_card_text("[action] Exhaust Scrying: Look at the top 3 cards of any investigator's deck, or the "
                                 "encounter deck.", name="Scrying", type_code="asset")
    without = parse_card_text("[action] Exhaust Scrying: Look at the top 3 cards of any investigator's deck or the "
                              "encounter deck.", name="Scrying", type_code="asset")
    assert with_comma.gaps == ()
    effects = with_comma.abilities[0].to_situation()["effects"][0]
    assert effects["effect"] == "either"
    assert [e["effect"] for e in effects["effects"]] == ["look-top", "look-top"]
    assert effects["effects"][1]["deck"] == "encounter"
    assert [e.get("deck") for e in effects["effects"]] == \
        [e.get("deck") for e in without.abilities[0].to_situation()["effects"][0]["effects"]]


@pytest.mark.parametrize(("text", "keywords"), [
    ("That enemy gains hunter and retaliate until the end of the round", "hunter and retaliate"),
    ("Each Cultist enemy gains hunter and retaliate", "hunter and retaliate"),
    ("Attached enemy loses aloof, hunter, and retaliate", "aloof, hunter, and retaliate"),
])
def test_keywords_joined_by_and_are_one_object_not_a_verb(text: str, keywords: str) -> None:
    read = chunks(text)
    assert len(read) == 1
    assert ("np", keywords) in read[0]
    assert [k for k, _ in read[0]].count("verb") == 1


def test_an_instruction_granting_two_keywords_lowers_to_one_lasting_effect() -> None:
    result = parse_card_text("Choose an enemy at your location. That enemy gains hunter and retaliate until the end "
                             "of the round.", name="Test Event", type_code="event")
    assert result.gaps == ()
    lasting = result.abilities[0].to_situation()["effects"][1]
    assert lasting["effect"] == "lasting" and lasting["gains"] == ["hunter", "retaliate"]
    assert lasting["duration"] == "until-end-of-round"
