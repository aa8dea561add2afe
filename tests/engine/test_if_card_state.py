"""An ``if`` on a card's state ("If Wendy's Amulet is in play, you automatically succeed"), checked as the effect
resolves, as every condition on a card's state is (``core/counted.card_state``): a chaos token's effect at ST.4, an
automatic success at ST.6 (Automatic Failure/Success)."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data


def _elder_sign(world, amulet: bool):
    world["investigators"][0]["elder-sign"] = {"modifier": 0, "effects": [
        {"effect": "if", "condition": {"card": "Amulet", "state": "in-play"},
         "effects": [{"effect": "automatic", "result": "success"}]}]}
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 6}]}]}]
    if amulet:
        world["cards"].append({"name": "Amulet", "type": "asset", "controller": "Roland"})
    return dict(world, tests=[{"who": "Roland", "tokens": ["elder-sign"]}],
                do=[{"who": "Roland", "action": "activate", "card": "Charm"}])


def test_st4_a_cards_state_holds_and_the_test_automatically_succeeds(world, run, find):
    trace = run(_elder_sign(world, True))
    assert find(trace, "ST.4: [elder-sign]") < find(trace, "If Amulet in-play: Amulet is in play") < find(
        trace, "ST.6: Roland succeeds")


def test_st4_a_card_not_in_play_does_not_hold(world, run, find):
    trace = run(_elder_sign(world, False))
    find(trace, "Amulet is not in play, so it does not hold")
    find(trace, "ST.6: Roland fails")


def test_a_card_condition_needs_its_state(world):
    data = _elder_sign(world, True)
    del data["investigators"][0]["elder-sign"]["effects"][0]["condition"]["state"]
    with pytest.raises(SituationError, match="state"):
        situation_from_data(data)
