"""Horror on a location, from the printed sentence of Curtain Call's scenario card: "[cultist]: -4. If your location has
at least 1 horror on it, take 1 horror (from the token pool). If your location has no horror on it, place 1 horror on
it instead."

- Instead: the second sentence replaces the first while its condition holds: exactly one resolves, at ST.4.
- A location holds the horror placed on it (a token on a card in play); the count ``horror-on-your-location`` reads
  it, and the final state shows it (only on a location that has any).
"""

from __future__ import annotations

from typing import Any

#: The reader's lowering of the [cultist] line (one question, two cases).
CULTIST = {"modifier": -4, "effects": [{
    "effect": "if", "condition": {"count": "horror-on-your-location", "at-most": 0},
    "effects": [{"effect": "place-tokens", "tokens": "horror", "amount": 1, "to": "your-location"}],
    "otherwise": [{"effect": "if", "condition": {"count": "horror-on-your-location", "at-least": 1},
                   "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}]}


def _test(world: dict[str, Any], horror: int) -> dict[str, Any]:
    """Roland, in the Hall with ``horror`` horror on it, reveals [cultist] on a willpower (3) test from his charm."""
    if horror:
        world["locations"][0]["horror"] = horror
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3}]}]}]
    return dict(world, tests=[{"who": "Roland", "tokens": ["cultist"]}],
                do=[{"who": "Roland", "action": "activate", "card": "Charm"}], **{"chaos-tokens": {"cultist": CULTIST}})


def test_no_horror_on_your_location_places_1_on_it_instead(world, run, find):
    trace = run(_test(world, 0))
    final = trace.final_state
    assert final["locations"]["Hall"]["horror"] == 1
    assert final["investigators"]["Roland"]["horror"] == 0
    assert find(trace, "ST.4: [cultist]") < find(trace, "1 horror placed on Hall: horror 0 \u2192 1") < find(trace, "ST.5")


def test_horror_on_your_location_makes_you_take_1(world, run):
    trace = run(_test(world, 1))
    final = trace.final_state
    assert final["investigators"]["Roland"]["horror"] == 1
    assert final["locations"]["Hall"]["horror"] == 1
    assert "horror" not in final["locations"]["Attic"]


def test_each_location_with_no_horror_is_each_one_holding_none(world, run):
    """"Place 1 horror on each location with no horror": the Hall (1 horror already) is passed over, the Attic gets 1."""
    world["locations"][0]["horror"] = 1
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "place-tokens", "tokens": "horror", "amount": 1,
                                        "to": "with-at-most:0-horror:each-location"}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Charm"}]
    final = run(world).final_state
    assert final["locations"]["Hall"]["horror"] == 1
    assert final["locations"]["Attic"]["horror"] == 1


def test_horror_on_a_location_leaving_play_returns_to_the_token_pool(world, run, find):
    """Leaves Play: "All tokens on the card are returned to the token pool" — the horror on a discarded location too."""
    world["locations"].append({"name": "Doorway", "connections": [], "clues": 0, "shroud": 2, "horror": 2})
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "discard", "to": "Doorway"}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Charm"}]
    trace = run(world)
    assert "Doorway" not in trace.final_state["locations"]
    find(trace, "Doorway is discarded: placed on the encounter discard pile: it leaves play (its 2 horror return to the "
                "token pool)")
