"""What happened earlier in a period (``core/history.py``): "At the end of your turn, if you have not dealt any damage
this turn: Take 1 horror." — the count of damage you have dealt this turn, recorded as it is placed (Dealing
Damage/Horror, step 2: damage not applied was not dealt), by you or a card you control; "this turn" is the turn the
condition is checked in (Limits and Maximums' periods)."""

from __future__ import annotations

from typing import Any

CURSE = ("<b>Forced</b> - At the end of your turn, if you have not dealt any damage this turn: Take 1 horror.")


def _turn(world: dict[str, Any], *do: dict[str, Any]) -> dict[str, Any]:
    world["cards"] = [{"name": "Curse", "type": "treachery", "threat-area": "Roland", "text": CURSE},
                      {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 3, "fight": 1, "evade": 1}]
    world.update(round=2, start="2.2", until="2.2.2")
    world["do"] = [*do, {"who": "Roland", "end-turn": True}]
    return world


def test_a_turn_in_which_you_dealt_no_damage_meets_the_condition(world, run, find):
    trace = run(_turn(world, {"who": "Roland", "action": "resource"}))
    assert find(trace, "2.2.2: Roland's turn ends") < find(trace, "Curse [forced]")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_damage_you_dealt_this_turn_keeps_the_ability_out_and_the_record_says_why(world, run):
    trace = run(_turn(world, {"who": "Roland", "action": "fight", "enemy": "Ghoul", "result": "success"}))
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0
    why = [c["why"] for c in trace.considered if c["card"] == "Curse"]
    assert "its condition (damage-you-dealt-this-turn: at most 0) does not hold" in why[0]


def test_damage_a_card_you_control_dealt_counts_as_yours(world, run):
    world = _turn(world, {"who": "Roland", "action": "activate", "card": "Knife"})
    world["cards"].append({"name": "Knife", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "deal-damage", "amount": 1, "to": "Ghoul"}]}]})
    trace = run(world)
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0


def test_damage_dealt_by_another_investigator_is_not_yours(world, run):
    world = _turn(world, {"who": "Roland", "action": "resource"})
    world["cards"].append({"name": "Knife", "type": "asset", "controller": "Agnes", "abilities": [
        {"kind": "free", "effects": [{"effect": "deal-damage", "amount": 1, "to": "Ghoul"}]}]})
    world["do"].insert(0, {"who": "Agnes", "use": "Knife"})
    trace = run(world)
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def _rougarou(world: dict[str, Any], *hits: int) -> dict[str, Any]:
    """The Rougarou, with "After The Rougarou takes 1 [per_investigator] damage during a single phase: gain 1
    resource" on Roland's card for the test (2 investigators: 2 damage), and Roland's knife that deals 1 damage."""
    world["cards"] = [
        {"name": "The Rougarou", "type": "enemy", "location": "Hall", "health": 9, "fight": 1, "evade": 1},
        {"name": "Knife", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "free", "effects": [{"effect": "deal-damage", "amount": 1, "to": "The Rougarou"}]},
            {"kind": "free", "effects": [{"effect": "deal-damage", "amount": 2, "to": "The Rougarou"}]},
            {"kind": "forced", "timing": "after",
             "trigger": {"event": "damage-dealt", "what": "The Rougarou", "at-least": 1, "per-investigator": True,
                         "within": "phase"},
             "effects": [{"effect": "gain-resources", "amount": 1}]}]}]
    world["do"] = [{"who": "Roland", "use": "Knife", "ability": 0 if hit == 1 else 1} for hit in hits]
    return world


def test_damage_taken_during_a_phase_triggers_at_the_occurrence_that_reaches_the_bound(world, run, find):
    trace = run(_rougarou(world, 1, 1, 1))
    assert trace.final_state["cards"]["The Rougarou"]["damage"] == 3
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6  # once: at the second point of damage
    second = [k for k, s in enumerate(trace.steps) if "1 damage on The Rougarou" in s.text][1]
    assert second < find(trace, "Roland: resources 5 \u2192 6")


def test_one_occurrence_that_reaches_the_bound_alone_triggers_it(world, run):
    trace = run(_rougarou(world, 2))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_below_the_bound_per_investigator_it_does_not_trigger_and_the_record_says_why(world, run):
    trace = run(_rougarou(world, 1))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5
    why = [c["why"] for c in trace.considered if c["card"] == "Knife"]
    assert any("this phase's total does not reach 1 per investigator" in w for w in why)
