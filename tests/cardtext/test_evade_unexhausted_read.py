"""A designated evasion's result without its exhausting ("If you successfully evade the enemy, disengage with it but do
not exhaust it" → the evade's ``unexhausted``), and an enemy forbidden to engage you for a duration ("Until the end of
your turn, that enemy cannot engage you" → a lasting 'cannot' on ``engage``, the enemy its ``what``): each rule from
its own shape and printed sentences."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

STEALTH = ("[action] Exhaust Stealth: <b>Evade.</b> The chosen enemy gets -2 evade for this evasion attempt. If you "
           "successfully evade the enemy, disengage with it but do not exhaust it. Until the end of your turn, that "
           "enemy cannot engage you.")


def _effects(text: str, name: str = "Card", type_code: str = "asset") -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return [dict(e) for a in result.abilities for e in a.effects]


def test_do_not_exhaust_it_is_the_evasions_own_result_less_its_exhausting() -> None:
    evade = _effects(STEALTH, "Stealth")[0]
    assert evade["effect"] == "evade" and evade["unexhausted"] is True
    # "disengage with it" restates what the evasion does: no disengage effect of its own
    assert all(e["effect"] != "disengage" for e in evade.get("success", []))


@pytest.mark.parametrize("result", ["do not exhaust it", "disengage from the enemy, but do not exhaust it",
                                    "disengage with that enemy and do not exhaust that enemy"])
def test_the_spared_result_in_other_words(result: str) -> None:
    evade = _effects(f"[action]: <b>Evade.</b> If you successfully evade the enemy, {result}.")[0]
    assert evade == {"effect": "evade", "unexhausted": True}


def test_do_not_exhaust_after_a_failure_or_another_action_is_not_read_so() -> None:
    for text in ("[action]: <b>Evade.</b> If you fail, do not exhaust it.",
                 "[action]: <b>Fight.</b> If you succeed, do not exhaust it."):
        result = parse_card_text(text, name="Card", type_code="asset")
        assert all("unexhausted" not in e for a in result.abilities for e in a.effects)


def test_that_enemy_cannot_engage_you_until_the_end_of_your_turn() -> None:
    success = _effects(STEALTH, "Stealth")[0]["success"]
    assert success == [{"effect": "lasting", "duration": "until-end-of-turn", "cannot": True,
                        "applies-to": {"event": "engage", "what": "tested-enemy", "who": "you"}}]


def test_enemies_by_a_qualifier_cannot_engage_for_the_round() -> None:
    assert _effects("Until the end of the round, non-[[Elite]] enemies cannot engage you.", type_code="event") == [
        {"effect": "lasting", "duration": "until-end-of-round", "cannot": True,
         "applies-to": {"event": "engage", "what": "non-elite-enemy", "who": "you"}}]


def test_cannot_engage_another_investigator_stays_a_gap() -> None:
    result = parse_card_text("Until the end of the round, non-[[Elite]] enemies cannot engage Agnes.", name="Shield",
                             type_code="event")
    assert result.gaps and not result.runnable
