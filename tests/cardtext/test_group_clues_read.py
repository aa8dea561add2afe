"""Clues spent as a group (Costs; Act Deck and Agenda Deck): a group cost before the colon, and an act's objective
about spending (or collecting) the requisite number of clues — the act's ``objective`` field."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


@pytest.mark.parametrize(("head", "name", "type_code", "cost"), [
    ("[fast] The investigators spend 1 [per_investigator] clues, as a group", "The Tide Rises", "agenda",
     {"group-clues": 1, "per-investigator": True}),
    ("[fast] Spend 1 [per_investigator] clues, as a group", "Stalked by Shadows", "act",
     {"group-clues": 1, "per-investigator": True}),
    ("[action] The investigators spend 2 clues per investigator, as a group", "Uncovering the Conspiracy", "act",
     {"actions": 1, "group-clues": 2, "per-investigator": True}),
    ("[action] Investigators in the Museum Halls spend 1 [per_investigator] clues, as a group", "Museum Halls",
     "location", {"actions": 1, "group-clues": 1, "per-investigator": True, "group-at": "this-location"}),
    ("[fast] Investigators at the Attic spend 3 clues, as a group", "Trapped", "act",
     {"group-clues": 3, "group-at": "Attic"}),
])
def test_a_group_clue_cost_read_before_the_colon(head: str, name: str, type_code: str, cost: dict[str, Any]) -> None:
    result = parse_card_text(f"{head}: Draw 1 card.", name=name, type_code=type_code)
    assert result.gaps == ()
    assert result.abilities[0].to_situation()["cost"] == cost


@pytest.mark.parametrize(("text", "objective"), [
    ("Only investigators in the VIP Area may spend the requisite number of clues, as a group, to advance.",
     {"spend-at": "VIP Area"}),
    ("Only investigators at Whateley Ruins may spend the requisite number of clues, as a group, to advance.",
     {"spend-at": "Whateley Ruins"}),
    ("Investigators in the Tomb of Shadows may spend the requisite number of clues, as a group, to advance.",
     {"spend-at": "Tomb of Shadows"}),
    # a location by its trait: any location of the composed filter
    ("Only investigators at a Bayou location may spend the requisite number of clues, as a group, to advance.",
     {"spend-at": "bayou-location"}),
    ("Spend the requisite number of clues to advance.", {}),
    ("When the investigators have collected the requisite number of clues, they must immediately spend them and "
     "advance.", {"collect": True}),
])
def test_an_objective_about_spending_clues_is_the_acts_objective(text: str, objective: dict[str, Any]) -> None:
    result = parse_card_text(f"<b>Objective</b> - {text}", name="Act", type_code="act")
    assert result.gaps == ()
    assert dict(result.card)["objective"] == {**objective, "text": text}


def test_spending_at_a_location_of_a_kind_of_one_word_or_more_is_a_composed_filter() -> None:
    """"At a [[Bayou]] location" (as printed with its trait marked), "at a Sentinel Hill location": any location
    with that trait; "at a bayou location" (no trait: lower case) stays a gap."""
    for printed, spend_at in (("a [[Bayou]] location", "bayou-location"),
                              ("a Sentinel Hill location", "sentinel_hill-location")):
        result = parse_card_text(f"<b>Objective</b> - Only investigators at {printed} may spend the requisite number "
                                 "of clues, as a group, to advance.", name="Finding Lady Esprit", type_code="act")
        assert dict(result.card)["objective"]["spend-at"] == spend_at
    result = parse_card_text("<b>Objective</b> - Only investigators at a bayou location may spend the requisite "
                             "number of clues, as a group, to advance.", name="Finding Lady Esprit", type_code="act")
    assert result.unsupported and "objective" not in dict(result.card)
