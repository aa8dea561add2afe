"""An "Objective –" met by a payment the investigators choose to make ("If investigators in the Dormitories spend 3
[per_investigator] clues, as a group: (→R2)"): a [free] ability of the card whose cost is that payment (Costs: "each
investigator in the group defined by the ability may contribute"; Act Deck and Agenda Deck)."""

from __future__ import annotations

from typing import Any

DORMITORIES = ("<b>Objective</b> - If investigators in the Dormitories spend 3 [per_investigator] clues, as a group: "
               "<b>(\u2192R2)</b>")


def _dormitories(world: dict[str, Any], agnes_at: str) -> dict[str, Any]:
    world["locations"].append({"name": "Dormitories", "connections": ["Hall"], "clues": 0, "shroud": 1,
                               "text": DORMITORIES})
    world["investigators"][0].update(location="Dormitories", clues=4)
    world["investigators"][1].update(location=agnes_at, clues=2)
    world["resolutions"] = {"R2": {"text": "You escaped the asylum."}}
    world["do"] = [{"who": "Roland", "use": "Dormitories"}, {"who": "Roland", "action": "resource"}]
    return world


def test_the_investigators_in_the_location_pay_the_objective_and_its_resolution_follows(world, run, find):
    trace = run(_dormitories(world, agnes_at="Dormitories"))
    paid = find(trace, "Roland 4 \u2192 0, Agnes 2 \u2192 0")  # 3 per investigator: 6, the payer's first
    assert paid < find(trace, "A resolution point is reached (R2)") < find(trace, "Resolution R2")
    assert trace.final_state["investigators"]["Roland"]["actions"] == 3  # a [free] ability: no action


def test_an_investigator_outside_the_location_does_not_contribute(world, run, find):
    trace = run(_dormitories(world, agnes_at="Hall"))
    find(trace, "the investigators at Dormitories have 4 clue(s) together and the cost needs 6, as a group")
    assert not any("resolution point is reached" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Agnes"]["clues"] == 2
