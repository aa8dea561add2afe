"""Placing tokens on a card or location and removing them (Doom, Effects: as much as possible is resolved)."""

from __future__ import annotations


def _with_ability(world, effects, *, uses=0, doom=0):
    world["cards"] = [{"name": "Rifle", "type": "asset", "controller": "Roland", "uses": uses, "doom": doom,
                       "abilities": [{"kind": "action", "effects": effects}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Rifle"}]
    return world


def test_uses_placed_on_a_card_come_from_the_token_pool(world, run):
    trace = run(_with_ability(world, [{"effect": "place-tokens", "tokens": "uses", "amount": 3}], uses=1))
    assert trace.final_state["cards"]["Rifle"]["uses"] == 4


def test_clues_placed_on_a_location(world, run):
    trace = run(_with_ability(world, [{"effect": "place-tokens", "amount": 2, "to": "your-location"}]))
    assert trace.final_state["locations"]["Hall"]["clues"] == 4


def test_removing_all_doom_takes_every_one_and_removing_more_than_there_are_takes_as_many_as_possible(world, run):
    """Effects: as much as possible is resolved; removing 3 doom from a card with 2 removes the 2."""
    every = run(_with_ability(world, [{"effect": "remove-tokens", "tokens": "doom"}], doom=2))
    assert every.final_state["cards"]["Rifle"]["doom"] == 0
    more = run(_with_ability(world, [{"effect": "remove-tokens", "tokens": "doom", "amount": 3}], doom=2))
    assert more.final_state["cards"]["Rifle"]["doom"] == 0
    assert any("only 2 there: as many as possible" in s.text for s in more.steps)


def test_nothing_to_remove_gives_the_ability_no_potential(world, run):
    trace = run(_with_ability(world, [{"effect": "remove-tokens", "tokens": "doom"}]))
    assert any("has no potential to change the game state" in s.text for s in trace.steps)


def test_clues_moved_to_an_exhausted_enemy_by_its_title_skip_a_ready_copy(world, run):
    """"Move 1 clue from Powder of Ibn Ghazi to an exhausted Brood of Yog-Sothoth at your location": the qualified
    selector picks only an exhausted copy of the card by its title (Move)."""
    world["cards"] = [
        {"name": "Powder", "type": "asset", "controller": "Roland", "owner": "Roland", "clues": 2},
        {"name": "Brood of Yog-Sothoth", "type": "enemy", "location": "Hall", "health": 5, "exhausted": True},
        {"name": "Ghoul", "type": "enemy", "location": "Hall", "health": 2, "exhausted": True}]
    world["investigators"][0]["abilities"] = [{"kind": "free", "text": "Move 1 clue from Powder to an exhausted "
                                               "Brood of Yog-Sothoth at your location.", "effects": [
        {"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "Powder",
         "to": "an-exhausted-brood_of_yog_sothoth-enemy-at-your-location"}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    trace = run(world)
    cards = trace.final_state["cards"]
    assert cards["Powder"]["clues"] == 1 and cards["Brood of Yog-Sothoth"]["clues"] == 1 and cards["Ghoul"]["clues"] == 0


def test_the_enemy_tokens_were_placed_on_is_the_one_a_later_effect_names(world, run, find):
    """"Place 1 clue from the token bank on an Abomination enemy in Ten-Acre Meadow. At the end of the round, remove 1
    clue from that enemy": the one picked for the clue is the one the delayed effect acts on (Effects; a choice's pick
    named for the effects after it), not another Abomination there."""
    world.update(start="2.2", until="4.6")  # the game runs to the end of the round
    world["cards"] = [
        {"name": "Brood of Yog-Sothoth", "type": "enemy", "location": "Attic", "health": 5, "traits": ["Abomination"]},
        {"name": "Brood of Yog-Sothoth (2)", "type": "enemy", "location": "Attic", "health": 5,
         "traits": ["Abomination"], "clues": 1}]
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "place-tokens", "tokens": "clues", "amount": 1, "to": "an-abomination-enemy-in-play"},
        {"effect": "at-round-end", "effects": [{"effect": "remove-tokens", "tokens": "clues", "amount": 1,
                                                "to": "chosen"}]}]}]
    world["choices"] = [{"decision": "target", "ability": "Roland", "choose": "Brood of Yog-Sothoth"}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    trace = run(world)
    placed = find(trace, "1 clue placed on Brood of Yog-Sothoth:")
    named = find(trace, "Brood of Yog-Sothoth is the card clues were placed on")
    removed = find(trace, "1 clue removed from Brood of Yog-Sothoth:")
    assert placed < named < removed
    cards = trace.final_state["cards"]
    assert cards["Brood of Yog-Sothoth"]["clues"] == 0 and cards["Brood of Yog-Sothoth (2)"]["clues"] == 1
