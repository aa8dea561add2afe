"""Constants read from the tree's verb frames with composed slots: a card gaining or losing keywords (Gains), a
prohibition on a composed set of cards (Cannot), and "you" on a card no investigator controls (You/Your)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

KEYS = ("applies-to", "cannot", "gains", "loses", "condition", "skill-modifier")


def _constants(text: str, name: str, type_code: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return [{k: v for k, v in a.to_situation().items() if k in KEYS} for a in result.abilities if a.kind == "constant"]


def _gains(what: str, **fields: list[str]) -> list[dict[str, Any]]:
    return [{"applies-to": {"event": "enters-play", "what": what}, **fields}]


@pytest.mark.parametrize(("text", "name", "type_code", "abilities"), [
    # the subject composed: a trait and a noun, the card's attachment, each copy by title, a printed name
    ("Each Criminal enemy gains Aloof.", "The Clover Club", "act", _gains("criminal-enemy", gains=["aloof"])),
    ("Attached enemy loses retaliate.", "Fishing Net", "asset", _gains("attached", loses=["retaliate"])),
    ("Each copy of Ancient Evils gains surge.", "The City Floods", "agenda", _gains("Ancient Evils", gains=["surge"])),
    ("The Masked Hunter gains retaliate.", "Shadow-spawned", "treachery",
     _gains("The Masked Hunter", gains=["retaliate"])),
    # the object a list of keywords; a plural subject
    ("Non-Elite enemies gain hunter and retaliate.", "Call of the Hunt", "agenda",
     _gains("non-elite-enemy", gains=["hunter", "retaliate"])),
    ("@self loses aloof.", "Shy Ghoul", "enemy", _gains("self", loses=["aloof"])),
])
def test_a_card_gains_or_loses_keywords(text: str, name: str, type_code: str, abilities: list[dict[str, Any]]) -> None:
    assert _constants(text, name, type_code) == abilities


@pytest.mark.parametrize(("text", "reason"), [
    ("Hidden Library loses the Passageway trait.", "losing a trait"),
    ("Each Ghoul enemy gains Victory 1.", "not a keyword the engine's table holds"),
])
def test_what_a_card_cannot_gain_in_the_engine_stays_a_gap_saying_why(text: str, reason: str) -> None:
    (gap,) = parse_card_text(text, name="Hidden Library", type_code="location").unsupported
    assert reason in gap.reason


@pytest.mark.parametrize(("text", "name", "type_code", "applies"), [
    ("You cannot play Ally assets.", "Unhallowed Country", "treachery",
     {"event": "play-card", "what": "ally-asset", "who": "you"}),
    ("You cannot attack Possessed enemies.", "Gift of Madness", "treachery",
     {"event": "fight", "what": "possessed-enemy", "who": "you"}),
    ("While you are at Bleak Plains, you cannot play Ally assets.", "Bleak Plains", "location",
     {"event": "play-card", "what": "ally-asset", "who": "investigator-at-this-location"}),
    ("You cannot evade Possessed enemies at your location.", "Gift of Madness", "treachery",
     {"event": "evade", "what": "possessed-enemy-at-your-location", "who": "you"}),
])
def test_cannot_with_a_composed_set_of_cards(text: str, name: str, type_code: str, applies: dict[str, Any]) -> None:
    assert _constants(text, name, type_code) == [{"applies-to": applies, "cannot": True}]


def test_a_prohibition_whose_object_does_not_fit_its_verb_is_not_read() -> None:
    """"play" takes cards a player plays; enemies are not played: no filter is guessed."""
    assert parse_card_text("You cannot play Possessed enemies.", name="X", type_code="treachery").unsupported


def test_you_on_a_card_no_one_controls_is_each_investigator_for_whom_the_count_holds() -> None:
    """You/Your: on a location, "you" is the investigator interacting with it — the constant governs investigators
    (its ``who``) and its count is each one's own."""
    assert _constants("You cannot investigate Administration Office while you have 4 or fewer resources.",
                      "Administration Office", "location") == [
        {"applies-to": {"event": "investigate", "what": "self", "who": "you"}, "cannot": True,
         "condition": {"count": "resource-you-have", "at-most": 4}}]


def test_a_count_of_you_governing_only_a_card_stays_a_gap() -> None:
    """A constant on a card's own value has no investigator for "you": whose count it would be is not known."""
    (gap,) = parse_card_text("While you have 4 or fewer resources, @self gets +1 fight.", name="Thug",
                             type_code="enemy").unsupported
    assert "whose count it is" in gap.reason


@pytest.mark.parametrize(("text", "name", "type_code"), [
    ("Sophie cannot leave play.", "Sophie", "asset"),
    ("The Pallid Mask cannot leave play.", "The Pallid Mask", "asset"),
])
def test_a_card_that_cannot_leave_play(text: str, name: str, type_code: str) -> None:
    assert _constants(text, name, type_code) == [{"applies-to": {"event": "leaves-play", "what": "self"},
                                                  "cannot": True}]


@pytest.mark.parametrize(("text", "what", "reason"), [
    ("While you are in Easttown, reduce the cost of each Ally asset you play by 2.", "ally-asset", None),
    ("Reduce the cost of each Tome asset you play by 1.", "tome-asset", None),
    ("Reduce the cost of each fast event you play by 1.", "fast-event", None),  # the keyword Fast qualifies them
    ("Reduce the cost of each strange event you play by 1.", None, "no filter of the engine composes them"),
])
def test_a_cost_modifier_to_a_composed_set_of_cards(text: str, what: str | None, reason: str | None) -> None:
    result = parse_card_text(text, name="Easttown", type_code="location")
    if reason is not None:
        (gap,) = result.unsupported
        assert reason in gap.reason
        return
    (ability,) = result.runnable
    assert ability.to_situation()["applies-to"]["what"] == what


@pytest.mark.parametrize(("text", "via"), [
    ("You get +2 [intellect] while investigating Miskatonic locations.",
     {"via": "investigate", "what": "miskatonic-location", "skill": "intellect"}),
    ("You get +1 [combat] while attacking Elite enemies.", {"via": "fight", "what": "elite-enemy", "skill": "combat"}),
])
def test_while_doing_an_action_against_a_composed_set_of_cards(text: str, via: dict[str, str]) -> None:
    """"while …ing <cards>": the action's tests (``via``) made against those cards (``what``, composed)."""
    (ability,) = parse_card_text(text, name="Harold Walsted", type_code="investigator").runnable
    assert ability.to_situation()["applies-to"] == {"event": "skill-test-begins", "who": "you", **via}


def test_while_doing_an_action_against_cards_it_is_not_made_against_is_not_read() -> None:
    """Investigating is made against a location: "while investigating Elite enemies" composes no such test."""
    assert parse_card_text("You get +1 [intellect] while investigating Elite enemies.", name="X",
                           type_code="asset").unsupported
