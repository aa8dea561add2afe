"""An alternative whose trailing condition puts the second option in place of the first ("Attach the set-aside copy
of Shadow-spawned to it, or add 1 resource to Shadow-spawned if it is already attached"): an ``if`` on the card's
state, ``attached`` (Attachments), whose ``otherwise`` is the first option — exactly one of the two resolves, checked
as the effect resolves."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data

#: "Attach the set-aside copy of Shadow-spawned to it, or add 1 resource to Shadow-spawned if it is already attached"
#: with "it" the Ghoul: the reading of the printed sentence.
_ALTERNATIVE = {"effect": "if", "condition": {"card": "Shadow", "state": "attached"},
                "effects": [{"effect": "place-tokens", "tokens": "resources", "amount": 1, "to": "Shadow"}],
                "otherwise": [{"effect": "attach", "to": "Ghoul", "card": "Shadow"}]}


def _world(world, attached: bool):
    shadow = {"name": "Shadow", "type": "treachery"}
    world["cards"] = [
        {"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 3},
        {"name": "Lever", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "action", "effects": [_ALTERNATIVE]}]},
    ]
    if attached:
        world["cards"].append(dict(shadow, **{"attached-to": "Ghoul"}))
    else:
        world["set-aside"] = [shadow]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Lever"}]
    return world


def test_not_yet_attached_the_first_option_resolves_and_the_second_does_not(world, run, find):
    trace = run(_world(world, False))
    shadow = trace.final_state["cards"]["Shadow"]
    assert shadow["attached_to"] == "Ghoul" and shadow.get("resources", 0) == 0
    assert find(trace, "If Shadow attached: Shadow is not in play, so it does not hold") < find(
        trace, "Shadow is attached to Ghoul")


def test_already_attached_the_second_option_resolves_in_place_of_the_first(world, run, find):
    trace = run(_world(world, True))
    shadow = trace.final_state["cards"]["Shadow"]
    assert shadow["attached_to"] == "Ghoul" and shadow["resources"] == 1
    find(trace, "If Shadow attached: Shadow is in play, ready, unengaged, attached to Ghoul, so it holds")


def test_not_attached_is_the_opposite(world, run, find):
    data = _world(world, True)
    data["cards"][1]["abilities"][0]["effects"] = [
        {"effect": "if", "condition": {"card": "Shadow", "state": "not-attached"},
         "effects": [{"effect": "place-tokens", "tokens": "resources", "amount": 1, "to": "Shadow"}],
         "otherwise": [{"effect": "place-tokens", "tokens": "resources", "amount": 2, "to": "Shadow"}]}]
    trace = run(data)
    assert trace.final_state["cards"]["Shadow"]["resources"] == 2
    find(trace, "attached to Ghoul, so it does not hold")


def test_an_unknown_state_is_refused(world):
    data = _world(world, True)
    data["cards"][1]["abilities"][0]["effects"][0]["condition"]["state"] = "attaching"
    with pytest.raises(SituationError):
        situation_from_data(data)
