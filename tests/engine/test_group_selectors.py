"""Investigators picked as a group: each investigator at the same location as any copy of a card (``each-investigator-at:
location-of:copies-of:<Title>``), each investigator who controls a card (``each-investigator-controlling:``; Control),
and the count of the investigators at such a location (``investigator-at-location-of:``). Several investigators
testing make their tests one at a time, in player order (Priority of Simultaneous Resolution), each taking his or her
own results (ST.7)."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data
from tests.engine.conftest import texts


def _brood(name: str, location: str) -> dict:
    return {"name": name, "type": "enemy", "fight": 4, "health": 6, "evade": 3, "location": location,
            "attack": {"damage": 1, "horror": 1}}


def _revelation(world, effects, *, cards=()):
    """Roland activates Relic, an asset whose action ability is ``effects``; ``cards`` are added to the board."""
    world["cards"] = [{"name": "Relic", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": effects}]}, *cards]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Relic"}]
    return world


def _where(world, **at):
    for inv in world["investigators"]:
        inv["location"] = at.get(inv["name"], inv["location"])
    return world


def test_each_investigator_at_the_same_location_as_a_copy_is_dealt_damage_wherever_any_copy_is(world, run):
    """"the same location as a Brood of Yog-Sothoth": any copy of the card by its title, every location with one."""
    world["investigators"].append({"name": "Daisy", "location": "Cellar", "health": 5, "sanity": 9})
    world["locations"].append({"name": "Cellar", "connections": ["Hall"], "clues": 0, "shroud": 1})
    world = _where(world, Agnes="Attic")
    trace = run(_revelation(world, [{"effect": "deal-damage", "amount": 1,
                                     "to": "each-investigator-at:location-of:copies-of:Brood"}],
                            cards=[_brood("Brood", "Attic"), _brood("Brood #2", "Cellar")]))
    hurt = {n: i["damage"] for n, i in trace.final_state["investigators"].items()}
    assert hurt == {"Roland": 0, "Agnes": 1, "Daisy": 1}


def test_investigators_at_the_same_location_as_a_copy_test_one_at_a_time_in_player_order(world, run, find):
    """Priority of Simultaneous Resolution: each tester's test in player order; ST.7: each takes his or her own
    results ("For each point he or she fails by, he or she takes 1 damage")."""
    world["investigators"][1]["skills"] = {"willpower": 1, "intellect": 1, "combat": 1, "agility": 1}
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}, {"who": "Agnes", "tokens": ["0"]}]
    fail = [{"effect": "for-each", "count": "point-failed-by",
             "effects": [{"effect": "deal-damage", "amount": 1, "to": "testing-investigator"}]}]
    trace = run(_revelation(world, [{"effect": "test", "skill": "agility", "difficulty": 3, "fail": fail,
                                     "who": "each-investigator-at:location-of:copies-of:Brood"}],
                            cards=[_brood("Brood", "Hall")]))
    hurt = {n: i["damage"] for n, i in trace.final_state["investigators"].items()}
    assert hurt == {"Roland": 1, "Agnes": 2}  # agility 2 and 1 against 3
    assert find(trace, "ST.1: Roland begins") < find(trace, "ST.1: Agnes begins")


def test_no_copy_in_play_picks_no_investigator(world, run):
    """Effects: an effect with nothing to resolve on does nothing (a copy set aside is out of play)."""
    world["set-aside"] = [{k: v for k, v in _brood("Brood", "Hall").items() if k != "location"}]
    trace = run(_revelation(world, [{"effect": "deal-damage", "amount": 1,
                                     "to": "each-investigator-at:location-of:copies-of:Brood"}]))
    assert all(i.get("damage", 0) == 0 for i in trace.final_state["investigators"].values())


def test_each_investigator_who_controls_a_copy_and_no_one_else(world, run):
    """Control: the investigator who controls a card is its controller; each such one is picked, once."""
    reveler = {"name": "Reveler", "type": "asset", "controller": "Agnes", "health": 2, "sanity": 2}
    trace = run(_revelation(world, [{"effect": "deal-horror", "amount": 1,
                                     "to": "each-investigator-controlling:copies-of:Reveler"}],
                            cards=[reveler, {**reveler, "name": "Reveler #2"}]))
    scared = {n: i["horror"] for n, i in trace.final_state["investigators"].items()}
    assert scared == {"Roland": 0, "Agnes": 1}


def test_a_test_you_make_and_each_investigator_who_controls_a_copy_also_makes(world, run, find):
    """"Test [willpower] (4). Each investigator who controls an Innocent Reveler must also perform this skill test":
    you, and each controller, in player order, you once."""
    reveler = {"name": "Reveler", "type": "asset", "controller": "Agnes", "health": 2, "sanity": 2}
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}, {"who": "Agnes", "tokens": ["0"]}]
    fail = [{"effect": "deal-horror", "amount": 1, "to": "testing-investigator"}]
    trace = run(_revelation(world, [{"effect": "test", "skill": "willpower", "difficulty": 4, "fail": fail,
                                     "who": "each-of:you|each-investigator-controlling:copies-of:Reveler"}],
                            cards=[reveler]))
    scared = {n: i["horror"] for n, i in trace.final_state["investigators"].items()}
    assert scared == {"Roland": 1, "Agnes": 1}


@pytest.mark.parametrize("count, held", [("investigator-at-location-of:Brood", True),
                                         ("investigator-at-location-of:Nothing Here", False)])
def test_a_count_of_investigators_at_the_same_location_as_a_card(world, run, count, held):
    """"If there are no investigators at the same location as a Brood of Yog-Sothoth, … gains surge"."""
    cards = [_brood("Brood", "Attic"), {"name": "Nothing Here", "type": "enemy", "fight": 1, "health": 1, "evade": 1,
                                         "location": "Attic", "attack": {"damage": 0, "horror": 0}}]
    world = _where(world, Agnes="Attic") if held else world
    trace = run(_revelation(world, [{"effect": "if", "condition": {"count": count, "at-most": 0},
                                     "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}],
                                     "otherwise": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}],
                            cards=cards))
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["horror"], roland["damage"]) == ((0, 1) if held else (1, 0))


@pytest.mark.parametrize("selector, says", [("copies-of:Nobody", "no card titled 'Nobody'"),
                                            ("each-investigator-controlling:Nobody", "unknown name or selector")])
def test_a_group_of_an_unknown_card_is_refused(world, selector, says):
    with pytest.raises(SituationError, match=says):
        situation_from_data(_revelation(world, [{"effect": "deal-damage", "amount": 1, "to": selector}]))


def test_the_trace_names_each_investigator_picked(world, run):
    trace = run(_revelation(world, [{"effect": "deal-damage", "amount": 1,
                                     "to": "each-investigator-at:location-of:copies-of:Brood"}],
                            cards=[_brood("Brood", "Hall")]))
    assert any("Roland" in t and "damage" in t for t in texts(trace))
    assert any("Agnes" in t and "damage" in t for t in texts(trace))


@pytest.mark.parametrize(("at", "counted"), [("Hall", 0), ("Attic", 1)])
def test_a_card_title_in_the_plural_counts_its_copies(world, run, at, counted):
    """"If there are no Masked Carnevale-Goers at your location": the title in the plural names any copy of it."""
    goer = {"name": "Masked Carnevale-Goer", "type": "asset", "location": "Attic", "health": 1, "sanity": 1}
    world = _where(world, Roland=at)
    trace = run(_revelation(world, [{"effect": "if", "condition": {
        "count": "in-play:masked_carnevale_goers-card-at-your-location", "at-most": 0},
        "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}], cards=[goer]))
    assert trace.final_state["investigators"]["Roland"]["horror"] == (1 if counted == 0 else 0)


def test_a_trait_printed_as_a_title_picks_every_card_of_it(world, run):
    """Card text prints a trait where it prints a title ("each Cultist"): either is the card's (``titled``)."""
    cultist = {**_brood("Acolyte", "Hall"), "traits": ["Cultist"]}
    trace = run(_revelation(world, [{"effect": "deal-damage", "amount": 1, "to": "copies-of:Cultist"}],
                            cards=[cultist]))
    assert trace.final_state["cards"]["Acolyte"]["damage"] == 1
