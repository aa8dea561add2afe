"""Enemies moving, readying, engaging and attacking as a card instructs (Rules Reference: Move; Nearest; Enemy
Engagement; Ready/Exhaust; 3.3 Enemy attack; Target): an enemy picked by its title, a location picked at random, an
immediate attack against the investigator the enemy is engaged with, any number of enemies engaged at once."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data
from tests.engine.conftest import texts


def _activate(world, effects, cards):
    """Roland activates Relic, an asset whose action ability is ``effects``; ``cards`` are added to the board."""
    world["cards"] = [{"name": "Relic", "type": "asset", "controller": "Roland",
                       "abilities": [{"kind": "action", "effects": effects}]}, *cards]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Relic"}]
    return world


def _line(world):
    """Hall – Attic – Cellar – Parlor: Roland and Agnes in the Hall."""
    world["locations"] = [
        {"name": "Hall", "connections": ["Attic"], "clues": 0, "shroud": 2},
        {"name": "Attic", "connections": ["Hall", "Cellar"], "clues": 0, "shroud": 1},
        {"name": "Cellar", "connections": ["Attic", "Parlor"], "clues": 0, "shroud": 1},
        {"name": "Parlor", "connections": ["Cellar"], "clues": 0, "shroud": 1},
    ]
    return world


def _enemy(name, location, traits=("Monster",), **more):
    card = {"name": name, "type": "enemy", "location": location, "fight": 2, "health": 3, "evade": 2,
            "attack": {"damage": 1, "horror": 1}, "traits": list(traits), **more}
    return {k: v for k, v in card.items() if v is not None}


# -- an enemy by its title ---------------------------------------------------------------------------------

def test_an_enemy_qualified_by_a_title_picks_every_copy_of_that_card_and_no_other(world, run):
    """"Each Brood of Yog-Sothoth enemy": the qualifier is the card's title, so each copy moves (Move) and an enemy
    of another title stays, whatever its traits."""
    world = _line(world)
    cards = [_enemy("Brood of Yog-Sothoth", "Parlor"), _enemy("Brood of Yog-Sothoth #2", "Cellar"),
             _enemy("Ghoul", "Parlor")]
    trace = run(_activate(world, [{"effect": "move-enemy", "enemy": "each-brood_of_yog_sothoth-enemy-in-play",
                                   "toward": "you", "amount": 1}], cards))
    where = {n: c["location"] for n, c in trace.final_state["cards"].items() if n != "Relic"}
    assert where == {"Brood of Yog-Sothoth": "Cellar", "Brood of Yog-Sothoth #2": "Attic", "Ghoul": "Parlor"}


def test_non_a_title_excludes_the_copies_of_that_card(world, run):
    world = _line(world)
    cards = [_enemy("Brood of Yog-Sothoth", "Parlor"), _enemy("Ghoul", "Parlor")]
    trace = run(_activate(world, [{"effect": "move-enemy", "enemy": "each-non-brood_of_yog_sothoth-enemy-in-play",
                                   "toward": "you", "amount": 1}], cards))
    state = trace.final_state["cards"]
    assert (state["Brood of Yog-Sothoth"]["location"], state["Ghoul"]["location"]) == ("Parlor", "Cellar")


# -- toward a location picked at random ---------------------------------------------------------------------

def test_an_enemy_moves_toward_the_random_location_the_situation_states(world, run, find):
    """The engine has no randomness: the location "at random" is the situation's `target` choice, said so before
    the enemy moves one connection toward it (Move, along the shortest path)."""
    world = _line(world)
    world["choices"] = [{"decision": "target", "ability": "Relic", "choose": "Hall"}]
    trace = run(_activate(world, [{"effect": "move-enemy", "enemy": "Brood", "toward": "a-random-location",
                                   "amount": 1}], [_enemy("Brood", "Cellar")]))
    assert find(trace, "picked at random") < find(trace, "Brood moves from Cellar to Attic")
    assert trace.final_state["cards"]["Brood"]["location"] == "Attic"


def test_with_no_random_location_stated_the_first_listed_is_taken_and_said(world, run):
    world = _line(world)
    trace = run(_activate(world, [{"effect": "move-enemy", "enemy": "Brood", "toward": "a-random-location"}],
                          [_enemy("Brood", "Cellar")]))
    assert any("no choice given; the engine takes Hall (the first listed)" in t for t in texts(trace))
    assert trace.final_state["cards"]["Brood"]["location"] == "Attic"


# -- readies, engages, makes an immediate attack -------------------------------------------------------------

def test_an_enemy_readies_engages_and_attacks_the_investigator_it_is_engaged_with(world, run, find):
    """"Clover Club Pit Boss readies, engages that investigator, and makes an immediate attack": readied (Ready),
    engaged (Enemy Engagement), then its attack is dealt to the investigator it is engaged with (3.3: "against the
    investigator to which it is engaged"), here Agnes, not the active investigator; the attack does not exhaust it."""
    world["investigators"][1]["location"] = "Attic"
    boss = _enemy("Pit Boss", "Attic", exhausted=True, attack={"damage": 2, "horror": 0})
    effects = [{"effect": "ready", "to": "Pit Boss"}, {"effect": "engage", "enemy": "Pit Boss", "who": "Agnes"},
               {"effect": "enemy-attacks", "enemy": "Pit Boss", "who": "investigator-engaged-with:Pit Boss"}]
    trace = run(_activate(world, effects, [boss]))
    assert find(trace, "Pit Boss is readied") < find(trace, "Pit Boss and Agnes become engaged") \
        < find(trace, "Pit Boss makes an attack against Agnes")
    final = trace.final_state
    assert final["investigators"]["Agnes"]["damage"] == 2 and final["investigators"]["Roland"]["damage"] == 0
    assert final["cards"]["Pit Boss"]["engaged"] == "Agnes" and not final["cards"]["Pit Boss"]["exhausted"]


def test_an_unengaged_enemy_makes_no_attack_against_the_investigator_it_is_engaged_with(world, run):
    """No investigator is engaged with it: the attack has no one to be made against, so the ability has no potential
    to change the game state and cannot be initiated (Initiating abilities), said in the trace."""
    trace = run(_activate(world, [{"effect": "enemy-attacks", "enemy": "Pit Boss",
                                   "who": "investigator-engaged-with:Pit Boss"}], [_enemy("Pit Boss", "Attic")]))
    assert any("no potential to change the game state" in t for t in texts(trace))
    assert trace.final_state["investigators"]["Roland"]["damage"] == 0
    assert trace.final_state["investigators"]["Agnes"]["damage"] == 0


def test_the_engaged_investigator_selector_names_an_enemy_the_situation_has(world):
    world = _activate(world, [{"effect": "enemy-attacks", "enemy": "Pit Boss",
                               "who": "investigator-engaged-with:Pit Bos"}], [_enemy("Pit Boss", "Attic")])
    with pytest.raises(SituationError, match="Pit Bos"):
        situation_from_data(world)


# -- engaging any number of enemies ------------------------------------------------------------------------

def test_engaging_any_number_of_enemies_engages_each_one_chosen_and_no_other(world, run, find):
    """"Engage any number of enemies at your location": the targets are chosen at once (Target: a `several`
    choice), then each is engaged (Enemy Engagement), one after another."""
    world["investigators"][1]["location"] = "Attic"
    cards = [_enemy(name, "Hall", exhausted=True) for name in ("Thug", "Goon", "Lout")]  # none engages by itself
    world["choices"] = [{"decision": "several", "ability": "Relic", "among": ["Goon", "Lout"]}]
    trace = run(_activate(world, [{"effect": "engage", "enemy": "any-number-of-enemy-at-your-location"}], cards))
    engaged = {n: c.get("engaged") for n, c in trace.final_state["cards"].items() if n != "Relic"}
    assert (engaged["Goon"], engaged["Lout"], engaged["Thug"]) == ("Roland", "Roland", None)
    assert find(trace, "Goon and Roland become engaged") < find(trace, "Lout and Roland become engaged")


# -- in any direction; each other enemy evaded ---------------------------------------------------------------

def test_an_enemy_moved_in_any_direction_moves_to_a_location_connected_to_its_own(world, run, find):
    """"Move a Brood of Yog-Sothoth enemy 1 location in any direction": one move (Move: to a connecting location), to
    a location connected to the enemy's own — the player's choice among them."""
    world = _line(world)
    world["choices"] = [{"decision": "target", "ability": "Relic", "choose": "Parlor"}]
    trace = run(_activate(world, [{"effect": "move-enemy", "enemy": "Brood", "amount": 1}],
                          [_enemy("Brood", "Cellar")]))
    assert find(trace, "Roland chooses Parlor") < find(trace, "Brood moves from Cellar to Parlor")
    assert trace.final_state["cards"]["Brood"]["location"] == "Parlor"


def test_each_other_enemy_is_evaded_but_not_the_one_tested(world, run, find):
    """"If you are successful, evade each other enemy engaged with you": the enemy the evasion was made against is
    evaded by the test's own result, each other one automatically (no test made: Evade), once each."""
    ability = {"kind": "action", "designator": "evade", "effects": [{"effect": "evade", "success": [
        {"effect": "evade", "enemy": "each-other-enemy-engaged-with-you", "automatic": True}]}]}
    world["cards"] = [{"name": "Extinguisher", "type": "asset", "controller": "Roland", "abilities": [ability]},
                      *[_enemy(n, None, engaged="Roland") for n in ("A", "B", "C")]]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Extinguisher"}]
    world["tests"] = [{"who": "Roland", "tokens": ["+1"]}]
    world["choices"] = [{"decision": "target", "ability": "Extinguisher", "choose": "B"}]
    trace = run(world)
    assert find(trace, "B is evaded") < find(trace, "Roland automatically evades A") \
        < find(trace, "Roland automatically evades C")
    assert not any("automatically evades B" in t for t in texts(trace))
    assert all(trace.final_state["cards"][n]["exhausted"] and not trace.final_state["cards"][n].get("engaged")
               for n in ("A", "B", "C"))


def test_an_enemy_disengaged_from_all_investigators_is_placed_unengaged_and_exhausted_stays_so(world, run, find):
    """"Exhaust him, and disengage him from all investigators": each investigator engaged with him disengages (Enemy
    Engagement: the enemy is placed at the investigator's location); exhausted, he does not engage again."""
    world["cards"] = [{"name": "Relic", "type": "asset", "controller": "Roland", "abilities": [{"kind": "action",
                       "effects": [{"effect": "exhaust", "to": "Hastur"},
                                   {"effect": "disengage", "enemy": "Hastur", "who": "each-investigator"}]}]},
                      _enemy("Hastur", None, engaged="Agnes")]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Relic"}]
    trace = run(world)
    hastur = trace.final_state["cards"]["Hastur"]
    assert not hastur.get("engaged") and hastur["location"] == "Hall" and hastur["exhausted"]
    assert not any("No enemy engaged with the investigator" in t for t in texts(trace))  # Roland: nothing to do


def test_an_if_on_a_cards_state_resolves_its_effects_only_while_that_state_holds(world, run):
    """"If Hunting Horror is in play, it readies …": the ``if`` checks the card's state as it resolves (Effects)."""
    effects = [{"effect": "if", "condition": {"card": "Hunting Horror", "state": "in-play"},
                "effects": [{"effect": "ready", "to": "Hunting Horror"}]}]
    horror = _enemy("Hunting Horror", "Attic", exhausted=True)
    trace = run(_activate(world, effects, [horror]))
    assert not trace.final_state["cards"]["Hunting Horror"]["exhausted"]
    gone = run(_activate(world, [{**effects[0], "condition": {"card": "Hunting Horror", "state": "not-in-play"}}],
                         [horror]))
    assert gone.final_state["cards"]["Hunting Horror"]["exhausted"]


def test_an_enemy_moves_toward_the_location_whose_flip_triggered_it(world, run, find):
    """"After a location is flipped over: Move it once toward that location": the ``flip`` occurrence triggers the
    enemy's Forced ability after the flip (After), and "that location" is the one flipped (``triggering-what``)."""
    world = _line(world)
    world["locations"][3]["other-side"] = {"shroud": 4, "text": "Flipped."}
    winged = _enemy("Winged One", "Attic", abilities=[{"kind": "forced", "timing": "after", "trigger": {
        "event": "flip", "what": "location"}, "effects": [{"effect": "move-enemy", "enemy": "self",
                                                          "toward": "triggering-what", "amount": 1}]}])
    trace = run(_activate(world, [{"effect": "flip-location", "to": "Parlor"}], [winged]))
    assert find(trace, "Parlor flips to its other side") < find(trace, "Winged One moves from Attic to Cellar")
