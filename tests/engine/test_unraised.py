"""A skill value that cannot be increased: Historical Society, "While investigating this location, your [intellect]
cannot be increased."

- ST.5: the modified skill value is the base skill with "all active modifiers, including the appropriate icons that
  have been committed to this test, effects of the chaos token(s) revealed, and all active card abilities".
- Cannot: "cannot" is absolute: each modifier that would raise the value is not applied; one that lowers it is.
"""

from __future__ import annotations

from typing import Any

import pytest

from kb.engine import situation_from_data
from kb.engine.situation.errors import SituationError

SOCIETY = "While investigating this location, your [intellect] cannot be increased."
GUTS = {"name": "Guts", "type": "skill", "icons": {"intellect": 1, "wild": 1}}


def _investigate(world: dict[str, Any], run: Any, token: str, where: str = "Historical Society") -> Any:
    """Roland (intellect 3) commits Guts (an intellect and a wild icon) to an investigation of ``where``, revealing
    ``token``; the Hall is Historical Society here (shroud 4), its text the card's."""
    world["locations"][0].update({"name": "Historical Society", "text": SOCIETY, "connections": ["Attic"],
                                  "shroud": 4})
    world["locations"][1]["connections"] = ["Historical Society"]
    for who in world["investigators"]:
        who["location"] = where
    world["investigators"][0]["hand"] = [dict(GUTS)]
    world["tests"] = [{"who": "Roland", "tokens": [token], "commit": ["Guts"]}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    return run(world)


def test_st5_increases_are_not_applied_while_investigating_it(world, run, find):
    """Guts's 2 icons and a +1 token would raise Roland's intellect: each counts 0, the trace says by what."""
    trace = _investigate(world, run, "+1")
    note = find(trace, "Roland's intellect cannot be increased (Historical Society: \u201cWhile investigating this "
                       "location, your [intellect] cannot be increased.\u201d)")
    assert note < find(trace, "ST.5: Roland's modified skill value: intellect 3 + 0 (Guts: +2 not applied: Historical "
                              "Society) + 0 ([+1] token: +1 not applied: Historical Society) = 3")
    find(trace, "ST.6: Roland fails (3 is less than the difficulty 4")
    assert trace.final_state["locations"]["Historical Society"]["clues"] == 2


def test_st5_decreases_still_apply(world, run, find):
    """A -2 token lowers the value as ever: only increases are held down."""
    trace = _investigate(world, run, "-2")
    find(trace, "ST.5: Roland's modified skill value: intellect 3 + 0 (Guts: +2 not applied: Historical Society) "
                "\u2212 2 ([-2] token) = 1")


def test_investigating_elsewhere_is_not_governed(world, run, find):
    """Investigating the Attic: the constant governs only investigations of Historical Society."""
    trace = _investigate(world, run, "+1", where="Attic")
    find(trace, "ST.5: Roland's modified skill value: intellect 3 + 2 (Guts) + 1 ([+1] token) = 6")
    assert not [s for s in trace.steps if "cannot be increased" in s.text]


def test_cannot_increase_belongs_on_a_constant_on_skill_test_begins(world):
    """Bad input: the field anywhere else is refused with a clear error naming where it belongs."""
    world["investigators"][0]["abilities"] = [{"kind": "constant", "applies-to": {"event": "commit-card"},
                                               "cannot-increase": True}]
    with pytest.raises(SituationError, match="'cannot-increase' is for a constant ability that applies to "
                                             "'skill-test-begins'"):
        situation_from_data(world)
