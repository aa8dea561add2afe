"""A triggered ability's condition after its triggering condition ("At the end of the round, if no investigator
controls Peter Clover"), and triggering conditions of outcomes: a defeat by horror or by damage, a test failed at a
location, a test made on a treachery card. The condition is checked when the triggering condition occurs; unmet, the
ability is not offered (Forced Abilities; Triggered Abilities: "A player must always meet the prerequisites of a
triggered ability in order to trigger that ability")."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

CLOVER = "<b>Forced</b> - At the end of the round, if no investigator controls Clover: Place 1 doom on the current agenda."


def _round_ends(world: dict[str, Any], cards: list[dict[str, Any]]) -> dict[str, Any]:
    world["cards"] = [*cards, {"name": "Agenda 1a", "type": "agenda", "threshold": 9}]
    world.update(round=2, start="4.6", until="4.6")
    return world


def _clover(threat_area: str | None) -> dict[str, Any]:
    """A treachery at the Hall (no one controls it) or in an investigator's threat area (he or she does)."""
    card: dict[str, Any] = {"name": "Clover", "type": "treachery", "text": CLOVER}
    card.update({"threat-area": threat_area} if threat_area else {"location": "Hall"})
    return card


def _doom(trace: Any) -> int:
    return trace.final_state["cards"]["Agenda 1a"]["doom"]


def test_a_card_controlled_by_no_one_meets_the_condition(world, run, find):
    assert parse_card_text(CLOVER, name="Clover", type_code="treachery").abilities[0].to_situation()[
        "condition"] == {"card": "self", "state": "not-controlled-by-any"}
    trace = run(_round_ends(world, [_clover(None)]))
    assert find(trace, "Clover [forced]") > 0
    assert _doom(trace) == 1


def test_a_card_an_investigator_controls_does_not(world, run):
    trace = run(_round_ends(world, [_clover("Agnes")]))
    assert not any(s.text.startswith("Clover [forced]") for s in trace.steps)
    assert _doom(trace) == 0


SPOT = "<b>Forced</b> - At the end of the round, if a ready enemy is at attached location: Place 1 doom on the current agenda."


@pytest.mark.parametrize("exhausted, where, doom", [(False, "Hall", 1), (True, "Hall", 0), (False, "Attic", 0)])
def test_something_in_play_at_attached_location_is_counted_there(world, run, exhausted, where, doom):
    """"if a ready enemy is at attached location": one or more (A, An) ready enemies at the location the card is
    attached to, counted as the round ends."""
    world["investigators"][0]["location"] = world["investigators"][1]["location"] = "Attic" if where == "Hall" \
        else "Hall"  # no one where the enemy is: it stays unengaged
    trace = run(_round_ends(world, [
        {"name": "Spot", "type": "event", "owner": "Roland", "attached-to": "Hall", "text": SPOT},
        {"name": "Ghoul", "type": "enemy", "location": where, "health": 3, "exhausted": exhausted, "keywords": ["aloof"]}]))
    assert _doom(trace) == doom


KEY = "[reaction] When you would be defeated by horror, exhaust Key: Heal 2 horror."


def _attacked(world: dict[str, Any], damage: int, horror: int, attack: dict[str, int]) -> dict[str, Any]:
    """Agnes has a Ghoul attack Roland once (one dealing: its damage and horror placed together); Roland holds what
    is given before it (health 9, sanity 5) and controls Key."""
    world["investigators"][0].update(damage=damage, horror=horror)
    world["investigators"][1]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "enemy-attacks", "enemy": "Ghoul", "who": "Roland"}]}]
    world["turn"] = "Agnes"
    world["do"] = [{"who": "Agnes", "use": "Agnes"}]
    world["cards"] = [{"name": "Key", "type": "asset", "controller": "Roland", "text": KEY},
                      {"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 3, "attack": attack}]
    return world


def test_a_defeat_by_horror_is_one_whose_horror_reached_the_sanity(world, run, find):
    trace = run(_attacked(world, damage=0, horror=4, attack={"damage": 0, "horror": 1}))
    assert find(trace, "'would' window \u2014 Roland is defeated") < find(trace, "Key [reaction]:") \
        < find(trace, "Roland's damage no longer reaches its health, nor its horror its sanity: it is not defeated")
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["horror"] == 3 and not roland["defeated"]  # healed before the defeat resolves (When)


def test_a_defeat_by_damage_alone_is_no_defeat_by_horror(world, run):
    trace = run(_attacked(world, damage=8, horror=0, attack={"damage": 1, "horror": 1}))
    assert not any(s.text.startswith("Key [reaction]") for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["defeated"]


def test_damage_and_horror_reaching_their_bounds_at_once_is_a_defeat_by_either(world, run, find):
    trace = run(_attacked(world, damage=8, horror=4, attack={"damage": 1, "horror": 1}))
    assert find(trace, "Key [reaction]:") > 0
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["horror"] == 3 and roland["defeated"]  # the damage still defeats him


LAB = "<b>Forced</b> - When you fail a [willpower] test in the Lab: Take 1 damage."


def test_a_test_failed_in_a_location_is_one_made_by_an_investigator_there(world, run):
    result = parse_card_text(LAB, name="Lab", type_code="location")
    assert result.abilities[0].to_situation()["trigger"] == {
        "event": "fail-skill-test", "who": "investigator-at-this-location", "skill": "willpower"}
    world["locations"].append({"name": "Lab", "connections": ["Hall"], "shroud": 2, "text": LAB})
    world["locations"][0]["connections"].append("Lab")
    world["investigators"][1]["location"] = "Lab"
    trap = {"kind": "free", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 9, "who": "you"}]}
    world["investigators"][0]["abilities"] = [trap]
    world["investigators"][1]["abilities"] = [trap]
    world["do"] = [{"who": "Roland", "use": "Roland"}, {"who": "Agnes", "use": "Agnes"}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}, {"who": "Agnes", "tokens": ["0"]}]
    trace = run(world)
    assert trace.final_state["investigators"]["Agnes"]["damage"] == 1  # in the Lab
    assert trace.final_state["investigators"]["Roland"]["damage"] == 0  # in the Hall


CHARM = "[reaction] After you succeed at a [willpower] test on a treachery card, exhaust Charm: Gain 1 resource."


@pytest.mark.parametrize("tested, gained", [("Curse", 1), ("Roland", 0)])
def test_a_test_on_a_treachery_card_is_one_its_ability_prompts(world, run, tested, gained):
    """"on a treachery card": the card whose ability prompts the test (ST.1: the occurrence's ``source``)."""
    assert parse_card_text(CHARM, name="Charm", type_code="asset").abilities[0].to_situation()["trigger"] == {
        "event": "succeed-skill-test", "who": "you", "skill": "willpower", "source": "treachery"}
    test = {"kind": "free", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 1}]}
    world["investigators"][0]["abilities"] = [test]
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "text": CHARM},
                      {"name": "Curse", "type": "treachery", "threat-area": "Roland", "abilities": [test]}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}]
    world["do"] = [{"who": "Roland", "use": tested}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5 + gained


WOLF = "[reaction] When your turn begins, if there are no other investigators at your location: Gain 1 resource."


@pytest.mark.parametrize("agnes_at, gained", [("Attic", 1), ("Hall", 0)])
def test_other_investigators_are_those_but_you(world, run, agnes_at, gained):
    """"no other investigators at your location": you are not counted among them."""
    world["investigators"][1]["location"] = agnes_at
    world["cards"] = [{"name": "Wolf", "type": "asset", "controller": "Roland", "text": WOLF}]
    world.update(start="2.2", until="2.2")
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5 + gained


SMITE = "<b>Forced</b> - At the end of the round, if attached enemy is in play: Place 1 doom on the current agenda."


@pytest.mark.parametrize("attached, doom", [(True, 1), (False, 0)])
def test_attached_card_is_the_one_the_bearer_is_attached_to(world, run, attached, doom):
    smite = {"name": "Smite", "type": "treachery", "text": SMITE}
    smite.update({"attached-to": "Ghoul"} if attached else {"location": "Hall"})
    trace = run(_round_ends(world, [{"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 3,
                                     "keywords": ["aloof"]}, smite]))
    assert _doom(trace) == doom


HUNT = "[reaction] When you would draw an encounter card during the mythos phase: Gain 1 resource."


@pytest.mark.parametrize("phase, gained", [("mythos", 1), ("investigation", 0)])
def test_an_event_during_a_phase_is_one_happening_in_it(world, run, phase, gained):
    """"… during the mythos phase": the phase the game is in as the condition occurs (a ``phase`` filter)."""
    assert parse_card_text(HUNT, name="Hunt", type_code="asset").abilities[0].to_situation()["trigger"] == {
        "event": "draw-encounter-card", "who": "you", "phase": "mythos"}
    world["phase"] = phase
    world["encounter-deck"] = [{"name": "Fog", "type": "treachery"}]
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [{"effect": "draw-encounter-card"}]}]
    world["cards"] = [{"name": "Hunt", "type": "asset", "controller": "Roland", "text": HUNT}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5 + gained


SITE = "<b>Forced</b> - At the end of the round, if there are fewer than 2 clues per investigator on Hall: Place 1 " \
       "doom on the current agenda."


@pytest.mark.parametrize("clues, doom", [(3, 1), (4, 0)])
def test_fewer_than_an_amount_per_investigator_is_below_its_product(world, run, clues, doom):
    """Per Investigator: "fewer than 2 clues per investigator" with two investigators is fewer than 4."""
    world["locations"][0].update(clues=clues, text=SITE)
    trace = run(_round_ends(world, []))
    assert _doom(trace) == doom


SHAFT = "<b>Forced</b> - When you would move from Hall to an unrevealed location: Take 1 horror."


@pytest.mark.parametrize("revealed, horror", [(False, 1), (True, 0)])
def test_an_unrevealed_location_is_one_on_its_unrevealed_side(world, run, revealed, horror):
    """Location Cards: a location enters play unrevealed and is revealed as an investigator enters it — so in the
    'would' window of a move it is still unrevealed."""
    assert parse_card_text(SHAFT, name="Hall", type_code="location").abilities[0].to_situation()["trigger"] == {
        "event": "move", "who": "you", "source": "self", "what": "unrevealed-location"}
    world["locations"][0]["text"] = SHAFT
    world["locations"][1]["revealed"] = revealed
    world["do"] = [{"who": "Roland", "action": "move", "to": "Attic"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["horror"] == horror


WINGS = "<b>Forced</b> - At the end of the round, if Ghoul is ready and unengaged: Place 1 doom on the current agenda."


@pytest.mark.parametrize("exhausted, engaged, doom", [(False, False, 1), (True, False, 0), (False, True, 0)])
def test_a_condition_of_two_holds_when_both_do(world, run, exhausted, engaged, doom):
    """"if Winged One is ready and unengaged": the card in both states (``all-of``), the second said with the first's
    subject left out."""
    assert parse_card_text(WINGS, name="Wings", type_code="treachery").abilities[0].to_situation()["condition"] == {
        "all-of": [{"card": "Ghoul", "state": "ready"}, {"card": "Ghoul", "state": "unengaged"}]}
    ghoul: dict[str, Any] = {"name": "Ghoul", "type": "enemy", "health": 3, "exhausted": exhausted}
    ghoul.update({"engaged": "Roland"} if engaged else {"location": "Attic", "keywords": ["aloof"]})
    trace = run(_round_ends(world, [ghoul, {"name": "Wings", "type": "treachery", "location": "Hall",
                                            "text": WINGS}]))
    assert _doom(trace) == doom


FIELDWORK = "[reaction] After you move to a location, if that location has at least 1 clue on it: Gain 1 resource."


@pytest.mark.parametrize("clues, gained", [(1, 1), (0, 0)])
def test_that_location_after_you_moved_is_the_one_you_are_at(world, run, clues, gained):
    """The rule of reference: "that location" is the one the move entered — after the move, your location."""
    assert parse_card_text(FIELDWORK, name="Fieldwork", type_code="asset").abilities[0].to_situation()[
        "condition"] == {"count": "clue-on-your-location", "at-least": 1}
    world["locations"][1]["clues"] = clues
    world["cards"] = [{"name": "Fieldwork", "type": "asset", "controller": "Roland", "text": FIELDWORK}]
    world["do"] = [{"who": "Roland", "action": "move", "to": "Attic"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5 + gained
