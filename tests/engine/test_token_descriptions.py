"""Chaos tokens described by what is printed on them, not by one name: "a positive number", "a negative number",
"an even number", "an odd number", beside the symbols (Chaos Tokens: a token is a symbol, or has "a numerical
modifier"). The same ``token`` vocabulary serves a triggering condition on a reveal and an ``if-revealed`` checked
on the tokens a reveal outside a skill test resolved ("A token revealed outside of a skill test has no effect on its
own unless otherwise specified by a card effect": here the card's "If you reveal X, Y" sentences say it)."""

from __future__ import annotations

import pytest

FAILING = ["skull", "cultist", "tablet", "elder-thing", "auto-fail"]


def _if(symbols, effects):
    return {"effect": "if-revealed", "symbols": symbols, "effects": effects}


def _revealing(world, token, results):
    """Roland uses a card that reveals a random chaos token (the situation gives it: ``token``), then checks
    ``results`` on it."""
    world["reveals"] = [{"who": "Roland", "card": "Room", "tokens": [token]}]
    world["cards"].append({"name": "Room", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "effects": [{"effect": "reveal-token"}, *results]}]})
    world["do"].append({"who": "Roland", "use": "Room"})
    return world


#: A card's three results of one reveal: a symbol or a positive number, any other number, the other symbols.
_TWIST = [_if(["elder-sign", "positive"], []),
          _if(["0", "negative"], [{"effect": "deal-damage", "amount": 1, "to": "you"}]),
          _if(FAILING, [{"effect": "deal-horror", "amount": 2, "to": "you"}])]


@pytest.mark.parametrize(("token", "damage", "horror"), [
    ("+1", 0, 0), ("elder-sign", 0, 0), ("0", 1, 0), ("-1", 1, 0), ("-4", 1, 0), ("skull", 0, 2), ("auto-fail", 0, 2)])
def test_chaos_tokens_each_result_of_a_reveal_outside_a_test_resolves_only_for_the_tokens_it_describes(
        world, run, token, damage, horror):
    state = run(_revealing(world, token, _TWIST)).final_state["investigators"]["Roland"]
    assert (state.get("damage", 0), state.get("horror", 0)) == (damage, horror)


@pytest.mark.parametrize(("token", "clues"), [("0", 2), ("-2", 2), ("+1", 0), ("-1", 0), ("-3", 0), ("tablet", 0)])
def test_an_even_number_is_a_numbered_token_divisible_by_two_zero_included(world, run, token, clues):
    world["locations"][0]["clues"] = 3
    trace = run(_revealing(world, token, [_if(["even"], [{"effect": "discover-clues", "amount": 2}])]))
    assert trace.final_state["investigators"]["Roland"].get("clues", 0) == clues


@pytest.mark.parametrize(("token", "fires"), [("+1", True), ("-3", True), ("0", False), ("-2", False),
                                              ("skull", False)])
def test_an_odd_number_is_a_numbered_token_not_divisible_by_two_and_a_symbol_is_none(world, run, token, fires):
    trace = run(_revealing(world, token, [_if(["odd"], [{"effect": "gain-resources", "amount": 1}])]))
    assert trace.final_state["investigators"]["Roland"]["resources"] == (6 if fires else 5)


@pytest.mark.parametrize(("token", "fires"), [("-1", True), ("-5", True), ("0", False), ("+1", False),
                                              ("skull", False)])
def test_a_trigger_on_a_reveal_of_a_negative_number_fits_only_a_token_printed_below_zero(world, run, token, fires):
    world["cards"].append({"name": "Trumpet", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "reaction", "timing": "after", "trigger": {"event": "reveal-chaos-token", "who": "you",
                                                            "token": "negative"},
         "effects": [{"effect": "gain-resources", "amount": 1}]}]})
    world["chaos-tokens"] = {"skull": {"modifier": -2, "text": "-2"}}
    world["tests"] = [{"who": "Roland", "tokens": [token]}]
    world["do"].append({"who": "Roland", "action": "investigate"})
    assert run(world).final_state["investigators"]["Roland"]["resources"] == (6 if fires else 5)
