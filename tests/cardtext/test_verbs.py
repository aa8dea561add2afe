"""Verbs whose shapes the lowering now takes: an enemy attacking ("X attacks you"), an investigator
healing itself ("You heal 1 horror"). Real card texts; the effects restate what the text says, and a
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
