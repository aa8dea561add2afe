"""Drawing the top card of a deck of its scenario ("Draw the top card of the Cultist deck": Uncovering the
Conspiracy), from the rules' sentences: Set Aside (the deck is set-aside cards, referenced by the instruction);
Encounter Deck (a card drawn as an encounter card resolves: an enemy spawns); Spawn (by its spawn instruction, or
engaged with the investigator who drew it)."""

from __future__ import annotations

CULTISTS = {"traits": ["Cultist"]}


def _conspiracy(world, effect, *, deck=("Wolf-Man Drew", "Herman Collins")):
    world["cards"] = [{"name": "Lens", "type": "asset", "controller": "Roland",
                       "abilities": [{"kind": "action", "effects": [effect]}]}]
    world["set-aside"] = [{"name": "Lita", "type": "asset"}] + [
        {"name": name, "type": "enemy", "traits": ["Humanoid", "Cultist"], "health": 4, "fight": 4, "evade": 2,
         **({"spawn": "Attic"} if name == "Herman Collins" else {})} for name in deck]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Lens"}]
    return world


def test_the_top_card_of_the_deck_is_drawn_and_resolves_as_an_encounter_card(world, run, find):
    """The top set-aside Cultist is drawn and spawns (no spawn instruction: engaged with Roland, who drew it); the
    next stays set aside."""
    trace = run(_conspiracy(world, {"effect": "draw-from-scenario-deck", "find": CULTISTS}))
    assert find(trace, "Wolf-Man Drew, the top card of the Cultist deck, is taken") \
        < find(trace, "Roland draws Wolf-Man Drew (enemy) from the Cultist deck") \
        < find(trace, "Wolf-Man Drew has no spawn instruction")
    assert trace.final_state["cards"]["Wolf-Man Drew"]["engaged"] == "Roland"
    assert "Herman Collins" not in trace.final_state["cards"]


def test_the_top_cards_are_drawn_one_after_another_each_by_its_spawn_instruction(world, run, find):
    trace = run(_conspiracy(world, {"effect": "draw-from-scenario-deck", "find": CULTISTS, "amount": 2}))
    assert find(trace, "Roland draws Wolf-Man Drew") < find(trace, "Roland draws Herman Collins")
    assert trace.final_state["cards"]["Herman Collins"]["location"] == "Attic"


def test_an_empty_deck_gives_the_ability_no_potential(world, run, find):
    """Nothing to draw: the ability has no potential to change the game state, so it cannot be initiated."""
    trace = run(_conspiracy(world, {"effect": "draw-from-scenario-deck", "find": CULTISTS}, deck=()))
    assert find(trace, "has no potential to change the game state") >= 0
