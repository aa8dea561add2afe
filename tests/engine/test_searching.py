"""Searching a deck for a card the text describes (Search): the eligible cards among those searched, the
player's choice among them, the card found drawn or added to the hand."""

from __future__ import annotations

import pytest


def _library(world, effect):
    world["investigators"][0]["deck"] = [
        {"name": "Shotgun", "type": "asset", "traits": ["Item", "Weapon"]},
        {"name": "Old Tome", "type": "asset", "traits": ["Item", "Tome"]},
        {"name": "Shrivelling", "type": "asset", "traits": ["Spell"]},
        {"name": "Ward", "type": "event", "traits": ["Spell"]},
    ]
    world["cards"].append({"name": "Librarian", "type": "asset", "controller": "Roland",
                           "abilities": [{"kind": "free", "effects": [effect]}]})
    world["do"].append({"who": "Roland", "use": "Librarian"})
    return world


def test_the_searcher_must_find_an_eligible_card_among_those_searched(world, run):
    """Search: "a player is obligated to find the object of the search should one or more eligible options be
    found" — the first two cards are not Tome or Spell cards... the third is."""
    trace = run(_library(world, {"effect": "search-deck", "amount": 3, "find": {"traits": ["Spell", "Tome"]},
                                 "found": "hand"}))
    hand = trace.final_state["investigators"]["Roland"]["hand"]
    assert hand == ["Old Tome"]
    assert any("searches the top 3 cards of the deck: Shotgun, Old Tome, Shrivelling" in s.text for s in trace.steps)


def test_which_eligible_card_is_found_is_the_players_choice(world, run):
    world = _library(world, {"effect": "search-deck", "find": {"type": "asset", "traits": ["Spell", "Tome"]}})
    world["choices"] = [{"decision": "target", "ability": "Librarian", "choose": "Shrivelling"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Shrivelling"]
    assert any("The whole deck was searched" in s.text for s in trace.steps)


def test_a_card_of_another_type_is_not_eligible(world, run):
    world = _library(world, {"effect": "search-deck", "find": {"type": "asset", "traits": ["Spell"]}})
    world["choices"] = [{"decision": "target", "ability": "Librarian", "choose": "Ward"}]  # an event: not an option
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Shrivelling"]


@pytest.mark.parametrize("found, reacted", [("hand", 0), ("draw", 1)])
def test_a_card_added_to_the_hand_is_not_drawn(world, run, found, reacted):
    """A card found and added to the hand is not drawn: nothing that triggers on drawing a card applies; drawn,
    it does."""
    world = _library(world, {"effect": "search-deck", "find": {"traits": ["Weapon"]}, "found": found})
    world["cards"].append({"name": "Counter", "type": "asset", "controller": "Agnes", "abilities": [
        {"kind": "reaction", "timing": "after", "trigger": {"event": "draw-cards"},
         "effects": [{"effect": "gain-resources", "amount": 1}]}]})
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Shotgun"]
    assert trace.final_state["investigators"]["Agnes"]["resources"] == 3 + reacted


def test_a_search_that_finds_nothing_still_shuffles_a_whole_deck(world, run):
    trace = run(_library(world, {"effect": "search-deck", "find": {"traits": ["Ally"]}}))
    texts = [s.text for s in trace.steps]
    assert any("the search finds nothing" in t for t in texts) and any("The whole deck was searched" in t for t in texts)
    assert trace.final_state["investigators"]["Roland"]["hand"] == []
