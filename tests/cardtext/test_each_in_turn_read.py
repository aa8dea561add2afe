"""An instruction to each investigator in turn, with his or her own things (``each_in_turn.py``): a distributive subject
("each investigator …", "each player", "all investigators", "each other investigator") with a pronoun bound to it
("he or she", "his or her", "their") is each investigator's own instruction — read as "you" by the one reader of
sentences and wrapped in a ``sequence`` whose ``who`` is the subject's selector (In Player Order; You/Your)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.each_in_turn import own_instruction, split_subject

_DISCARD_OWN = [{"effect": "discard", "to": "an-asset-you-control"}]
_HAND = "card-in-your-hand"


def _read(text: str, type_code: str = "treachery"):
    result = parse_card_text(f"Revelation - {text}", type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


# -- the rewrite: the subject dropped, the verb's base form, the bound pronouns as "you" -----------------------------

@pytest.mark.parametrize("rest, own", [
    ("must discard an asset he or she controls", "Discard an asset you control"),
    ("takes 1 damage for each card in his or her hand", "Take 1 damage for each card in your hand"),
    ("may place 1 of his or her clues on it", "You may place 1 of your clues on it"),
    ("takes 1 horror and discards an asset he or she controls", "Take 1 horror and discard an asset you control"),
    ("take 1 horror for each card in their hand", "Take 1 horror for each card in your hand"),
])
def test_the_rest_of_the_sentence_is_that_investigators_own_instruction(rest, own):
    assert own_instruction(rest) == own


@pytest.mark.parametrize("text", [
    "Each investigator draws 1 card.",  # no pronoun bound to the subject: the plain selector says it
    "Each investigator's maximum hand size is reduced by 3 while checking his or her hand size.",  # a possessive
    "Choose an investigator. He or she draws 1 card.",  # no distributive subject
    "Each investigator discards 1 card from your hand and takes 1 horror for each card in his or her hand.",
])
def test_a_sentence_without_a_distributive_subject_binding_a_pronoun_alone_is_not_split(text):
    assert split_subject(text.rstrip(".")) is None


# -- the sentence: a sequence for each investigator the subject picks ------------------------------------------------

@pytest.mark.parametrize("text, who, effects", [
    # Broken Rails
    ("Each investigator at your location with 4 or more damage must also discard an asset he or she controls.",
     "with-at-least:4-damage:each-investigator-at-your-location", _DISCARD_OWN),
    ("Each investigator must discard an asset he or she controls.", "each-investigator", _DISCARD_OWN),
    ("Each player must discard an asset he or she controls.", "each-investigator", _DISCARD_OWN),
    ("Each other investigator must discard an asset he or she controls.", "each-other-investigator", _DISCARD_OWN),
    ("Each investigator may discard an asset he or she controls.", "each-investigator",
     [{"effect": "discard", "to": "an-asset-you-control", "may": True}]),
    ("Each investigator takes 1 horror and discards an asset he or she controls.", "each-investigator",
     [{"effect": "deal-horror", "amount": 1, "to": "you"}, *_DISCARD_OWN]),
    ("Each investigator shuffles his or her discard pile into his or her deck.", "each-investigator",
     [{"effect": "shuffle-deck", "discard-pile": True}]),
])
def test_each_investigator_with_his_or_her_own_things_is_a_sequence_for_each(text, who, effects):
    read, gaps = _read(text)
    assert gaps == []
    assert read == [{"effect": "sequence", "who": who, "effects": effects, "text": text.rstrip(".")}]


@pytest.mark.parametrize("text, inner", [
    ("Each investigator takes 1 damage for each card in his or her hand.", {"effect": "deal-damage", "amount": 1,
                                                                             "to": "you"}),
    ("Each investigator loses 1 resource for each card in his or her hand.", {"effect": "lose-resources", "amount": 1}),
    ("All investigators take 1 horror for each card in their hand.", {"effect": "deal-horror", "amount": 1, "to": "you"}),
])
def test_a_count_of_his_or_her_own_is_counted_for_each_one(text, inner):
    """The sentence's structure is the one reader's: "for each card in your hand" counted in each one's part."""
    read, gaps = _read(text)
    assert gaps == []
    assert read[0]["who"] == "each-investigator"
    (loop,) = read[0]["effects"]
    assert (loop["effect"], loop["count"], loop["effects"]) == ("for-each", _HAND, [inner])


def test_a_choice_of_his_or_her_own_is_each_ones_choice():
    read, gaps = _read("Each investigator must either take 1 damage or discard an asset he or she controls.")
    assert gaps == []
    (either,) = read[0]["effects"]
    assert either["effect"] == "either" and either["effects"] == [{"effect": "deal-damage", "amount": 1, "to": "you"},
                                                                   *_DISCARD_OWN]


def test_the_plain_reading_is_kept_where_the_selectors_say_it():
    """"… from his or her hand": ``discard-from-hand`` with ``who`` is each one's hand already."""
    read, gaps = _read("Each investigator discards 1 card at random from his or her hand.")
    assert gaps == []
    assert read == [{"effect": "discard-from-hand", "amount": 1, "random": True, "who": "each-investigator"}]


# -- what cannot run stays a gap, with its category and the printed words ---------------------------------------------

@pytest.mark.parametrize("text, category", [
    # each one's cards shuffled into the encounter deck: not their owner's deck
    ("Each investigator at an [[Altered]] location shuffles each weakness in his or her discard pile into the "
     "encounter deck.", "effect:shuffle"),
    # Terror from Beyond: a card type chosen before
    ("Each player must discard each card in his or her hand that is of the chosen cardtype.", "effect:discard"),
    # "you" beside each one's own: two investigators' things in one sentence
    ("Each investigator discards 1 card from your hand and takes 1 horror for each card in his or her hand.",
     "effect:discard"),
])
def test_an_own_instruction_the_engine_cannot_run_stays_a_gap_as_printed(text, category):
    result = parse_card_text(f"Revelation - {text}", type_code="treachery")
    assert [e for a in result.abilities for e in a.effects] == []
    (gap,) = result.unsupported
    assert gap.category == category
    assert gap.text == text.rstrip(".").replace("[[", "").replace("]]", "")  # the markup's traits as printed
