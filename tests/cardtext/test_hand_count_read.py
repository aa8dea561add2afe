"""A card in hand counting as several for the hand size (cardtext/hand_count.py): "each <cards> in your hand counts as
N cards instead of 1 for the purposes of counting your hand size" is the engine's ``hand-count`` N on
``check-hand-size``, its ``source`` the cards composed (``hidden-treachery``: Hidden is a keyword a filter names), its
``who`` "you" or the investigators a leading "While you are at <this location>" scopes."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.hand_count import hand_count_constant
from kb.cardtext.qualifiers import FILTER_STATES, enemy_qualifiers
from kb.cardtext.tokens import tokenize

BACKSTAGE = ("While you are at Backstage, each hidden treachery in your hand counts as 3 cards instead of 1 for the "
             "purposes of counting your hand size.")


def test_the_cards_and_the_number_compose():
    assert hand_count_constant("each hidden treachery in your hand counts as 3 cards instead of 1 for the purposes of "
                               "counting your hand size") == [
        {"applies-to": {"event": "check-hand-size", "who": "you", "source": "hidden-treachery"}, "hand-count": 3}]
    assert hand_count_constant("Each Item asset in your hand counts as 2 cards instead of 1 for the purposes of "
                               "counting your hand size.") == [
        {"applies-to": {"event": "check-hand-size", "who": "you", "source": "item-asset"}, "hand-count": 2}]


def test_other_shapes_are_not_read():
    assert hand_count_constant("each hidden treachery in your hand counts as 3 cards") is None  # no hand size named
    assert hand_count_constant("each hidden treachery in your hand counts as 1 cards instead of 1 for the purposes "
                               "of counting your hand size") is None  # no change
    assert hand_count_constant("Your maximum hand size is reduced by 5.") is None


def test_the_printed_location_scopes_it_to_each_investigator_there():
    result = parse_card_text(BACKSTAGE, name="Backstage", type_code="location")
    assert not result.gaps, result.gaps
    (ability,) = result.runnable
    read = ability.to_situation()
    assert read["applies-to"] == {"event": "check-hand-size", "who": "investigator-at-this-location",
                                  "source": "hidden-treachery"}
    assert read["hand-count"] == 3 and "condition" not in read


def test_hidden_is_a_keyword_only_in_lower_case_a_capitalised_word_is_a_name():
    assert enemy_qualifiers(tokenize("a hidden")[1:], FILTER_STATES) == ["hidden"]
    assert enemy_qualifiers(tokenize("the Hidden Chamber")[1:], FILTER_STATES) == ["hidden_chamber"]
