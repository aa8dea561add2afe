"""The verb frame that changes the base value of skills (Base Value: "unless otherwise specified"): "<set|raise> the
base value of your <skills> to N", "double the base value of your <skill(s)>", lowered to a constant's
``base-value`` on the tests its governed investigators make, under any "while" the caller read."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

KEYS = ("applies-to", "base-value", "condition")


def _constants(text: str, name: str, type_code: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return [{k: v for k, v in a.to_situation().items() if k in KEYS} for a in result.abilities if a.kind == "constant"]


def _based(value: dict[str, Any], **applies: Any) -> list[dict[str, Any]]:
    return [{"applies-to": {"event": "skill-test-begins", "who": "you", **applies}, "base-value": value}]


@pytest.mark.parametrize(("text", "name", "type_code", "abilities"), [
    # the verb says the change; "to N" its amount
    ("Set the base value of your [willpower] and [intellect] to 2.", "Monstrous Transformation", "asset",
     _based({"set": 2, "skills": ["willpower", "intellect"]})),
    ("Raise the base value of your [combat] to 4.", "Test Card", "asset", _based({"raise-to": 4, "skills": ["combat"]})),
    # a list of three skills, commas and "and"
    ("Set the base value of your [willpower], [combat] and [agility] to 3.", "Test Card", "asset",
     _based({"set": 3, "skills": ["willpower", "combat", "agility"]})),
    # "your skill": whichever skill is tested; a "while investigating <place>" the caller read
    ("While you are investigating Opéra Garnier, double the base value of your skill.", "Opéra Garnier", "location",
     _based({"double": True}, via="investigate", what="self")),
    ("Double the base value of your skills.", "Test Card", "asset", _based({"double": True})),
])
def test_a_card_changes_the_base_value_of_skills(text: str, name: str, type_code: str,
                                                  abilities: list[dict[str, Any]]) -> None:
    assert _constants(text, name, type_code) == abilities


def test_skills_chosen_before_stay_a_gap_saying_why() -> None:
    """"each of those skills" names skills an effect chose: no constant holds them as written."""
    gaps = parse_card_text("Set the base value of each of those skills to 6.", name="Test Card",
                           type_code="asset").unsupported
    assert gaps and "chosen before" in gaps[0].reason


@pytest.mark.parametrize("text", [
    "Set the base value of your [willpower] to X.",  # no fixed amount
    "Double the base value of Roland Banks's [combat].",  # an owner the frame does not read
])
def test_a_base_value_frame_it_cannot_read_stays_a_gap(text: str) -> None:
    assert parse_card_text(text, name="Test Card", type_code="asset").gaps
