"""An additional action that can only be used to play cards of a trait or activate [action] abilities of it (FAQ 1.10;
Marie Lambeau: "While you have 1 or more doom among cards you control, you may take an additional action during your
turn, which can only be used to play Spell cards or activate Spell [action] abilities."): the first play of a Spell
card uses it automatically; a card of another trait cannot; with no doom among your cards, the action is not given."""

from __future__ import annotations

MARIE = {"kind": "constant", "text": "While you have 1 or more doom among cards you control, you may take an "
         "additional action during your turn, which can only be used to play Spell cards or activate Spell [action] "
         "abilities.", "applies-to": {"event": "perform-action", "who": "you"},
         "additional-action": {"traits": ["Spell"], "plays": True},
         "condition": {"count": "doom-on:card-you-control", "at-least": 1}}


def _marie(world, doom: int, play: str) -> dict:
    roland = world["investigators"][0]
    roland["abilities"] = [MARIE]
    roland["hand"] = [{"name": "Ward", "type": "event", "cost": 0, "traits": ["Spell"],
                       "effects": [{"effect": "gain-resources", "amount": 1}]},
                      {"name": "Flare", "type": "event", "cost": 0, "traits": ["Tactic"],
                       "effects": [{"effect": "gain-resources", "amount": 1}]}]
    world["cards"] = [{"name": "Familiar", "type": "asset", "controller": "Roland", "doom": doom}]
    world.update(round=2, start="2.2", until="2.2.1", do=[{"who": "Roland", "action": "play", "card": play}])
    return world


def _actions(trace) -> int:
    return trace.final_state["investigators"]["Roland"]["actions"]


def test_playing_a_spell_card_uses_the_additional_action_first(world, run, find):
    trace = run(_marie(world, 1, "Ward"))
    given = find(trace, "Roland may take an additional action only to play Spell cards or activate Spell [action] "
                        "abilities this turn")
    used = find(trace, "Playing Ward qualifies for Roland's additional action")
    assert given < used < find(trace, "Step 2: costs paid simultaneously: nothing \u2014 and the action is the "
                                      "additional one")
    assert _actions(trace) == 3
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_a_card_of_another_trait_uses_a_standard_action(world, run):
    trace = run(_marie(world, 1, "Flare"))
    assert not any("qualifies for Roland's additional action" in s.text for s in trace.steps)
    assert _actions(trace) == 2


def test_no_doom_among_your_cards_gives_no_additional_action(world, run):
    trace = run(_marie(world, 0, "Ward"))
    assert not any("additional action only to play" in s.text for s in trace.steps)
    assert _actions(trace) == 2
