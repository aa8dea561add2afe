"""A pronoun after a condition: one of the enemies a "there is a …" condition found, chosen (``choose``, then
``chosen``: Target — with several, the players choose; "(if there is more than one, choose one)" says so); a card a
test's condition names in play by its printed name ("If you fail and Cnidathqua is in play, it attacks you"); and an
attack's triggering condition whose attacked investigator is not read, refused rather than any investigator — each
rule from its own shape and a few printed texts."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, type_code: str = "treachery", name: str = "Omen") -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.reason for g in result.gaps]


def _token(text: str) -> dict[str, Any]:
    result = parse_card_text(text, name="Scenario", type_code="scenario")
    assert result.gaps == ()
    return result.to_json()["card"]["chaos-tokens"][0]


@pytest.mark.parametrize(("condition", "choice", "after"), [
    ("there is a ready [[Ghoul]] enemy at your location", "a-ready-ghoul-enemy-at-your-location",
     [{"effect": "enemy-attacks", "enemy": "chosen"}]),
    ("there is an exhausted enemy in play", "an-exhausted-enemy-in-play", [{"effect": "ready", "to": "chosen"}]),
    ("there is a [[Monster]] enemy at your location", "a-monster-enemy-at-your-location",
     [{"effect": "deal-damage", "amount": 1, "to": "chosen"}, {"effect": "exhaust", "to": "chosen"}]),
])
def test_a_pronoun_after_there_is_an_enemy_names_one_chosen_among_those_found(condition, choice, after):
    verb = {"enemy-attacks": "it attacks you", "ready": "ready it", "deal-damage": "deal 1 damage to it and exhaust it"}
    effects, gaps = _read(f"<b>Revelation</b> - If {condition}, {verb[after[0]['effect']]}.")
    assert gaps == []
    assert effects[0]["effects"] == [{"effect": "choose", "to": choice}, *after]


def test_the_reminder_choose_one_among_several_is_the_choice_itself():
    line = _token("[tablet]: -2. If there is a ready [[Ghoul]] enemy at your location, it attacks you (if there is "
                  "more than one, choose one).")
    assert line["effects"][0]["effects"] == [{"effect": "choose", "to": "a-ready-ghoul-enemy-at-your-location"},
                                             {"effect": "enemy-attacks", "enemy": "chosen"}]


def test_no_pronoun_no_choice():
    effects, gaps = _read("<b>Revelation</b> - If there is a ready enemy at your location, take 1 horror.")
    assert gaps == [] and [e["effect"] for e in effects[0]["effects"]] == ["deal-horror"]


@pytest.mark.parametrize("text", [
    # none found: nothing for the pronoun to name
    "<b>Revelation</b> - If there are no ready enemies at your location, ready it.",
    # the next sentence: the choice was never made there
    "<b>Revelation</b> - If there is a ready enemy at your location, take 1 horror. Exhaust it.",
])
def test_a_pronoun_with_no_enemy_found_for_it_stays_refused(text):
    _, gaps = _read(text)
    assert gaps


def test_a_card_a_test_condition_names_in_play_is_the_pronouns():
    line = _token("[elder_thing]: -4. If you fail and Cnidathqua is in play, it attacks you.")
    assert line["if-fail"] == [{"effect": "if", "condition": {"count": "in-play:Cnidathqua", "at-least": 1},
                                "effects": [{"effect": "enemy-attacks", "enemy": "Cnidathqua"}],
                                "text": "If you fail and Cnidathqua is in play, it attacks you"}]


def test_an_attack_trigger_whose_attacked_investigator_is_not_read_is_refused_not_widened():
    # (a count after the noun is read: having.py; a superlative is not)
    result = parse_card_text("<b>Forced</b> - When Yithian Starseeker attacks an investigator with the most cards "
                             "in his or her discard pile: Place 1 doom on Yithian Starseeker.",
                             name="Yithian Starseeker", type_code="enemy")
    assert result.abilities[0].trigger.get("event") is None and result.gaps
