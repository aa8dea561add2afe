"""An act's "Objective – If each undefeated investigator has resigned, advance" (``objective: {each-resigned:
true}``): the act advances as the last investigator is eliminated, when every one who was not defeated resigned —
before Elimination's step 6 would end the scenario with no resolution (the act's text, a card's, overrides it: "If
the act has an 'Objective –' instruction, that instruction overrides … the spending of those clues", and its
resolution is the one reached)."""

from __future__ import annotations

from typing import Any

EXIT = [{"kind": "action", "designator": "resign", "text": "Resign.", "effects": [{"effect": "resign"}]}]
FOLD = {"name": "Fold", "type": "act", "threshold": 3, "resolution": "R1",
        "objective": {"each-resigned": True, "text": "If each undefeated investigator has resigned, advance."}}


def _resign(world: dict[str, Any], *who: str) -> dict[str, Any]:
    world["locations"][0]["abilities"] = EXIT
    world["cards"] = [dict(FOLD)]
    world["do"] = [{"who": name, "action": "resign", "card": "Hall"} for name in who]
    world["turn"] = who[0]
    return world


def test_the_last_investigator_resigning_meets_the_objective_and_its_resolution_ends_the_scenario(world, run, find):
    world["investigators"] = world["investigators"][:1]
    trace = run(_resign(world, "Roland"))
    met = find(trace, "Fold's objective \u201cIf each undefeated investigator has resigned, advance.\u201d is met "
                      "(each undefeated investigator has resigned)")
    assert find(trace, "Step 4: other cards in the threat area discarded") < met
    assert met < find(trace, "A resolution point is reached (R1)")
    assert not any("no resolution was reached" in s.text for s in trace.steps)
    assert trace.final_state["outcome"] == "completed"


def test_while_one_investigator_is_still_playing_the_objective_is_not_met(world, run):
    trace = run(_resign(world, "Roland"))
    assert trace.final_state["act"] == "Fold" and not trace.final_state["scenario_over"]


def test_the_objective_overrides_spending_clues_to_advance(world, run):
    world["investigators"][0]["clues"] = 3
    world = _resign(world, "Roland")
    world["do"] = [{"who": "Roland", "use": "Fold"}]
    trace = run(world)
    assert trace.final_state["act"] == "Fold"
    assert trace.final_state["investigators"]["Roland"]["clues"] == 3


def test_every_investigator_defeated_is_no_resignation_and_no_resolution_is_reached(world, run, find):
    world["investigators"] = world["investigators"][:1]
    world["investigators"][0]["damage"] = 8
    world["cards"] = [dict(FOLD), {"name": "Lens", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Lens"}]
    trace = run(world)
    find(trace, "Step 6: no remaining players")
    assert not any("objective" in s.text for s in trace.steps)
    assert trace.final_state["act"] == "Fold"
