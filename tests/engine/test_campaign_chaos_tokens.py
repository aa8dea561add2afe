"""A chaos token added "for the remainder of the campaign" (Harold Walsted: "Remove him from the game and add 1
[tablet] token to the chaos bag for the remainder of the campaign"): the token is in the chaos bag now, and the
Campaign Log's chaos bag records it, so the next scenario's bag starts with it (``add-chaos-token`` with
``campaign-log``); without it the token is added for the scenario only."""

from __future__ import annotations

import pytest


def _world(world, lasting: bool):
    add = {"effect": "add-chaos-token", "token": "tablet", **({"campaign-log": True} if lasting else {})}
    world["chaos-bag"] = ["0", "-1"]
    world["cards"] = [{"name": "Harold", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [add]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Harold"}]
    return world


def test_for_the_remainder_of_the_campaign_the_token_is_in_the_bag_and_recorded(world, run, find):
    trace = run(_world(world, True))
    assert trace.final_state["chaos_bag"] == ["0", "-1", "tablet"]
    assert trace.final_state["campaign_log_chaos_bag"] == ["tablet"]
    find(trace, "1 tablet token added to the chaos bag for the remainder of the campaign (recorded in the Campaign "
                "Log's chaos bag); the chaos bag now holds 0, -1, tablet")


def test_without_it_the_campaign_log_records_nothing(world, run):
    trace = run(_world(world, False))
    assert trace.final_state["chaos_bag"] == ["0", "-1", "tablet"]
    assert "campaign_log_chaos_bag" not in trace.final_state


@pytest.mark.parametrize("amount", [2, 3])
def test_each_token_added_is_recorded(world, run, amount):
    data = _world(world, True)
    data["cards"][0]["abilities"][0]["effects"][0]["amount"] = amount
    trace = run(data)
    assert trace.final_state["campaign_log_chaos_bag"] == ["tablet"] * amount
