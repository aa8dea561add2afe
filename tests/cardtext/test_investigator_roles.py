"""Investigators named by their part in the test being made, by a turn yet to take, by name; additional actions for the
taker's own turn (``investigator_roles.py``, ``additional_actions.py``): one test a grammar rule, from the rule's shape
and a few printed texts."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import read_sentence
from kb.cardtext.lowering import lower
from kb.cardtext.model import NotParsed
from kb.cardtext.vocabulary import Context


@pytest.mark.parametrize(("text", "effect"), [
    ("The evading investigator takes 1 damage", {"effect": "deal-damage", "amount": 1, "to": "evading-investigator"}),
    ("deal 1 damage to the evading investigator", {"effect": "deal-damage", "amount": 1, "to": "evading-investigator"}),
    ("The attacking investigator draws 1 card", {"effect": "draw", "amount": 1, "who": "attacking-investigator"}),
    ("the testing investigator gains 2 resources", {"effect": "gain-resources", "amount": 2,
                                                    "who": "testing-investigator"}),
])
def test_a_participle_of_the_act_before_the_noun_is_the_investigator_making_its_test(text, effect):
    assert lower(text, Context()) == [effect]


@pytest.mark.parametrize("text", ["The investigator performing this test gains 2 resources",
                                  "the investigator making this skill test gains 2 resources"])
def test_the_investigator_performing_this_test_is_the_one_making_it(text):
    assert lower(text, Context()) == [{"effect": "gain-resources", "amount": 2, "who": "testing-investigator"}]


def test_eureka_reads_whole_for_the_investigator_performing_the_test():
    result = parse_card_text("If this skill test is successful, the investigator performing this test searches the top "
                             "3 cards of his or her deck for a card, draws it, and shuffles his or her deck.",
                             name="Eureka!", type_code="skill")
    assert result.gaps == ()
    assert dict(result.card)["if-success"] == [{"effect": "search-deck", "who": "testing-investigator", "amount": 3,
                                                "found": "draw", "shuffle": True}]


@pytest.mark.parametrize(("text", "selector"), [
    ("Each investigator who has yet to take his or her turn this round gains 2 resources",
     "yet-to-take-turn:each-investigator"),
    ("Each investigator at your location who has not yet taken his or her turn gains 2 resources",
     "yet-to-take-turn:each-investigator-at-your-location"),
])
def test_a_turn_clause_qualifies_the_investigators_the_rest_picks(text, selector):
    assert lower(text, Context()) == [{"effect": "gain-resources", "amount": 2, "who": selector}]


def test_a_turn_clause_of_what_is_no_investigator_is_refused_with_the_reason():
    with pytest.raises(NotParsed, match="a turn yet to take of what is no investigator"):
        lower("Each enemy who has yet to take his or her turn takes 1 damage", Context())


def test_guidance_chooses_one_yet_to_take_a_turn_who_takes_an_additional_action_in_it():
    result = parse_card_text("Choose another investigator at your location who has yet to take his or her turn this "
                             "round. That investigator may take an additional action during his or her turn this "
                             "round.", name="Guidance", type_code="event")
    assert result.gaps == ()
    assert dict(result.card)["effects"] == [
        {"effect": "choose", "to": "yet-to-take-turn:an-other-investigator-at-your-location"},
        {"effect": "gain-actions", "amount": 1, "who": "chosen", "may": True}]


@pytest.mark.parametrize(("text", "amount"), [("You may take 2 additional actions during your turn", 2),
                                              ("you may take an additional action this turn", 1)])
def test_additional_actions_for_this_turn_or_the_takers_own(text, amount):
    assert lower(text, Context()) == [{"effect": "gain-actions", "amount": amount, "may": True}]


def test_additional_actions_for_another_time_are_refused_with_the_reason():
    with pytest.raises(NotParsed, match="his or her own turn"):
        lower("You may take an additional action during the enemy phase", Context())


@pytest.mark.parametrize(("text", "effect"), [
    ("Zoey Samaras suffers 1 mental trauma", {"effect": "mental-trauma", "amount": 1, "who": "Zoey Samaras"}),
    ("Jenny Barnes takes 1 horror", {"effect": "deal-horror", "amount": 1, "to": "Jenny Barnes"}),
])
def test_an_investigator_by_his_or_her_printed_name(text, effect):
    assert lower(text, Context()) == [effect]


def test_a_determiner_before_a_name_is_no_investigator_by_name():
    with pytest.raises(NotParsed, match="unknown investigator phrase"):
        lower("The Rougarou takes 1 damage", Context())


def test_a_word_after_per_is_a_noun_and_a_limit_on_one_instruction_is_read():
    """"Once per turn, …" (.41 Derringer): "turn" after "per" is no verb; the limit is on one instruction, read as the
    engine's ``once`` around it (once_per.py); an instruction after it that is not read stays a gap, adding nothing."""
    first = read_sentence("Once per turn, if you succeed by 3 or more, you may take an additional action this turn.")
    assert [(c.kind, c.text) for c in first.clauses[0].chunks] == [("adv", "Once"), ("pp", "per turn"), ("punct", ",")]
    result = parse_card_text("[action] Spend 1 ammo: <b>Fight.</b> You get +2 [combat] for this attack. Once per turn, if "
                             "you succeed by 3 or more, you may take an additional action this turn.",
                             name=".41 Derringer", type_code="asset")
    assert not result.unsupported
    unread = parse_card_text("[action] Spend 1 ammo: <b>Fight.</b> You get +2 [combat] for this attack. Once per turn, "
                             "if you succeed by 3 or more, frobnicate the moon.", name="X", type_code="asset")
    assert [u.text for u in unread.unsupported] == ["frobnicate the moon"]
    assert "once" not in str([a.effects for a in unread.abilities])
