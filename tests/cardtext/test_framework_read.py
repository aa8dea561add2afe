"""Constant abilities that change a framework step (:mod:`kb.cardtext.constant_framework`): "Skip the '<step>' step
of the <phase> phase" (the step's own events cannot happen) and "<who> collect / draw N additional … during each upkeep
phase" (the upkeep step's own amount)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.constant_framework import STEP_EVENTS
from kb.engine.situation.vocabulary import FRAMEWORK_STEPS


def _constants(text: str, type_code: str) -> list[dict]:
    result = parse_card_text(text, name="Odd Card", type_code=type_code)
    assert result.gaps == ()
    return [{k: v for k, v in a.to_situation().items() if k in ("applies-to", "cannot", "amount-modifier")}
            for a in result.abilities]


@pytest.mark.parametrize(("text", "abilities"), [
    ("Skip the 'Place 1 doom on the current agenda' step of the Mythos phase.",
     [{"applies-to": {"event": "place-doom", "via": "framework"}, "cannot": True}]),
    ("Skip the \u2018Each investigator draws 1 card and gains 1 resource\u2019 step of the Upkeep phase.",
     [{"applies-to": {"event": "draw-cards", "via": "framework"}, "cannot": True},
      {"applies-to": {"event": "gain-resources", "via": "framework"}, "cannot": True}]),
])
def test_skipping_a_step_forbids_the_events_it_makes(text, abilities):
    assert _constants(text, "agenda") == abilities


@pytest.mark.parametrize(("text", "abilities"), [
    ("You collect 1 additional resource during each upkeep phase.",
     [{"applies-to": {"event": "gain-resources", "who": "you", "via": "framework"}, "amount-modifier": 1}]),
    ("Each investigator draws 1 fewer card during the upkeep phase.",
     [{"applies-to": {"event": "draw-cards", "who": "investigator", "via": "framework"}, "amount-modifier": -1}]),
    ("You gain 2 additional resources during each upkeep phase.",
     [{"applies-to": {"event": "gain-resources", "who": "you", "via": "framework"}, "amount-modifier": 2}]),
])
def test_an_upkeep_amount_changed(text, abilities):
    assert _constants(text, "investigator") == abilities


@pytest.mark.parametrize("text", [
    "Skip the 'Place 1 doom on the current agenda' step of the Upkeep phase.",  # not that phase's step
    "Skip the 'Hunter enemies move' step of the Enemy phase.",  # a step whose own events the engine does not mark
    "You collect 1 additional resource during each enemy phase.",
])
def test_other_steps_stay_gaps(text):
    assert parse_card_text(text, name="Odd Card", type_code="agenda").gaps


def test_the_steps_are_named_as_the_framework_names_them():
    names = {step.name.lower(): (step.phase.value, sid) for sid, step in FRAMEWORK_STEPS.items()}
    assert {name: names[name][0] for name in STEP_EVENTS} == {name: phase for name, (phase, _) in STEP_EVENTS.items()}
