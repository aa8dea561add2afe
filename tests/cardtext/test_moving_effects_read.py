"""Reading enemies moved by card effects: one named as printed, toward (or until it enters) its prey's location, what
the move recorded, and "does not" forbidding as "cannot" does for a duration. One test a grammar rule, from the
rule's own shape and a few real texts."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str, type_code: str):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("sentence", "effect"), [
    ("Move The Experiment 1 location toward the Dormitories.",
     {"effect": "move-enemy", "enemy": "The Experiment", "toward": "Dormitories", "amount": 1}),
    ("Move Dianne Devine to your location.", {"effect": "move-enemy", "enemy": "Dianne Devine", "to": "your-location"}),
    ("Move The Rougarou twice toward you.", {"effect": "move-enemy", "enemy": "The Rougarou", "toward": "you",
                                            "amount": 2}),
])
def test_an_enemy_named_as_printed_is_the_one_moved(sentence, effect):
    got, gaps = _read(f"<b>Forced</b> - At the end of the round: {sentence}", "Lost in Time", "agenda")
    assert got == [effect] and gaps == []


@pytest.mark.parametrize(("text", "effect"), [
    ("<b>Forced</b> - At the end of the round: Move it (one location at a time) until it enters its prey's location.",
     {"effect": "move-enemy-until", "enemy": "self", "toward": "prey"}),
    ("<b>Forced</b> - At the end of the round: @self moves 1 location toward its prey.",
     {"effect": "move-enemy", "enemy": "self", "toward": "prey", "amount": 1}),
])
def test_its_prey_is_where_the_moving_enemy_goes(text, effect):
    got, gaps = _read(text, "Swift Byakhee", "enemy")
    assert got == [effect] and gaps == []


def test_a_walk_records_the_locations_moved_and_does_not_forbids_its_attack_this_phase():
    text = ("<b>Prey</b> - Lowest remaining sanity.\nHunter. Retaliate.\n<b>Forced</b> - When Swift Byakhee would "
            "move via the hunter keyword: Instead, move it (one location at a time) until it enters its prey's "
            "location. If it moved more than one location by this effect, it does not attack this phase.")
    got, gaps = _read(text, "Swift Byakhee", "enemy")
    assert gaps == []
    walk, then = got[0]["effects"]
    assert walk == {"effect": "move-enemy-until", "enemy": "self", "toward": "prey"}
    assert then["condition"] == {"count": "location-moved-by-this-effect", "at-least": 2}
    assert then["effects"] == [{"effect": "lasting", "duration": "until-end-of-phase", "cannot": True,
                                "applies-to": {"event": "enemy-attack", "source": "self"}}]


@pytest.mark.parametrize(("sentence", "applies"), [
    ("It does not attack this phase.", {"event": "enemy-attack", "source": "self"}),
    ("You do not gain resources this turn.", {"event": "gain-resources", "who": "you"}),
])
def test_does_not_with_a_duration_forbids_as_cannot_does(sentence, applies):
    got, gaps = _read(f"<b>Forced</b> - After you draw a card: {sentence}", "Swift Byakhee", "enemy")
    assert gaps == [] and got[0]["cannot"] is True and got[0]["applies-to"] == applies


def test_does_not_with_no_duration_stays_a_gap():
    result = parse_card_text("<b>Forced</b> - After you draw a card: It does not attack.", name="Swift Byakhee",
                             type_code="enemy")
    assert not result.runnable and result.gaps


def test_each_of_them_after_a_condition_that_found_enemies_is_every_one_it_found():
    got, gaps = _read("<b>Revelation</b> - If there are 1 or more unengaged [[Criminal]] enemies in play, each of them "
                      "moves 1 location toward you.", "Hunted Down", "treachery")
    assert gaps == [] and got[0]["effects"] == [{"effect": "move-enemy", "enemy": "each-unengaged-criminal-enemy-in-play",
                                                 "toward": "you", "amount": 1}]


def test_it_after_such_a_condition_is_still_one_of_them_chosen():
    got, gaps = _read("<b>Revelation</b> - If there is a [[Monster]] enemy at your location, deal 1 damage to it.",
                      "Lurking", "treachery")
    assert gaps == [] and got[0]["effects"][0] == {"effect": "choose", "to": "a-monster-enemy-at-your-location"}


def test_each_of_them_with_nothing_found_before_it_stays_a_gap():
    result = parse_card_text("<b>Revelation</b> - Each of them moves 1 location toward you.", name="Hunted",
                             type_code="treachery")
    assert not result.runnable and result.gaps


@pytest.mark.parametrize(("text", "type_code"), [
    ("<b>Revelation</b> - You cannot move from your location this round.", "treachery"),
    ("<b>Revelation</b> - Test [willpower] (3). If you fail, you cannot move from this location this round.",
     "treachery"),  # "this location" on a card at no location: where you are
])
def test_you_cannot_move_from_where_you_are_forbids_every_move(text, type_code):
    result = parse_card_text(text, name="Claws", type_code=type_code)
    lasting = [e for a in result.abilities for e in a.effects]
    lasting = lasting[0].get("fail", lasting)
    assert result.gaps == () or not result.gaps
    assert lasting[-1] == {"effect": "lasting", "duration": "until-end-of-round", "cannot": True,
                           "applies-to": {"event": "move", "who": "you"}}


def test_until_it_reaches_reads_as_until_it_enters():
    got, gaps = _read("<b>Forced</b> - At the end of the round: Move @self (one location at a time) until it reaches "
                      "your location.", "Lurker", "enemy")
    assert gaps == [] and got == [{"effect": "move-enemy-until", "enemy": "self", "toward": "your-location"}]


@pytest.mark.parametrize("joined", ["If you succeed, if the enemy is non-[[Elite]],",
                                    "If you succeed and the enemy is non-[[Elite]],"])
def test_a_result_with_a_nested_condition_reads_as_one_joined_by_and(joined):
    result = parse_card_text(f"<b>Evade.</b> {joined} evade the enemy and move it to a connecting location.",
                             name="Bait and Switch", type_code="event")
    assert not result.gaps
    evade = result.to_json()["card"]["effects"][0]
    assert evade["success"][0]["condition"] == {"count": "test-against:non-elite-enemy", "at-least": 1}
    assert evade["success"][0]["effects"] == [{"effect": "evade", "enemy": "tested-enemy", "automatic": True},
                                              {"effect": "move-enemy", "enemy": "tested-enemy",
                                               "to": "a-connecting-location"}]


def test_the_enemy_outside_a_designated_fight_or_evasion_stays_a_gap():
    result = parse_card_text("<b>Revelation</b> - Move the enemy to a connecting location.", name="Bait",
                             type_code="treachery")
    assert result.gaps


@pytest.mark.parametrize("what", ["the effects of the move", "that move"])
def test_cancel_the_move_in_a_when_move_window(what):
    got, gaps = _read(f"<b>Forced</b> - When you move out of this location: Cancel {what}.", "Arkham Woods",
                      "location")
    assert gaps == [] and got == [{"effect": "cancel"}]


def test_cancel_the_move_after_it_happened_stays_a_gap_saying_why():
    result = parse_card_text("<b>Forced</b> - After you move out of this location: Cancel the effects of the move.",
                             name="Arkham Woods", type_code="location")
    assert any("'when … move' triggering condition" in u.reason for u in result.unsupported)
