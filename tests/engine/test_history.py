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
