"""A card chosen out of play by the area it is in ("an Item card in your discard pile", "an Item asset from your
hand"), added to a hand or put into play from there, from the rules' sentences (In Play and Out of Play, Put into
Play, Discard Piles) and the dev cards that print them (Scavenging, Sleight of Hand, A Chance Encounter)."""

from __future__ import annotations


def _with_ability(world, effects, *, hand=(), discard=(), agnes_discard=()):
    roland, agnes = world["investigators"]
    roland["hand"] = [dict(card) for card in hand]
    roland["discard"] = [dict(card) for card in discard]
    agnes["discard"] = [dict(card) for card in agnes_discard]
    world["cards"] = [{"name": "Scavenging", "type": "asset", "controller": "Roland",
                       "abilities": [{"kind": "action", "effects": effects}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Scavenging"}]
    return world


KNIFE = {"name": "Knife", "type": "asset", "cost": 1, "traits": ["Item", "Weapon"], "slots": ["hand"]}
BEAT_COP = {"name": "Beat Cop", "type": "asset", "cost": 4, "traits": ["Ally", "Police"], "slots": ["ally"]}
GUTS = {"name": "Guts", "type": "skill", "traits": ["Innate"]}
FLASHLIGHT = {"name": "Flashlight", "type": "asset", "cost": 2, "traits": ["Item", "Tool"], "slots": ["hand"]}


def test_a_card_chosen_in_your_discard_pile_is_one_of_its_type_and_traits_and_goes_to_your_hand(world, run):
    """Discard Piles: "Each investigator has his or her own discard pile"; "Choose an Item card in your discard pile
    and add it to your hand": only your pile's Item cards are the options, and the chosen one changes area (In Play
    and Out of Play: both are out-of-play areas, so it neither enters nor leaves play)."""
    world = _with_ability(world, [{"effect": "choose", "to": "an-item-card-in-your-discard-pile"},
                                  {"effect": "move-card", "zone": "hand", "to": "chosen"}],
                          discard=(GUTS, KNIFE, FLASHLIGHT), agnes_discard=(dict(KNIFE, name="Knife #2"),))
    world["choices"] = [{"decision": "target", "ability": "Scavenging", "choose": "Flashlight"}]
    trace = run(world)
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["hand"] == ["Flashlight"]
    assert roland["discard"] == ["Guts", "Knife"]
    assert trace.final_state["investigators"]["Agnes"]["discard"] == ["Knife #2"]
    chose = next(s.text for s in trace.steps if "chooses Flashlight" in s.text)
    assert "could also choose: Knife" in chose and "Guts" not in chose and "#2" not in chose
    assert any("Flashlight returns to its owner's hand (it was out of play" in s.text for s in trace.steps)


def test_an_item_asset_put_into_play_from_your_hand_costs_nothing_and_is_yours(world, run, find):
    """Put into Play: "Such abilities place the card directly into play from an out-of-play state"; "The resource
    cost of a card being put into play is not paid" — "Put an Item asset into play from your hand" (a skill there is
    not an option)."""
    world = _with_ability(world, [{"effect": "put-into-play", "to": "an-item-asset-in-your-hand"}],
                          hand=(GUTS, KNIFE))
    trace = run(world)
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["hand"] == ["Guts"]
    assert trace.final_state["cards"]["Knife"]["controller"] == "Roland"
    assert roland["resources"] == world["investigators"][0]["resources"]
    assert find(trace, "Knife is put into play under Roland's control (not played: no cost is paid)") >= 0


def test_an_ally_chosen_in_any_players_discard_pile_is_put_into_play_under_your_control(world, run):
    """"Choose an Ally asset in any player's discard pile. Put that asset into play under your control": every
    discard pile is searched, in player order; the card enters play under your control (Put into Play), out of the
    pile it was in."""
    world = _with_ability(world, [{"effect": "choose", "to": "an-ally-asset-in-a-discard-pile"},
                                  {"effect": "put-into-play", "to": "chosen"}],
                          discard=(KNIFE,), agnes_discard=(BEAT_COP,))
    trace = run(world)
    assert trace.final_state["investigators"]["Agnes"]["discard"] == []
    assert trace.final_state["cards"]["Beat Cop"]["controller"] == "Roland"
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Knife"]


def test_the_chosen_card_is_named_only_while_it_stays_where_it_was_chosen(world, run):
    """In Play and Out of Play: each area is its own; "it" is the card chosen in the discard pile, so once it has gone
    to the hand a second "add it to your hand" finds nothing to move — the engine says so, and moves no other card."""
    world = _with_ability(world, [{"effect": "choose", "to": "an-item-card-in-your-discard-pile"},
                                  {"effect": "move-card", "zone": "hand", "to": "chosen"},
                                  {"effect": "move-card", "zone": "removed", "to": "chosen"}],
                          discard=(KNIFE, FLASHLIGHT))
    trace = run(world)
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["hand"] == ["Knife"]
    assert roland["discard"] == ["Flashlight"]
    assert trace.final_state["removed_from_game"] == []


def test_nothing_of_that_kind_in_the_area_gives_the_ability_no_potential(world, run):
    """Appendix I: an ability whose effect would not change the game state cannot be initiated — no Ally asset in
    any discard pile, nothing to choose."""
    world = _with_ability(world, [{"effect": "choose", "to": "an-ally-asset-in-a-discard-pile"},
                                  {"effect": "put-into-play", "to": "chosen"}], discard=(KNIFE,))
    trace = run(world)
    assert any("has no potential to change the game state" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Knife"]


def test_the_enemy_a_trigger_names_is_added_to_the_victory_display_from_where_it_went(world, run, find):
    """Victory Display: "an out-of-play game area"; Bury Them Deep: "Play after a non-Elite enemy at your location is
    defeated. Add that enemy (and this card) to the victory display" — the defeated enemy is already in the encounter
    discard pile (an out-of-play area), so it changes area without leaving play; the event goes there too instead of
    to its owner's discard pile (Event Cards: "unless stated otherwise")."""
    world["investigators"][0]["hand"] = [{
        "name": "Bury Them Deep", "type": "event", "cost": 0, "keywords": ["fast"],
        "play-when": {"timing": "after", "trigger": {"event": "defeated", "what": "non-elite-enemy-at-your-location"}},
        "effects": [{"effect": "move-card", "zone": "victory-display", "to": "triggering-what"},
                    {"effect": "move-card", "zone": "victory-display"}]}]
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 1, "fight": 1}]
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Ghoul", "result": "success"}]
    trace = run(world)
    assert trace.final_state["victory_display"] == ["Ghoul", "Bury Them Deep"]
    assert trace.final_state["encounter_discard"] == []
    assert trace.final_state["investigators"]["Roland"]["discard"] == []
    assert find(trace, "Ghoul is added to the victory display (it was out of play") > find(trace, "Ghoul is defeated")


def test_a_card_chosen_in_your_hand_is_played_through_its_initiation_sequence_paying_its_cost(world, run, find):
    """Play: "Choose an Item asset from your hand and play it (paying its cost)" (Joey "The Rat" Vigil) — the chosen
    asset is played by the effect: its resource cost is paid (Appendix I: initiation sequence), no action is spent."""
    world = _with_ability(world, [{"effect": "choose", "to": "an-item-asset-in-your-hand"},
                                  {"effect": "play", "to": "chosen"}], hand=(GUTS, KNIFE, FLASHLIGHT))
    world["choices"] = [{"decision": "target", "ability": "Scavenging", "choose": "Flashlight"}]
    trace = run(world)
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["hand"] == ["Guts", "Knife"]
    assert trace.final_state["cards"]["Flashlight"]["controller"] == "Roland"
    assert roland["resources"] == world["investigators"][0]["resources"] - 2
    assert find(trace, "Flashlight is played through Scavenging's effect: not a play action") >= 0
