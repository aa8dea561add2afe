"""Tokens given up as a group (``move-tokens`` with ``group``): "Investigators in Cold Spring Glen may, as a group,
place up to 2 of their clues on an Abomination enemy in Cold Spring Glen".

Costs: "If the investigators are instructed to pay a cost as a group, each investigator (or each investigator in the
group defined by the ability) may contribute"; the act's clues likewise: "Any or all investigators may contribute any
number of clues towards the total". The amount is the group's total, not each one's; the engine takes the acting
investigator's first, then in player order, as it pays a group cost.
"""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data

_PLACE = {"effect": "move-tokens", "tokens": "clues", "amount": 2, "from": "each-investigator-at-your-location",
          "to": "an-abomination-enemy-at-your-location"}


def _glen(world, effect, *, roland=1, agnes=3, agnes_at="Hall"):
    world["investigators"][0]["clues"] = roland
    world["investigators"][1].update(clues=agnes, location=agnes_at)
    world["cards"] = [{"name": "Brood of Yog-Sothoth", "type": "enemy", "location": "Hall", "health": 5,
                       "traits": ["Abomination"]}]
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [effect]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    return world


def _clues(trace):
    state = trace.final_state
    return (state["investigators"]["Roland"]["clues"], state["investigators"]["Agnes"]["clues"],
            state["cards"]["Brood of Yog-Sothoth"]["clues"])


def test_as_a_group_the_amount_is_the_groups_total_the_acting_investigator_giving_first(world, run):
    """Costs: each investigator in the group may contribute to the one total: Roland's 1 clue, then 1 of Agnes's."""
    trace = run(_glen(world, {**_PLACE, "group": True}))
    assert _clues(trace) == (0, 2, 2)


def test_without_the_group_each_investigator_gives_the_amount(world, run):
    """Move: each holder an "each …" selector picks gives up the amount (as many as he or she has)."""
    trace = run(_glen(world, _PLACE))
    assert _clues(trace) == (0, 1, 3)


def test_a_group_holding_fewer_gives_as_many_as_it_holds_and_says_so(world, run, find):
    """Effects: as much as possible is resolved; the group held 1 clue of the 2."""
    trace = run(_glen(world, {**_PLACE, "group": True}, roland=0, agnes=1))
    assert _clues(trace) == (0, 0, 1)
    find(trace, "The group held 1 clue, fewer than 2")


def test_only_investigators_in_the_group_the_ability_defines_contribute(world, run):
    """Costs: "each investigator in the group defined by the ability": Agnes in the Attic gives none."""
    trace = run(_glen(world, {**_PLACE, "group": True}, roland=1, agnes_at="Attic"))
    assert _clues(trace) == (0, 3, 1)


def test_the_group_chooses_how_many_up_to_the_printed_amount(world, run):
    """"up to 2": the amount chosen is the group's total (here 1, Roland's one clue)."""
    data = _glen(world, {"effect": "up-to", "effects": [{**_PLACE, "group": True}]}, roland=2)
    data["choices"] = [{"decision": "amount", "ability": "Roland", "amount": 1}]
    trace = run(data)
    assert _clues(trace) == (1, 3, 1)


def test_only_move_tokens_gives_tokens_up_as_a_group(world):
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [{"effect": "draw", "group": True}]}]
    with pytest.raises(SituationError, match="only 'move-tokens' takes 'group'"):
        situation_from_data(world)
