"""Verbs whose shapes the lowering now takes: an enemy attacking ("X attacks you"), an investigator
healing itself ("You heal 1 horror"), a key phrase remembered or recorded. Real card texts; the effects restate what the text says, and a
shape the engine cannot hold stays a gap with its reason."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _effects(text: str, name: str, type_code: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects]


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    # the enemy itself, by its name or "it"; whom it attacks from the object
    ("<b>Forced</b> - After you fail a skill test while attempting to evade Specter of Death: It attacks you.",
     "Specter of Death", "enemy", [{"effect": "enemy-attacks"}]),
    ("<b>Forced</b> - When the engaged investigator draws a [[Hex]] or [[Pact]] card: Wizard of Yog-Sothoth attacks "
     "that investigator.", "Wizard of Yog-Sothoth", "enemy", [{"effect": "enemy-attacks", "who": "triggering-who"}]),
    # a key phrase kept as printed: remembered, or recorded in the Campaign Log
    ("[action]: Gain 5 resources. Remember that you \"stole from the box office.\" (Group limit once per game.)",
     "Box Office", "location", [{"effect": "gain-resources", "amount": 5},
                                {"effect": "remember", "memory": "you stole from Box Office"}]),
    ("Remember that you have stolen a passenger's luggage.", "Sleeping Car", "event",
     [{"effect": "remember", "memory": "you have stolen a passenger's luggage"}]),
    ('[action] Test [intellect] (4). If you succeed, discard Strange Solution and draw 2 cards. Record in your Campaign '
     'Log that "you have identified the solution."', "Strange Solution", "asset",
     [{"effect": "test", "skill": "intellect", "difficulty": 4, "success": [
         {"effect": "discard", "to": "self"}, {"effect": "draw", "amount": 2},
         {"effect": "remember", "memory": "you have identified the solution", "campaign-log": True}]}]),
    # the subject heals itself
    ("[reaction] After Medico Della Peste enters play: You heal 1 damage.", "Medico Della Peste", "asset",
     [{"effect": "heal-damage", "amount": 1, "to": "you"}]),
])
def test_verb_shape_lowered(text: str, name: str, type_code: str, effects: list[dict[str, Any]]) -> None:
    assert _effects(text, name, type_code) == effects


@pytest.mark.parametrize(("text", "name", "type_code", "reason"), [
    ("<b>Revelation</b> - If Hunting Horror is in play, each enemy at your location attacks you.", "Stalked",
     "treachery", None),
    ("[action] Exhaust Gun: It attacks you.", "Gun", "asset", "only an enemy attacks"),
])
def test_attacks_the_engine_cannot_hold_stay_gaps(text: str, name: str, type_code: str, reason: str | None) -> None:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not result.runnable and result.gaps
    if reason:
        assert any(reason in u.reason for u in result.unsupported)
