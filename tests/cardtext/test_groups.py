"""Investigators picked as a group (groups.py, group_tests.py, first_assigned.py): a place "at the same location as X",
a relative clause "who controls X", more investigators making the test just read, and damage assigned to X first."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _effects(text: str, name: str = "Dread") -> list[dict]:
    result = parse_card_text(f"<b>Revelation</b> - {text}", name=name, type_code="treachery")
    assert not result.gaps, result.gaps
    return [e for a in result.abilities for e in a.to_situation().get("effects", [])]


def _gaps(text: str) -> list:
    return list(parse_card_text(f"<b>Revelation</b> - {text}", name="Dread", type_code="treachery").gaps)


# -- "at the same location as X": the place of X, any copy of a card named with "a" ---------------------------------

@pytest.mark.parametrize(("text", "who"), [
    ("Each investigator at the same location as a Brood of Yog-Sothoth takes 1 damage.",
     "each-investigator-at:location-of:copies-of:Brood of Yog-Sothoth"),
    ("Each investigator at the same location as an Innocent Reveler takes 1 horror.",
     "each-investigator-at:location-of:copies-of:Innocent Reveler"),
    ("Each investigator at the same location as Jordan Perry takes 1 horror.",
     "each-investigator-at:location-of:Jordan Perry"),
])
def test_the_same_location_as_a_card_is_its_location(text, who):
    assert _effects(text)[0]["to"] == who


def test_investigators_at_the_same_location_as_a_card_test_and_take_their_own_results():
    effects = _effects("Each investigator at the same location as a Brood of Yog-Sothoth tests [agility] (3). For each "
                       "point he or she fails by, he or she takes 1 damage.")
    test = effects[0]
    assert (test["effect"], test["who"]) == ("test", "each-investigator-at:location-of:copies-of:Brood of Yog-Sothoth")
    assert test["fail"][0]["count"] == "point-failed-by"
    assert test["fail"][0]["effects"][0]["to"] == "testing-investigator"


def test_a_count_of_investigators_at_the_same_location_as_a_card():
    """Ruin and Destruction (development): the condition, and the test its "Otherwise" makes."""
    effects = _effects("If there are no investigators at the same location as a Brood of Yog-Sothoth, Ruin and "
                       "Destruction gains surge. Otherwise, each investigator at the same location as a Brood of "
                       "Yog-Sothoth tests [agility] (3).", name="Ruin and Destruction")
    assert effects[0]["condition"] == {"count": "investigator-at-location-of:Brood of Yog-Sothoth", "at-most": 0}
    assert effects[0]["otherwise"][0]["effect"] == "test"


# -- "who controls X" --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("subject", ["Each investigator who controls an Innocent Reveler",
                                     "Each player who controls an Innocent Reveler"])
def test_each_investigator_who_controls_a_card_by_its_title(subject):
    assert _effects(f"{subject} takes 1 damage.")[0]["to"] == "each-investigator-controlling:copies-of:Innocent Reveler"


def test_another_relative_clause_is_refused_with_why():
    gaps = _gaps("Each investigator who has a Tome asset takes 1 damage.")
    assert gaps and any("relative clause" in g.reason for g in gaps)


# -- "X must also perform this skill test" -----------------------------------------------------------------------------

def test_more_investigators_also_make_the_test_just_read_and_its_results_are_each_ones():
    """Watchers' Gaze (early)."""
    effects = _effects("Test [willpower] (4). Each investigator who controls an Innocent Reveler must also perform this "
                       "skill test. Each investigator who fails takes 1 horror.")
    test = effects[0]
    assert test["who"] == "each-of:you|each-investigator-controlling:copies-of:Innocent Reveler"
    assert test["fail"] == [{"effect": "deal-horror", "amount": 1, "to": "testing-investigator"}]


def test_also_testing_with_no_test_before_it_is_a_gap():
    gaps = _gaps("Each investigator who controls an Innocent Reveler must also perform this skill test.")
    assert gaps and "no test read before it" in gaps[0].reason


# -- "which must be assigned to X first, if able" ----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "first", "dealt"), [
    ("Take 1 damage, which must be assigned to an Innocent Reveler first, if able.", "copies-of:Innocent Reveler",
     "deal-damage"),
    ("Take 2 horror, which must be assigned to Innocent Reveler first, if able.", "copies-of:Innocent Reveler",
     "deal-horror"),
])
def test_damage_assigned_first_wraps_the_deal(text, first, dealt):
    effect = _effects(text)[0]
    assert (effect["effect"], effect["to"]) == ("assign-first", first)
    assert effect["effects"][0]["effect"] == dealt


def test_each_testers_damage_assigned_first():
    """Chaos in the Water (early)."""
    effects = _effects("Test [agility] (4). Each investigator who controls an Innocent Reveler must also perform this "
                       "skill test. Each investigator who fails takes 1 damage, which must be assigned to an Innocent "
                       "Reveler first, if able.")
    wrapped = effects[0]["fail"][0]
    assert wrapped["effect"] == "assign-first"
    assert wrapped["effects"] == [{"effect": "deal-damage", "amount": 1, "to": "testing-investigator"}]


def test_an_assignment_first_after_no_damage_is_refused():
    gaps = _gaps("Draw 1 card, which must be assigned to an Innocent Reveler first, if able.")
    assert gaps


# -- a difficulty X with a maximum -------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "most"), [
    ("Test [willpower] (X), where X is the number of [[Extradimensional]] locations in play (max 5).", 5),
    ("Test [agility] (X), where X is the amount of doom in play (max 3). If you fail, take 1 damage.", 3),
])
def test_a_difficulty_x_keeps_its_maximum(text, most):
    test = _effects(text)[0]
    assert (test["effect"], test["difficulty"], test["max"]) == ("test", 0, most)


# -- a card's title in the plural, as a noun ---------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "count"), [
    ("If there are no Masked Carnevale-Goers at your location, Dread gains surge.",
     "in-play:masked_carnevale_goers-card-at-your-location"),
    ("If there is a Masked Carnevale-Goer at your location, Dread gains surge.",
     "in-play:masked_carnevale_goer-card-at-your-location"),
])
def test_a_title_with_a_place_counts_its_copies_there(text, count):
    assert _effects(text)[0]["condition"]["count"] == count


def test_the_same_location_after_another_noun_is_left_as_printed():
    """Only investigators and enemies are picked by another's location: an asset so placed is refused, quoted as
    printed (enemies: tests/cardtext/test_discard_cards_read.py)."""
    result = parse_card_text("<b>Forced</b> - At the start of the enemy phase: Discard each [[Item]] asset in the "
                             "same location as an [[Abomination]] enemy.", name="Chaos", type_code="agenda")
    assert result.gaps and "in the same location as an Abomination enemy" in result.gaps[0].text


# -- "he or she" with nothing named before it: the investigator the trigger names -------------------------------------

def test_he_or_she_after_a_trigger_naming_an_investigator_is_that_investigator():
    """Acrid Miasma (early): the one who entered makes the test and takes its results."""
    result = parse_card_text("<b>Forced</b> - After an investigator enters attached location, he or she tests [willpower] "
                             "(2). If failed, that investigator takes 1 damage and 1 horror.",
                             name="Miasma", type_code="treachery")
    test = result.abilities[0].to_situation()["effects"][0]
    assert (test["who"], [e["to"] for e in test["fail"]]) == ("triggering-who", ["triggering-who", "triggering-who"])


def test_he_or_she_after_a_trigger_naming_you_keeps_its_reading():
    result = parse_card_text("<b>Forced</b> - After you enter attached location, he or she tests [willpower] (2).",
                             name="Miasma", type_code="treachery")
    effects = result.abilities[0].to_situation().get("effects", [])
    assert not effects or effects[0].get("who") != "triggering-who"


# -- "a <Title>" anywhere in play: one of its copies, chosen --------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Choose a Masked Carnevale-Goer in play and flip it to its other side.",  # Get to the Boats!
    "Choose an Innocent Reveler and flip it.",
])
def test_a_title_after_an_indefinite_determiner_is_one_of_its_copies_chosen(text):
    """A card's title after "a" / "an" / "any", in play or at any location: one copy, the player's choice — not every
    copy (which "each <Title>" is)."""
    title = "Masked Carnevale-Goer" if "Masked" in text else "Innocent Reveler"
    assert _effects(text) == [{"effect": "choose", "to": f"one-of:copies-of:{title}"},
                              {"effect": "flip-card", "to": "chosen"}]


def test_a_title_at_a_place_other_than_anywhere_is_not_read_as_any_copy():
    assert _gaps("Choose a Masked Carnevale-Goer at the Canal-side and flip it.")
