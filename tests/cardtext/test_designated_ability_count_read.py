""""a scenario card with a 'resign' ability in play": things in play bearing an ability of a bold designator, the
engine's composed count ``in-play:with_<designator>_ability-<filter>``; a "scenario card" is the ``scenario`` card."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.composed_counts import composed_count

OUTTA = "Play only if there is a scenario card with a 'resign' ability in play.\n<b>Resign.</b> You get the hell out of here."


def test_the_play_restriction_of_a_scenario_card_with_a_resign_ability():
    result = parse_card_text(OUTTA, name="I'm outta here!", type_code="event")
    assert not result.gaps
    card = dict(result.card)
    assert card["play-if"] == {"count": "in-play:with_resign_ability-scenario-card", "at-least": 1}
    assert card["designator"] == "resign" and card["effects"] == [{"effect": "resign"}]


def test_another_noun_and_designator_compose():
    assert composed_count("a location with a 'resign' ability in play") == "in-play:with_resign_ability-location"
    assert composed_count("an enemy with a \u2018parley\u2019 ability in play") == "in-play:with_parley_ability-enemy"


def test_an_ability_of_no_designator_is_no_count():
    assert composed_count("a scenario card with a 'forced' ability in play") is None
