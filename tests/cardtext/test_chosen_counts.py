"""The value of the card an ability chose as a count: "that enemy's evade value", "the chosen enemy's fight value"
after "Choose an enemy …" is ``evade-of:chosen`` / ``fight-of:chosen`` (the composed value count of the card the
engine's ``chosen`` selector names); with no choice before it, "that enemy" has nothing to bind and is refused."""

from __future__ import annotations

import pytest

from kb.cardtext.counts import count_of
from kb.cardtext.model import NotParsed
from kb.cardtext.parser import parse_card_text


@pytest.mark.parametrize("phrase, count", [
    ("that enemy's evade value", "evade-of:chosen"),
    ("that enemy's fight value", "fight-of:chosen"),
    ("the chosen enemy's fight value", "fight-of:chosen"),
    ("the evade value of that enemy", "evade-of:chosen"),
])
def test_a_value_of_that_enemy_is_the_chosen_card_s_value(phrase, count):
    assert count_of(phrase, False, chose=True) == count


def test_that_enemy_with_nothing_chosen_before_it_is_refused():
    with pytest.raises(NotParsed, match="no enemy chosen"):
        count_of("that enemy's evade value", False)


def _effects(text, type_code="event"):
    result = parse_card_text(text, name="Card", type_code=type_code)
    return result.abilities[0].effects, result.unsupported


@pytest.mark.parametrize("text, choose, skill, count", [
    ("Choose an exhausted non-[[Elite]] enemy at your location and test [agility] (X), where X is that enemy's "
     "evade value. If you succeed, defeat that enemy.",  # Waylay
     "an-exhausted-non-elite-enemy-at-your-location", "agility", "evade-of:chosen"),
    ("Choose an enemy at your location. Test [intellect] (X), where X is that enemy's fight value.",  # one sentence each
     "an-enemy-at-your-location", "intellect", "fight-of:chosen"),
])
def test_a_test_whose_x_is_the_chosen_enemy_s_value(text, choose, skill, count):
    effects, unsupported = _effects(text)
    assert not unsupported
    assert effects[0] == {"effect": "choose", "to": choose}
    assert (effects[1]["effect"], effects[1]["skill"], effects[1]["count"]) == ("test", skill, count)


def test_a_test_whose_x_is_that_enemy_s_value_with_no_choice_is_a_gap():
    """"that enemy" in an event with no choice and no trigger: nothing it can name, so nothing is lowered."""
    effects, unsupported = _effects("Test [agility] (X), where X is that enemy's evade value.")
    assert unsupported and "no enemy chosen" in unsupported[0].reason
