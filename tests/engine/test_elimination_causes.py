"""Elimination: an investigator is eliminated when defeated or when he or she resigns (Resign: "eliminated, not
defeated"). The ``eliminated`` event names its cause (``via``: defeat or resign), so "When an investigator is
eliminated by defeat" waits for a defeat, and "… eliminated (by defeat or resignation)" — no cause named — fits
either. What the reader writes for those texts is run here on a resignation."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _resigning_with(world: dict[str, Any], condition: str) -> dict[str, Any]:
    """Roland resigns; his asset, read from ``condition``, gains him 1 resource when it triggers."""
    ability = parse_card_text(f"<b>Forced</b> - {condition}: Gain 1 resource.", name="Charm", type_code="asset")
    assert not ability.gaps, ability.gaps
    world["locations"][0]["abilities"] = [
        {"kind": "action", "designator": "resign", "text": "Resign.", "effects": [{"effect": "resign"}]}]
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland",
                       "abilities": [a.to_situation() for a in ability.abilities]}]
    world["do"] = [{"who": "Roland", "action": "resign", "card": "Hall"}]
    return world


@pytest.mark.parametrize("condition, triggers", [
    ("When an investigator is eliminated (by defeat or resignation)", True),  # both causes: any elimination
    ("When an investigator is eliminated", True),
    ("When you are eliminated (by resignation)", True),
    ("When an investigator is eliminated by defeat", False),  # a resignation is no defeat
])
def test_an_elimination_triggers_what_names_its_cause_or_none(world, run, condition, triggers):
    trace = run(_resigning_with(world, condition))
    assert trace.final_state["investigators"]["Roland"]["eliminated"]
    gained = any(step.text == "Roland: resources 5 \u2192 6" for step in trace.steps)
    assert gained is triggers
