"""A gained ability whose cost exhausts the card that gave it: Shortcut, "Attach to your location. Attached location
gains: "[fast] Exhaust Shortcut: Move (to a connecting location). Any investigator at this location may trigger this
ability."" The gained ability is the location's (Gains), but its cost names Shortcut: paying it exhausts Shortcut, not
the location, and an exhausted Shortcut cannot pay it again (Exhausted; Costs)."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

SHORTCUT = ('Attached location gains: "[fast] Exhaust Shortcut: <b>Move</b> <i>(to a connecting location)</i>. Any '
            'investigator at this location may trigger this ability."')


def _shortcut(world: dict[str, Any], *uses: str, exhausted: bool = False) -> dict[str, Any]:
    world["cards"] = [{"name": "Shortcut", "type": "event", "owner": "Roland", "attached-to": "Hall",
                       "text": SHORTCUT, "exhausted": exhausted}]
    world["do"] = [{"who": who, "use": "Hall"} for who in uses]
    return world


def test_the_cost_names_the_card_giving_the_ability():
    (constant,) = parse_card_text(SHORTCUT, name="Shortcut", type_code="event").abilities
    (gained,) = constant.to_situation()["gains-abilities"]
    assert gained["cost"] == {"exhaust-card": "giver"} and gained["by"] == "at-location"


def test_an_investigator_at_the_location_exhausts_shortcut_to_move(world, run, find):
    trace = run(_shortcut(world, "Agnes"))
    assert find(trace, "Hall gains") < find(trace, "Shortcut exhausted") < find(trace, "Agnes moves from Hall to Attic")
    assert trace.final_state["cards"]["Shortcut"]["exhausted"] is True
    assert trace.final_state["investigators"]["Agnes"]["location"] == "Attic"


def test_an_exhausted_shortcut_cannot_pay_the_cost(world, run):
    trace = run(_shortcut(world, "Roland", exhausted=True))
    assert trace.final_state["investigators"]["Roland"]["location"] == "Hall"
    assert any("Shortcut is not a ready card in play: it cannot be exhausted to pay a cost" in s.text
               for s in trace.steps)
