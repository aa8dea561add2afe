"""What a constant ability gives a card while it is active — a keyword gained or lost ("Each Criminal enemy gains
Aloof", "Attached enemy loses retaliate") — and whose "you" a constant on a card no investigator controls speaks of
(a location's "You cannot investigate X while you have 4 or fewer resources"), each replayed from the rules'
sentences."""

from __future__ import annotations

from typing import Any

import pytest
from rulecases import absent, at, run, world

from kb.engine.situation.errors import SituationError


def _ghoul(*keywords: str, **more: Any) -> dict[str, Any]:
    return {"name": "Ghoul", "type": "enemy", "health": 3, "fight": 6, "evade": 6, "keywords": list(keywords),
            "traits": ["Criminal"], "attack": {"damage": 1, "horror": 0}, **more}


def _clover_club(**more: Any) -> dict[str, Any]:
    """An agenda whose constant ability gives each Criminal enemy Aloof."""
    return {"name": "The Clover Club", "type": "agenda", "text": "Each Criminal enemy gains Aloof.",
            "abilities": [{"kind": "constant", "text": "Each Criminal enemy gains Aloof.",
                           "applies-to": {"event": "enters-play", "what": "criminal-enemy"}, "gains": ["aloof"]}],
            **more}


def test_a_card_that_gains_a_keyword_functions_as_if_it_had_it():
    """[ahlcg/rr/gains] "- If a card gains a characteristic (such as an icon, a trait, a keyword, or ability text),
    the card functions as if it possesses the gained characteristic." — a Criminal Ghoul under "Each Criminal enemy
    gains Aloof" cannot be attacked while unengaged, as a printed aloof enemy cannot."""
    data = world(cards=[_ghoul(location="Hall", exhausted=True), _clover_club()],
                 do=[{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}])
    trace = run(data)
    k = at(trace, "Aloof: Ghoul is not engaged with an investigator, so Roland Banks cannot attack it")
    assert "ahlcg/rr/aloof" in trace.steps[k].rules
    assert absent(trace, "ST.1")


def test_a_gained_keyword_holds_only_while_the_constant_ability_is_in_play():
    """[ahlcg/rr/ability/constant-abilities] "The effects of such abilities are active any time the specified
    condition is met" — with no agenda giving it, the Criminal Ghoul is not aloof: it engages Roland at once
    (Enemy Engagement) and can be attacked."""
    data = world(cards=[_ghoul(location="Hall")],
                 do=[{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}])
    trace = run(data)
    assert absent(trace, "Aloof:")
    at(trace, "ST.1")


def test_a_card_that_loses_a_keyword_functions_as_if_it_had_not_got_it():
    """[ahlcg/rr/gains] "- If a card gains a characteristic (such as an icon, a trait, a keyword, or ability text),
    the card functions as if it possesses the gained characteristic." — and its converse, "loses": Fishing Net's
    "Attached enemy loses retaliate" leaves a retaliate Ghoul without it, so a failed attack draws no attack."""
    net = {"name": "Fishing Net", "type": "asset", "controller": "Roland Banks", "attached-to": "Ghoul",
           "abilities": [{"kind": "constant", "text": "Attached enemy loses retaliate.",
                          "applies-to": {"event": "enters-play", "what": "attached"}, "loses": ["retaliate"]}]}
    trace = run(world(cards=[_ghoul("retaliate", engaged="Roland Banks"), net],
                      do=[{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}]))
    at(trace, "ST.7")
    assert absent(trace, "with retaliate")
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 0
    unnetted = run(world(cards=[_ghoul("retaliate", engaged="Roland Banks")],
                         do=[{"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}]))
    at(unnetted, "with retaliate")


def _administration_office(resources: int) -> dict[str, Any]:
    """Roland investigates a location no investigator controls, whose "you" is the investigator interacting with it."""
    data = world(do=[{"who": "Roland Banks", "action": "investigate", "result": "success"}])
    data["investigators"][0]["resources"] = resources
    data["locations"][0]["abilities"] = [
        {"kind": "constant", "text": "You cannot investigate Hall while you have 4 or fewer resources.",
         "applies-to": {"event": "investigate", "who": "you", "what": "self"}, "cannot": True,
         "condition": {"count": "resource-you-have", "at-most": 4}}]
    return data


def test_you_on_a_card_no_one_controls_is_the_investigator_interacting_with_it():
    """[ahlcg/rr/you-your] "An ability on a card in play referencing “you” or “your” refers to the investigator who
    controls, is engaged with, or is currently interacting with the card." — a location's "You cannot investigate
    Hall while you have 4 or fewer resources" forbids Roland with 3 resources, counted as his own, and not with 5
    (Agnes, with 3, does not count: she is not investigating)."""
    poor = run(_administration_office(3))
    k = at(poor, "Roland Banks investigates Hall cannot happen: Hall")
    assert "ahlcg/rr/cannot" in poor.steps[k].rules
    assert poor.final_state["investigators"]["Roland Banks"]["clues"] == 0
    rich = run(_administration_office(5))
    assert absent(rich, "cannot happen")
    assert rich.final_state["investigators"]["Roland Banks"]["clues"] == 1


def _unhallowed(play: str, traits: list[str]) -> dict[str, Any]:
    """Roland, under a constant "You cannot play Ally assets" in his threat area, plays an asset with ``traits``."""
    data = world(cards=[{"name": "Unhallowed Country", "type": "treachery", "threat-area": "Roland Banks",
                         "abilities": [{"kind": "constant", "text": "You cannot play Ally assets.",
                                        "applies-to": {"event": "play-card", "what": "ally-asset", "who": "you"},
                                        "cannot": True}]}],
                 do=[{"who": "Roland Banks", "action": "play", "card": play}])
    data["investigators"][0]["hand"] = [{"name": play, "type": "asset", "cost": 1, "traits": traits}]
    return data


def test_cannot_forbids_exactly_the_cards_its_composed_object_names():
    """[ahlcg/rr/cannot] "If an ability uses the word “cannot,” that effect is absolute." — "You cannot play Ally
    assets" refuses an Ally asset (its trait and its type both named) and lets a non-Ally asset be played."""
    ally = run(_unhallowed("Beat Cop", ["Ally", "Police"]))
    assert absent(ally, "Beat Cop is played")
    assert "Beat Cop" in ally.final_state["investigators"]["Roland Banks"]["hand"]
    item = run(_unhallowed("Flashlight", ["Item", "Tool"]))
    at(item, "Flashlight is played")


def test_a_card_a_constant_says_cannot_leave_play_stays_in_play():
    """[ahlcg/rr/cannot] "If an ability uses the word “cannot,” that effect is absolute." — Sophie's "Sophie cannot
    leave play": an event's "Discard Sophie." leaves her in play, and the trace says which ability kept her."""
    sophie = {"name": "Sophie", "type": "asset", "controller": "Roland Banks",
              "abilities": [{"kind": "constant", "text": "Sophie cannot leave play.",
                             "applies-to": {"event": "leaves-play", "what": "self"}, "cannot": True}]}
    data = world(cards=[sophie], do=[{"who": "Roland Banks", "action": "play", "card": "Drop"}])
    data["investigators"][0]["hand"] = [{"name": "Drop", "type": "event", "cost": 0, "text": "Discard Sophie.",
                                         "effects": [{"effect": "discard", "to": "Sophie"}]}]
    trace = run(data)
    k = at(trace, "Sophie cannot leave play: it stays in play")
    assert "ahlcg/rr/cannot" in trace.steps[k].rules
    assert trace.final_state["cards"]["Sophie"]["zone"] == "play"


def _easttown(play: str, traits: list[str]) -> dict[str, Any]:
    """Roland (5 resources) at a location whose constant reduces the cost of each Ally asset played there by 2."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": play}])
    data["locations"][0]["abilities"] = [
        {"kind": "constant", "text": "While you are in Hall, reduce the cost of each Ally asset you play by 2.",
         "applies-to": {"event": "play-card", "who": "investigator-at-this-location", "what": "ally-asset"},
         "cost-modifier": -2}]
    data["investigators"][0]["hand"] = [{"name": play, "type": "asset", "cost": 3, "traits": traits}]
    return data


def test_a_cost_modifier_applies_to_exactly_the_cards_its_composed_object_names():
    """[ahlcg/rr/modifiers] "The game state constantly checks and (if necessary) updates the count of any variable
    value or quantity that is being modified." — "reduce the cost of each Ally asset you play by 2": an Ally asset
    costs 1, a non-Ally asset its printed 3."""
    ally = run(_easttown("Beat Cop", ["Ally", "Police"]))
    at(ally, "Beat Cop is played")
    assert ally.final_state["investigators"]["Roland Banks"]["resources"] == 4
    item = run(_easttown("Flashlight", ["Item", "Tool"]))
    at(item, "Flashlight is played")
    assert item.final_state["investigators"]["Roland Banks"]["resources"] == 2


def _walsted(where: str) -> dict[str, Any]:
    """Roland, with "You get +2 [intellect] while investigating Miskatonic locations", investigates ``where``."""
    data = world(do=[{"who": "Roland Banks", "action": "investigate", "result": "success"}])
    data["investigators"][0]["location"] = where
    data["investigators"][0]["abilities"] = [
        {"kind": "constant", "text": "You get +2 [intellect] while investigating Miskatonic locations.",
         "applies-to": {"event": "skill-test-begins", "who": "you", "via": "investigate",
                        "what": "miskatonic-location", "skill": "intellect"}, "skill-modifier": 2}]
    data["locations"][0]["traits"] = ["Miskatonic"]
    return data


def test_a_skill_modifier_while_investigating_applies_only_against_the_locations_it_names():
    """[ahlcg/rr/modifiers] "The game state constantly checks and (if necessary) updates the count of any variable
    value or quantity that is being modified." — "+2 [intellect] while investigating Miskatonic locations": ST.5
    adds it investigating the Miskatonic Hall, not the Attic."""
    hall = run(_walsted("Hall"))
    assert "intellect 3 + 2 (Roland Banks) = 5" in hall.steps[at(hall, "ST.5")].text
    attic = run(_walsted("Attic"))
    assert "intellect 3 = 3" in attic.steps[at(attic, "ST.5")].text


def test_a_keyword_the_engine_has_no_rule_for_is_refused_with_the_word_meant():
    """[ahlcg/rr/gains] Bad input: a situation giving a card a keyword the keyword table does not hold is refused, with
    the keyword probably meant; a keyword given by a constant that names no card (its ``enters-play``) likewise."""
    data = world()
    data["locations"][0]["abilities"] = [{"kind": "constant", "applies-to": {"event": "enters-play", "what": "enemy"},
                                          "gains": ["alof"]}]
    with pytest.raises(SituationError, match="unknown keyword 'alof'; did you mean 'aloof'"):
        run(data)
    data["locations"][0]["abilities"] = [{"kind": "constant", "applies-to": {"event": "fight", "what": "enemy"},
                                          "gains": ["aloof"]}]
    with pytest.raises(SituationError, match="'gains' is for a constant or lasting ability that applies to"):
        run(data)
