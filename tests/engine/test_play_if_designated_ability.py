"""A play restriction counting cards by an ability they bear ("Play only if there is a scenario card with a 'resign'
ability in play", Play Restrictions; Action Designators): met while a location or encounter card in play has an
ability of that designator, not by a player card's own. "I'm outta here!"'s printed text, read by the reader."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

OUTTA = "Play only if there is a scenario card with a 'resign' ability in play.\n<b>Resign.</b> You get the hell out of here."

#: A location's "[action] Resign. You resign." ability.
RESIGN = {"kind": "action", "designator": "resign", "text": "[action] <b>Resign.</b> You resign.",
          "effects": [{"effect": "resign"}]}


def _world(world: dict[str, Any], where: str) -> dict[str, Any]:
    """Roland holds "I'm outta here!"; a resign ability is on the Attic (a location), on an asset he controls, or
    nowhere."""
    result = parse_card_text(OUTTA, name="I'm outta here!", type_code="event")
    assert not result.gaps, result.gaps
    card = dict(result.card)
    world["investigators"][0]["hand"] = [{"name": "I'm outta here!", "type": "event", "cost": 0,
                                          "play-if": card["play-if"], "designator": card["designator"],
                                          "effects": card["effects"]}]
    if where == "location":
        world["locations"][1]["abilities"] = [RESIGN]
    elif where == "asset":
        world["cards"] = [{"name": "Exit Map", "type": "asset", "controller": "Agnes", "abilities": [RESIGN]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "I'm outta here!"}]
    return world


def test_a_location_with_a_resign_ability_in_play_permits_the_play(world, run, find):
    trace = run(_world(world, "location"))
    assert find(trace, "play restriction is met") < find(trace, "playing it counts as a resign action") \
        < find(trace, "Elimination of Roland (by resignation")
    assert trace.final_state["investigators"]["Roland"]["eliminated"]


@pytest.mark.parametrize("where", ["asset", "nowhere"])
def test_without_a_scenario_card_bearing_one_it_cannot_be_played(world, run, where):
    trace = run(_world(world, where))
    assert not trace.final_state["investigators"]["Roland"]["eliminated"]
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["I'm outta here!"]
