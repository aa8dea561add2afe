"""What the skill icons committed to a skill test count for, changed by a constant: "While you are investigating Opéra
Garnier, double the number of skill icons committed to this skill test".

- ST.2: the investigator may commit cards "with appropriate skill icons" (a matching icon or a wild one).
- ST.5: the skill value is the base value plus "the value of any skill icons committed to the test", plus modifiers.
- Modifiers: "the game state constantly checks and (if necessary) updates the count of any variable value or quantity
  that is being modified": the doubled count is what ST.2 states and ST.5 sums.
"""

from __future__ import annotations

from typing import Any

import pytest

from kb.engine import situation_from_data
from kb.engine.situation.errors import SituationError

OPERA = "While you are investigating Opéra Garnier, double the number of skill icons committed to this skill test."
GUTS = {"name": "Guts", "type": "skill", "icons": {"intellect": 1, "wild": 1}}


def _investigate(world: dict[str, Any], run: Any, where: str = "Hall", fight: bool = False) -> Any:
    """Roland (intellect 3) commits Guts (an intellect and a wild icon) to an investigation of ``where``; the Hall is
    Opéra Garnier's name here, its text the card's."""
    world["locations"][0].update({"name": "Opéra Garnier", "text": OPERA, "connections": ["Attic"]})
    world["locations"][1]["connections"] = ["Opéra Garnier"]
    for who in world["investigators"]:
        who["location"] = "Opéra Garnier" if where == "Hall" else "Attic"
    world["investigators"][0]["hand"] = [dict(GUTS)]
    world["tests"] = [{"who": "Roland", "tokens": ["0"], "commit": ["Guts"]}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    return run(world)


def test_st5_doubled_icons_add_twice_their_number_to_the_skill_value(world, run, find):
    """Investigating Opéra Garnier: Guts's 2 matching icons count 4, stated as committed and summed at ST.5."""
    trace = _investigate(world, run)
    committed = find(trace, "Roland commits Guts, its icons doubled by Opéra Garnier (4 matching icons: +4")
    assert committed < find(trace, "ST.5: Roland's modified skill value: intellect 3 + 4 (Guts, its icons doubled by "
                                   "Opéra Garnier) + 0 ([0] token) = 7")


def test_st5_icons_committed_elsewhere_count_once(world, run, find):
    """Investigating the Attic: the constant governs only investigations of Opéra Garnier, Guts counts its 2."""
    trace = _investigate(world, run, where="Attic")
    find(trace, "Roland commits Guts (2 matching icons: +2")
    find(trace, "ST.5: Roland's modified skill value: intellect 3 + 2 (Guts) + 0 ([0] token) = 5")


def test_committed_icons_belong_on_a_constant_on_skill_test_begins(world):
    """Bad input: the field anywhere else is refused with a clear error naming where it belongs."""
    world["investigators"][0]["abilities"] = [{"kind": "constant", "applies-to": {"event": "commit-card"},
                                               "committed-icons": {"double": True}}]
    with pytest.raises(SituationError, match="'committed-icons' is for a constant ability that applies to "
                                             "'skill-test-begins'"):
        situation_from_data(world)
    world["investigators"][0]["abilities"] = [{"kind": "constant", "applies-to": {"event": "skill-test-begins"},
                                               "committed-icons": {"double": False}}]
    with pytest.raises(SituationError, match="one change"):
        situation_from_data(world)
