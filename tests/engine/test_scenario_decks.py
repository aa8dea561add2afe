"""A deck of its scenario (the Catacombs deck, the Exhibit deck), from the rules' sentences (Set Aside: "Set-aside
cards have no interaction with the game until they are referenced by instructions within the scenario or by a card
ability"; Put into Play; Location Cards: a location enters play unrevealed) and the dev cards that take from one
("Put the top 2 Catacombs in the Catacombs deck into play above and below The Gate to Hell", "Put the top card of the
Exhibit deck into play, unrevealed")."""

from __future__ import annotations

CATACOMBS = {"traits": ["Catacombs"]}


def _put(zone=None, **more):
    return {"effect": "put-from-scenario-deck", "find": CATACOMBS, "location": "Hall", **({"zone": zone} if zone else {}),
            **more}


def _catacombs(world, effects, *, deck=("Stone Archways", "Well of Souls", "Narrow Shaft")):
    world["cards"] = [{"name": "Lens", "type": "asset", "controller": "Roland",
                       "abilities": [{"kind": "action", "effects": effects}]}]
    world["set-aside"] = [{"name": "Lita", "type": "asset"}] + [
        {"name": name, "type": "location", "traits": ["Catacombs"]} for name in deck]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Lens"}]
    return world


def test_set_aside_cards_referenced_by_the_deck_instruction_enter_play_top_first(world, run, find):
    """Set Aside and Put into Play: the top 2 cards of the Catacombs deck (the set-aside Catacombs, in order) enter
    play one after another, unrevealed (Location Cards); the third stays set aside, and a set-aside card that does
    not fit is no part of the deck."""
    trace = run(_catacombs(world, [_put("above"), _put("below")]))
    first = find(trace, "Stone Archways is put into play unrevealed")
    second = find(trace, "Well of Souls is put into play unrevealed")
    assert first < second
    assert "ahlcg/rr/location-cards" in trace.steps[first].rules
    assert {"Stone Archways", "Well of Souls"} <= set(trace.final_state["locations"])
    assert "Narrow Shaft" not in trace.final_state["locations"]
    assert find(trace, "Stone Archways, the top card of the Catacombs deck") >= 0


def test_the_position_from_the_location_is_recorded_and_its_connections_are_said_not_modelled(world, run, find):
    """Location Cards: connections are identified on the card; where the scenario places a card (above, below) is
    recorded in the trace, each card in turn, and the connections drawn from it are said not modelled."""
    trace = run(_catacombs(world, [_put("above"), _put("below")]))
    assert find(trace, "Stone Archways is placed above Hall") < find(trace, "Well of Souls is placed below Hall")
    assert any("Well of Souls is placed below Hall" in str(u) for u in trace.unresolved)


def test_positions_joined_by_or_are_the_players_choice(world, run, find):
    """"above or to the right of Narrow Shaft": one card, its position the one the player chooses (an either)."""
    world = _catacombs(world, [{"effect": "either", "effects": [_put("above"), _put("right")]}])
    world["choices"] = [{"decision": "either", "ability": "Lens", "option": 1}]
    trace = run(world)
    assert find(trace, "Stone Archways is placed to the right of Hall") >= 0
    assert "Well of Souls" not in trace.final_state["locations"]


def test_a_deck_with_fewer_cards_puts_those_it_has(world, run, find):
    """The deck runs out: only the cards it holds enter play, said in the trace."""
    trace = run(_catacombs(world, [_put(amount=3)], deck=("Stone Archways",)))
    assert find(trace, "holds 1 card(s): only those are put into play") >= 0
    assert "Stone Archways" in trace.final_state["locations"]


def test_an_empty_deck_gives_the_ability_no_potential(world, run):
    """Appendix I: nothing in the deck to put into play: the ability cannot be initiated."""
    trace = run(_catacombs(world, [_put(find={"traits": ["Exhibit"]})]))
    assert any("has no potential to change the game state" in s.text for s in trace.steps)


def test_a_card_placed_in_the_void_leaves_play_for_an_out_of_play_area(world, run, find):
    """In Play and Out of Play: "place it in the void" (Hunting Horror) — the void is an out-of-play area of its
    scenario: the card in play leaves play (Leaves Play: its tokens go) and lies there, out of play, apart from the
    set-aside cards."""
    world["cards"] = [{"name": "Lens", "type": "asset", "controller": "Roland", "uses": 2,
                       "abilities": [{"kind": "action", "effects": [{"effect": "move-card", "zone": "void"}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Lens"}]
    trace = run(world)
    k = find(trace, "Lens is placed in the void, out of play: it leaves play")
    assert "ahlcg/rr/in-play-and-out-of-play" in trace.steps[k].rules
    lens = trace.final_state["cards"]["Lens"]
    assert lens["zone"] == "void" and lens["uses"] == 0
