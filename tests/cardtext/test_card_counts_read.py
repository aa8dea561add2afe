"""Reading what a card counts on one card and per investigator: the tokens on a card ("if he has 3 or more doom on
him"), an enemy's or a location's value ("Hastur's fight value", "the shroud value of your location"), bounds per
investigator ("at least 3 [per_investigator] damage on Hastur"), a location's trait and a card's place as a condition
("if you are at an Altered location", "if Hunting Horror is at your location"). Each rule from its shape and a few
printed texts; a phrase the engine cannot count stays refused with its reason."""

from __future__ import annotations

import pytest

from kb.cardtext.conditions import card_state
from kb.cardtext.counts import UNCOUNTABLE, condition, count_of
from kb.cardtext.model import NotParsed
from kb.cardtext.parser import parse_card_text
from kb.cardtext.per_investigator import MULTIPLIED
from kb.engine.effects.foreach import CUMULATIVE


@pytest.mark.parametrize("phrase, count", [
    ("the number of clues on Rex Murphy", "clue-on:Rex Murphy"),  # a card named
    ("doom on @self", "doom-on:self"),  # the card's own
    ("the amount of horror on The Necronomicon", "horror-on:The Necronomicon"),
    ("resources on Gondola", "resource-on:Gondola"),
    ("damage tokens on Hastur", "damage-on:Hastur"),
])
def test_tokens_on_one_card_are_the_tokens_composed_with_the_card(phrase, count):
    assert count_of(phrase, False) == count


@pytest.mark.parametrize("phrase, count", [
    ("Hastur's fight value", "fight-of:Hastur"),
    ("@self's evade value", "evade-of:self"),
    ("the fight value of Hastur", "fight-of:Hastur"),
    ("the shroud value of your location", "shroud-of-your-location"),
    ("the amount of horror on your investigator", "horror-on-you"),  # your investigator card is you
])
def test_a_value_of_a_card_or_your_location_is_counted(phrase, count):
    assert count_of(phrase, False) == count


@pytest.mark.parametrize("phrase", ["that enemy's evade value", "the clues on that location", "the current agenda's doom"])
def test_a_card_named_by_a_common_noun_is_not_guessed(phrase):
    """With no choice before it, "that enemy" is not guessed (after one it is the chosen enemy: test_chosen_counts)."""
    with pytest.raises(NotParsed, match=f"{UNCOUNTABLE}|no enemy chosen before it"):
        count_of(phrase, False)


@pytest.mark.parametrize("text, read", [
    ("@self has no horror on it", {"count": "horror-on:self", "at-most": 0}),  # The Necronomicon
    ("he has 3 or more doom on him", {"count": "doom-on:self", "at-least": 3}),  # Baron Samedi
    ("@self has fewer than 6 resources on it", {"count": "resource-on:self", "at-most": 5}),  # Hospital Debts
    ("David Renfield has at least 1 doom on him", {"count": "doom-on:David Renfield", "at-least": 1}),
])
def test_a_card_that_has_tokens_on_itself_counts_its_own(text, read):
    assert condition(text) == read


@pytest.mark.parametrize("text, read", [
    ("there is at least 3 [per_investigator] damage on Hastur",  # Madness Coils
     {"count": "damage-on:Hastur", "at-least": 3, "per-investigator": True}),
    ("there are 4 [per_investigator] resources on Gondola",  # Row!: the amount reached
     {"count": "resource-on:Gondola", "at-least": 4, "per-investigator": True}),
    ("it has 2 clues per investigator on it", {"count": "clue-on-self", "at-least": 2, "per-investigator": True}),
])
def test_a_bound_per_investigator_is_marked_so(text, read):
    assert condition(text) == read


def test_fewer_than_an_amount_per_investigator_is_its_own_bound():
    """"fewer than 2 clues per investigator" is below 2 × N (at most 2 × N − 1: no at-most times the investigators
    says it): the bound ``fewer-than``, multiplied as the others are."""
    assert condition("there are fewer than 2 clues per investigator on Ritual Site") == {
        "count": "clue-on:Ritual Site", "fewer-than": 2, "per-investigator": True}


@pytest.mark.parametrize("text, count", [
    ("you are at an Altered location", "in-play:altered-location-at-your-location"),
    ("you are at a Bayou location", "in-play:bayou-location-at-your-location"),
    ("you are at an Extradimensional location", "in-play:extradimensional-location-at-your-location"),
])
def test_you_are_at_a_trait_location_is_one_such_location_at_yours(text, count):
    assert condition(text) == {"count": count, "at-least": 1}


@pytest.mark.parametrize("text, read", [
    ("if Hunting Horror is at your location", {"card": "Hunting Horror", "state": "at-your-location"}),
    ("if the Rougarou is in your location", {"card": "Rougarou", "state": "at-your-location"}),
    ("if Hastur is not at your location", {"card": "Hastur", "state": "not-at-your-location"}),
])
def test_a_card_at_your_location_is_a_card_s_state(text, read):
    assert card_state(text) == read


def _card(text, name, type_code):
    return parse_card_text(text, name=name, type_code=type_code).to_json()


def test_then_if_a_card_has_no_tokens_on_it_is_an_if_after_the_one_before():
    read = _card("[action]: Move 1 horror from The Necronomicon to Daisy Walker. Then, if The Necronomicon has no "
                 "horror on it, discard it.", "The Necronomicon", "asset")
    (ability,) = read["abilities"]
    assert ability["effects"][1] == {"effect": "if", "condition": {"count": "horror-on:self", "at-most": 0},
                                     "effects": [{"effect": "discard", "to": "self"}], "then": True,
                                     "text": "if The Necronomicon has no horror on it, discard it"}


def test_it_after_a_location_a_condition_names_is_that_location_not_the_card():
    """"If you are at an Extradimensional location, discard it": "it" is the location, never Collapsing Reality."""
    read = _card("<b>Revelation</b> - If you are at an [[Extradimensional]] location, discard it and take 1 damage.",
                 "Collapsing Reality", "treachery")
    (ability,) = read["abilities"]
    assert '"to": "self"' not in str(ability["effects"]).replace("'", '"')
    assert ability["effects"][0]["effects"][0] == {"effect": "discard", "to": "your-location"}


def test_a_test_against_an_enemy_s_value_and_a_token_x_of_your_location_s_shroud():
    hastur = _card("[action]: Test [willpower] (X), where X is Hastur's fight value. If you succeed, exhaust Hastur.",
                   "Hastur", "enemy")
    assert hastur["abilities"][0]["effects"][0]["count"] == "fight-of:self"
    king = _card("[elder_thing]: -X. X is the shroud value of your location.", "The Last King", "scenario")
    assert king["card"]["chaos-tokens"][0]["count"] == "shroud-of-your-location"


@pytest.mark.parametrize("objective, read", [
    ("If there are 4 [per_investigator] resources on Gondola, advance.",  # Row!
     {"count": "resource-on:Gondola", "at-least": 4, "per-investigator": True}),
    ("If there are 2 clues per investigator on this Act, advance.",  # Disrupting the Ritual
     {"count": "clue-on-self", "at-least": 2, "per-investigator": True}),
])
def test_an_objective_on_a_count_of_the_state_is_the_act_s_standing_condition(objective, read):
    card = _card(f"<b>Objective</b> - {objective}", "Row!", "act")
    assert card["card"]["objective"] == {"condition": read, "text": objective}


@pytest.mark.parametrize("text, count, most", [
    ("Draw X cards, where X is the number of clues on Rex Murphy (to a maximum of 5).", "clue-on:Rex Murphy", 5),
    ("Discard the top X cards of your deck, where X is the amount of horror on you (max 3).", "horror-on-you", 3),
])
def test_an_amount_x_with_a_maximum_is_a_for_each_of_at_most_that_many(text, count, most):
    (effect,) = _card(text, "Search for the Truth", "event")["abilities"][0]["effects"]
    assert (effect["effect"], effect["count"], effect["amount"]) == ("for-each", count, most)


@pytest.mark.parametrize("text, name, type_code, effect", [
    ("Deal 2 [per_investigator] damage to Hastur.", "Bleak Desolation", "story",
     {"effect": "deal-damage", "amount": 2, "to": "Hastur"}),
    ("<b>Forced</b> - After you reveal Destroyed Path: Place 1 [per_investigator] doom on it.", "Destroyed Path",
     "location", {"effect": "place-doom", "amount": 1, "to": "self"}),
])
def test_an_amount_per_investigator_is_a_for_each_of_the_investigators_who_started(text, name, type_code, effect):
    (ability,) = _card(text, name, type_code)["abilities"]
    assert ability["effects"] == [{"effect": "for-each", "count": "investigator-started-scenario",
                                   "effects": [effect]}]


def test_an_amount_per_investigator_beside_a_fixed_one_multiplies_only_its_own():
    """The Fall: "Take 2 horror and deal 2 [per_investigator] damage to Hastur"."""
    (ability,) = _card("Take 2 horror and deal 2 [per_investigator] damage to Hastur.", "The Fall", "story")["abilities"]
    assert ability["effects"][0] == {"effect": "deal-horror", "amount": 2, "to": "you"}
    assert ability["effects"][1]["count"] == "investigator-started-scenario"


def test_an_amount_per_investigator_the_engine_would_repeat_per_instance_is_refused():
    """Quiet Halls: placing 1 clue per investigator is one placement of N clues, not N placements."""
    read = parse_card_text("Place 1 [per_investigator] clues on Quiet Halls.", name="Quiet Halls", type_code="location")
    assert not read.abilities[0].effects and read.gaps


def test_the_effects_multiplied_are_those_the_engine_resolves_as_one_cumulative_effect():
    assert MULTIPLIED <= CUMULATIVE


@pytest.mark.parametrize("text, once, repeated", [
    # "for each" closes the last of coordinated instructions: the others resolve once, before it
    ("Draw 1 card and take 1 horror for each card in your hand.", [{"effect": "draw", "amount": 1}],
     [{"effect": "deal-horror", "amount": 1, "to": "you"}]),
    ("Lose 1 resource and take 1 damage for each enemy at your location.",
     [{"effect": "lose-resources", "amount": 1}], [{"effect": "deal-damage", "amount": 1, "to": "you"}]),
    # one verb with two objects is one instruction, repeated whole
    ("Take 1 damage and 1 horror for each card in your hand.", [],
     [{"effect": "deal-damage", "amount": 1, "to": "you"}, {"effect": "deal-horror", "amount": 1, "to": "you"}]),
])
def test_for_each_repeats_the_instruction_it_closes(text, once, repeated):
    (ability,) = parse_card_text(f"<b>Revelation</b> - {text}", name="Dread", type_code="treachery").abilities
    *before, loop = ability.effects
    assert [dict(e) for e in before] == once
    assert loop["effect"] == "for-each" and loop["effects"] == repeated
