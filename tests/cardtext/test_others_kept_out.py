"""A count of investigators at the card's location (:mod:`kb.cardtext.counts`: investigators and enemies are *at* a
location, "at @self" is at the location the card is or is at), and the restriction "If there is an investigator at X,
other investigators cannot enter X" (:func:`kb.cardtext.constant_restrict.others_kept_out`): the others are every
investigator who could enter, under the condition."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.conditions import parse_condition


@pytest.mark.parametrize(("printed", "condition"), [
    ("if there is an investigator at @self", {"count": "investigator-at-this-location", "at-least": 1}),
    ("if there are no investigators at this location", {"count": "investigator-at-this-location", "at-most": 0}),
    ("if there are 2 or more investigators at this location", {"count": "investigator-at-this-location",
                                                               "at-least": 2}),
    ("if there is an enemy at @self", {"count": "enemy-at-this-location", "at-least": 1}),
    ("if there are no clues on this location", {"count": "clue-on-this-location", "at-most": 0}),
])
def test_who_and_what_is_at_a_location_is_counted(printed, condition):
    assert parse_condition(printed) == condition


def test_other_investigators_cannot_enter_an_occupied_location():
    result = parse_card_text("If there is an investigator at Quiet Brook, other investigators cannot enter Quiet Brook.",
                             name="Quiet Brook", type_code="location")
    assert result.gaps == ()
    (ability,) = result.abilities
    situation = ability.to_situation()
    assert situation["applies-to"] == {"event": "move", "what": "self", "who": "investigator"}
    assert situation["condition"] == {"count": "investigator-at-this-location", "at-least": 1}


def test_other_investigators_with_a_verb_that_needs_no_entering_is_not_read_so():
    result = parse_card_text("If there is an investigator at Quiet Brook, other investigators cannot draw cards.",
                             name="Quiet Brook", type_code="location")
    assert not any(a.to_situation().get("applies-to", {}).get("who") == "investigator" for a in result.abilities)
