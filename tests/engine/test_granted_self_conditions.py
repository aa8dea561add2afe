"""A quoted ability another card gains names that card as its own ("Garden gains: "[action] If there is no ready enemy
in the Garden: Resign."" on an act): the gained ability is the named card's (Gains: "the card functions as if it
possesses the gained characteristic"), so "the Garden" in it is the ability's own card — for a location, the place its
play condition counts (Costs: a condition before the colon must be met to initiate the ability)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

ASYLUM = 'Hall gains: "[action] If there is no ready enemy in the Hall: <b>Resign.</b> Finally, a way out!"'


def _asylum(world: dict[str, Any], ghoul_at: str, exhausted: bool) -> dict[str, Any]:
    world["cards"] = [{"name": "No Asylum", "type": "act", "threshold": 3, "text": ASYLUM},
                      {"name": "Ghoul", "type": "enemy", "location": ghoul_at, "health": 3, "fight": 1, "evade": 1,
                       "exhausted": exhausted, "attack": {"damage": 1, "horror": 0}}]
    world["do"] = [{"who": "Roland", "action": "resign", "card": "Hall"}]
    return world


def test_the_receivers_name_in_the_quote_is_the_gained_abilitys_own_card():
    gained = parse_card_text(ASYLUM, name="No Asylum", type_code="act").abilities[0].to_situation()
    assert gained["applies-to"]["what"] == "Hall"
    assert gained["gains-abilities"][0]["condition"] == {"count": "in-play:ready-enemy-at-this-location", "at-most": 0}


@pytest.mark.parametrize(("ghoul_at", "exhausted"), [("Attic", False), ("Hall", True)])
def test_no_ready_enemy_at_the_location_lets_the_investigator_resign(world, run, find, ghoul_at, exhausted):
    trace = run(_asylum(world, ghoul_at, exhausted))
    assert find(trace, "Hall gains") < find(trace, "uses Hall's [action] ability") \
        < find(trace, "Elimination of Roland")
    assert trace.final_state["investigators"]["Roland"]["eliminated"]


def test_a_ready_enemy_at_the_location_refuses_the_resign_before_its_action_is_spent(world, run, find):
    trace = run(_asylum(world, "Hall", exhausted=False))
    refused = trace.steps[find(trace, "its condition before the colon is not met")]
    assert "Ghoul" in refused.text and "ahlcg/rr/costs" in refused.rules
    roland = trace.final_state["investigators"]["Roland"]
    assert not roland["eliminated"] and roland["actions"] == 3
