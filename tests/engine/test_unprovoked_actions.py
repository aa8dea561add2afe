"""Actions of a kind a constant says do not provoke attacks of opportunity (Attack of Opportunity: "each ready enemy
engaged with the investigator makes an attack of opportunity … for each action … other than fight, evade, parley or
resign"): "Engage actions you perform do not provoke attacks of opportunity" — that kind joins the exceptions for
whom it governs; every other action still provokes."""

from __future__ import annotations

from typing import Any


def _knife(world: dict[str, Any]) -> dict[str, Any]:
    """Roland, holding the knife, engaged with a Ghoul; a Rat at his location, unengaged (exhausted: it does not
    engage him)."""
    world["cards"] = [{"name": "Trench Knife", "type": "asset", "controller": "Roland",
                       "text": "Engage actions you perform do not provoke attacks of opportunity."},
                      {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 3, "fight": 1, "evade": 1,
                       "attack": {"damage": 1}},
                      {"name": "Rat", "type": "enemy", "location": "Hall", "exhausted": True, "health": 1,
                       "fight": 1, "evade": 1}]
    return world


def test_an_engage_action_a_constant_exempts_provokes_no_attack_of_opportunity(world, run, find):
    """The engage action is exempt: no attack is made, and the trace says which card exempts it."""
    data = _knife(world)
    data["do"] = [{"who": "Roland", "action": "engage", "enemy": "Rat"}]
    trace = run(data)
    find(trace, "does not provoke attacks of opportunity")
    assert trace.final_state["investigators"]["Roland"]["damage"] == 0


def test_another_kind_of_action_still_provokes_an_attack_of_opportunity(world, run, find):
    """A resource action is not an engage action: the Ghoul makes its attack of opportunity."""
    data = _knife(world)
    data["do"] = [{"who": "Roland", "action": "resource"}]
    trace = run(data)
    find(trace, "attacks of opportunity, after the costs are paid")
    assert trace.final_state["investigators"]["Roland"]["damage"] == 1
