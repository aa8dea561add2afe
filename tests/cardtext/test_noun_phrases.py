"""Noun phrases the grammar reads whole though a word inside could be a verb (:mod:`kb.cardtext.noun_phrases`):
compound nouns with a verb-like head, a card's noun before its number, and a noun's reduced relative clause. Each rule
from its own shape and a few printed sentences (development cards); then what the lowering makes of the phrases now
read ("for any skill tests you perform": Will to Survive)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import read_sentence
from kb.cardtext.noun_phrases import relative_of
from kb.cardtext.tokens import tokenize

from .situation import load


def chunks(sentence: str) -> list[tuple[str, str]]:
    """The sentence's chunks, every clause's in order: (kind, text)."""
    return [(c.kind, c.text) for clause in read_sentence(sentence).clauses for c in clause.chunks]


def verbs(sentence: str) -> list[str]:
    return [text for kind, text in chunks(sentence) if kind == "verb"]


# -- compound nouns whose head is a verb of the lexicon ---------------------------------------------------

@pytest.mark.parametrize(("sentence", "phrase"), [
    ("After you succeed at 2 skill tests", ("pp", "at 2 skill tests")),  # Will to Survive's kin
    ("You get -1 skill value during skill tests", ("pp", "during skill tests")),  # Cursed Luck
    ("You cannot commit skill cards to skill tests", ("pp", "to skill tests")),  # Whispers in Your Head
    ("This evasion attempt uses [willpower] instead of [agility]", ("np", "This evasion attempt")),  # Blinding Light
])
def test_a_verb_like_head_after_its_modifier_is_the_compound_nouns_head(sentence, phrase):
    assert phrase in chunks(sentence)
    assert not any(v.lower() in ("tests", "attempts") for v in verbs(sentence))


@pytest.mark.parametrize("sentence", [
    "Engage actions you perform do not provoke attacks of opportunity",  # Trench Knife
    "After you perform a move action, draw 1 card",
])
def test_an_actions_type_named_by_its_verb_is_a_noun(sentence):
    assert "Engage" not in verbs(sentence) and "move" not in verbs(sentence)


def test_a_subject_before_the_same_verb_keeps_it_a_verb():
    """"an investigator tests": a subject, not a modifier — the compound is the lexicon's, not any noun's."""
    assert verbs("Then, that investigator tests [willpower] (2)") == ["tests"]
    assert verbs("Play when an enemy attacks an investigator at your location") == ["Play", "attacks"]


@pytest.mark.parametrize(("sentence", "noun"), [
    ("If agenda 2a is in play, take 2 damage and lose 2 actions", "agenda 2a"),  # Crashing Floods
    ("If act 3a or agenda 3a is in play, take 3 damage", "act 3a or agenda 3a"),
    ("Advance to act 2b", "to act 2b"),  # Patient Confinement
])
def test_a_cards_noun_before_its_number_is_a_noun_not_a_verb_and_its_amount(sentence, noun):
    assert any(text == noun for _, text in chunks(sentence))
    assert not {"agenda", "act", "to act"} & set(verbs(sentence))


def test_a_game_plural_after_a_noun_is_no_verb():
    """Abbey Church: "with different agenda numbers"."""
    assert ("pp", "with different agenda numbers") in chunks(
        "If there are two agendas in play with different agenda numbers, Abbey Church gets +2 shroud")


# -- a noun's reduced relative clause (an object relative without "that") ----------------------------------

@pytest.mark.parametrize(("sentence", "phrase"), [
    ("Until the end of your turn, do not reveal chaos tokens for any skill tests you perform",
     ("pp", "for any skill tests you perform")),  # Will to Survive
    ("You get +1 [willpower] for each skill test you perform this turn", ("pp", "for each skill test you perform this turn")),
    ("Reduce the cost of each Ally asset you play by 2", ("pp", "of each Ally asset you play")),  # Easttown
    ("Commit only to a skill test you are performing", ("pp", "to a skill test you are performing")),  # Opportunist
    ("Cards you would draw are discarded", ("np", "Cards you would draw")),
    ("Discard the first card you draw each round", ("np", "the first card you draw each round")),
    ("Draw 1 card for each card you control", ("pp", "for each card you control")),
])
def test_a_relative_clause_whose_verb_has_no_object_is_part_of_the_noun_phrase(sentence, phrase):
    assert phrase in chunks(sentence)


def test_the_main_verb_after_a_relative_clause_stays_the_clauses_verb():
    assert chunks("The next card you play costs 1 less") == [
        ("np", "The next card you play"), ("verb", "costs"), ("np", "1 less")]


@pytest.mark.parametrize(("sentence", "verb"), [
    ("For each point you fail by, take 1 damage", "fail"),  # a count's own words (Shotgun, Ephemeral Exhibits)
    ("Each time you play a card, increase the cost of that card by 1", "play"),  # the verb has its object
    ("When you play a card you control", "play"),
])
def test_a_subject_and_verb_with_an_object_or_not_of_the_relative_verbs_stay_a_clause(sentence, verb):
    assert verb in verbs(sentence)


@pytest.mark.parametrize(("phrase", "parts"), [
    ("each [elder_sign] you reveal", (["each", "[elder_sign]"], "you", "reveal")),
    ("any skill tests you perform", (["any", "skill", "tests"], "you", "perform")),
    ("a skill test you are performing", (["a", "skill", "test"], "you", "perform")),
    ("each enemy at your location", None),
])
def test_a_relative_clause_cut_from_its_noun(phrase, parts):
    found = relative_of(tokenize(phrase))
    assert (None if found is None else ([t.low for t in found[0]], found[1], found[2])) == parts


# -- lowering what is now read --------------------------------------------------------------------------------

WILL_TO_SURVIVE = "Fast. Play during any [fast] player window.\nUntil the end of your turn, do not reveal chaos " \
                  "tokens for any skill tests you perform."


def test_not_revealing_for_your_own_skill_tests_is_a_lasting_prohibition_of_the_reveal():
    """Will to Survive: the scope names the tests of the one the prohibition governs (ST.3: the tester reveals)."""
    result = parse_card_text(WILL_TO_SURVIVE, name="Will to Survive", type_code="event")
    assert result.gaps == ()
    assert result.to_json()["card"]["effects"] == [{"effect": "lasting", "duration": "until-end-of-turn", "cannot": True,
                                       "applies-to": {"event": "reveal-chaos-token", "who": "you",
                                                      "via": "skill-test"}}]
    load(result, name="Will to Survive", type_code="event")


@pytest.mark.parametrize("text", [
    "Until the end of your turn, do not reveal chaos tokens for any skill tests that investigator performs.",
    "Until the end of your turn, you cannot draw cards for any skill tests you perform.",
])
def test_a_scope_naming_anothers_tests_or_after_another_event_stays_a_gap(text):
    result = parse_card_text(text, type_code="event")
    assert [g.category for g in result.unsupported] and "effects" not in result.to_json().get("card", {})


def test_the_treated_tokens_constant_reads_whose_reveals_from_the_relative_clause():
    """The Necronomicon: "each [elder_sign] you reveal" → the tokens and whose reveals."""
    result = parse_card_text("Treat each [elder_sign] you reveal on a chaos token as a [auto_fail].", type_code="asset")
    assert result.gaps == ()
    ability = result.abilities[0].to_situation()
    assert ability["applies-to"] == {"event": "reveal-chaos-token", "who": "you", "token": "elder-sign"}
