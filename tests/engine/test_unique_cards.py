"""Unique cards counted (Uniqueness: a ✷ before a card's title marks it unique; Uncovering the Conspiracy: "If there
are 6 unique Cultist enemies in the victory display, advance" — six different unique Cultists, each title once)."""

from __future__ import annotations


def _cultist(name, unique):
    return {"name": name, "type": "enemy", "traits": ["Cultist"], "location": "Attic", "health": 1, "fight": 2,
            "evade": 2, **({"unique": True} if unique else {})}


def _scene(world, added, at_least=2):
    act = {"name": "Uncovering", "type": "act",
           "objective": {"condition": {"count": "in-victory-display:unique-cultist-enemy", "at-least": at_least}}}
    world["cards"] = [act, _cultist("Herman Collins", True), _cultist("Herman Collins #2", True),
                      _cultist("Peter Warren", True), _cultist("Acolyte", False), _cultist("Acolyte #2", False)]
    world["act-deck"] = [{"name": "The Devourer Below", "type": "act"}]
    world["locations"][0]["abilities"] = [{"kind": "free", "text": "[free]: Add them to the victory display.",
                                           "effects": [{"effect": "move-card", "zone": "victory-display", "to": name}
                                                       for name in added]}]
    world["do"] = [{"who": "Roland", "use": "Hall"}]
    return world


def test_cards_that_are_not_unique_do_not_count(world, run):
    trace = run(_scene(world, ["Herman Collins", "Acolyte", "Acolyte #2"]))
    assert trace.final_state["act"] == "Uncovering"


def test_two_copies_of_one_unique_card_count_once(world, run):
    trace = run(_scene(world, ["Herman Collins", "Herman Collins #2"]))
    assert trace.final_state["act"] == "Uncovering"


def test_two_different_unique_cultists_meet_the_objective(world, run, find):
    trace = run(_scene(world, ["Herman Collins", "Acolyte", "Peter Warren"]))
    objective = find(trace, "objective")
    assert find(trace, "Peter Warren is added to the victory display") < objective
    assert "2 different" in trace.steps[objective].text
    assert trace.final_state["act"] == "The Devourer Below"
