"""The clues a triggering condition places, placed on another card: "Forced – When 1 or more clues are placed on Dark
Young Host's location: Place those clues on Dark Young Host." — read from the printed text; in the 'when' window they
go to that card instead of the location (Clues; Triggering Condition), in the 'after' window they move there."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

HOST = ("<b>Forced</b> - When 1 or more clues are placed on Dark Young Host's location: Place those clues on Dark Young "
        "Host.")
AFTER = ("<b>Forced</b> - After 1 or more clues are placed on Dark Young Host's location: Place those clues on Dark "
         "Young Host.")


def test_those_clues_read_as_the_clues_the_trigger_places():
    ability = parse_card_text(HOST, name="Dark Young Host", type_code="enemy").abilities[0].to_situation()
    assert ability["trigger"] == {"event": "place-clues", "what": "this-location"}
    assert ability["effects"] == [{"effect": "place-those-clues", "to": "self"}]


def test_those_clues_with_no_clues_placed_before_them_are_refused():
    text = "<b>Forced</b> - After you draw a card: Place those clues on Dark Young Host."
    result = parse_card_text(text, name="Dark Young Host", type_code="enemy")
    assert [u.category for u in result.unsupported] == ["effect:place"]


def _host(world: dict[str, Any], text: str) -> dict[str, Any]:
    """Dark Young Host in the Hall; Roland's free ability places 2 clues on the Hall (1 there already)."""
    world["locations"][0]["clues"] = 1
    world["cards"] = [{"name": "Dark Young Host", "type": "enemy", "location": "Hall", "health": 6, "fight": 4,
                       "evade": 2, "text": text}]
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "place-tokens", "amount": 2, "to": "your-location"}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    return world


def test_when_clues_are_placed_they_go_to_the_card_instead(world, run, find):
    trace = run(_host(world, HOST))
    final = trace.final_state
    assert final["locations"]["Hall"]["clues"] == 1
    assert final["cards"]["Dark Young Host"]["clues"] == 2
    assert find(trace, "Dark Young Host [forced]") < find(trace, "2 clues placed on Dark Young Host instead of Hall")


def test_after_clues_are_placed_they_move_to_the_card(world, run, find):
    trace = run(_host(world, AFTER))
    final = trace.final_state
    assert final["locations"]["Hall"]["clues"] == 1  # only those clues: the one there before stays
    assert final["cards"]["Dark Young Host"]["clues"] == 2
    assert find(trace, "Dark Young Host [forced]") < find(trace, "2 clues moved from Hall to Dark Young Host")
