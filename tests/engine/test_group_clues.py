"""Clues spent as a group (Costs: "each investigator (or each investigator in the group defined by the ability) may
contribute"; Act Deck and Agenda Deck: the act advances if the investigators, as a group, spend the requisite
number of clues, "normally done as a [free] player ability"; Per Investigator)."""

from __future__ import annotations

import copy

import pytest

SKIN_GAME = ("<b>Objective</b> - Only investigators in the Attic may spend the requisite number of clues, as a group, "
             "to advance.")
THE_TIDE_RISES = ("[fast] The investigators spend 1 [per_investigator] clues, as a group: Place 1 doom on this agenda "
                  "(this effect can cause this agenda to advance). Each investigator gains 2 resources. (Group limit "
                  "once per round.)")


def _act(world, roland, agnes, text=None, threshold=3, agnes_at="Hall", who="Agnes"):
    world["investigators"][0]["clues"] = roland
    world["investigators"][1]["clues"] = agnes
    world["investigators"][1]["location"] = agnes_at
    act = {"name": "Trapped", "type": "act", **({"threshold": threshold} if threshold else {}),
           **({"text": text} if text else {})}
    world["cards"] = [act]
    world["act-deck"] = [{"name": "The Barrier", "type": "act"}]
    world["do"] = [{"who": who, "use": "Trapped"}]
    return world


def test_the_investigators_spend_the_threshold_together_to_advance_the_act(world, run, find):
    trace = run(_act(world, roland=1, agnes=2))
    paid = find(trace, "clues as a group (the payer's first, then in player order): Agnes 2 \u2192 0, Roland 1 \u2192 0")
    assert paid < find(trace, "The act deck advances: Trapped")
    assert trace.final_state["act"] == "The Barrier"


def test_an_act_whose_threshold_the_group_does_not_hold_cannot_be_advanced(world, run):
    trace = run(_act(world, roland=1, agnes=1))
    assert "have 2 clue(s) together and the cost needs 3, as a group" in trace.steps[-1].text
    assert trace.final_state["act"] == "Trapped"
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1


def test_only_the_investigators_at_the_objectives_location_may_contribute(world, run, find):
    """Roland in the Hall cannot give his clues: Agnes, in the Attic, alone has too few."""
    trace = run(_act(world, roland=3, agnes=2, text=SKIN_GAME, agnes_at="Attic"))
    assert "the investigators at Attic have 2 clue(s) together" in trace.steps[-1].text
    world2 = _act(world, roland=0, agnes=3, text=SKIN_GAME, agnes_at="Attic")
    trace = run(world2)
    assert trace.final_state["act"] == "The Barrier"


def test_clues_collected_must_be_spent_at_once_and_the_act_advances(world, run, find):
    text = ("<b>Objective</b> - When the investigators have collected the requisite number of clues, they must "
            "immediately spend them and advance.")
    world = _act(world, roland=1, agnes=1, text=text, threshold=3)
    world["do"] = [{"who": "Roland", "action": "investigate", "result": "success"}]
    trace = run(world)
    spent = find(trace, "The investigators have collected 3 clue(s), the requisite 3: they spend them at once")
    assert find(trace, "discovers 1 clue") < spent < find(trace, "The act deck advances: Trapped")
    final = trace.final_state["investigators"]
    assert final["Roland"]["clues"] == 0 and final["Agnes"]["clues"] == 0


def test_a_per_investigator_group_cost_counts_every_investigator_who_started(world, run, find):
    world["investigators"][0]["clues"] = 1
    world["investigators"][1]["clues"] = 1
    world["cards"] = [{"name": "The Tide Rises", "type": "agenda", "threshold": 5, "text": THE_TIDE_RISES}]
    world["do"] = [{"who": "Roland", "use": "The Tide Rises"}]
    trace = run(world)
    paid = find(trace, "1 clue per investigator, as a group")
    assert "Roland 1 \u2192 0, Agnes 1 \u2192 0" in trace.steps[paid].text
    assert paid < find(trace, "places 1 doom on The Tide Rises")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 7


@pytest.mark.parametrize("objective", [{"each-at": "Attic"}, {"collect": True}])
def test_an_objective_that_overrides_spending_leaves_no_ability_to_spend(world, run, objective):
    world = _act(world, roland=3, agnes=3)
    world["cards"][0]["objective"] = objective
    trace = run(world)
    assert trace.steps[-1].text.startswith("Not possible") and "Trapped has no free ability" in trace.steps[-1].text


def test_an_objective_with_a_count_at_the_end_of_the_round_advances_only_when_it_holds(world, run, find):
    """Act Deck and Agenda Deck: "At the end of the round, if there are 3 or more doom in play, advance" — a
    Forced ability whose condition is counted when the round ends."""
    text = "<b>Objective</b> - At the end of the round, if there are 3 or more doom in play, advance."
    for doom, advanced in ((3, True), (2, False)):
        data = _act(copy.deepcopy(world), roland=0, agnes=0, text=text, threshold=None)
        data["cards"].append({"name": "Rising Tide", "type": "agenda", "doom": doom, "threshold": 9})
        data.pop("turn")
        data.update(start="4.6", until="4.6", do=[])
        trace = run(data)
        assert (trace.final_state["act"] == "The Barrier") is advanced


def test_only_investigators_at_a_location_of_a_kind_may_contribute(world, run):
    """"Only investigators at a Bayou location may spend the requisite number of clues, as a group, to advance":
    the act's ``spend-at`` a composed filter (``bayou-location``) — the Attic is a Bayou, the Hall is not."""
    text = ("<b>Objective</b> - Only investigators at a Bayou location may spend the requisite number of clues, as a "
            "group, to advance.")
    world["locations"][1]["traits"] = ["Bayou"]
    for agnes, advanced in ((3, True), (2, False)):
        data = _act(copy.deepcopy(world), roland=3, agnes=agnes, text=text, agnes_at="Attic")
        trace = run(data)
        assert (trace.final_state["act"] == "The Barrier") is advanced
        assert trace.final_state["investigators"]["Roland"]["clues"] == 3  # in the Hall: never a contributor
