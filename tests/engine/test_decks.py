"""Shuffling a deck and discarding from its top, from the rules' sentences (Discard Pile, Effects)."""

from __future__ import annotations


def _with_ability(world, effects, discard=()):
    roland = world["investigators"][0]
    roland["deck"] = [{"name": f"Card {k}", "type": "skill"} for k in range(1, 4)]
    roland["discard"] = [{"name": name, "type": "skill"} for name in discard]
    world["encounter-deck"] = [{"name": f"Omen {k}", "type": "treachery"} for k in range(1, 3)]
    world["cards"] = [{"name": "Lens", "type": "asset", "controller": "Roland",
                       "abilities": [{"kind": "action", "effects": effects}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Lens"}]
    return world


def test_discarding_the_top_cards_places_them_on_the_owners_discard_pile(world, run):
    trace = run(_with_ability(world, [{"effect": "discard-top", "amount": 2}]))
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Card 1", "Card 2"]


def test_encounter_cards_discarded_go_on_the_encounter_discard_pile(world, run):
    trace = run(_with_ability(world, [{"effect": "discard-top", "deck": "encounter"}]))
    assert trace.final_state["encounter_discard"] == ["Omen 1"]
    assert trace.final_state["investigators"]["Roland"]["discard"] == []


def test_effects_resolve_as_much_as_possible_when_the_deck_holds_fewer_cards(world, run):
    """Effects: as much of an effect as possible is resolved — 5 asked, the 3 there are discarded."""
    trace = run(_with_ability(world, [{"effect": "discard-top", "amount": 5}]))
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Card 1", "Card 2", "Card 3"]
    assert any("only 3 there: as many as possible" in s.text for s in trace.steps)


def test_a_discard_pile_of_zero_cards_shuffled_back_does_not_shuffle_the_deck(world, run):
    """Discard Pile: "Any ability that would shuffle a discard pile of zero cards back into a deck does not
    shuffle the deck"."""
    empty = run(_with_ability(world, [{"effect": "shuffle-deck", "discard-pile": True}]))
    texts = [s.text for s in empty.steps]
    assert any("does not shuffle the deck" in t for t in texts) and not any("is shuffled" in t for t in texts)
    full = run(_with_ability(world, [{"effect": "shuffle-deck", "discard-pile": True}], discard=["Old 1"]))
    assert full.final_state["investigators"]["Roland"]["discard"] == []
    assert any(s.text.startswith("Old 1 shuffled from the discard pile into Roland's deck") for s in full.steps)


def test_shuffling_says_the_order_kept_is_the_listed_one(world, run):
    trace = run(_with_ability(world, [{"effect": "shuffle-deck", "deck": "encounter"}]))
    assert any(s.text.startswith("The encounter deck is shuffled (2 cards; the engine keeps the listed order")
               for s in trace.steps)
