"""Reading an amount equal to an enemy's damage or horror value ("heals horror equal to that enemy's horror value"):
the value is the enemy's attack's (``horror-of``), composed with the enemy the phrase names; "that enemy" with no
enemy chosen before it names the one the triggering condition names (``triggering-what``), and with neither it stays
refused with its reason."""

from __future__ import annotations

import pytest

from kb.cardtext.counts import count_of
from kb.cardtext.model import NotParsed
from kb.cardtext.parser import parse_card_text

BLEEDS = ("Fast. Play after you defeat a [[Monster]] enemy.\nEach investigator at your location heals horror equal to "
          "that enemy's horror value.")


@pytest.mark.parametrize("phrase, count", [
    ("Hastur's horror value", "horror-of:Hastur"),
    ("the damage value of Hastur", "damage-of:Hastur"),
    ("that enemy's horror value", "horror-of:triggering-what"),
])
def test_an_enemy_s_attack_value_is_composed_with_the_enemy(phrase, count):
    assert count_of(phrase, False, that="triggering-what") == count


def test_that_enemy_is_the_chosen_one_when_the_ability_chose_one():
    assert count_of("that enemy's damage value", False, chose=True, that="triggering-what") == "damage-of:chosen"


def test_that_enemy_naming_neither_a_choice_nor_a_trigger_is_refused():
    with pytest.raises(NotParsed, match="no enemy chosen"):
        count_of("that enemy's horror value", False)


def test_an_event_played_after_a_defeat_heals_the_defeated_enemy_s_horror_value():
    result = parse_card_text(BLEEDS, name='"If it bleeds..."', type_code="event")
    assert not result.unsupported and not result.unparsed
    (effect,) = result.abilities[0].effects
    assert effect["count"] == "horror-of:triggering-what"  # "that enemy": the Monster enemy the trigger names
    assert effect["effects"] == [{"effect": "heal-horror", "amount": 1, "to": "each-investigator-at-your-location"}]


def test_that_enemy_after_a_trigger_naming_no_enemy_stays_refused():
    text = "Fast. Play after you draw a card.\nYou heal horror equal to that enemy's horror value."
    result = parse_card_text(text, name="Nothing Named", type_code="event")
    assert [u.text for u in result.unsupported if "no enemy chosen" in u.reason] == ["that enemy's horror value"]
