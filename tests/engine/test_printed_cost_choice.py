"""A card chosen out of play by its printed resource cost: A Chance Encounter (cost X), "Choose an Ally asset with
printed resource cost X in any player's discard pile. Put that asset into play under your control." — X is the one
its player defined as it was played (The Letter "X"), the cost looked at the one printed (Base Value)."""

from __future__ import annotations

from typing import Any

ENCOUNTER = "A Chance Encounter"
EFFECTS = [{"effect": "choose", "to": "an-ally-printed_cost_x-asset-in-a-discard-pile"},
           {"effect": "put-into-play", "to": "chosen"}]
BEAT_COP = {"name": "Beat Cop", "type": "asset", "cost": 4, "traits": ["Ally", "Police"], "slots": ["ally"]}
GUARD_DOG = {"name": "Guard Dog", "type": "asset", "cost": 3, "traits": ["Ally", "Creature"], "slots": ["ally"]}
KNIFE = {"name": "Knife", "type": "asset", "cost": 3, "traits": ["Item", "Weapon"], "slots": ["hand"]}


def _encounter(world: dict[str, Any], x: int, effects: list[dict[str, Any]] = EFFECTS) -> dict[str, Any]:
    """Roland plays the event for X = ``x``; Beat Cop (4) in his discard pile, Guard Dog (3) and Knife (3, no Ally) in
    Agnes's."""
    roland, agnes = world["investigators"]
    roland["resources"] = 5
    roland["hand"] = [{"name": ENCOUNTER, "type": "event", "cost": "X", "traits": ["Fortune"], "effects": effects}]
    roland["discard"] = [dict(BEAT_COP)]
    agnes["discard"] = [dict(GUARD_DOG), dict(KNIFE)]
    world["do"] = [{"who": "Roland", "action": "play", "card": ENCOUNTER}]
    world["choices"] = [{"decision": "amount", "ability": ENCOUNTER, "amount": x}]
    return world


def test_only_an_ally_whose_printed_cost_is_the_x_paid_is_an_option(world, run, find):
    """X = 3: Guard Dog (printed cost 3) is the only option — not Beat Cop (4), not Knife (3 but no Ally) — and it
    enters play under Roland's control, out of Agnes's discard pile; 3 resources are paid."""
    trace = run(_encounter(world, 3))
    assert find(trace, "X = 3") < find(trace, "Guard Dog is put into play under Roland's control")
    assert trace.final_state["cards"]["Guard Dog"]["controller"] == "Roland"
    assert trace.final_state["investigators"]["Agnes"]["discard"] == ["Knife"]
    assert trace.final_state["investigators"]["Roland"]["resources"] == 2
    assert "Beat Cop" in trace.final_state["investigators"]["Roland"]["discard"]


def test_x_of_4_picks_the_ally_printed_with_4(world, run):
    """X = 4: Beat Cop (printed cost 4) from Roland's own pile; Guard Dog stays in Agnes's."""
    trace = run(_encounter(world, 4))
    assert trace.final_state["cards"]["Beat Cop"]["controller"] == "Roland"
    assert trace.final_state["investigators"]["Agnes"]["discard"] == ["Guard Dog", "Knife"]


def test_an_x_no_ally_is_printed_with_finds_nothing_to_put_into_play(world, run, find):
    """X = 2 (chosen though an Ally of cost 3 was there to take): no Ally printed with cost 2 in any discard pile, so
    the choice has nothing to resolve against — the engine says so and nothing enters play; 2 resources are paid."""
    trace = run(_encounter(world, 2))
    assert find(trace, "X = 2") < find(trace, "to choose to resolve this against: it does not resolve")
    assert trace.final_state["investigators"]["Agnes"]["discard"] == ["Guard Dog", "Knife"]
    assert trace.final_state["investigators"]["Roland"]["resources"] == 3


def test_no_ally_its_player_could_pay_x_for_gives_the_event_no_potential(world, run, find):
    """Appendix I: before it is played X is not yet defined, so the event has potential when some X its player can pay
    picks an Ally — with 2 resources none of cost 3 or 4 can be, so it cannot be played, and no X is chosen."""
    data = _encounter(world, 2)
    data["investigators"][0]["resources"] = 2
    trace = run(data)
    assert find(trace, "no potential to change the game state") >= 0
    assert trace.final_state["investigators"]["Roland"]["resources"] == 2
    assert trace.final_state["investigators"]["Agnes"]["discard"] == ["Guard Dog", "Knife"]


def test_a_bound_widens_the_printed_cost(world, run):
    """"with printed cost 3 or lower": Guard Dog (3) fits whatever X is, Beat Cop (4) does not."""
    effects = [{"effect": "choose", "to": "an-ally-printed_cost_3_or_lower-asset-in-a-discard-pile"},
               {"effect": "put-into-play", "to": "chosen"}]
    trace = run(_encounter(world, 0, effects))
    assert trace.final_state["cards"]["Guard Dog"]["controller"] == "Roland"
