"""Vengeance points in the victory display, counted where a card ability refers to them
(``vengeance-in-victory-display``).

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, run, world


def _scene(serpent: dict, at_least: int = 2) -> dict:
    act = {"name": "The Trail", "type": "act", "objective": {
        "condition": {"count": "vengeance-in-victory-display", "at-least": at_least}}}
    enemy = {"name": "Serpent", "type": "enemy", "engaged": "Roland Banks", "health": 1, "fight": 1, "evade": 1,
             **serpent}
    return world(cards=[act, enemy], do=[{"who": "Roland Banks", "action": "fight", "enemy": "Serpent",
                                          "result": "success"}],
                 **{"act-deck": [{"name": "The Temple", "type": "act"}]})


def test_vengeance_points_in_the_victory_display_count_where_a_card_refers_to_them():
    """[ahlcg/glossary/vengeance-x] "- Vengeance points in the victory display have no impact upon the game unless
    specifically referenced by another encounter card." — "Objective – If there are 2 or more vengeance points in the
    victory display, advance": the Serpent (Vengeance 2) defeated goes to the victory display, and the objective is met."""
    trace = run(_scene({"vengeance": 2}))
    placed = at(trace, "Vengeance 2: placed in the victory display")
    assert placed < at(trace, "objective", placed)
    assert trace.final_state["act"] == "The Temple"


def test_victory_points_are_not_vengeance_points():
    """[ahlcg/glossary/vengeance-x] "- Vengeance points in the victory display have no impact upon the game unless
    specifically referenced by another encounter card." — a card worth Victory 2 in the victory display adds no
    vengeance point: the objective is not met."""
    trace = run(_scene({"victory": 2}))
    at(trace, "Victory 2: placed in the victory display")
    assert absent(trace, "objective") and trace.final_state["act"] == "The Trail"


def test_fewer_vengeance_points_than_the_card_asks_do_not_meet_it():
    """[ahlcg/glossary/vengeance-x] "- Vengeance points in the victory display have no impact upon the game unless
    specifically referenced by another encounter card." — Vengeance 1 against "3 or more": not met."""
    trace = run(_scene({"vengeance": 1}, at_least=3))
    at(trace, "Vengeance 1: placed in the victory display")
    assert absent(trace, "objective") and trace.final_state["act"] == "The Trail"
