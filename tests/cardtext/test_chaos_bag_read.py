"""Adding chaos tokens to the chaos bag (``chaos_bag.py``): "add 1 [tablet] token to the chaos bag" is
``add-chaos-token`` of that token; "… for the remainder of the campaign" records it in the Campaign Log
(``campaign-log``); any other period is refused, never read as the scenario's."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str = "Harold Walsted", type_code: str = "asset"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


def test_harold_walsted_removed_and_a_tablet_token_for_the_campaign():
    got, gaps = _read("<b>Forced</b> - When Harold Walsted leaves play: Remove him from the game and add 1 [tablet] "
                      "token to the chaos bag for the remainder of the campaign.")
    assert gaps == []
    assert got == [{"effect": "move-card", "zone": "removed"},
                   {"effect": "add-chaos-token", "token": "tablet", "campaign-log": True}]


@pytest.mark.parametrize(("text", "token", "amount"), [
    ("[action]: Add 1 [curse] token to the chaos bag.", "curse", 1),
    ("[action]: Add 2 [bless] tokens to the chaos bag.", "bless", 2),
    ("[action]: Add 1 [elder_thing] token to the chaos bag.", "elder-thing", 1),
    ("[action]: Add 1 -2 token to the chaos bag.", "-2", 1),
])
def test_a_token_for_the_scenario(text, token, amount):
    got, gaps = _read(text, "Test Asset")
    assert gaps == []
    assert got == [{"effect": "add-chaos-token", "token": token, **({"amount": amount} if amount != 1 else {})}]


def test_another_period_is_refused():
    got, gaps = _read("[action]: Add 1 [tablet] token to the chaos bag for the remainder of the game.", "Test Asset")
    assert got == [] and len(gaps) == 1


def test_adding_a_card_is_not_adding_a_token():
    got, gaps = _read("[action]: Add 1 resource to Test Asset.", "Test Asset")
    assert got and got[0]["effect"] != "add-chaos-token"
