""""Before X" opens a triggering condition (Stick to the Plan: "[reaction] Before you draw your opening hand: …"): the
moment before X initiates, which the Rules Reference names with "would" ("When X would occur" resolves before "When X
occurs"): timing ``would`` on X's event, read exactly as "When you would X"."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.triggers import parse_trigger


@pytest.mark.parametrize(("before", "would"), [
    ("Before you draw your opening hand", "When you would draw your opening hand"),
    ("Before you reveal a chaos token", "When you would reveal a chaos token"),
])
def test_before_reads_as_when_would(before, would):
    timing, trigger = parse_trigger(before)
    assert timing == "would"
    assert (timing, trigger) == parse_trigger(would)


def test_a_reaction_before_the_opening_hand_triggers_on_its_draw():
    result = parse_card_text("[reaction] Before you draw your opening hand: Gain 1 resource.", name="Plan",
                             type_code="asset")
    assert result.gaps == ()
    ability = result.abilities[0].to_situation()
    assert ability["timing"] == "would" and ability["trigger"] == {"event": "draw-opening-hand", "who": "you"}


def test_before_with_no_event_after_it_stays_a_gap():
    result = parse_card_text("[reaction] Before the stars are right: Gain 1 resource.", name="Plan", type_code="asset")
    assert result.gaps
