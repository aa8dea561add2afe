"""Hunted by Byakhee as read: "reveal the top X cards of the encounter deck … If at least 1 Byakhee enemy is revealed
by this effect, choose and draw 1 of them. If at least 1 Omen treachery is revealed by this effect, take 1 horror.
Shuffle the encounter deck." — one Byakhee among those revealed is drawn (Drawing Cards; an encounter card drawn is
resolved: an enemy spawns), the Omen only counted."""

from __future__ import annotations

BYAKHEE = {"type": "enemy", "traits": ["Monster", "Byakhee"], "health": 2, "fight": 2, "evade": 2, "damage": 1}
READ = [{"effect": "reveal-top", "amount": 3, "deck": "encounter"},
        {"effect": "if", "condition": {"count": "card-revealed-by-this-effect:byakhee-enemy", "at-least": 1},
         "effects": [{"effect": "draw-card", "to": "a-byakhee-enemy-revealed-by-this-effect"}]},
        {"effect": "if", "condition": {"count": "card-revealed-by-this-effect:omen-treachery", "at-least": 1},
         "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]


def _hunted(world, deck):
    world["encounter-deck"] = deck
    world["cards"].append({"name": "Gondola", "type": "asset", "controller": "Roland",
                           "abilities": [{"kind": "free", "effects": READ}]})
    world["do"].append({"who": "Roland", "use": "Gondola"})
    return world


def test_one_byakhee_revealed_is_chosen_and_drawn_and_an_omen_costs_1_horror(world, run, find):
    """Two Byakhee and an Omen revealed: the chosen Byakhee is drawn (and spawns, engaged with Roland); the other stays
    in the deck; the Omen treachery is not drawn, only counted: 1 horror."""
    world = _hunted(world, [{"name": "Ancient Evils", "type": "treachery", "traits": ["Omen"]},
                            {"name": "Byakhee", **BYAKHEE}, {"name": "Byakhee #2", **BYAKHEE},
                            {"name": "Grasping Hands", "type": "treachery"}])
    world["choices"] = [{"decision": "target", "ability": "Gondola", "choose": "Byakhee #2"}]
    trace = run(world)
    assert find(trace, "Roland draws Byakhee #2") >= 0
    assert trace.final_state["cards"]["Byakhee #2"]["engaged"] == "Roland"
    assert trace.final_state["cards"].get("Byakhee", {}).get("zone") != "play"
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_no_byakhee_revealed_draws_nothing(world, run):
    """No Byakhee among the cards revealed: the condition does not hold, nothing is drawn, no enemy enters play."""
    world = _hunted(world, [{"name": "Grasping Hands", "type": "treachery"},
                            {"name": "Rotting Remains", "type": "treachery", "traits": ["Terror"]},
                            {"name": "Byakhee", **BYAKHEE}])
    world["encounter-deck"] = world["encounter-deck"][:2] + [{"name": "Ghoul", "type": "enemy", "traits": ["Ghoul"],
                                                             "health": 2, "fight": 2, "evade": 2}] \
        + world["encounter-deck"][2:]
    trace = run(world)
    assert not any("Roland draws" in s.text for s in trace.steps)
    assert trace.final_state["cards"].get("Byakhee", {}).get("zone") != "play"
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0


def test_the_byakhee_drawn_is_said_drawn_from_the_encounter_deck(world, run, find):
    """"reveal the top X cards of the encounter deck … choose and draw 1 of them": the trace says where the card is
    drawn from — the encounter deck it was revealed from, not "out of play"."""
    world = _hunted(world, [{"name": "Byakhee", **BYAKHEE}, {"name": "Grasping Hands", "type": "treachery"}])
    said = run(world).steps
    drawn = next(s.text for s in said if "Roland draws Byakhee" in s.text)
    assert "from the encounter deck" in drawn and "out of play" not in drawn
