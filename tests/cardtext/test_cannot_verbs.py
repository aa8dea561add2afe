"""The verb frame of a restriction (:mod:`kb.cardtext.cannot_verbs`): "cannot <verb> <object> [via card effects]" read
as the event it forbids (Cannot: absolute), and the restricted verbs the engine raises no event for, each refused with
its category rather than dropped."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _constants(text: str, name: str = "Odd Treachery", type_code: str = "treachery") -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return [{k: v for k, v in a.to_situation().items() if k in ("applies-to", "cannot")}
            for a in result.abilities if a.kind == "constant"]


def _refused(text: str, name: str = "Odd Treachery", type_code: str = "treachery") -> str:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps and not any(a.to_situation().get("cannot") for a in result.abilities)
    return " ".join(g.reason for g in result.unsupported)


@pytest.mark.parametrize(("text", "abilities"), [
    # a bare verb of its own: setup's mulligan
    ("You cannot mulligan.", [{"applies-to": {"event": "mulligan", "who": "you"}, "cannot": True}]),
    # "via card effects": the forbidden event narrowed to a card effect's
    ("You cannot gain resources via card effects.",
     [{"applies-to": {"event": "gain-resources", "who": "you", "via": "effect"}, "cannot": True}]),
    ("You cannot draw cards or gain resources via card effects.",
     [{"applies-to": {"event": "draw-cards", "who": "you", "via": "effect"}, "cannot": True},
      {"applies-to": {"event": "gain-resources", "who": "you", "via": "effect"}, "cannot": True}]),
    # what is healed: damage or horror (the heal's via), on whom
    ("You cannot heal horror.", [{"applies-to": {"event": "heal", "via": "horror", "who": "you"}, "cannot": True}]),
    ("You cannot heal damage.", [{"applies-to": {"event": "heal", "via": "damage", "who": "you"}, "cannot": True}]),
    # spending clues: every cost in clues checks it (core/costs.py), the verbs sharing the object
    ("You cannot discover clues or spend clues.",
     [{"applies-to": {"event": "discover-clues", "who": "you"}, "cannot": True},
      {"applies-to": {"event": "spend-clues", "who": "you"}, "cannot": True}]),
    ("You cannot discover or spend clues.",
     [{"applies-to": {"event": "discover-clues", "who": "you"}, "cannot": True},
      {"applies-to": {"event": "spend-clues", "who": "you"}, "cannot": True}]),
])
def test_a_restricted_verb_is_the_event_it_forbids(text, abilities):
    assert _constants(text, "Sefina Rousseau", "investigator") == abilities


@pytest.mark.parametrize(("text", "reason"), [
    # the qualifier names what the engine does not record
    ("You cannot draw or reveal cards via player card effects.", "limited to player card effects"),
    ("You cannot investigate via card effects.", "does not record whether a card effect caused it"),
    # a verb the engine raises no event for: the whole sentence stays a gap, half of it is not kept
    ("You cannot discover clues or take control of assets.", "taking control of cards"),
    ("You cannot discover clues or spend resources.", "spending resources"),
    ("Cards you play do not provoke attacks of opportunity.", "provoking attacks of opportunity"),
    ("While investigating this location, its shroud cannot be increased.", "a value being increased"),
    # a count of times on a verb the engine counts no times of (the moves it counts: test_moves_family.py)
    ("You cannot play cards more than once each round.", "bounded by a count of times"),
    ("You cannot draw cards more than twice each round.", "bounded by a count of times"),
])
def test_a_restriction_the_engine_cannot_forbid_is_refused_with_its_category(text, reason):
    assert reason in _refused(text)


def test_a_verb_bounded_by_times_a_count_records_is_forbidden_once_done():
    """"more than once each turn" after a verb whose times a count records: the 'cannot' holds once it is done."""
    result = parse_card_text("You cannot move more than once each turn.", name="Whispers in Your Head",
                             type_code="treachery")
    assert result.gaps == ()
    (ability,) = [a.to_situation() for a in result.abilities]
    assert (ability["applies-to"], ability["cannot"], ability["condition"]) == (
        {"event": "move", "who": "you"}, True, {"count": "move-you-made-this-turn", "at-least": 1})


@pytest.mark.parametrize(("text", "abilities"), [
    # a printed name as the subject of events an investigator does: the investigator of that name is governed
    ("Jenny Barnes cannot gain resources via card effects.",
     [{"applies-to": {"event": "gain-resources", "who": "Jenny Barnes", "via": "effect"}, "cannot": True}]),
    ("Roland Banks cannot draw cards or gain resources.",
     [{"applies-to": {"event": "draw-cards", "who": "Roland Banks"}, "cannot": True},
      {"applies-to": {"event": "gain-resources", "who": "Roland Banks"}, "cannot": True}]),
])
def test_a_named_investigator_is_whom_the_restriction_governs(text, abilities):
    assert _constants(text, "Sacrificial Beast", "enemy") == abilities


def test_a_name_with_a_verb_no_investigator_does_is_not_read_as_an_investigator():
    """"Hastur cannot attack you": an attack is an enemy's, so the name is no investigator's (another frame's)."""
    result = parse_card_text("Hastur cannot attack you.", name="Madness", type_code="agenda")
    assert not any(a.to_situation().get("applies-to", {}).get("who") == "Hastur" for a in result.abilities)


def test_cancel_horror_is_the_cancel_of_horror_dealt_to_whom_it_governs():
    """"you cannot heal horror or cancel horror": a heal and a cancel (prevent) of the horror dealt to you."""
    assert _constants("While you are at Foul Swamp, you cannot heal horror or cancel horror.", "Foul Swamp",
                      "location") == [
        {"applies-to": {"event": "heal", "via": "horror", "who": "investigator-at-this-location"}, "cannot": True},
        {"applies-to": {"event": "cancel", "via": "horror", "who": "investigator-at-this-location"}, "cannot": True}]


def test_a_restriction_under_a_while_scope_governs_whom_the_scope_names():
    """"While you are at Foul Swamp, you cannot heal horror": each investigator at the location."""
    assert _constants("While you are at Foul Swamp, you cannot heal horror.", "Foul Swamp", "location") == [
        {"applies-to": {"event": "heal", "via": "horror", "who": "investigator-at-this-location"}, "cannot": True}]


@pytest.mark.parametrize(("text", "abilities"), [
    # "cannot X unless C": cannot X while C does not hold (a count's one bound turned over)
    ("You cannot move unless you have at least 3 clues.",
     [{"applies-to": {"event": "move", "who": "you"}, "cannot": True,
       "condition": {"count": "clue-you-have", "at-most": 2}}]),
    ("You cannot draw cards unless you have 2 or fewer cards in your hand.",
     [{"applies-to": {"event": "draw-cards", "who": "you"}, "cannot": True,
       "condition": {"count": "card-in-your-hand", "at-least": 3}}]),
])
def test_cannot_unless_is_cannot_while_the_condition_fails(text, abilities):
    result = parse_card_text(text, name="Odd Treachery", type_code="treachery")
    assert result.gaps == ()
    assert [{k: v for k, v in a.to_situation().items() if k in ("applies-to", "cannot", "condition")}
            for a in result.abilities] == abilities


def test_cannot_unless_a_condition_the_engine_cannot_check_is_refused():
    reason = _refused("You cannot enter The Hidden Chamber unless Key to the Chamber is attached to The Hidden Chamber.",
                      "The Hidden Chamber", "location")
    assert "'cannot … unless' whose condition the engine cannot check" in reason


@pytest.mark.parametrize(("text", "applies"), [
    # a kind of action and its performer: the constant's ``provokes: false`` on that kind (Attack of Opportunity)
    ("Engage actions you perform do not provoke attacks of opportunity.",
     {"event": "perform-action", "who": "you", "via": "engage"}),
    ("Move actions do not provoke attacks of opportunity.",
     {"event": "perform-action", "who": "investigator", "via": "move"}),
])
def test_a_kind_of_action_that_does_not_provoke_is_a_constant_exemption(text, applies):
    result = parse_card_text(text, name="Trench Knife", type_code="asset")
    assert result.gaps == ()
    (constant,) = [a.to_situation() for a in result.abilities if a.kind == "constant"]
    assert constant["applies-to"] == applies and constant["provokes"] is False
