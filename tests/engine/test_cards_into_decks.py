"""Cards moved into and taken from decks by an effect, from the rules' sentences: a card shuffled into a deck (In
Play and Out of Play, Leaves Play), several encounter cards drawn (Encounter Deck: each drawn card is resolved), an
amount that is a count of the state (2024 glossary, "For each": one cumulative effect)."""

from __future__ import annotations

import pytest
from tests.engine.conftest import texts

from kb.engine import situation_from_data
from kb.engine.situation.errors import SituationError


def _with_ability(world, effects, **lantern):
    roland = world["investigators"][0]
    roland["deck"] = [{"name": f"Card {k}", "type": "skill"} for k in range(1, 4)]
    world["encounter-deck"] = [{"name": f"Omen {k}", "type": "treachery",
                                "abilities": [{"kind": "revelation", "effects": [{"effect": "deal-horror", "amount": 1,
                                                                                  "to": "you"}]}]}
                               for k in range(1, 3)]
    world["cards"] = [{"name": "Lantern", "type": "asset", "controller": "Roland", **lantern,
                       "abilities": [{"kind": "action", "effects": effects}]},
                      {"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 3, "fight": 2, "evade": 2,
                       "damage": 1}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Lantern"}]
    return world


def test_a_card_in_play_shuffled_into_its_owners_deck_leaves_play_first(world, run, find):
    """In Play and Out of Play: a card moved from play to an out-of-play area leaves play; Leaves Play: its tokens
    return to the token pool."""
    trace = run(_with_ability(world, [{"effect": "shuffle-into"}], uses=2))
    step = trace.steps[find(trace, "Lantern is shuffled into Roland's deck (the engine keeps the listed order")]
    assert step.text.endswith("it leaves play (its tokens return to the token pool)")
    assert "Lantern" not in trace.final_state["cards"]


def test_an_enemy_shuffled_into_the_encounter_deck_leaves_its_location(world, run, find):
    trace = run(_with_ability(world, [{"effect": "shuffle-into", "to": "Ghoul", "deck": "encounter"}]))
    step = trace.steps[find(trace, "Ghoul is shuffled into the encounter deck (the engine keeps the listed order")]
    assert step.text.endswith("it leaves play (its tokens return to the token pool)")
    assert "Ghoul" not in trace.final_state["cards"]


def test_an_event_that_shuffles_itself_into_the_deck_is_not_placed_in_the_discard_pile(world, run, find):
    """Event Cards: an event is placed in its owner's discard pile after resolving "unless stated otherwise"."""
    world["investigators"][0]["deck"] = ["Old Map"]  # not empty: FAQ 1.13
    world["investigators"][0]["hand"] = [{"name": "Second Wind", "type": "event", "cost": 0,
                                          "effects": [{"effect": "gain-resources", "amount": 1},
                                                      {"effect": "shuffle-into"}]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Second Wind"}]
    trace = run(world)
    find(trace, "Second Wind is shuffled into Roland's deck")
    assert any(t.endswith("it was out of play: it does not leave play") for t in texts(trace))
    assert "Second Wind" not in trace.final_state["investigators"]["Roland"]["discard"]


def test_drawing_several_encounter_cards_resolves_each_before_the_next(world, run, find):
    """Encounter Deck: an encounter card drawn is resolved; "Draw the top 2 cards" draws and resolves them in turn."""
    trace = run(_with_ability(world, [{"effect": "draw-encounter-card", "amount": 2}]))
    assert find(trace, "Roland draws Omen 1") < find(trace, "Roland draws Omen 2")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 2


def test_an_amount_counted_from_the_state_discards_as_one_cumulative_effect(world, run, find):
    """For each: an effect that can be calculated at once resolves as one cumulative effect (X = the horror on you)."""
    world["investigators"][0]["horror"] = 2
    effect = {"effect": "for-each", "count": "horror-on-you", "effects": [{"effect": "discard-top", "amount": 1}]}
    trace = run(_with_ability(world, [effect]))
    find(trace, "single cumulative effect (amount 2)")
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Card 1", "Card 2"]


def test_all_your_resources_are_lost_at_once(world, run):
    """Resources: "discard all your resources" returns as many as the investigator has to the token pool."""
    effect = {"effect": "for-each", "count": "resource-you-have", "effects": [{"effect": "lose-resources",
                                                                               "amount": 1}]}
    trace = run(_with_ability(world, [effect]))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 0


def _church(world, beneath="Hall"):
    world["locations"][0]["abilities"] = [{"kind": "free", "effects": [{"effect": "draw-encounter-card",
                                                                        "to": "self"}]}]
    world["set-aside"] = [{"name": "Lurker", "type": "enemy", "health": 2, "fight": 2, "evade": 2, "damage": 1,
                           "beneath": beneath}]
    world["encounter-deck"] = [{"name": "Omen", "type": "treachery"}]
    world["cards"] = [{"name": "Watcher", "type": "asset", "controller": "Agnes", "abilities": [
        {"kind": "reaction", "timing": "after", "trigger": {"event": "draw-encounter-card"},
         "effects": [{"effect": "gain-resources", "amount": 1}]}]}]
    world["do"] = [{"who": "Roland", "use": "Hall"}]
    return world


def test_the_encounter_card_underneath_a_location_is_drawn_and_resolved_as_drawn(world, run, find):
    """Encounter Deck: a drawn encounter card is resolved (an enemy spawns engaged with the drawer); it is drawn, so
    what triggers on drawing an encounter card applies; the encounter deck is not touched."""
    trace = run(_church(world))
    find(trace, "Roland draws Lurker")
    assert trace.final_state["cards"]["Lurker"]["engaged"] == "Roland"
    assert trace.final_state["investigators"]["Agnes"]["resources"] == 3 + 1
    assert not any("Omen" in s.text for s in trace.steps)


def test_with_nothing_underneath_the_ability_has_no_potential_to_change_the_state(world, run, find):
    trace = run(_church(world, beneath="Attic"))
    find(trace, "has no potential to change the game state: it cannot be initiated")
    assert not any("draws" in s.text for s in trace.steps)


def test_a_card_beneath_something_not_in_play_is_a_clear_error(world):
    with pytest.raises(SituationError, match="beneath"):
        situation_from_data(_church(world, beneath="Nowhere"))


def test_the_topmost_card_of_a_kind_in_the_encounter_discard_pile_is_drawn_and_resolved(world, run, find):
    """Discard Piles: cards are placed on top, so the topmost that fits is known (the last placed first); the
    encounter card drawn is resolved as one drawn from the deck (its revelation)."""
    omen = {"type": "treachery", "traits": ["Omen"], "abilities": [{"kind": "revelation", "effects": [
        {"effect": "deal-horror", "amount": 1, "to": "you"}]}]}
    world["encounter-deck"] = [{"name": "Old Omen", **omen}, {"name": "Rat", "type": "treachery"},
                               {"name": "New Omen", **omen}]
    world["cards"] = [{"name": "Steps", "type": "asset", "controller": "Roland", "abilities": [{"kind": "free",
                                                                                             "effects": [
        {"effect": "discard-top", "deck": "encounter", "amount": 3},
        {"effect": "draw-from-discard", "deck": "encounter", "find": {"traits": ["Omen"]}}]}]}]
    world["do"] = [{"who": "Roland", "use": "Steps"}]
    trace = run(world)
    find(trace, "Roland takes New Omen, the topmost such card of the encounter discard pile")
    assert find(trace, "Roland takes New Omen") < find(trace, "Roland draws New Omen")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1
    assert "Old Omen" in trace.final_state["encounter_discard"]


def test_a_player_card_from_ones_own_discard_pile_is_drawn_into_the_hand(world, run, find):
    roland = world["investigators"][0]
    roland["discard"] = [{"name": "Paranoia", "type": "treachery", "traits": ["Madness"]},
                         {"name": "Knife", "type": "asset", "traits": ["Item"]}]
    world["cards"] = [{"name": "Steps", "type": "asset", "controller": "Roland", "abilities": [{"kind": "free",
                                                                                             "effects": [
        {"effect": "draw-from-discard", "find": {"traits": ["Madness"]}}]}]}]
    world["do"] = [{"who": "Roland", "use": "Steps"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Paranoia"]
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Knife"]


def test_discarding_a_whole_hand_is_one_cumulative_discard(world, run, find):
    """For each: one discard per card in the hand, calculated at once: every card goes to the discard pile."""
    world["investigators"][0]["hand"] = [{"name": f"Held {k}", "type": "skill"} for k in range(1, 4)]
    effect = {"effect": "for-each", "count": "card-in-your-hand", "effects": [{"effect": "discard-from-hand",
                                                                              "amount": 1}]}
    trace = run(_with_ability(world, [effect]))
    find(trace, "single cumulative effect (amount 3)")
    assert trace.final_state["investigators"]["Roland"]["hand"] == []
    assert sorted(trace.final_state["investigators"]["Roland"]["discard"]) == ["Held 1", "Held 2", "Held 3"]


def test_for_each_action_remaining_counts_the_actions_left_this_turn(world, run, find):
    """For each: counted as the effect resolves — the action spent on the ability is no longer remaining (3 - 1)."""
    effect = {"effect": "for-each", "count": "action-you-have", "effects": [{"effect": "discard-top", "amount": 1}]}
    trace = run(_with_ability(world, [effect]))
    find(trace, "single cumulative effect (amount 2)")
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Card 1", "Card 2"]
