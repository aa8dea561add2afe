"""The verb frame "give control of <card> to <investigator>" (``giving.py``): the engine's ``take-control`` by the
investigator the phrase after "to" composes (Ownership and Control); any other giving is refused with its reason."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str, type_code: str):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


@pytest.mark.parametrize(("text", "effect"), [
    ("[fast] Exhaust Daniel Chesterfield: Give control of him to another investigator at your location.",
     {"effect": "take-control", "who": "an-other-investigator-at-your-location"}),
    ("[action]: Give control of Daniel Chesterfield to an investigator at your location.",
     {"effect": "take-control", "who": "an-investigator-at-your-location"}),
    ("[action]: Give control of Lita Chantler to the lead investigator.",
     {"effect": "take-control", "to": "Lita Chantler", "who": "lead-investigator"}),
])
def test_control_given_is_taken_by_the_investigator_named(text, effect):
    got, gaps = _read(text, "Daniel Chesterfield", "asset")
    assert got == [effect] and not gaps


@pytest.mark.parametrize("text", [
    "[action]: Give control of an asset you control to another investigator at your location.",  # a choice anew
    "[action]: Give control of him to you.",  # nothing changes hands
    "[action]: Give 2 resources to another investigator at your location.",  # not control
])
def test_giving_what_the_engine_cannot_hand_over_is_refused(text):
    got, gaps = _read(text, "Daniel Chesterfield", "asset")
    assert not got and gaps


@pytest.mark.parametrize(("text", "trigger"), [
    ("<b>Objective</b> - When you take control of \"Jazz\" Mulligan, advance.",
     {"event": "take-control", "who": "you", "what": "\"Jazz\" Mulligan"}),
    ("[reaction] After an investigator takes control of Lita Chantler: Gain 2 resources.",
     {"event": "take-control", "who": "investigator", "what": "Lita Chantler"}),
])
def test_taking_control_is_a_triggering_condition(text, trigger):
    """"you take control of X" (``trigger_control.py``): the engine's ``take-control`` event, its who and what."""
    result = parse_card_text(text, name="Rice's Whereabouts", type_code="act")
    assert result.abilities[0].trigger == trigger and not result.gaps


def test_taking_control_of_tokens_is_no_such_trigger():
    result = parse_card_text("[reaction] After you take control of 1 of the clues on Lita Chantler: Gain 2 resources.",
                             name="X", type_code="asset")
    assert (result.abilities[0].trigger or {}).get("event") != "take-control"


def test_a_trade_among_investigators_is_a_gap_saying_so_whole():
    result = parse_card_text("Investigators at your location may give or trade any number of [[Item]] assets, "
                             "[[Ally]] assets, or resources among one another.", name="Teamwork", type_code="event")
    (gap,) = result.unsupported
    assert gap.text.endswith("among one another") and "trade" in gap.reason
