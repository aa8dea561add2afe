"""Drawing the one card an instruction just discarded, if it is of a kind: "Discard the top card of the encounter
deck. If that card is an enemy, draw it." (Courtyard). Encounter Deck: an encounter card drawn resolves — an enemy
spawns (Spawn: with no spawn instruction, engaged with the investigator who drew it); Discard Piles: a card not drawn
stays on the pile it was discarded to."""

from __future__ import annotations

COURTYARD = [{"effect": "discard-top", "deck": "encounter", "amount": 1},
             {"effect": "if", "condition": {"count": "card-discarded-by-this-effect:enemy", "at-least": 1},
              "effects": [{"effect": "draw-card", "to": "an-enemy-discarded-by-this-effect"}]}]
GHOUL = {"name": "Ghoul Minion", "type": "enemy", "health": 2, "fight": 2, "evade": 2, "damage": 1}
OMEN = {"name": "Omen", "type": "treachery"}


def _courtyard(world, top):
    world["encounter-deck"] = [top, {"name": "Rotting Remains", "type": "treachery"}]
    world["cards"].append({"name": "Courtyard Key", "type": "asset", "controller": "Roland",
                           "abilities": [{"kind": "free", "effects": COURTYARD}]})
    world["do"].append({"who": "Roland", "use": "Courtyard Key"})
    return world


def test_an_enemy_discarded_is_drawn_from_the_discard_pile_and_spawns(world, run, find):
    """The enemy discarded is drawn — resolved as an encounter card drawn: it spawns engaged with Roland (Spawn)."""
    trace = run(_courtyard(world, GHOUL))
    assert find(trace, "onto the encounter discard pile: Ghoul Minion") < find(trace, "so it holds") \
        < find(trace, "Roland draws Ghoul Minion (enemy) from the encounter discard pile") < find(trace, "Ghoul Minion has no spawn instruction")
    assert trace.final_state["cards"]["Ghoul Minion"]["engaged"] == "Roland"
    assert "Ghoul Minion" not in trace.final_state["encounter_discard"]


def test_a_card_of_another_kind_stays_on_the_discard_pile(world, run):
    """The condition does not hold: nothing is drawn, and the card stays where it was discarded (Discard Piles)."""
    trace = run(_courtyard(world, OMEN))
    assert trace.final_state["encounter_discard"] == ["Omen"]
    assert "Roland draws Omen" not in [s.text for s in trace.steps]
