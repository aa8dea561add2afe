"""Copies and Skill Cards: "If this skill test is successful, choose a [survivor] card not named Resourceful in your
discard pile. Add the chosen card to your hand." — the choice is among the Survivor cards of the pile that are no copy
of the committed card itself (Copies: by title); the chosen card leaves the pile for its owner's hand at ST.7."""

from __future__ import annotations

RESULT = [{"effect": "choose", "to": "a-class_survivor-non-copy_of_self-card-in-your-discard-pile"},
          {"effect": "move-card", "zone": "hand", "to": "chosen"}]


def _resourceful(world, discard):
    world["investigators"][0]["hand"] = [{"name": "Resourceful", "type": "skill", "class": "survivor",
                                          "icons": {"intellect": 1}, "if-success": RESULT}]
    world["investigators"][0]["discard"] = discard
    world["tests"] = [{"who": "Roland", "tokens": ["+1"], "commit": ["Resourceful"]}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    return world


def test_a_copy_of_the_card_itself_is_no_option_and_another_survivor_card_is_chosen(world, run, find):
    world = _resourceful(world, [{"name": "Resourceful #2", "type": "skill", "class": "survivor"},
                                 {"name": "Lucky!", "type": "event", "class": "survivor"}])
    trace = run(world)
    roland = trace.final_state["investigators"]["Roland"]
    assert "Lucky!" in roland["hand"] and "Resourceful #2" in roland["discard"]
    assert find(trace, "ST.7: apply the results of the successful test") < \
        find(trace, "ST.8: the skill test ends: committed cards discarded (Resourceful)")


def test_with_only_copies_of_itself_in_the_pile_there_is_nothing_to_choose(world, run, find):
    world = _resourceful(world, [{"name": "Resourceful #2", "type": "skill", "class": "survivor"}])
    trace = run(world)
    roland = trace.final_state["investigators"]["Roland"]
    assert "Resourceful #2" in roland["discard"] and "Resourceful #2" not in roland["hand"]
    assert find(trace, "No Survivor card other than a copy of this card in your discard pile to choose") >= 0


def test_a_card_of_another_class_is_no_option(world, run, find):
    world = _resourceful(world, [{"name": "Guts", "type": "skill", "class": "guardian"}])
    trace = run(world)
    assert "Guts" in trace.final_state["investigators"]["Roland"]["discard"]
