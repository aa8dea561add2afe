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


@pytest.mark.parametrize("shuffle", [False, True])
def test_a_search_of_the_top_cards_shuffles_only_when_the_effect_says_so(world, run, shuffle):
    """Search: only an entire deck searched must be shuffled; "… and shuffles the remaining cards into his or her
    deck" says so of the top cards searched (``shuffle``)."""
    effect = {"effect": "search-deck", "amount": 2, "found": "draw", **({"shuffle": True} if shuffle else {})}
    trace = run(_library(world, effect))
    assert any("The effect says so: Roland's deck is shuffled" in s.text for s in trace.steps) is shuffle
    assert not any("The whole deck was searched" in s.text for s in trace.steps)


def _encounter(world, effect, discard=()):
    """An encounter deck of a treachery and a Ghoul; ``discard``: enemies on top, discarded before the search."""
    ghoul = {"type": "enemy", "traits": ["Humanoid", "Ghoul"], "health": 2, "fight": 2, "evade": 2, "damage": 1}
    world["encounter-deck"] = [{"name": name, **ghoul} for name in discard] + [
        {"name": "Omen", "type": "treachery"}, {"name": "Ghoul Minion", **ghoul}]
    effects = ([{"effect": "discard-top", "deck": "encounter", "amount": len(discard)}] if discard else []) + [effect]
    world["cards"].append({"name": "Faculty", "type": "asset", "controller": "Roland",
                           "abilities": [{"kind": "free", "effects": effects}]})
    world["do"].append({"who": "Roland", "use": "Faculty"})
    return world


def test_an_encounter_card_found_is_drawn_after_the_searched_deck_is_shuffled(world, run, find):
    """Search: "If an effect searches an entire deck, the deck must be shuffled upon completion of the search"; the
    enemy found and drawn spawns as an encounter card drawn (engaged with the drawer: Spawn)."""
    trace = run(_encounter(world, {"effect": "search-deck", "deck": "encounter", "find": {"type": "enemy"}}))
    assert find(trace, "searches the encounter deck: Omen, Ghoul Minion") < find(trace, "The encounter deck is "
                                                                                    "shuffled") \
        < find(trace, "Roland finds Ghoul Minion") < find(trace, "Roland draws Ghoul Minion")
    assert trace.final_state["cards"]["Ghoul Minion"]["engaged"] == "Roland"


def test_searching_the_encounter_discard_pile_too_and_spawning_the_card_found_where_the_effect_says(world, run, find):
    """Spawn: an effect's location is the enemy's spawn instruction; the card spawned is not drawn."""
    effect = {"effect": "search-deck", "deck": "encounter", "discard-pile": True, "find": {"traits": ["Humanoid"]},
              "found": "spawn", "to": "Attic", "card": "Ghoul Priest"}
    trace = run(_encounter(world, effect, discard=["Ghoul Priest"]))
    find(trace, "searches the encounter deck and its discard pile: Omen, Ghoul Minion, Ghoul Priest")
    assert trace.final_state["cards"]["Ghoul Priest"]["location"] == "Attic"
    assert not any("Roland draws Ghoul Priest" in s.text for s in trace.steps)


def test_a_search_for_a_printed_name_finds_that_card_or_a_copy_of_it(world, run, find):
    """Search: the eligible cards are those the search is for — here a card by its printed name (a copy, "X #2")."""
    world["encounter-deck"] = [{"name": "Omen", "type": "treachery"},
                               {"name": "Grappling Horror #2", "type": "enemy", "health": 3, "fight": 3, "evade": 2}]
    world["cards"].append({"name": "Dining Car", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "effects": [{"effect": "search-deck", "deck": "encounter",
                                      "find": {"name": "Grappling Horror"}}]}]})
    world["do"].append({"who": "Roland", "use": "Dining Car"})
    trace = run(world)
    find(trace, "Roland finds Grappling Horror #2")
    assert trace.final_state["cards"]["Grappling Horror #2"]["engaged"] == "Roland"


def test_a_card_found_and_put_into_play_enters_play_under_the_searchers_control_for_free(world, run, find):
    """Search and Put into Play: "Search the top 9 cards of any investigator's deck for an [[Ally]] asset and put it
    into play under your control" — the card found is not drawn; it enters play without its cost being paid; the
    whole deck searched is shuffled."""
    world = _library(world, {"effect": "search-deck", "find": {"type": "asset", "traits": ["Spell"]},
                             "found": "play"})
    trace = run(world)
    assert trace.final_state["cards"]["Shrivelling"]["controller"] == "Roland"
    assert trace.final_state["investigators"]["Roland"]["hand"] == []
    assert trace.final_state["investigators"]["Roland"]["resources"] == world["investigators"][0]["resources"]
    assert find(trace, "Shrivelling is put into play under Roland's control") > find(trace, "yields Shrivelling")
    assert not any("draws Shrivelling" in s.text for s in trace.steps)


def test_a_card_found_in_another_investigators_deck_is_put_into_play_under_yours(world, run):
    """Flare: "Search the top 9 cards of any investigator's deck for an [[Ally]] asset and put it into play under your
    control" — whose deck is a choice (Agnes's here); the ally enters play under the control of the one resolving."""
    world["investigators"][1]["deck"] = [{"name": "Beat Cop", "type": "asset", "traits": ["Ally"], "owner": "Agnes"}]
    world["cards"].append({"name": "Flare", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "effects": [{"effect": "search-deck", "who": "an-investigator", "amount": 9,
                                      "find": {"type": "asset", "traits": ["Ally"]}, "found": "play"}]}]})
    world["do"].append({"who": "Roland", "use": "Flare"})
    world["choices"] = [{"decision": "target", "ability": "Flare", "choose": "Agnes"}]
    trace = run(world)
    assert trace.final_state["cards"]["Beat Cop"]["controller"] == "Roland"


def test_only_the_top_cards_of_the_encounter_deck_are_searched_and_not_shuffled_unless_said(world, run, find):
    """Search: "Search the top 1 card of the encounter deck for an enemy" looks at that card only — the Ghoul beneath
    is not found — and the deck, not searched whole, is shuffled only if the effect says so."""
    trace = run(_encounter(world, {"effect": "search-deck", "deck": "encounter", "amount": 1,
                                   "find": {"type": "enemy"}}))
    assert find(trace, "searches the top 1 cards of the encounter deck: Omen") >= 0
    assert find(trace, "No searched card is eligible: the search finds nothing") >= 0
    assert not any("The encounter deck is shuffled" in s.text for s in trace.steps)
