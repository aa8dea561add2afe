"""The letter "X" on a player card: a resource cost of X chosen as the card is played, and "Uses (X ammo)" (Jenny's
Twin .45s) whose X is that choice."""

from __future__ import annotations

from typing import Any

from rulecases import at, run, world

TWINS = "Jenny's Twin .45s"


def _twins(*choices: dict[str, Any], modifier: int = 0) -> dict[str, Any]:
    """Roland (5 resources) plays an asset costing X with Uses (X ammo); ``modifier``: a constant changing the cost of
    the assets he plays."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": TWINS}], choices=list(choices))
    data["investigators"][0]["hand"] = [{"name": TWINS, "type": "asset", "cost": "X", "uses": "X", "use-type": "ammo"}]
    if modifier:
        data["investigators"][0]["abilities"] = [
            {"kind": "constant", "text": "Assets you play cost 1 less.",
             "applies-to": {"event": "play-card", "who": "you", "what": "asset"}, "cost-modifier": modifier}]
    return data


def test_x_of_a_cost_is_chosen_by_its_player_and_uses_x_is_that_value():
    """[ahlcg/rr/the-letter-x] "The value of the letter X is defined by a card ability or a granted player choice." —
    Jenny's Twin .45s (cost X, "Uses (X ammo)"): its player chooses X = 3 as it is played, pays 3 resources, and it
    enters play with 3 ammo."""
    trace = run(_twins({"decision": "amount", "ability": TWINS, "amount": 3}))
    k = at(trace, f"{TWINS} costs X: X is defined by player choice as it is played: Roland Banks chooses 3")
    assert "ahlcg/rr/the-letter-x" in trace.steps[k].rules
    paid = at(trace, "Step 2: costs paid simultaneously: 1 action, 3 resources")
    uses = at(trace, f"{TWINS} enters play with Uses (3 ammo)")
    assert k < paid < uses
    assert trace.final_state["cards"][TWINS]["uses"] == 3
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 2


def test_the_amount_paid_for_a_cost_of_x_is_modified_without_altering_x():
    """[ahlcg/rr/the-letter-x] "For costs involving the letter X, the value of X is defined by card ability or player
    choice, after which the amount paid may be modified by effects without altering the value of X." — X = 3 with
    "Assets you play cost 1 less": 2 resources are paid, and Uses (X ammo) still places 3 ammo."""
    trace = run(_twins({"decision": "amount", "ability": TWINS, "amount": 3}, modifier=-1))
    k = at(trace, "X = 3 (the amount paid is X -1, cost modifiers not altering X)")
    assert k < at(trace, "Step 1: cost modifiers apply (Roland Banks): 3 \u2192 2 resources") \
        < at(trace, "Step 2: costs paid simultaneously: 1 action, 2 resources")
    assert trace.final_state["cards"][TWINS]["uses"] == 3
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 3


def test_without_a_choice_x_is_the_most_its_player_can_pay():
    """[ahlcg/rr/the-letter-x] "The value of the letter X is defined by a card ability or a granted player choice." —
    no choice given: the engine takes the most Roland can pay (his 5 resources), and says so; a choice above it is
    refused the same way."""
    trace = run(_twins())
    at(trace, "no choice given; the engine takes the most Roland Banks can pay (5): X = 5")
    assert trace.final_state["cards"][TWINS]["uses"] == 5
    trace = run(_twins({"decision": "amount", "ability": TWINS, "amount": 9}))
    at(trace, "names 9, more than 5; the engine takes the most Roland Banks can pay (5): X = 5")


def test_uses_x_on_a_card_not_played_for_a_cost_of_x_is_zero():
    """[ahlcg/rr/the-letter-x] "If X is not defined, its value is equal to 0." — Uses (X ammo) on a card put into play
    by an effect, no cost of X paid: X is not defined, so it enters play with no ammo."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Quick Draw"}])
    data["investigators"][0]["hand"] = [
        {"name": TWINS, "type": "asset", "cost": 2, "uses": "X", "use-type": "ammo"},
        {"name": "Quick Draw", "type": "event", "cost": 0, "text": "Put an asset into play from your hand.",
         "effects": [{"effect": "put-into-play", "to": "an-asset-in-your-hand"}]}]
    trace = run(data)
    k = at(trace, f"{TWINS}'s Uses (X): X = 0, its cost is no X, so X is not defined and its value is 0")
    assert "ahlcg/rr/the-letter-x" in trace.steps[k].rules
    assert trace.final_state["cards"][TWINS]["zone"] == "play"
    assert trace.final_state["cards"][TWINS]["uses"] == 0
