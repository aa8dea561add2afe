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


@pytest.mark.parametrize(("text", "name", "type_code", "cost", "effects"), [
    ("If investigators in the Dormitories spend 3 [per_investigator] clues, as a group: <b>(\u2192R2)</b>",
     "Dormitories", "location", {"group-clues": 3, "per-investigator": True, "group-at": "this-location"},
     [{"effect": "resolution", "to": "R2"}]),
    ("If investigators in the Faculty Offices spend 2 [per_investigator] clues, as a group: <b>(\u2192R1)</b>",
     "Faculty Offices", "location", {"group-clues": 2, "per-investigator": True, "group-at": "this-location"},
     [{"effect": "resolution", "to": "R1"}]),
    ("If the investigators spend 2 clues per investigator, as a group, advance.", "Act", "act",
     {"group-clues": 2, "per-investigator": True}, [{"effect": "advance", "to": "current-act"}]),
    ("If you spend 2 resources: <b>(\u2192R1)</b>", "Act", "act", {"resources": 2},
     [{"effect": "resolution", "to": "R1"}]),
])
def test_an_objective_met_by_a_payment_is_a_free_ability_with_that_cost(
        text: str, name: str, type_code: str, cost: dict[str, Any], effects: list[dict[str, Any]]) -> None:
    """"If <who> spend <amount>, as a group: <instruction>": the requirement is a cost the investigators choose to
    pay — read by the cost's own reading — so the objective is a [free] ability with it, not a Forced one."""
    result = parse_card_text(f"<b>Objective</b> - {text}", name=name, type_code=type_code)
    assert result.gaps == ()
    ability = result.abilities[0].to_situation()
    assert (ability["kind"], ability["cost"], ability["effects"]) == ("free", cost, effects)


def test_an_objective_whose_spending_is_no_cost_stays_an_event_or_a_gap() -> None:
    """"If an investigator spends the last clue …" is no cost the reader knows: it is not made a [free] ability."""
    result = parse_card_text("<b>Objective</b> - If an investigator spends the last clue in the Attic, advance.",
                             name="Act", type_code="act")
    assert all(a.kind != "free" for a in result.abilities)
    assert result.gaps
