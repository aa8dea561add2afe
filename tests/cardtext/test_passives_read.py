"""Passive instructions: a subject, "is"/"are" and participles — the subject is the verb's patient, composed as the
active verb's object is ("Each non-Elite enemy engaged with you is defeated" as "defeat each non-Elite enemy engaged
with you"); killed / driven insane by a card ability (Killed/Insane Investigators), defeated (Defeat)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _effects(text, type_code="event"):
    result = parse_card_text(text, name="Ordeal", type_code=type_code)
    assert not result.gaps, result.gaps
    return dict(result.card)["effects"]


@pytest.mark.parametrize("text, effects", [
    ("You are killed.", [{"effect": "killed"}]),
    ("You are driven insane.", [{"effect": "driven-insane"}]),
    ("You are immediately eliminated and killed.", [{"effect": "killed"}]),  # "eliminated": the fate's own elimination
    ("Each investigator at your location is driven insane.",
     [{"effect": "driven-insane", "who": "each-investigator-at-your-location"}]),
])
def test_an_investigator_killed_or_driven_insane_by_a_card_ability(text, effects):
    assert _effects(text) == effects


def test_the_patient_of_defeated_composes_as_an_object_does():
    """"I'll see you in hell!": an enemy set qualified by a reduced relative, then "you" defeated and a verb after
    "and" that shares the passive's subject."""
    assert _effects("Each non-[[Elite]] enemy engaged with you is defeated. You are defeated and suffer 1 physical "
                    "trauma.") == [{"effect": "defeat", "to": "each-non-elite-enemy-engaged-with-you"},
                                   {"effect": "defeat", "to": "you"}, {"effect": "physical-trauma", "amount": 1}]


def test_a_passive_under_a_condition_is_the_condition_s_effect():
    (eff,) = _effects("If you have no cards in your hand, you are driven insane.")
    assert eff["effect"] == "if" and eff["effects"] == [{"effect": "driven-insane"}]


@pytest.mark.parametrize("text", [
    "You are eliminated.",  # no fate named: the engine would not know what to record
    "That investigator is instead killed.",  # a replacement: "instead" is not idle
    "You are exhausted.",  # no engine verb for the participle here
])
def test_other_passives_stay_gaps(text):
    assert parse_card_text(text, name="Ordeal", type_code="event").gaps
