"""Additional damage added to a dealing whose damage was assigned to an asset: "An asset cannot be assigned damage
beyond the amount of damage it would take to defeat the card … All damage/horror that cannot be assigned to an asset
must be assigned to the investigator" (Dealing Damage/Horror, step 1). Psychopomp's Song's "Take 2 additional damage"
on 1 damage Roland assigned to a Guard Dog with 1 health: the dog can hold no more, so the 2 go to Roland."""

from __future__ import annotations

from tests.engine.test_additional_damage import _world


def _dog(world, health: int) -> dict:
    w = _world(world, [{"effect": "deal-damage", "amount": 1, "to": "you"}])
    w["cards"].append({"name": "Guard Dog", "type": "asset", "controller": "Roland", "health": health, "sanity": 1})
    w["choices"] = [{"decision": "assign", "who": "Roland", "to": "Guard Dog", "damage": 1}]
    return w


def test_additional_damage_beyond_what_defeats_the_asset_is_assigned_to_the_investigator(world, run, find):
    trace = run(_dog(world, 1))
    added = find(trace, "2 additional damage: 0 added to the 1 being dealt to Guard Dog")
    applied = trace.steps[find(trace, "Step 2, apply simultaneously")]
    assert added < find(trace, "Step 2, apply simultaneously")
    assert "1 damage on Guard Dog (0 \u2192 1 of 1)" in applied.text and "2 damage on Roland (0 \u2192 2" in applied.text
    assert trace.final_state["investigators"]["Roland"]["damage"] == 2
    assert trace.final_state["cards"]["Guard Dog"]["zone"] == "discard"


def test_additional_damage_the_asset_can_hold_stays_with_it(world, run, find):
    trace = run(_dog(world, 2))
    find(trace, "2 additional damage: 1 added to the 1 being dealt to Guard Dog")
    assert trace.final_state["investigators"]["Roland"]["damage"] == 1
    assert trace.final_state["cards"]["Guard Dog"]["zone"] == "discard"

