"""Targets made of several parts: one chosen among them ("an investigator or Ally asset at your location": ``one-of:``)
or each of them ("each enemy and each investigator at the chosen location": ``each-of:``), and assets placed by their
controller's location ("an Ally asset at your location": an asset is at its controller's location).

Rules Reference, Target: "The player resolving the ability must choose a game element (usually a card) that meets the
targeting requirements of the ability"; "If an ability requires the choosing of a target, and there is no valid
target …, the ability cannot be initiated." Each: an effect on "each" affects every one it names."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data
from tests.engine.conftest import texts


def _ability(world, effects, *, cards=()):
    """Roland activates Kit, an asset whose action ability is ``effects``; ``cards`` are added to the board."""
    world["cards"] = [{"name": "Kit", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": effects}]}, *cards]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Kit"}]
    return world


def _ally(name, controller, damage=0):
    return {"name": name, "type": "asset", "controller": controller, "traits": ["Ally"], "health": 3,
            "damage": damage}


def _ghoul(location):
    return {"name": "Ghoul", "type": "enemy", "fight": 2, "health": 5, "evade": 2, "location": location,
            "attack": {"damage": 1, "horror": 1}}


def test_target_a_choice_among_the_parts_may_be_an_asset_of_the_second_part(world, run):
    """Target: the player chooses one element meeting the requirements; either part's meets them."""
    world["choices"] = [{"decision": "target", "ability": "Kit", "choose": "Dog"}]
    trace = run(_ability(world, [{"effect": "heal-damage", "amount": 1,
                                  "to": "one-of:an-investigator-at-your-location|an-ally-asset-at-your-location"}],
                         cards=[_ally("Dog", "Agnes", damage=2)]))
    assert trace.final_state["cards"]["Dog"]["damage"] == 1
    step = next(t for t in texts(trace) if "chooses Dog" in t)
    assert "Roland" in step and "Agnes" in step  # the investigators were options beside it


def test_target_an_asset_is_at_its_controllers_location_and_no_other(world, run):
    """An asset controlled by an investigator elsewhere is no option at your location."""
    world["investigators"][1]["location"] = "Attic"
    world["choices"] = [{"decision": "target", "ability": "Kit", "choose": "Dog"}]
    trace = run(_ability(world, [{"effect": "heal-damage", "amount": 1, "to": "an-ally-asset-at-your-location"}],
                         cards=[_ally("Dog", "Agnes", damage=2), _ally("Cat", "Roland", damage=1)]))
    assert trace.final_state["cards"]["Dog"]["damage"] == 2
    assert trace.final_state["cards"]["Cat"]["damage"] == 0


def test_target_a_location_union_offers_your_location_and_each_connecting_one(world, run):
    """"your location or a connecting location": one chosen among yours and every location connecting to it."""
    world["choices"] = [{"decision": "target", "ability": "Kit", "choose": "Attic"}]
    trace = run(_ability(world, [{"effect": "place-doom", "amount": 1, "to": "one-of:your-location|a-connecting-location"}]))
    assert trace.final_state["locations"]["Attic"]["doom"] == 1
    assert trace.final_state["locations"]["Hall"].get("doom", 0) == 0


def test_each_every_part_is_affected_once_in_the_order_printed(world, run):
    """Each: "each enemy and each investigator at <a place>" — all of both parts, each once."""
    world["investigators"][1]["location"] = "Attic"
    trace = run(_ability(world, [{"effect": "deal-damage", "amount": 1, "to":
                                  "each-of:each-enemy-in-play|each-investigator-at:location-of:Ghoul|Agnes"}],
                         cards=[_ghoul("Attic")]))
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1
    investigators = trace.final_state["investigators"]
    assert (investigators["Agnes"]["damage"], investigators["Roland"]["damage"]) == (1, 0)  # Agnes once, not twice


def test_target_with_no_valid_part_the_effect_resolves_on_nothing(world, run):
    """Target: with no valid target in any part, nothing is chosen and no state changes."""
    trace = run(_ability(world, [{"effect": "heal-damage", "amount": 1, "to": "one-of:an-ally-asset-in-play"}]))
    assert all(c.get("damage", 0) == 0 for c in trace.final_state["cards"].values())


@pytest.mark.parametrize("selector", ["one-of:your-location|Nobody", "each-of:", "one-of:a|", "each-of:an-asset-nowhere",
                                      "an-enemy-asset-at-your-location"])
def test_a_union_with_an_unknown_part_is_refused(world, selector):
    with pytest.raises(SituationError, match="unknown name or selector"):
        situation_from_data(_ability(world, [{"effect": "place-doom", "amount": 1, "to": selector}]))


def test_target_an_asset_he_or_she_controls_is_one_of_the_chosen_investigators(world, run):
    """Control: "an Ally asset he or she controls" — only assets that investigator controls are options."""
    world["choices"] = [{"decision": "target", "ability": "Kit", "choose": "Cat"}]
    trace = run(_ability(world, [{"effect": "heal-damage", "amount": 1, "to": "an-ally-asset-controlled-by:Agnes"}],
                         cards=[_ally("Dog", "Agnes", damage=2), _ally("Cat", "Roland", damage=1)]))
    assert trace.final_state["cards"]["Dog"]["damage"] == 1  # Cat is Roland's: no option, the only one taken
    assert trace.final_state["cards"]["Cat"]["damage"] == 1


def test_a_controller_selector_of_an_unknown_name_is_refused(world):
    with pytest.raises(SituationError, match="unknown name or selector"):
        situation_from_data(_ability(world, [{"effect": "heal-damage", "amount": 1,
                                              "to": "an-ally-asset-controlled-by:Nobody"}]))
