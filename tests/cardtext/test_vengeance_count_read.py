""""vengeance points in the victory display" is the engine's count ``vengeance-in-victory-display``
(:func:`kb.cardtext.counts.count_of`): Vengeance X points count only where a card refers to them. The engine's side is
``tests/engine/conformance/test_conformance_vengeance_points.py``."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.counts import count_of


def test_vengeance_points_in_the_victory_display_are_one_count():
    assert count_of("vengeance points in the victory display", False) == "vengeance-in-victory-display"
    assert count_of("the number of vengeance points in the victory display", False) == "vengeance-in-victory-display"


def test_an_objective_on_vengeance_points_reads_as_a_bounded_count():
    result = parse_card_text("Objective - If there are 5 or more vengeance points in the victory display, advance.",
                             name="The Trail", type_code="act")
    assert not result.gaps
    assert result.to_json()["card"]["objective"]["condition"] == {"count": "vengeance-in-victory-display",
                                                                   "at-least": 5}


def test_a_forced_condition_on_vengeance_points_is_its_condition():
    result = parse_card_text("Forced - At the end of the round, if there are 3 or more vengeance points in the victory "
                             "display: Place 1 doom on the current agenda.", name="The Trail", type_code="act")
    (ability,) = [a.to_situation() for a in result.abilities]
    assert not result.gaps and ability["condition"] == {"count": "vengeance-in-victory-display", "at-least": 3}
