"""A designated action's own success said by its verb ("If you successfully evade the enemy, …", "If you successfully
investigate, …": the opening of a result, as "If you succeed, …" is) and "it" in a designated fight's or evasion's
results: the enemy its test is made against (``tested-enemy``), never the card bearing the text."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _action(text: str):
    result = parse_card_text(f"[action]: {text}", name="Test Asset", type_code="asset")
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("text", "action", "success"), [
    ("<b>Evade.</b> If you successfully evade the enemy, gain 1 resource.", "evade",
     [{"effect": "gain-resources", "amount": 1}]),
    ("<b>Investigate.</b> If you successfully investigate, draw 1 card.", "investigate",
     [{"effect": "draw", "amount": 1}]),
    ("<b>Fight.</b> If you successfully attack the enemy, gain 1 resource.", "fight",
     [{"effect": "gain-resources", "amount": 1}]),
])
def test_succeeding_at_the_designated_action_is_its_success(text, action, success):
    effects, gaps = _action(text)
    assert effects == [{"effect": action, "success": success}] and gaps == []


@pytest.mark.parametrize(("text", "success"), [
    ("<b>Evade.</b> If you succeed, deal 1 damage to it.", {"effect": "deal-damage", "amount": 1, "to": "tested-enemy"}),
    ("<b>Evade.</b> If you succeed, disengage with it.", {"effect": "disengage", "enemy": "tested-enemy"}),
    ("<b>Fight.</b> If you succeed, exhaust it.", {"effect": "exhaust", "to": "tested-enemy"}),
])
def test_it_in_a_designated_fights_or_evasions_results_is_the_enemy_tested(text, success):
    effects, gaps = _action(text)
    assert effects[0]["success"] == [success] and gaps == []
