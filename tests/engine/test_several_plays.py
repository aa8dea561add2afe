"""Several cards played by one instruction: "One at a time, play up to 3 assets from your hand, reducing the resource
cost of each by 1." Each card is played through its own initiation sequence (Appendix I; Play), its cost reduced and
paid, and it enters play before the next is chosen; "up to" lets the player play fewer (an ``amount`` choice), and fewer
are played when the hand holds no other asset or one cannot be paid for."""

from __future__ import annotations

from typing import Any

VIGIL = [{"effect": "up-to", "effects": [{"effect": "play", "to": "an-asset-in-your-hand", "amount": 3,
                                          "cost-modifier": -1}]}]
KNIFE = {"name": "Knife", "type": "asset", "cost": 1, "slots": ["hand"]}
SHOTGUN = {"name": "Shotgun", "type": "asset", "cost": 3}
LANTERN = {"name": "Lantern", "type": "asset", "cost": 2}
GUTS = {"name": "Guts", "type": "skill"}


def _vigil(world: dict[str, Any], hand: list[dict[str, Any]], resources: int = 5) -> dict[str, Any]:
    roland = world["investigators"][0]
    roland["hand"], roland["resources"] = [dict(c) for c in hand], resources
    world["cards"] = [{"name": "Lens", "type": "asset", "controller": "Roland",
                       "abilities": [{"kind": "free", "effects": VIGIL}]}]
    world["do"] = [{"who": "Roland", "use": "Lens"}]
    return world


def test_each_asset_is_played_in_turn_its_cost_reduced_by_one_before_the_next(world, run, find):
    trace = run(_vigil(world, [KNIFE, GUTS, SHOTGUN, LANTERN]))
    knife, shotgun, lantern = (find(trace, f"{n} is played through Lens's effect") for n in ("Knife", "Shotgun",
                                                                                               "Lantern"))
    assert knife < find(trace, "Knife is played: it enters play") < shotgun < find(trace, "Shotgun is played: it enters play") < lantern
    final = trace.final_state
    assert all(final["cards"][n]["zone"] == "play" for n in ("Knife", "Shotgun", "Lantern"))
    assert final["investigators"]["Roland"]["hand"] == ["Guts"]
    assert final["investigators"]["Roland"]["resources"] == 5 - (0 + 2 + 1)  # each printed cost less 1


def test_up_to_lets_the_player_play_fewer(world, run):
    world = _vigil(world, [KNIFE, SHOTGUN, LANTERN])
    world["choices"] = [{"decision": "amount", "ability": "Lens", "amount": 1}]
    final = run(world).final_state
    assert final["cards"]["Knife"]["zone"] == "play"
    assert final["investigators"]["Roland"]["hand"] == ["Shotgun", "Lantern"]
    assert final["investigators"]["Roland"]["resources"] == 5


def test_with_fewer_assets_in_hand_those_there_are_are_played_and_the_trace_says_so(world, run, find):
    trace = run(_vigil(world, [GUTS, LANTERN]))
    assert find(trace, "Lantern is played through Lens's effect") < find(trace, "1 of up to 3 played")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 4


def test_an_asset_that_cannot_be_paid_for_stops_the_plays(world, run, find):
    trace = run(_vigil(world, [KNIFE, SHOTGUN, LANTERN], resources=1))
    assert find(trace, "That card could not be played: 1 of up to 3 played") > find(trace, "Knife is played: it enters play")
    final = trace.final_state
    assert final["cards"]["Knife"]["zone"] == "play" and final["investigators"]["Roland"]["resources"] == 1
    assert final["investigators"]["Roland"]["hand"] == ["Shotgun", "Lantern"]
