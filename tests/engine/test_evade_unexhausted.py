"""An evasion that does not exhaust the enemy, and an enemy that cannot engage you for a while (Evade; Enemy
Engagement; Cannot), from Stealth's printed sentence: "If you successfully evade the enemy, disengage with it but do
not exhaust it. Until the end of your turn, that enemy cannot engage you."."""

from __future__ import annotations

from typing import Any

STEALTH = ("[action] Exhaust Stealth: <b>Evade.</b> The chosen enemy gets -2 evade for this evasion attempt. If you "
           "successfully evade the enemy, disengage with it but do not exhaust it. Until the end of your turn, that "
           "enemy cannot engage you.")


def _stealth(world: dict[str, Any], agnes_here: bool = False, result: str = "success") -> dict[str, Any]:
    world["cards"] = [
        {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 3, "fight": 2, "evade": 2,
         "attack": {"damage": 1}},
        {"name": "Stealth", "type": "asset", "controller": "Roland", "text": STEALTH}]
    if not agnes_here:
        world["investigators"][1]["location"] = "Attic"
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Stealth", "result": result}]
    return world


def test_a_successful_evasion_disengages_the_enemy_and_leaves_it_ready(world, run, find):
    trace = run(_stealth(world))
    ghoul = trace.final_state["cards"]["Ghoul"]
    assert ghoul["exhausted"] is False
    assert ghoul["engaged"] is None and ghoul["location"] == "Hall"
    step = find(trace, "Ghoul is no longer engaged with Roland")
    assert "not exhausted" in trace.steps[step].text and "exhausted and" not in trace.steps[step].text
    assert "ahlcg/rr/evade-evade-action" in trace.steps[step].rules
    assert find(trace, "Ghoul is evaded") < step  # still a successful evasion: its timing point is passed


def test_until_the_end_of_your_turn_that_enemy_cannot_engage_you(world, run):
    trace = run(_stealth(world))
    assert not any("Ghoul and Roland become engaged" in s.text for s in trace.steps)
    assert trace.final_state["cards"]["Ghoul"]["engaged"] is None  # ready, at Roland's location, and not engaged


def test_that_enemy_engages_another_investigator_there(world, run, find):
    """Only 'you' is named: the ready enemy engages Agnes, at the same location, once the effect has resolved."""
    trace = run(_stealth(world, agnes_here=True))
    assert find(trace, "Lasting effect") < find(trace, "Ghoul and Agnes become engaged")
    assert trace.final_state["cards"]["Ghoul"]["engaged"] == "Agnes"


def test_a_failed_evasion_leaves_the_enemy_engaged(world, run):
    trace = run(_stealth(world, result="fail"))
    assert trace.final_state["cards"]["Ghoul"]["engaged"] == "Roland"
    assert not any("Lasting effect" in s.text for s in trace.steps)


def test_an_ordinary_evasion_still_exhausts(world, run):
    world["cards"] = [
        {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 3, "fight": 2, "evade": 2,
         "attack": {"damage": 1}}]
    world["do"] = [{"who": "Roland", "action": "evade", "enemy": "Ghoul", "result": "success"}]
    trace = run(world)
    assert trace.final_state["cards"]["Ghoul"]["exhausted"] is True
