"""What cards say about a test's results, lowered into the engine's effects: results tied to the margin
("If you succeed by 2 or more, …"), "this attack deals +1 damage" as a result, "for each point you failed by"
and "you must either … or …" as results. Each case is a real card's printed text (development cards)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def effects_of(text: str, name: str, type_code: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not result.gaps, result.gaps
    return [dict(e) for e in result.abilities[0].effects]


def _margin(n: int, text: str, *effects: dict[str, Any]) -> dict[str, Any]:
    return {"effect": "by-at-least", "amount": n, "effects": list(effects), "text": text}


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    ("Fast.\n[action]: <b>Fight.</b> If you succeed by 2 or more, this attack deals +1 damage.", "Switchblade",
     "asset", [{"effect": "fight", "success": [_margin(2, "If you succeed by 2 or more, this attack deals +1 damage",
                                                        {"effect": "attack-damage", "amount": 1})]}]),
    # the designator's bonus and the margin's result side by side; another margin, another number
    ("Uses (3 ammo).\n[action] Spend 1 ammo: <b>Fight.</b> You get +2 [combat] for this attack. If you succeed by 2 "
     "or more, this attack deals +1 damage.", ".41 Derringer", "asset",
     [{"effect": "fight", "bonus": 2, "success": [_margin(2, "If you succeed by 2 or more, this attack deals +1 damage",
                                                          {"effect": "attack-damage", "amount": 1})]}]),
    # a past tense "failed by" counts the same points
    ("<b>Revelation</b> - Test [intellect] (3). If you fail, lose 1 action for each point you failed by.",
     "Ephemeral Exhibits", "treachery",
     [{"effect": "test", "skill": "intellect", "difficulty": 3, "fail": [
         {"effect": "for-each", "count": "point-failed-by", "effects": [{"effect": "lose-actions", "amount": 1}],
          "text": "lose 1 action"}]}]),
    # "either X or Y for each point": the for each belongs to the option it ends, not to the choice
    ("<b>Revelation</b> - Test [intellect] (4). If you fail, you must either place 1 doom on the current agenda or "
     "take 1 horror for each point you failed by.", "Black Stars Rise", "treachery",
     [{"effect": "test", "skill": "intellect", "difficulty": 4, "fail": [
         {"effect": "either", "effects": [
             {"effect": "place-doom", "amount": 1},
             {"effect": "for-each", "count": "point-failed-by", "effects": [
                 {"effect": "deal-horror", "amount": 1, "to": "you"}], "text": "take 1 horror"}],
          "text": "you must either place 1 doom on the current agenda or take 1 horror for each point you failed by"}]}]),
])
def test_results_of_a_test_are_lowered(text, name, type_code, effects):
    assert effects_of(text, name, type_code) == effects

