"""A printed text box treated as blank (Blank), read from its two verb frames: "treat <text box> as if it were blank"
(the text box the object's, an "of" phrase's, or the "as if" subject's pronoun's) and "ignore the text on <cards>";
"(except for Traits)" keeps the traits. An instruction with a duration is a lasting effect, a constant applies to
``enters-play``; what the engine cannot hold is refused, never dropped."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

KEYS = ("applies-to", "blank", "condition")


def _constants(text: str, name: str, type_code: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return [{k: v for k, v in a.to_situation().items() if k in KEYS} for a in result.abilities if a.kind == "constant"]


@pytest.mark.parametrize(("text", "name", "type_code", "what", "blank"), [
    # "the printed text box of X as if it were blank": X composed, "you control" included
    ("Treat the printed text box of each [[Ally]] asset you control as if it were blank.", "Unhallowed Country",
     "treachery", "ally-asset-you-control", "text-box"),
    # "X's printed text box": the possessive's owner, by its printed name
    ("Treat Ghoul Priest's printed text box as if it were blank (except for [[Traits]]).", "Ritual", "agenda",
     "Ghoul Priest", "text-box-except-traits"),
    # "ignore the text on X" / "on the unrevealed side of X": the card text, not its traits
    ("Ignore the text on the unrevealed side of [[Arkham Asylum]] locations.", "The Really Bad Ones", "act",
     "unrevealed-arkham_asylum-location", "text-box-except-traits"),
    ("Ignore the text on each unrevealed [[Miskatonic]] location.", "Campus Map", "act",
     "unrevealed-miskatonic-location", "text-box-except-traits"),
])
def test_a_constant_treats_the_text_box_of_the_cards_it_composes_as_blank(text, name, type_code, what, blank):
    assert _constants(text, name, type_code) == [{"applies-to": {"event": "enters-play", "what": what},
                                                  "blank": blank}]


def test_a_constant_blank_keeps_the_condition_it_holds_under():
    read = _constants("While you control Duke, you ignore the text on each unrevealed [[Miskatonic]] location.",
                      "Duke", "asset")
    assert read == [{"applies-to": {"event": "enters-play", "what": "unrevealed-miskatonic-location"},
                     "blank": "text-box-except-traits", "condition": {"card": "self", "state": "controlled"}}]


def test_an_instruction_treating_a_text_box_as_blank_for_a_duration_is_a_lasting_effect():
    result = parse_card_text("Choose a non-[[Elite]] enemy at your location. Treat the chosen enemy's printed text box "
                             "as if it were blank (except for [[Traits]]) until the end of the phase.", name="Mind Wipe",
                             type_code="event")
    assert result.gaps == ()
    effects = result.abilities[0].to_situation()["effects"]
    assert effects[0] == {"effect": "choose", "to": "a-non-elite-enemy-at-your-location"}
    assert {k: v for k, v in effects[1].items() if k != "text"} == {
        "effect": "lasting", "duration": "until-end-of-phase", "to": "chosen", "blank": "text-box-except-traits",
        "applies-to": {"event": "enters-play"}}


def test_an_instruction_treating_a_text_box_as_blank_with_no_duration_is_refused():
    result = parse_card_text("Treat the printed text box of Ghoul Priest as if it were blank.", name="Wipe",
                             type_code="event")
    assert [g.reason for g in result.unsupported] == [
        "a text box treated as blank (or text, a keyword or an ability ignored) by an instruction with no duration: "
        "the engine's blanking is a lasting effect or a constant ability"]


def test_a_blank_the_engine_cannot_compose_is_left_unsupported():
    """"adjacent to" is no composed set of cards: the sentence stays a gap with its reason, never dropped."""
    result = parse_card_text("Ignore the text on unrevealed locations adjacent to Stone Archways.",
                             name="Stone Archways", type_code="location")
    assert result.gaps and not result.runnable


def test_on_an_uncontrolled_card_your_investigator_at_its_location_is_each_investigator_there():
    """"While @self is at your location, treat your investigator as if …" on an enemy: "you" is each investigator it
    concerns, and the condition picks those at its location: the constant blanks each investigator there, with no
    condition left."""
    read = _constants("While Stubborn Detective is at your location, treat your investigator as if his or her "
                      "printed text box were blank (except for [[Traits]]).", "Stubborn Detective", "enemy")
    assert read == [{"applies-to": {"event": "enters-play", "what": "investigator-at-this-location"},
                     "blank": "text-box-except-traits"}]


def test_on_an_uncontrolled_card_another_condition_of_yours_stays_refused():
    result = parse_card_text("While you have 3 or more clues, treat your investigator as if his or her printed text "
                             "box were blank.", name="Watcher", type_code="enemy")
    assert [g.category for g in result.unsupported] == ["constant:treat"]
