"""An additional cost on the first action of some kinds each round: Frozen in Fear's "The first time you perform one
of the following actions (move, fight, or evade) each round, it costs 1 additional action." (Action: all costs of an
action are paid as it is performed; the cost is added to the first of those actions only, as the card says.)"""

from __future__ import annotations

FROZEN = {"name": "Frozen in Fear", "type": "treachery", "threat-area": "Roland", "abilities": [
    {"kind": "constant", "text": "The first time you perform one of the following actions (move, fight, or evade) "
                                 "each round, it costs 1 additional action.",
     "applies-to": {"event": "perform-action", "who": "you"}, "additional-cost": {"actions": 1},
     "first-each": {"within": "round", "actions": ["move", "fight", "evade"]}}]}


def _world(world, do: list[dict], threat: str = "Roland") -> dict:
    world.update(round=2, start="2.2", until="2.2.1", do=do)
    world["cards"] = [dict(FROZEN, **{"threat-area": threat})]
    return world


def _actions(trace, who: str = "Roland") -> int:
    return trace.final_state["investigators"][who]["actions"]


def test_the_first_move_costs_two_actions_and_the_second_one(world, run, find):
    trace = run(_world(world, [{"who": "Roland", "action": "move", "to": "Attic"},
                               {"who": "Roland", "action": "move", "to": "Hall"}]))
    first = find(trace, "Additional cost (Frozen in Fear): Roland must also pay 1 action to perform a move action "
                        "(the first of its move / fight / evade actions this round)")
    assert first < find(trace, "Cost paid: 2 actions")
    assert sum("Additional cost (Frozen in Fear)" in s.text for s in trace.steps) == 1
    assert _actions(trace) == 0
    assert trace.final_state["investigators"]["Roland"]["location"] == "Hall"


def test_another_kind_of_action_first_neither_pays_nor_uses_up_the_first(world, run, find):
    trace = run(_world(world, [{"who": "Roland", "action": "resource"},
                               {"who": "Roland", "action": "move", "to": "Attic"}]))
    resource = find(trace, "Cost paid: 1 action")
    assert resource < find(trace, "Additional cost (Frozen in Fear): Roland must also pay 1 action to perform a move")
    assert _actions(trace) == 0


def test_a_first_move_whose_added_cost_cannot_be_paid_is_not_performed(world, run, find):
    """Costs: a cost that cannot be paid in full is not paid at all: with one action left, the first move (two
    actions) is not possible, and no action is spent."""
    data = _world(world, [{"who": "Roland", "action": "move", "to": "Attic"}])
    data["investigators"][0]["actions"] = 1
    trace = run(data)
    find(trace, "Not possible")
    assert _actions(trace) == 1
    assert trace.final_state["investigators"]["Roland"]["location"] == "Hall"


def test_another_investigators_frozen_in_fear_does_not_tax_you(world, run):
    trace = run(_world(world, [{"who": "Roland", "action": "move", "to": "Attic"}], threat="Agnes"))
    assert not any("Frozen in Fear" in s.text for s in trace.steps if "Additional cost" in s.text)
    assert _actions(trace) == 2
