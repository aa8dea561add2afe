"""An elimination's clue placement replaced: "Forced – When an investigator is eliminated (by defeat or resignation):
Place each of that investigator's clues on this act, instead of placing them at his or her location." (Discovering the
Truth) — read from the printed text; Elimination step 2 places the clues on the act instead of at the location
(Instead; Elimination)."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

ACT = ("<b>Forced</b> - When an investigator is eliminated <i>(by defeat or resignation)</i>: Place each of that "
       "investigator's clues on this act, instead of placing them at his or her location.")


def _act(world: dict[str, Any], text: str = ACT) -> dict[str, Any]:
    """Roland (2 clues, 8 damage) in the Hall with 1 clue; Agnes deals him the last damage; the act in play."""
    world["locations"][0]["clues"] = 1
    world["investigators"][0]["damage"] = 8
    world["investigators"][0]["clues"] = 2
    world["investigators"][1]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "deal-damage", "amount": 1, "to": "Roland"}]}]
    world["turn"] = "Agnes"
    world["do"] = [{"who": "Agnes", "use": "Agnes"}]
    world["cards"] = [{"name": "Discovering the Truth", "type": "act", "threshold": 2, "text": text}]
    return world


def test_the_eliminated_investigators_clues_go_on_the_act_instead(world, run, find):
    trace = run(_act(world))
    final = trace.final_state
    assert final["investigators"]["Roland"]["eliminated"]
    assert final["locations"]["Hall"]["clues"] == 1  # none placed at his location
    assert final["cards"]["Discovering the Truth"]["clues"] == 2
    assert find(trace, "Elimination of Roland") < find(trace, "Discovering the Truth [forced]") \
        < find(trace, "Step 2: 2 clues placed on Discovering the Truth instead of at Hall")


def test_with_no_such_ability_the_clues_go_to_the_location(world, run, find):
    trace = run(_act(world, "<b>Objective</b> - Find as many clues as you can."))
    assert trace.final_state["locations"]["Hall"]["clues"] == 3
    assert find(trace, "Step 2: 2 clues placed at Hall")


def test_an_after_ability_cannot_take_the_clues_already_placed():
    text = ("<b>Forced</b> - After an investigator is eliminated: Place each of that investigator's clues on this "
            "act.")
    result = parse_card_text(text, name="Discovering the Truth", type_code="act")
    assert [u.category for u in result.unsupported] == ["effect:place"]
