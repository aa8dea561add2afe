"""An objective that lets the act's clue threshold be spent only at a timing point (objective_timed.py: "When the
round ends, investigators in the hallway may, as a group, spend the requisite number of clues to advance")."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.objective_timed import timed_spending
from kb.cardtext.triggers import parse_trigger

THE_BARRIER = ("<b>Objective</b> - When the round ends, investigators in the hallway may, as a group, spend the "
               "requisite number of clues to advance.")


def test_the_timing_point_and_the_location_named_in_lower_case_are_the_objective_field() -> None:
    result = parse_card_text(THE_BARRIER, name="The Barrier", type_code="act")
    assert result.gaps == ()
    assert result.abilities == ()
    objective = dict(result.card)["objective"]
    assert objective["spend-at"] == "Hallway"
    assert objective["spend-when"] == {"timing": "when", "trigger": {"event": "round-ends"}}


def test_at_the_end_of_the_round_names_the_same_timing_point_with_its_own_word() -> None:
    result = parse_card_text("<b>Objective</b> - At the end of the round, the investigators may spend the requisite "
                             "number of clues, as a group, to advance.", type_code="act")
    assert dict(result.card)["objective"]["spend-when"] == {"timing": "at", "trigger": {"event": "round-ends"}}
    assert "spend-at" not in dict(result.card)["objective"]


def test_the_round_ending_is_a_triggering_condition() -> None:
    assert parse_trigger("When the round ends") == ("when", {"event": "round-ends"})


def test_an_objective_opened_by_a_state_or_by_no_timing_point_is_not_timed() -> None:
    assert timed_spending("If there are 3 doom in play, investigators may spend the requisite number of clues to "
                          "advance.") is None
    assert timed_spending("Investigators in the Tomb of Shadows may spend the requisite number of clues, as a group, "
                          "to advance.") is None


def test_a_timed_objective_that_is_no_spending_stays_a_gap() -> None:
    result = parse_card_text("<b>Objective</b> - When the round ends, investigators in the hallway may search the "
                             "encounter deck to advance.", type_code="act")
    assert "objective" not in dict(result.card)
    assert result.gaps
