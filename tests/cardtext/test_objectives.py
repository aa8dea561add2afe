"""An "Objective –" met by an event is a Forced ability on the act triggering on that event; a named card or
location in a triggering condition is read by its name (Act Deck and Agenda Deck; Forced abilities)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.model import NotParsed
from kb.cardtext.triggers import parse_trigger


@pytest.mark.parametrize(("text", "name", "timing", "trigger"), [
    # "If" is the event having happened: after it
    ("<b>Objective</b> - If an investigator enters the Ritual Site, advance.", "Into the Darkness", "after",
     {"event": "move", "who": "investigator", "what": "Ritual Site"}),
    ("<b>Objective</b> - If an investigator enters the Engine Car, immediately advance.", "Run!", "after",
     {"event": "move", "who": "investigator", "what": "Engine Car"}),
    # "When" keeps its timing; a capitalised "The" inside the sentence is part of the name
    ("<b>Objective</b> - When an investigator enters The Hidden Chamber, advance.", "Searching for Answers",
     "when", {"event": "move", "who": "investigator", "what": "The Hidden Chamber"}),
    # a capitalised participle is the verb, not a name
    ("<b>Objective</b> - If the Ghoul Priest is Defeated, advance.", "What Have You Done?", "after",
     {"event": "defeated", "what": "Ghoul Priest"}),
    # a subtitle in brackets is part of the name: the location printed so, as a situation names it
    ("<b>Objective</b> - If an investigator enters the Exhibit Hall (Restricted Hall), advance.",
     "Night at the Museum", "after", {"event": "move", "who": "investigator", "what": "Exhibit Hall (Restricted Hall)"}),
])
def test_an_objective_met_by_an_event_is_a_forced_ability_advancing_the_act(text: str, name: str, timing: str,
                                                                              trigger: dict[str, Any]) -> None:
    result = parse_card_text(text, name=name, type_code="act")
    assert result.gaps == ()
    (ability,) = result.abilities
    assert (ability.kind, ability.timing, ability.trigger) == ("forced", timing, trigger)
    assert list(ability.effects) == [{"effect": "advance", "to": "current-act"}]


@pytest.mark.parametrize(("text", "name", "reason"), [
    # an instruction that is not an advance the engine runs
    ("<b>Objective</b> - If The Experiment is defeated, advance to the Parlor.", "The Experiment", "does not run"),
])
def test_any_other_objective_stays_a_gap_saying_why(text: str, name: str, reason: str) -> None:
    result = parse_card_text(text, name=name, type_code="act")
    (gap,) = result.unsupported
    assert gap.category.startswith("objective:") and reason in gap.reason
    assert [a.kind for a in result.abilities] == ["objective"]


@pytest.mark.parametrize(("condition", "timing", "trigger"), [
    ("When Hunting Horror enters play", "when", {"event": "enters-play", "what": "Hunting Horror"}),
    ("After you defeat the Ghoul Priest", "after", {"event": "defeated", "who": "you", "what": "Ghoul Priest"}),
    ("After Hastur is defeated", "after", {"event": "defeated", "what": "Hastur"}),
    # selectors are read as before
    ("After you enter @self", "after", {"event": "move", "who": "you", "what": "self"}),
])
def test_a_named_card_or_location_in_a_triggering_condition(condition: str, timing: str,
                                                            trigger: dict[str, Any]) -> None:
    assert parse_trigger(condition) == (timing, trigger)


def test_a_capitalised_the_inside_the_sentence_is_part_of_the_name() -> None:
    """Printed after its timing word, "The" is capitalised only as a part of a card's name."""
    assert parse_trigger("After The Experiment is defeated") == ("after", {"event": "defeated",
                                                                          "what": "The Experiment"})


def test_a_phrase_neither_named_nor_a_selector_is_not_guessed() -> None:
    with pytest.raises(NotParsed):  # "different" is neither a state nor a trait (printed lower-case)
        parse_trigger("After you defeat a different enemy")
    # a trait qualifies the noun: the enemy must have it
    assert parse_trigger("After you defeat a Ghoul enemy") == ("after", {"event": "defeated", "who": "you",
                                                                        "what": "ghoul-enemy"})


@pytest.mark.parametrize(("condition", "timing", "trigger"), [
    # on a location, "you … at / in this location": any investigator there
    ("At the end of your turn, if you are in @self", "at",
     {"event": "turn-ends", "who": "investigator-at-this-location"}),
    ("When your turn begins, if you are in @self", "when",
     {"event": "turn-begins", "who": "investigator-at-this-location"}),
    ("After you end your turn at this location", "after",
     {"event": "turn-ends", "who": "investigator-at-this-location"}),
    ("After you end your turn", "after", {"event": "turn-ends", "who": "you"}),
])
def test_a_condition_scoped_to_the_location_bearing_it(condition: str, timing: str,
                                                        trigger: dict[str, Any]) -> None:
    assert parse_trigger(condition) == (timing, trigger)


def test_any_other_condition_on_a_triggering_condition_is_not_taken() -> None:
    with pytest.raises(NotParsed):
        parse_trigger("When your turn begins, if there are no other investigators at your location")


@pytest.mark.parametrize(("condition", "trigger"), [
    # a card by its trait: a capitalised word before "card"
    ("After you play a Spell card", {"event": "play-card", "who": "you", "what": "trait:Spell"}),
    # the margin and the investigation a success was made in
    ("After you succeed by 2 or more while investigating @self",
     {"event": "succeed-skill-test", "who": "you", "at-least": 2, "via": "investigate", "what": "self"}),
    ("After you succeed at a skill test by 2 or more while investigating",
     {"event": "succeed-skill-test", "who": "you", "at-least": 2, "via": "investigate"}),
    ("After you successfully investigate by 2 or more",
     {"event": "succeed-skill-test", "who": "you", "via": "investigate", "at-least": 2}),
])
def test_a_trait_or_a_margin_in_a_triggering_condition(condition: str, trigger: dict[str, Any]) -> None:
    assert parse_trigger(condition) == ("after", trigger)


def test_a_card_type_is_no_trait() -> None:
    """"a skill card" names a card type (lower case), not a trait."""
    assert parse_trigger("After you play a skill") == ("after", {"event": "play-card", "who": "you", "what": "skill"})
    with pytest.raises(NotParsed):
        parse_trigger("After you play a strange card")


@pytest.mark.parametrize(("text", "name", "objective"), [
    ("<b>Objective</b> - If there are no clues in the Engine Car, immediately advance.", "Get the Engine Running!",
     {"no-clues": "Engine Car"}),
    ("<b>Objective</b> - If each undefeated investigator is at the Chapel of St. Aubert and there are no clues on "
     "that location, advance.", "Open The Path Below", {"each-at": "Chapel of St. Aubert",
                                                        "no-clues": "Chapel of St. Aubert"}),
    ("<b>Objective</b> - If each undefeated investigator is at The Gate to Hell, advance.", "The Way Out",
     {"each-at": "The Gate to Hell"}),
    ("<b>Objective</b> - If each undefeated investigator has resigned, advance.", "Curtain Call",
     {"each-resigned": True}),
])
def test_an_objective_that_is_a_state_of_the_game_is_the_acts_objective_field(text: str, name: str,
                                                                                objective: dict[str, str]) -> None:
    result = parse_card_text(text, name=name, type_code="act")
    assert result.gaps == () and result.abilities == ()
    assert dict(result.card)["objective"] == {**objective, "text": text.split(" - ", 1)[1]}


def test_every_investigator_resigned_is_never_beside_each_investigator_at_a_place() -> None:
    """Once each undefeated investigator has resigned, none is anywhere: "… and each undefeated investigator is at X"
    is refused; a location's clues are still a state beside it."""
    result = parse_card_text("<b>Objective</b> - If each undefeated investigator has resigned and each undefeated "
                             "investigator is at the Lobby, advance.", name="Curtain Call", type_code="act")
    assert "objective" not in dict(result.card) and result.unsupported
    result = parse_card_text("<b>Objective</b> - If each undefeated investigator has resigned and there are no clues "
                             "in the Lobby, advance.", name="Curtain Call", type_code="act")
    assert dict(result.card)["objective"]["each-resigned"] is True


def test_a_state_the_field_cannot_hold_stays_a_gap() -> None:
    result = parse_card_text("<b>Objective</b> - If you have more clues than the Hierophant, advance.",
                             name="Abbey Tower", type_code="act")
    assert [g.category for g in result.unsupported] == ["objective:advance"]  # no count of "the Hierophant"
    assert "objective" not in dict(result.card)


def test_agendas_at_different_stages_are_a_state_the_field_holds() -> None:
    """"two agendas in play with different agenda numbers": the stages among the agendas in play, at least 2."""
    result = parse_card_text("<b>Objective</b> - If there are two agendas in play with different agenda numbers, "
                             "advance.", name="Abbey Tower", type_code="act")
    assert dict(result.card)["objective"]["condition"] == {"count": "agenda-number-in-play", "at-least": 2}


def test_fewer_than_an_amount_per_investigator_is_a_state_the_field_holds() -> None:
    result = parse_card_text("<b>Objective</b> - If there are fewer than 2 clues per investigator on this Act, "
                             "advance.", name="Disrupting the Ritual", type_code="act")
    assert dict(result.card)["objective"]["condition"] == {"count": "clue-on-self", "fewer-than": 2,
                                                           "per-investigator": True}
