"""Selectors bound to what card text refers back to: the location of a card or investigator named before ("her
location", "Jordan Perry's location": ``location-of:``), each investigator at such a location
(``each-investigator-at:``), and tokens moved onto it (Rules Reference: Move; Enemy Engagement: an engaged enemy is
at its investigator's location)."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data
from tests.engine.conftest import texts


def _ability(world, effects, *, cards=()):
    """Roland activates Relic, an asset whose action ability is ``effects``; ``cards`` are added to the board."""
    world["cards"] = [{"name": "Relic", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": effects}]}, *cards]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Relic"}]
    return world


def _ghoul(location=None, engaged=None, clues=0):
    card = {"name": "Ghoul", "type": "enemy", "fight": 2, "health": 3, "evade": 2, "clues": clues,
            "attack": {"damage": 1, "horror": 1}}
    return {**card, **({"location": location} if location else {}), **({"engaged": engaged} if engaged else {})}


def test_tokens_moved_to_her_location_go_to_the_location_of_the_card_named(world, run):
    """Move: tokens moved from a card to "her location" are on the location that card is at, not the mover's."""
    trace = run(_ability(world, [{"effect": "move-tokens", "tokens": "clues", "from": "Ghoul",
                                  "to": "location-of:Ghoul"}], cards=[_ghoul("Attic", clues=2)]))
    assert trace.final_state["locations"]["Attic"]["clues"] == 3
    assert trace.final_state["locations"]["Hall"]["clues"] == 2
    assert any("2 clues moved from Ghoul to Attic" in t for t in texts(trace))


def test_an_engaged_enemys_location_is_its_investigators(world, run):
    """Enemy Engagement: an engaged enemy is at the location of the investigator it is engaged with."""
    trace = run(_ability(world, [{"effect": "place-doom", "amount": 1, "to": "location-of:Ghoul"}],
                         cards=[_ghoul(engaged="Roland")]))
    assert trace.final_state["locations"]["Hall"]["doom"] == 1


def test_each_investigator_at_the_location_of_a_card_is_dealt_horror_and_no_one_elsewhere(world, run):
    world["investigators"][1]["location"] = "Attic"
    trace = run(_ability(world, [{"effect": "deal-horror", "amount": 1,
                                  "to": "each-investigator-at:location-of:Ghoul"}], cards=[_ghoul("Attic")]))
    investigators = trace.final_state["investigators"]
    assert (investigators["Agnes"]["horror"], investigators["Roland"]["horror"]) == (1, 0)


def test_the_location_of_a_card_out_of_play_picks_nothing(world, run):
    """Effects: an effect with nothing to resolve on does nothing; the trace says so."""
    world["set-aside"] = [_ghoul()]
    trace = run(_ability(world, [{"effect": "place-doom", "amount": 1, "to": "location-of:Ghoul"}]))
    assert all(loc.get("doom", 0) == 0 for loc in trace.final_state["locations"].values())


@pytest.mark.parametrize("selector", ["location-of:Nobody", "each-investigator-at:location-of:Nobody",
                                      "location-of:"])
def test_a_selector_of_a_location_of_an_unknown_name_is_refused(world, selector):
    with pytest.raises(SituationError, match="unknown name or selector"):
        situation_from_data(_ability(world, [{"effect": "place-doom", "amount": 1, "to": selector}]))


# -- resources on a card (Resources; Move; Leaves Play) ---------------------------------------------------

def test_resources_moved_from_a_pool_onto_a_card_are_held_by_the_card(world, run):
    """Move: "Move 1 resource from your resource pool to Hospital Debts": off the pool, onto the card."""
    debts = {"name": "Hospital Debts", "type": "treachery", "threat-area": "Roland"}
    trace = run(_ability(world, [{"effect": "move-tokens", "tokens": "resources", "amount": 1, "from": "you",
                                  "to": "Hospital Debts"}], cards=[debts]))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 4
    assert trace.final_state["cards"]["Hospital Debts"]["resources"] == 1


def test_resources_placed_on_a_card_come_from_the_token_pool_and_no_pool_changes(world, run):
    trace = run(_ability(world, [{"effect": "place-tokens", "tokens": "resources", "amount": 2}]))
    assert trace.final_state["cards"]["Relic"]["resources"] == 2
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_a_card_leaving_play_returns_its_resources_to_the_token_pool(world, run):
    """Leaves Play: "All tokens on the card are returned to the token pool"."""
    trace = run(_ability(world, [{"effect": "place-tokens", "tokens": "resources", "amount": 2},
                                 {"effect": "discard", "to": "self"}]))
    assert trace.final_state["cards"]["Relic"]["zone"] == "discard"
    assert "resources" not in trace.final_state["cards"]["Relic"]


# -- what the triggering condition names -----------------------------------------------------------------

def test_the_location_an_enemy_moves_to_is_the_triggering_to(world, run, find):
    """"Forced – When X enters a location: Each investigator at that location takes 1 horror": the location entered,
    whoever is there, not the bearer's nor yours."""
    world["investigators"][1]["location"] = "Attic"
    dhole = {**_ghoul("Hall"), "abilities": [{"kind": "forced", "timing": "after", "trigger": {
        "event": "enemy-moves", "what": "self"}, "effects": [{"effect": "deal-horror", "amount": 1,
                                                              "to": "each-investigator-at:triggering-to"}]}]}
    trace = run(_ability(world, [{"effect": "move-enemy", "enemy": "Ghoul", "to": "Attic"}], cards=[dhole]))
    investigators = trace.final_state["investigators"]
    assert (investigators["Agnes"]["horror"], investigators["Roland"]["horror"]) == (1, 0)
    assert find(trace, "Ghoul moves") < find(trace, "1 horror")


# -- cards you control, composed from their traits and states (Ownership and Control) -------------------------

def _spell(name, controller="Roland", **more):
    return {"name": name, "type": "asset", "controller": controller, "traits": ["Spell"], "uses": 1, **more}


def test_a_trait_asset_you_control_picks_among_yours_of_that_trait_only(world, run):
    """"Add 1 charge to a Spell asset you control": an asset of that trait in your play area (a `target` choice):
    not another's, not one of another trait."""
    cards = [_spell("Shrivelling"), _spell("Agnes's Spell", controller="Agnes"),
             {"name": "Flashlight", "type": "asset", "controller": "Roland", "traits": ["Item"], "uses": 1}]
    world["choices"] = [{"decision": "target", "ability": "Relic", "choose": "Shrivelling"}]
    trace = run(_ability(world, [{"effect": "place-tokens", "tokens": "uses", "amount": 1,
                                  "to": "a-spell-asset-you-control"}], cards=cards))
    state = trace.final_state["cards"]
    assert (state["Shrivelling"]["uses"], state["Agnes's Spell"]["uses"], state["Flashlight"]["uses"]) == (2, 1, 1)


def test_each_exhausted_trait_asset_you_control_is_every_one_so(world, run):
    cards = [_spell("Shrivelling", exhausted=True), _spell("Rite", exhausted=False)]
    trace = run(_ability(world, [{"effect": "ready", "to": "each-exhausted-spell-asset-you-control"}], cards=cards))
    state = trace.final_state["cards"]
    assert (state["Shrivelling"]["exhausted"], state["Rite"]["exhausted"]) == (False, False)


def test_a_controlled_selector_with_a_word_of_another_selector_is_refused(world):
    with pytest.raises(SituationError, match="unknown name or selector"):
        situation_from_data(_ability(world, [{"effect": "ready", "to": "a-your-asset-you-control"}]))


# -- the attacked enemy -------------------------------------------------------------------------------------

def _fight(world, success, *, attacked="Ghoul"):
    """Roland (combat 4) fights ``attacked`` with a knife whose Fight ability prints ``success`` results; a second
    enemy stands at his location."""
    enemies = [{**_ghoul(engaged="Roland"), "health": 5}, {**_ghoul("Hall"), "name": "Rat", "health": 5}]
    world["cards"] = [*enemies, {"name": "Knife", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "designator": "fight", "effects": [{"effect": "fight", "success": success}]}]}]
    world["choices"] = [{"decision": "target", "ability": "Knife", "choose": attacked}]
    return dict(world, tests=[{"who": "Roland", "tokens": ["0"]}],
                do=[{"who": "Roland", "action": "activate", "card": "Knife"}])


def test_the_attacked_enemy_is_the_one_the_attack_is_against(world, run):
    """Cheap Shot, "automatically evade the attacked enemy": the fight's own enemy, not the other one."""
    trace = run(_fight(world, [{"effect": "evade", "enemy": "tested-enemy", "automatic": True}], attacked="Rat"))
    state = trace.final_state["cards"]
    assert (state["Rat"]["exhausted"], state["Ghoul"]["exhausted"]) == (True, False)


def test_the_attacked_enemys_location_holds_the_investigators_there(world, run):
    """Storm of Spirits: "each investigator at the attacked enemy's location" — an engaged enemy is at its
    investigator's location."""
    world["investigators"][1]["location"] = "Attic"
    trace = run(_fight(world, [{"effect": "deal-damage", "amount": 1,
                                "to": "each-investigator-at:location-of:tested-enemy"}]))
    investigators = trace.final_state["investigators"]
    assert (investigators["Roland"]["damage"], investigators["Agnes"]["damage"]) == (1, 0)


def test_outside_an_attack_there_is_no_attacked_enemy(world, run):
    trace = run(_ability(world, [{"effect": "deal-damage", "amount": 1, "to": "tested-enemy"}],
                         cards=[_ghoul("Hall")]))
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 0
