"""A 'cannot' with an exception (Cannot; Dealing Damage/Horror; Defeat): "cannot be damaged except by Spell cards"
forbids the damage of every source but the ones excepted — the filter's ``except`` part, by ``source`` or ``via``."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from kb.engine.situation.errors import SituationError

#: Poltergeist's exception, as the reader lowers it: the damage of any source but a Spell, Relic or encounter card.
POLTERGEIST = {"kind": "constant", "cannot": True, "text": "Cannot be damaged except by Spell, Relic, or encounter cards.",
               "applies-to": {"event": "damage-dealt", "what": "self",
                              "except": {"source": ["spell-card", "relic-card", "encounter-card"]}}}


def _ghost(world: dict[str, Any], traits: list[str], ability: dict[str, Any] = POLTERGEIST) -> dict[str, Any]:
    """Roland attacks the Poltergeist with a weapon of ``traits``."""
    world["cards"] = [{"name": "Poltergeist", "type": "enemy", "engaged": "Roland", "health": 3, "fight": 1,
                       "evade": 1, "abilities": [ability]},
                      {"name": "Weapon", "type": "asset", "controller": "Roland", "traits": traits,
                       "abilities": [{"kind": "action", "designator": "fight", "effects": [
                           {"effect": "fight", "enemy": "Poltergeist"}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Weapon"}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}]
    return world


def test_cannot_except_damage_from_an_excepted_source_is_dealt(world, run, find):
    """Cannot: "cannot be damaged except by Spell … cards" — a Spell's attack is excepted: its damage is placed."""
    trace = run(_ghost(world, ["Spell"]))
    find(trace, "1 damage on Poltergeist (0 \u2192 1")
    assert trace.final_state["cards"]["Poltergeist"]["damage"] == 1


def test_cannot_except_damage_from_any_other_source_cannot_happen_and_the_trace_says_why(world, run, find):
    """Cannot is absolute for every source the exception does not name: a Weapon's attack deals nothing, and the
    step names the ability and its printed exception."""
    trace = run(_ghost(world, ["Weapon", "Firearm"]))
    step = trace.steps[find(trace, "1 damage dealt to Poltergeist by Roland's attack cannot happen: Poltergeist")]
    assert "except by Spell, Relic, or encounter cards" in step.text and "ahlcg/rr/cannot" in step.rules
    assert trace.final_state["cards"]["Poltergeist"]["damage"] == 0


def test_cannot_except_an_encounter_card_is_a_scenario_card_not_a_weakness(world, run):
    """"encounter cards": a treachery of the scenario deals its damage; a player's weakness treachery does not."""
    for weakness, dealt in ((False, 1), (True, 0)):
        data = _ghost(copy.deepcopy(world), [])
        data["cards"].append({"name": "Falling Rocks", "type": "treachery", "threat-area": "Roland",
                              "weakness": weakness, "abilities": [{"kind": "free", "effects": [
                                  {"effect": "deal-damage", "amount": 1, "to": "Poltergeist"}]}]})
        data["do"] = [{"who": "Roland", "use": "Falling Rocks"}]
        assert run(data).final_state["cards"]["Poltergeist"]["damage"] == dealt


def _mask(world: dict[str, Any], excepted: dict[str, Any]) -> dict[str, Any]:
    world["cards"] = [{"name": "The Man in the Pallid Mask", "type": "enemy", "location": "Hall", "health": 1,
                       "fight": 1, "evade": 1, "abilities": [
                           {"kind": "constant", "cannot": True, "text": "cannot be defeated except by damage",
                            "applies-to": {"event": "defeated", "what": "self", "except": excepted}}]},
                      {"name": "Slayer", "type": "asset", "controller": "Roland", "abilities": [
                          {"kind": "free", "effects": [{"effect": "defeat", "to": "an-enemy-at-your-location"}]}]}]
    return world


def test_cannot_be_defeated_except_by_damage_a_defeat_by_damage_happens(world, run):
    """Defeat: a card is defeated when its damage reaches its health — the excepted way: it is defeated."""
    data = _mask(world, {"via": "damage"})
    data["do"] = [{"who": "Roland", "action": "fight", "enemy": "The Man in the Pallid Mask", "result": "success"}]
    assert run(data).final_state["cards"]["The Man in the Pallid Mask"]["zone"] != "play"


def test_cannot_be_defeated_except_by_damage_a_defeat_by_a_card_ability_cannot_happen(world, run, find):
    """Defeat: "defeated by a card ability" is not by damage: Cannot forbids it, and the enemy stays in play."""
    data = _mask(world, {"via": "damage"})
    data["do"] = [{"who": "Roland", "use": "Slayer"}]
    trace = run(data)
    find(trace, "The Man in the Pallid Mask is defeated cannot happen")
    assert trace.final_state["cards"]["The Man in the Pallid Mask"]["zone"] == "play"


def test_an_exception_on_an_event_without_that_role_is_refused_clearly(world, run):
    """Bad input: an ``except`` naming a role its event lacks is a situation error, not a traceback."""
    data = _mask(world, {"via": "damage"})
    data["cards"][0]["abilities"][0]["applies-to"] = {"event": "play-card", "except": {"via": "damage"}}
    with pytest.raises(SituationError, match="via"):
        run(data)


def _printed(data: dict[str, Any]) -> dict[str, Any]:
    """The Poltergeist with its printed text in place of its lowered ability."""
    data["cards"][0].pop("abilities")
    data["cards"][0]["text"] = POLTERGEIST["text"]
    return data


def test_the_printed_exception_is_read_and_applied(world, run, find):
    """From printed text, as the reader lowers it: a Relic's attack is excepted, a bare-handed one is not (the
    investigator is the source: no card, so no Spell, Relic or encounter card)."""
    relic = run(_printed(_ghost(copy.deepcopy(world), ["Item", "Relic"])))
    assert relic.final_state["cards"]["Poltergeist"]["damage"] == 1
    data = _printed(_ghost(world, []))
    data["do"] = [{"who": "Roland", "action": "fight", "enemy": "Poltergeist", "result": "success"}]
    bare = run(data)
    find(bare, "cannot happen: Poltergeist")
    assert bare.final_state["cards"]["Poltergeist"]["damage"] == 0


def test_cannot_be_defeated_except_by_damage_from_printed_text(world, run, find):
    """"The Man in the Pallid Mask cannot be defeated except by damage", printed on another card (an act)."""
    data = _mask(world, {"via": "damage"})
    data["cards"][0].pop("abilities")
    data["cards"].append({"name": "Search For the Stranger", "type": "act",
                          "text": "The Man in the Pallid Mask cannot be defeated except by damage."})
    data["do"] = [{"who": "Roland", "use": "Slayer"}]
    trace = run(data)
    find(trace, "The Man in the Pallid Mask is defeated cannot happen: Search For the Stranger")
    assert trace.final_state["cards"]["The Man in the Pallid Mask"]["zone"] == "play"


def test_cannot_be_damaged_except_by_story_card_effects(world, run, find):
    """Story cards: a story card's effect damages Hastur; an investigator's attack cannot (Cannot)."""
    world["cards"] = [{"name": "Hastur", "type": "enemy", "location": "Hall", "health": 9, "fight": 1, "evade": 1,
                       "text": "Cannot be damaged except by story card effects."}]
    world["set-aside"] = [{"name": "The Stage Collapses", "type": "story",
                           "effects": [{"effect": "deal-damage", "amount": 2, "to": "Hastur"}]}]
    world["do"] = [{"who": "Roland", "resolve": "The Stage Collapses"},
                   {"who": "Roland", "action": "fight", "enemy": "Hastur", "result": "success"}]
    trace = run(world)
    find(trace, "2 damage on Hastur (0 \u2192 2")
    find(trace, "1 damage dealt to Hastur by Roland's attack cannot happen: Hastur")
    assert trace.final_state["cards"]["Hastur"]["damage"] == 2


def test_cannot_be_damaged_during_act_1_or_act_2_holds_only_at_those_stages(world, run, find):
    """Cannot, for as long as the story stands at act 1 or 2 (the constant's condition on the current act's number):
    at act 2 the attack's damage cannot happen; at act 3 it is dealt."""
    for number, dealt in (("2a", 0), ("3a", 1)):
        data = copy.deepcopy(world)
        data["cards"] = [{"name": "The Ritual", "type": "act", "number": number},
                         {"name": "Possessed Oathspeaker", "type": "enemy", "location": "Hall", "health": 5,
                          "fight": 1, "evade": 1, "text": "Cannot be damaged during act 1 or act 2."}]
        data["do"] = [{"who": "Roland", "action": "fight", "enemy": "Possessed Oathspeaker", "result": "success"}]
        trace = run(data)
        assert trace.final_state["cards"]["Possessed Oathspeaker"]["damage"] == dealt
        if not dealt:
            find(trace, "cannot happen: Possessed Oathspeaker")


#: Schoolhouse's exception, as the reader lowers it: a clue discovered here other than by investigating.
SCHOOLHOUSE = {"kind": "constant", "cannot": True, "text": "You cannot discover clues here except by investigating.",
               "applies-to": {"event": "discover-clues", "what": "this-location", "who": "you",
                              "except": {"via": "investigate"}}}


def _schoolhouse(world: dict[str, Any]) -> dict[str, Any]:
    """Roland in the Hall, which bears Schoolhouse's constant, with a card whose ability discovers a clue there."""
    world["locations"][0]["abilities"] = [SCHOOLHOUSE]
    world["cards"] = [{"name": "Magnifier", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "effects": [{"effect": "discover-clues", "amount": 1}]}]}]
    return world


def test_a_clue_discovered_by_successfully_investigating_is_the_excepted_way(world, run, find):
    """Clues: "A clue at a location can be discovered by successfully investigating the location" — the excepted
    way: Roland's successful investigation takes the clue."""
    data = _schoolhouse(world)
    data["do"] = [{"who": "Roland", "action": "investigate", "result": "success"}]
    trace = run(data)
    find(trace, "Roland takes 1 clue from Hall")
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1


def test_a_clue_discovered_by_a_card_ability_cannot_be_and_the_trace_says_why(world, run, find):
    """Clues: "… or by a card ability" — not by investigating: Cannot forbids it, no clue leaves the Hall, and the
    step names the ability and its printed exception."""
    data = _schoolhouse(world)
    data["do"] = [{"who": "Roland", "use": "Magnifier"}]
    trace = run(data)
    step = trace.steps[find(trace, "Roland discovers 1 clue at Hall cannot happen")]
    assert "except by investigating" in step.text and "ahlcg/rr/cannot" in step.rules
    assert trace.final_state["investigators"]["Roland"]["clues"] == 0
    assert trace.final_state["locations"]["Hall"]["clues"] == 2
