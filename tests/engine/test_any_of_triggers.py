"""Triggering Condition: a condition that is any of several events ("When you resign or the game ends", "After you
are dealt damage and/or horror"). The ability may trigger at a timing point of either event; "each eligible ability
that triggers in reference to a specified timing point may be used once each time that timing point occurs", so
the damage and the horror one dealing places at once (Dealing Damage/Horror, step 2: simultaneously) are one
occurrence of "damage and/or horror", and the ability is used once for them."""

from __future__ import annotations

from typing import Any

import pytest

from kb.engine import SituationError, situation_from_data

DEALT_EITHER = {"any-of": [{"event": "damage-dealt", "who": "you"}, {"event": "horror-dealt", "who": "you"}]}


def _charm(world: dict[str, Any], trigger: dict[str, Any], timing: str = "after") -> dict[str, Any]:
    """Roland's asset that gains him 1 resource each time its condition occurs."""
    world["cards"].append({"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "forced", "timing": timing, "trigger": trigger, "effects": [{"effect": "gain-resources",
                                                                               "amount": 1}]}]})
    return world


def _specter_attacks(world: dict[str, Any], damage: int, horror: int) -> dict[str, Any]:
    """An enemy whose forced ability makes it attack Roland as he moves in: one attack, one dealing."""
    world["cards"].append({"name": "Specter", "type": "enemy", "location": "Attic", "health": 4, "fight": 2,
                           "evade": 2, "attack": {"damage": damage, "horror": horror}, "abilities": [
                               {"kind": "forced", "timing": "after", "trigger": {"event": "move", "who": "any"},
                                "effects": [{"effect": "enemy-attacks", "who": "triggering-who"}]}]})
    world["do"] = [{"who": "Roland", "action": "move", "to": "Attic"}]
    return world


def test_the_ability_triggers_at_a_timing_point_of_either_event(world, run):
    for damage, horror in ((1, 0), (0, 1)):
        trace = run(_charm(_specter_attacks(dict(world, cards=[]), damage, horror), DEALT_EITHER))
        assert trace.final_state["investigators"]["Roland"]["resources"] == 6, (damage, horror)


def test_damage_and_horror_of_one_dealing_are_one_timing_point_so_the_ability_is_used_once(world, run):
    trace = run(_charm(_specter_attacks(world, 1, 2), DEALT_EITHER))
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["damage"], roland["horror"]) == (1, 2)
    assert roland["resources"] == 6  # once, not once for the damage and again for the horror
    window = next(s for s in trace.steps if s.kind.value == "window" and "Charm" in s.text)
    assert "ahlcg/rr/triggering-condition" in window.rules


def test_a_one_event_condition_still_triggers_once_for_each_of_its_own_occurrences(world, run):
    world = _charm(_charm(_specter_attacks(world, 1, 2), {"event": "damage-dealt", "who": "you"}),
                   {"event": "horror-dealt", "who": "you"})
    world["cards"][-1]["name"] = "Other Charm"
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 7  # two abilities, one each


def test_an_alternative_that_does_not_fit_keeps_the_ability_out(world, run):
    trace = run(_charm(_specter_attacks(world, 1, 1),
                       {"any-of": [{"event": "damage-dealt", "who": "another-investigator"}, {"event": "game-ends"}]}))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_resigning_or_the_game_ending_either_one_triggers_it(world, run, find):
    world["locations"][0]["abilities"] = [
        {"kind": "action", "designator": "resign", "text": "Resign.", "effects": [{"effect": "resign"}]}]
    world = _charm(world, {"any-of": [{"event": "eliminated", "who": "you", "via": "resign"},
                                      {"event": "game-ends"}]}, timing="when")
    world["do"] = [{"who": "Roland", "action": "resign", "card": "Hall"}]
    trace = run(world)
    window = find(trace, "'when' window \u2014 Roland is eliminated: Charm [forced]")
    assert window < find(trace, "Roland: resources 5 \u2192 6") < find(trace, "removed from the game: Charm")
    assert sum(1 for s in trace.steps if s.text.startswith("Charm [forced]")) == 1


def test_an_any_of_condition_needs_two_alternatives_and_nothing_beside_them(world):
    for trigger in ({"any-of": [{"event": "game-ends"}]},
                    {"any-of": [{"event": "game-ends"}, {"event": "round-ends"}], "who": "you"}):
        with pytest.raises(SituationError):
            situation_from_data(_charm(dict(world, cards=[]), trigger))


def test_an_alternative_is_checked_as_any_filter_is(world):
    with pytest.raises(SituationError, match="any-of"):
        situation_from_data(_charm(world, {"any-of": [{"event": "game-ends", "what": "you"}, {"event": "round-ends"}]}))
