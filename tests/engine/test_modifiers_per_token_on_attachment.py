""""Hunting Horror gets +1 fight, +1 health, and +1 evade for each resource on Shadow-spawned" (Shadow-spawned): each
value's modifier counted from the resources on the card bearing the text, re-counted each time the value is consulted
(Modifiers: "the game state constantly checks … any variable value") — one resource placed makes the enemy sturdier
at once."""

from __future__ import annotations

from kb.cardtext import parse_card_text

_TEXT = "Hunting Horror gets +1 fight, +1 health, and +1 evade for each resource on Shadow-spawned."


def _constants() -> list[dict]:
    """The reading of the printed sentence, as the situation's abilities of Shadow-spawned."""
    result = parse_card_text(_TEXT, name="Shadow-spawned", type_code="treachery")
    assert not result.gaps
    return [a.to_situation() for a in result.abilities]


def _world(world, resources: int):
    world["cards"] = [
        {"name": "Hunting Horror", "type": "enemy", "location": "Attic", "health": 3, "fight": 2, "evade": 2},
        {"name": "Shadow-spawned", "type": "treachery", "attached-to": "Hunting Horror", "abilities": _constants()},
        {"name": "Lever", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "action", "effects": [{"effect": "place-tokens", "tokens": "resources", "amount": resources,
                                            "to": "Shadow-spawned"}]}]},
        {"name": "Blade", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "action", "effects": [{"effect": "deal-damage", "amount": 4, "to": "Hunting Horror"}]}]},
    ]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Lever"},
                   {"who": "Roland", "action": "activate", "card": "Blade"}]
    return world


def test_two_resources_make_health_5_and_4_damage_does_not_defeat_it(world, run):
    trace = run(_world(world, 2))
    horror = trace.final_state["cards"]["Hunting Horror"]
    assert horror["zone"] == "play" and horror["damage"] == 4
    assert trace.final_state["cards"]["Shadow-spawned"]["resources"] == 2


def test_one_resource_makes_health_4_and_4_damage_defeats_it(world, run, find):
    trace = run(_world(world, 1))
    assert trace.final_state["cards"]["Hunting Horror"]["zone"] != "play"
    find(trace, "Hunting Horror is defeated")


def test_each_of_the_three_values_is_counted_from_the_resources():
    constants = _constants()
    assert [c.get("applies-to", {}).get("via") or "health" for c in constants] == ["fight", "health", "evade"]
    assert all(c["for-each"] == "resource-on:self" and c["applies-to"]["what"] == "Hunting Horror" for c in constants)
