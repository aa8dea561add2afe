"""A skill's result continued in the sentence after it (:mod:`kb.cardtext.skill_results`): a sentence naming what the
result chose belongs to the same result (the card's ``if-success`` / ``if-fail``); one naming nothing of it does not."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def _card(text: str, name: str = "Resourceful"):
    result = parse_card_text(text, name=name, type_code="skill")
    return dict(result.card), [(g.text, g.category) for g in result.gaps]


def test_the_chosen_card_of_a_result_is_added_by_the_sentence_after_it():
    card, gaps = _card("If this skill test is successful, choose a [survivor] card not named Resourceful in your "
                       "discard pile. Add the chosen card to your hand.")
    assert card["if-success"] == [{"effect": "choose", "to": "a-class_survivor-non-copy_of_self-card-in-your-discard-pile"},
                                  {"effect": "move-card", "zone": "hand", "to": "chosen"}] and gaps == []


def test_a_failed_tests_choice_is_continued_in_its_own_field():
    card, gaps = _card("If this skill test fails, choose an [[Item]] asset in your hand. Discard it.", "Test Card")
    assert card["if-fail"][0] == {"effect": "choose", "to": "an-item-asset-in-your-hand"}
    assert card["if-fail"][1] == {"effect": "discard", "to": "chosen"} and "if-success" not in card and gaps == []


def test_a_sentence_naming_nothing_the_result_chose_is_not_part_of_it():
    card, gaps = _card("If this skill test is successful, choose an [[Item]] card in your discard pile. Draw 1 card.",
                       "Test Card")
    assert card["if-success"] == [{"effect": "choose", "to": "an-item-card-in-your-discard-pile"}]
    assert [category for _, category in gaps] == ["commit:choose"]  # the sentence after it: a skill's effect outside
