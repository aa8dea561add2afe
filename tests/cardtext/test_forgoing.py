""""[During <a phase>,] you may choose not to gain resources" (``forgoing.py``): a ``declinable`` constant on the
resource gains, its phase the condition's ``during`` — from the frame's shape and the printed sentence (Dark Horse)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


@pytest.mark.parametrize(("text", "condition"), [
    ("During the upkeep phase, you may choose to not gain resources.", {"during": "upkeep-phase"}),  # Dark Horse
    ("During each mythos phase, you may choose not to gain resources.", {"during": "mythos-phase"}),
    ("You may choose not to gain resources.", None),
])
def test_a_choice_not_to_gain_resources_is_a_declinable_gain(text, condition):
    result = parse_card_text(text, name="Dark Horse", type_code="asset")
    assert not result.gaps, result.gaps
    (ability,) = result.abilities
    read = ability.to_situation()
    assert ability.kind == "constant" and read["declinable"] is True
    assert read["applies-to"] == {"event": "gain-resources", "who": "you"}
    assert read.get("condition") == condition


def test_a_choice_to_forgo_what_the_engine_cannot_decline_stays_a_gap_saying_why():
    result = parse_card_text("During the upkeep phase, you may choose not to draw cards.", name="Test Card",
                             type_code="asset")
    (gap,) = result.unsupported
    assert "a choice to forgo what the game gives" in gap.reason
