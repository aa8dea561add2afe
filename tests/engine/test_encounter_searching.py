"""Searching the encounter deck with the other areas a card lists (its discard pile, the void), and the enemy found
spawned engaged with the searcher (Search; Spawn; Set Aside / In Play and Out of Play for the void)."""

from __future__ import annotations

GHOUL = {"type": "enemy", "traits": ["Monster"], "health": 2, "fight": 2, "evade": 2, "damage": 1}


def _faculty(world, *effects):
    """An encounter deck of a treachery and Hunting Horror (which spawns at the Attic), and a free ability of
    Roland's resolving ``effects``."""
    world["encounter-deck"] = [{"name": "Omen", "type": "treachery"},
                               {"name": "Hunting Horror", "spawn": "Attic", **GHOUL}]
    world["cards"].append({"name": "Faculty", "type": "asset", "controller": "Roland",
                           "abilities": [{"kind": "free", "effects": list(effects)}]})
    world["do"].append({"who": "Roland", "use": "Faculty"})
    return world


VOIDED = {"effect": "move-card", "to": "Hunting Horror", "zone": "void"}  # "place it in the void"


def test_a_search_of_the_encounter_deck_discard_pile_and_the_void_finds_a_card_in_the_void(world, run, find):
    """Search: the searcher looks at the cards of every area searched — "the encounter deck, discard pile, and the
    void" (Slithering Behind You) — and must find an eligible card: the one in the void, out of play."""
    search = {"effect": "search-deck", "deck": "encounter", "discard-pile": True, "zone": "void",
              "find": {"name": "Hunting Horror"}, "found": "spawn-engaged"}
    trace = run(_faculty(world, VOIDED, search))
    assert find(trace, "Hunting Horror is placed in the void") < find(
        trace, "searches the encounter deck and its discard pile and the void: Omen, Hunting Horror") \
        < find(trace, "Roland finds Hunting Horror")
    assert trace.final_state["cards"]["Hunting Horror"]["engaged"] == "Roland"


def test_the_void_is_not_searched_unless_the_effect_names_it(world, run, find):
    """Search: only the areas the effect names are searched — the void is an out-of-play area of its own."""
    search = {"effect": "search-deck", "deck": "encounter", "discard-pile": True, "find": {"name": "Hunting Horror"}}
    trace = run(_faculty(world, VOIDED, search))
    assert find(trace, "No searched card is eligible: the search finds nothing") >= 0
    assert trace.final_state["cards"]["Hunting Horror"]["engaged"] is None


def test_an_enemy_spawned_engaged_with_you_overrides_its_spawn_instruction_and_is_not_drawn(world, run, find):
    """Spawn: an effect that spawns an enemy is its spawn instruction, overriding any other — "spawn it engaged with
    you" puts Hunting Horror (spawn – Attic) in the searcher's threat area; spawned, it was not drawn."""
    trace = run(_faculty(world, {"effect": "search-deck", "deck": "encounter", "find": {"type": "enemy"},
                                 "found": "spawn-engaged"}))
    assert find(trace, "The encounter deck is shuffled") < find(trace, "Roland finds Hunting Horror") \
        < find(trace, "Hunting Horror spawns engaged with Roland (the ability spawning it")
    card = trace.final_state["cards"]["Hunting Horror"]
    assert card["engaged"] == "Roland" and card["location"] != "Attic"  # with Roland, wherever he is
    assert not any("draws Hunting Horror" in s.text for s in trace.steps)


def test_a_search_of_the_top_cards_shuffles_the_encounter_deck_when_the_effect_says_so(world, run, find):
    """Search: "search the top 9 cards of the encounter deck for an enemy, spawn it engaged with you, and shuffle the
    encounter deck" (On the Hunt): the top cards only, shuffled because the effect says so."""
    trace = run(_faculty(world, {"effect": "search-deck", "deck": "encounter", "amount": 9, "find": {"type": "enemy"},
                                 "found": "spawn-engaged", "shuffle": True}))
    assert find(trace, "The encounter deck is shuffled") < find(trace, "Roland finds Hunting Horror")
    assert trace.final_state["cards"]["Hunting Horror"]["engaged"] == "Roland"


def test_an_investigators_deck_searched_spawns_nothing(world, run, find):
    """Spawn is an encounter card's: a search of an investigator's deck with ``found: spawn-engaged`` is refused in
    the trace rather than resolved as something else."""
    world["investigators"][0]["deck"] = [{"name": "Shotgun", "type": "asset"}]
    trace = run(_faculty(world, {"effect": "search-deck", "found": "spawn-engaged"}))
    assert find(trace, "Only an encounter card found spawns") >= 0
    assert trace.final_state["investigators"]["Roland"]["hand"] == []


def test_a_search_for_a_weakness_finds_only_a_weakness_and_draws_it(world, run, find):
    """The Yellow Sign: "search your deck for a [[Madness]] weakness. Draw that card" — a Madness card that is no
    weakness is not eligible (Search: the eligible cards are those the search is for); the weakness is drawn."""
    world["investigators"][0]["deck"] = [
        {"name": "Hypnotic Therapy", "type": "asset", "traits": ["Madness"]},
        {"name": "Paranoia", "type": "treachery", "traits": ["Madness"], "weakness": True, "owner": "Roland"}]
    trace = run(_faculty(world, {"effect": "search-deck", "find": {"traits": ["Madness"], "weakness": True},
                                 "found": "draw", "shuffle": True}))
    assert find(trace, "Roland finds Paranoia") >= 0
    assert "Hypnotic Therapy" not in trace.final_state["investigators"]["Roland"]["hand"]


def test_a_card_found_in_the_void_and_drawn_is_drawn_from_the_void(world, run, find):
    """Encounter Deck: the card found is drawn — resolved as an encounter card drawn — and the trace says where from."""
    search = {"effect": "search-deck", "deck": "encounter", "zone": "void", "find": {"name": "Hunting Horror"}}
    trace = run(_faculty(world, VOIDED, search))
    assert find(trace, "Roland draws Hunting Horror (enemy) from the void") < find(trace, "Hunting Horror spawns")
