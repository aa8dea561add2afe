"""Last known information beyond location and controller (issue class 2): an 'after' window's filters see a
card that has since left play as it was when the event happened — its traits, its damage, whether it was
exhausted or ready, whether it was engaged and with whom."""

from __future__ import annotations

from typing import Any

import pytest
from rulecases import absent, at, gain, reaction, run, verdicts, world

def _defeat(filter_what: Any, *, timing: str = "after", text: str = "", **ghoul: Any) -> dict[str, Any]:
    """Roland defeats the Ghoul (health 1) with an event's "Fight."; Agnes's Scrapbook reacts to an enemy's
    defeat, its filter on the enemy."""
    enemy = {"name": "Ghoul", "type": "enemy", "health": 2, "damage": 1, "fight": 1, "engaged": "Roland Banks",
             **ghoul}
    data = world(cards=[enemy, {"name": "Scrapbook", "type": "asset", "controller": "Agnes Baker", "abilities": [
        reaction(timing, {"event": "defeated", "what": filter_what}, gain(), text or "After …: gain 1 resource.")]}],
        do=[{"who": "Roland Banks", "use": "Lunge"}])
    data["investigators"][0]["hand"] = [{"name": "Lunge", "type": "event", "cost": 0, "keywords": ["fast"],
                                         "text": "Fast. Fight.",
                                         "effects": [{"effect": "fight", "enemy": "Ghoul", "result": "success"}]}]
    return data


def _reacted(trace) -> bool:
    return not absent(trace, "Scrapbook [reaction]: ")


def _after_discard(trace) -> None:
    assert at(trace, "Ghoul's defeat resolves: placed in the encounter discard pile") < \
        at(trace, "Scrapbook [reaction]: ")


def test_after_an_elite_enemy_is_defeated_sees_its_traits_in_the_discard_pile():
    """[ahlcg/rr/after] "The word “after” refers to the moment immediately after the specified timing point or
    triggering condition has fully resolved."
    — "After an Elite enemy is defeated": the enemy is already in the encounter discard pile;
    its traits are read as they were when it was defeated (last known information)."""
    trace = run(_defeat(["trait:Elite"], traits=["Monster", "Elite"], text="After an Elite enemy is defeated: …"))
    _after_discard(trace)
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 4


def test_an_enemy_without_the_trait_does_not_trigger_it():
    """[ahlcg/rr/after] "The word “after” refers to the moment immediately after the specified timing point or
    triggering condition has fully resolved."
    — "After an Elite enemy is defeated" is not offered for a Monster without Elite, and the record
    says so."""
    trace = run(_defeat(["trait:Elite"], traits=["Monster"]))
    assert not _reacted(trace)
    assert verdicts(trace, "Scrapbook")[0][0] == "not offered"


@pytest.mark.parametrize(("exhausted", "selector", "fires"), [
    (True, "exhausted-enemy", True), (False, "exhausted-enemy", False),
    (False, "ready-enemy", True), (True, "ready-enemy", False)])
def test_after_an_exhausted_enemy_is_defeated_sees_it_as_it_was(exhausted, selector, fires):
    """[ahlcg/rr/after] "The word “after” refers to the moment immediately after the specified timing point or
    triggering condition has fully resolved."
    — "After an exhausted enemy is defeated": leaving play readies the card (its tokens and state go),
    but the 'after' window sees it exhausted, as it was when it was defeated."""
    data = _defeat([selector], exhausted=exhausted)
    if exhausted:
        data["cards"][0].pop("engaged")
        data["cards"][0]["location"] = "Hall"
    trace = run(data)
    assert _reacted(trace) is fires
    assert trace.final_state["cards"]["Ghoul"]["exhausted"] is False  # in the discard pile, as a card is


@pytest.mark.parametrize(("engaged", "fires"), [("Agnes Baker", True), ("Roland Banks", False)])
def test_after_an_enemy_engaged_with_you_is_defeated_sees_whom_it_was_engaged_with(engaged, fires):
    """[ahlcg/rr/after] "The word “after” refers to the moment immediately after the specified timing point or
    triggering condition has fully resolved."
    — "After an enemy engaged with you is defeated" (Agnes's Scrapbook): the defeated enemy has left
    every threat area, but the window sees whom it was engaged with when it was defeated."""
    trace = run(_defeat(["enemy-engaged-with-you"], engaged=engaged))
    assert _reacted(trace) is fires
    if fires:
        _after_discard(trace)


def test_after_an_engaged_enemy_is_defeated_and_not_an_unengaged_one():
    """[ahlcg/rr/after] "The word “after” refers to the moment immediately after the specified timing point or
    triggering condition has fully resolved."
    — "After an engaged enemy is defeated": engaged with anyone, as it was."""
    assert _reacted(run(_defeat(["engaged-enemy"])))
    data = _defeat(["engaged-enemy"])
    data["cards"][0].pop("engaged")
    data["cards"][0]["location"] = "Hall"
    data["cards"][0]["exhausted"] = True  # exhausted: it does not engage Roland at Hall
    trace = run(data)
    assert not _reacted(trace)


def test_after_a_damaged_enemy_is_defeated_sees_the_damage_it_had():
    """[ahlcg/rr/after] "The word “after” refers to the moment immediately after the specified timing point or
    triggering condition has fully resolved."
    — "After an enemy with damage on it is defeated": its damage is removed as it leaves play; the
    window sees the damage it had when it was defeated."""
    trace = run(_defeat(["damaged"]))
    _after_discard(trace)
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 0


def test_a_when_window_sees_the_card_as_it_is_before_the_event():
    """[ahlcg/rr/when] "The word “when” refers to the moment immediately after the specified timing point or
    triggering condition initiates, but before its impact upon the game state resolves." — "When an Elite enemy
    is defeated" sees it in play, with its traits."""
    trace = run(_defeat(["trait:Elite"], timing="when", traits=["Elite"]))
    assert at(trace, "Scrapbook [reaction]: ") < at(trace, "Ghoul's defeat resolves")
