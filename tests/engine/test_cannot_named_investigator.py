"""A restriction whose subject is a named investigator (Cannot; Resources): "Jenny Barnes cannot gain resources via
card effects", printed on a weakness in her deck — the investigator of that name is whom it governs: her gains by a
card effect cannot happen, the resource action still gains, and the other investigators are not governed."""

from __future__ import annotations

from typing import Any


def _beast(world: dict[str, Any]) -> dict[str, Any]:
    """Agnes renamed Jenny Barnes; the Sacrificial Beast at the Hall; a card of each that gains 2 resources."""
    world["investigators"][1]["name"] = "Jenny Barnes"
    world["cards"] = [{"name": "Sacrificial Beast", "type": "enemy", "location": "Hall", "health": 3, "fight": 1,
                       "evade": 1, "exhausted": True, "text": "Jenny Barnes cannot gain resources via card effects."},
                      {"name": "Purse", "type": "asset", "controller": "Jenny Barnes",
                       "text": "[free]: Gain 2 resources."},
                      {"name": "Wallet", "type": "asset", "controller": "Roland", "text": "[free]: Gain 2 resources."}]
    return world


def test_a_named_investigator_cannot_gain_resources_via_card_effects(world, run, find):
    """Cannot: her gain by a card effect does not happen, and the trace names the restriction."""
    data = _beast(world)
    before = data["investigators"][1].get("resources", 5)
    data["do"] = [{"who": "Jenny Barnes", "use": "Purse"}]
    trace = run(data)
    find(trace, "cannot happen: Sacrificial Beast")
    assert trace.final_state["investigators"]["Jenny Barnes"]["resources"] == before


def test_the_restriction_governs_only_the_investigator_it_names(world, run):
    """Another investigator's gain by a card effect happens: the name is whom the restriction governs."""
    data = _beast(world)
    before = data["investigators"][0].get("resources", 5)
    data["do"] = [{"who": "Roland", "use": "Wallet"}]
    assert run(data).final_state["investigators"]["Roland"]["resources"] == before + 2
