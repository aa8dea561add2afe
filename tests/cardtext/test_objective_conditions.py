"""An objective met at a timing point while a count of the state holds ("At the end of the round, if there are 3
or more doom in play, advance."): a Forced ability with that ``condition`` (checked when the point occurs); a
quotation opening the objective is flavour."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def test_an_objective_at_a_timing_point_with_a_count_is_a_forced_ability_with_a_condition() -> None:
    result = parse_card_text("<b>Objective</b> - At the end of the round, if there are 3 or more doom in play, "
                             "advance.", name="The Parisian Conspiracy", type_code="act")
    assert result.gaps == ()
    (ability,) = result.abilities
    situation = ability.to_situation()
    assert (situation["kind"], situation["timing"], situation["trigger"]) == ("forced", "at", {"event": "round-ends"})
    assert situation["condition"] == {"count": "doom-in-play", "at-least": 3}
    assert situation["effects"] == [{"effect": "advance", "to": "current-act"}]


def test_a_condition_neither_a_count_nor_a_named_card_s_state_stays_a_gap() -> None:
    result = parse_card_text("<b>Objective</b> - At the end of the round, if the enemy is exhausted, advance.",
                             name="Act", type_code="act")
    assert result.unsupported and result.unsupported[0].category.startswith("objective:")


def test_a_named_card_s_state_is_the_condition() -> None:
    result = parse_card_text("<b>Objective</b> - At the end of the round, if Hastur is exhausted, advance.",
                             name="Act", type_code="act")
    assert result.gaps == ()
    assert result.abilities[0].to_situation()["condition"] == {"card": "Hastur", "state": "exhausted"}


def test_a_quotation_opening_an_objective_is_flavour() -> None:
    result = parse_card_text('<b>Objective</b> - "What is he trying to show us?" Investigators in the Tomb of '
                             "Shadows may spend the requisite number of clues, as a group, to advance.",
                             name="The Path is Barred", type_code="act")
    assert result.gaps == ()
    assert dict(result.card)["objective"]["spend-at"] == "Tomb of Shadows"


def test_a_resolution_point_after_a_colon_or_a_comma_is_the_resolution_effect() -> None:
    for text, kind in (("<b>Objective</b> - If Silas Bishop is defeated: <b>(\u2192R1)</b>", "act"),
                       ("<b>Forced</b> - If Yog-Sothoth is defeated, <b>(\u2192R1)</b>.", "agenda")):
        result = parse_card_text(text, name="Card", type_code=kind)
        assert result.gaps == ()
        assert list(result.abilities[0].effects) == [{"effect": "resolution", "to": "R1"}]
