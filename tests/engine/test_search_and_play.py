"""Searching a deck (Search) and playing a card through an effect, not a play action; their errors."""

from __future__ import annotations

import pytest
import yaml

from kb.engine import SituationError, parse_situation


def _tome(world, effects):
    world["investigators"][0]["deck"] = [{"name": "Shotgun", "type": "asset", "cost": 2},
                                         {"name": "Flashlight", "type": "asset", "cost": 1}]
    world["cards"].append({"name": "Tome", "type": "asset", "controller": "Roland",
                           "abilities": [{"kind": "free", "effects": effects}]})
    world["do"].append({"who": "Roland", "use": "Tome"})
    return world


def test_searching_the_whole_deck_shuffles_it_and_the_card_played_provokes_no_attack(world, run):
    world["cards"].append({"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 3,
                           "attack": {"damage": 1, "horror": 1}})
    trace = run(_tome(world, [{"effect": "search-deck", "card": "Flashlight"},
                              {"effect": "play", "card": "Flashlight"}]))
    steps = [s.text for s in trace.steps]
    assert any("searches the whole deck (2 cards): Shotgun, Flashlight" in t for t in steps)
    assert any("The whole deck was searched: Roland's deck is shuffled" in t for t in steps)
    assert any("playing Flashlight through Tome's effect, which is not an action, does not provoke" in t
               for t in steps)
    assert not any("makes an attack of opportunity" in t for t in steps)
    final = trace.final_state
    assert final["cards"]["Flashlight"]["zone"] == "play" and final["investigators"]["Roland"]["resources"] == 4
    assert final["investigators"]["Roland"]["actions"] == 3


def test_the_card_played_by_an_effect_still_needs_its_cost(world, run):
    world["investigators"][0]["resources"] = 1
    trace = run(_tome(world, [{"effect": "search-deck", "card": "Shotgun"}, {"effect": "play", "card": "Shotgun"}]))
    assert any("Aborted:" in s.text and "the cost cannot be paid" in s.text for s in trace.steps)
    assert "Shotgun" in trace.final_state["investigators"]["Roland"]["hand"]


@pytest.mark.parametrize("effect, message", [
    ({"effect": "play"}, "the effect 'play' needs 'card' (a card in your hand) or 'to' (a selector)"),
    ({"effect": "play", "card": "Shotgn"}, "no card named 'Shotgn'; did you mean 'Shotgun'?"),
])
def test_errors_name_the_effect_and_its_line(world, effect, message):
    _tome(world, [effect])
    with pytest.raises(SituationError) as caught:
        parse_situation(yaml.safe_dump(world, sort_keys=False))
    assert caught.value.detail == message
    assert caught.value.path.startswith("cards[0].abilities[0].effects[0]") and caught.value.line is not None
