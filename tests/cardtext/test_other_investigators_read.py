"""Investigators other than you (``others.py``): "another", "any other", "each other" and "other" before
"investigator(s)" are the plain determiners ("an", "each") with one qualifier more — not you (Rules Reference:
You/Your). The phrase is read by the one reader of investigator phrases, its place and unions included, and the
selector takes ``other`` after its determiner; a subject of two joined by "and" ("both you and that investigator")
takes a bare verb and is each of them (Qualifiers; Target, "each")."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.others import other_investigator, othered


def _read(text: str, type_code: str = "event"):
    result = parse_card_text(text, name="Kit", type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


# -- the determiner: "another" is one, "each other" / "other" each, both without you ----------------------------

@pytest.mark.parametrize("text, effect", [
    # Stand Together's choice
    ("Choose another investigator at your location.", {"effect": "choose", "to": "an-other-investigator-at-your-location"}),
    ("Another investigator at your location gains 2 resources.",
     {"effect": "gain-resources", "amount": 2, "who": "an-other-investigator-at-your-location"}),
    ("Heal 1 damage from another investigator at your location.",
     {"effect": "heal-damage", "amount": 1, "to": "an-other-investigator-at-your-location"}),
    ("Another investigator draws 1 card.", {"effect": "draw", "amount": 1, "who": "an-other-investigator"}),
    ("Any other investigator draws 1 card.", {"effect": "draw", "amount": 1, "who": "an-other-investigator"}),
    ("Each other investigator at your location takes 1 horror.",
     {"effect": "deal-horror", "amount": 1, "to": "each-other-investigator-at-your-location"}),
    ("Other investigators at your location take 1 horror.",
     {"effect": "deal-horror", "amount": 1, "to": "each-other-investigator-at-your-location"}),
    ("Each other investigator takes 1 horror.", {"effect": "deal-horror", "amount": 1, "to": "each-other-investigator"}),
])
def test_another_and_each_other_are_the_plain_determiners_without_you(text, effect):
    effects, gaps = _read(text)
    assert gaps == []
    assert effects[0] == effect


@pytest.mark.parametrize("text, to", [
    # a place by its trait, a place by its owner, a place and its connections: the plain reader's places
    ("Each other investigator at an [[Altered]] location takes 1 horror.", "each-other-investigator-at:each-altered-location"),
    ("[action] Exhaust Kit: Each other investigator at Kit's location takes 1 horror.",
     "each-other-investigator-at-this-location"),
    ("Another investigator at your location or a connecting location takes 1 horror.",
     "an-other-investigator-at-your-location-or-a-connecting-location"),
])
def test_the_place_qualifies_the_other_investigator_as_it_does_any(text, to):
    effects, gaps = _read(text, type_code="asset" if "Kit's" in text else "event")
    assert gaps == []
    assert effects[-1]["to"] == to


def test_that_investigator_after_choosing_another_is_the_one_chosen():
    effects, gaps = _read("Choose another investigator at your location. That investigator gains 2 resources.")
    assert gaps == []
    assert effects == [{"effect": "choose", "to": "an-other-investigator-at-your-location"},
                       {"effect": "gain-resources", "amount": 2, "who": "chosen"}]


def test_other_than_a_phrase_no_investigators_are_named_by_stays_a_gap():
    """"another" before a phrase the plain reader refuses keeps the refusal, quoted as printed."""
    effects, gaps = _read("Another investigator engaged with a [[Ghoul]] enemy takes 1 horror.")
    assert effects == [] and gaps and "Another investigator" in gaps[0][0]


# -- two investigators named: "both you and that investigator" -----------------------------------------------------

def test_both_you_and_that_investigator_is_each_of_them():
    """Stand Together: the subject of two joined by "and" takes the bare verb, and the shared subject carries over to
    the verb after "and"."""
    effects, gaps = _read("Choose another investigator at your location. Both you and that investigator draw 2 cards "
                          "and gain 2 resources.")
    assert gaps == []
    assert effects[1:] == [{"effect": "draw", "amount": 2, "who": "each-of:you|chosen"},
                           {"effect": "gain-resources", "amount": 2, "who": "each-of:you|chosen"}]


# -- the selectors ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("plain, other", [
    ("an-investigator-at-your-location", "an-other-investigator-at-your-location"),
    ("each-investigator", "each-other-investigator"),
    ("each-investigator-at:location-of:Jordan Perry", "each-other-investigator-at:location-of:Jordan Perry"),
    ("one-of:each-investigator-at-your-location|each-investigator-at:each-altered-location",
     "one-of:each-other-investigator-at-your-location|each-other-investigator-at:each-altered-location"),
])
def test_other_is_a_qualifier_after_the_determiner_and_reads_back(plain, other):
    assert othered(plain) == other
    if not plain.startswith("one-of:"):
        assert other_investigator(other) == plain


@pytest.mark.parametrize("selector", ["you", "chosen", "each-enemy-at-your-location", "triggering-who"])
def test_no_other_of_a_selector_of_no_investigators_by_determiner(selector):
    assert othered(selector) is None


# -- a count after the noun: "with 4 or more damage" (having.py) --------------------------------------------------

@pytest.mark.parametrize("text, to", [
    # Broken Rails' investigators
    ("Each investigator at your location with 4 or more damage takes 1 horror.",
     "with-at-least:4-damage:each-investigator-at-your-location"),
    ("Each other investigator with no clues takes 1 horror.", "with-at-most:0-clues:each-other-investigator"),
    ("Deal 1 damage to each investigator with 3 or more horror.", "with-at-least:3-horror:each-investigator"),
    # cards counted in a pile of the investigator's ("more than N": N + 1 or more, the count being whole)
    ("Deal 1 damage to each investigator with more than 10 cards in his or her discard pile.",
     "with-at-least:11-discard:each-investigator"),
    ("Each investigator with 2 or fewer cards in his or her hand takes 1 horror.", "with-at-most:2-hand:each-investigator"),
    ("Each investigator with fewer than 3 cards in their hand takes 1 horror.", "with-at-most:2-hand:each-investigator"),
])
def test_a_count_after_the_noun_wraps_the_rest_of_the_phrase(text, to):
    effects, gaps = _read(text)
    assert gaps == []
    assert effects[0]["to"] == to


def test_choosing_an_investigator_with_a_count_is_a_choice():
    effects, gaps = _read("Choose an investigator at your location with 1 or more horror. That investigator heals 1 "
                          "horror.")
    assert gaps == []
    assert effects == [{"effect": "choose", "to": "with-at-least:1-horror:an-investigator-at-your-location"},
                       {"effect": "heal-horror", "amount": 1, "to": "chosen"}]


def test_a_with_phrase_of_another_shape_stays_a_gap():
    effects, gaps = _read("Each investigator at your location with the most clues takes 1 horror.")
    assert effects == [] and gaps


# -- the investigator whose turn it is: a period before the colon names him or her --------------------------------

@pytest.mark.parametrize("text, effect", [
    # Police Badge
    ("[fast] While an investigator at your location is taking his or her turn, discard Kit: That investigator may "
     "take 2 additional actions this turn.", {"effect": "gain-actions", "amount": 2, "who": "turn-investigator",
                                              "may": True}),
    ("[fast] While an investigator is taking his or her turn, exhaust Kit: That investigator gains 1 resource.",
     {"effect": "gain-resources", "amount": 1, "who": "turn-investigator"}),
])
def test_that_investigator_after_a_turn_period_is_the_one_taking_it(text, effect):
    effects, gaps = _read(text, type_code="asset")
    assert gaps == []
    assert effects == [effect]


def test_that_investigator_with_nothing_before_it_stays_a_gap():
    effects, gaps = _read("[fast] Exhaust Kit: That investigator gains 1 resource.", type_code="asset")
    assert effects == [] and gaps == [("That investigator", "'that investigator' has nothing to refer to here")]
