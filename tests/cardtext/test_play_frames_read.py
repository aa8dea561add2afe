"""An event's play instructions (``play_frames.py``): each opening sentence "Play [only] [immediately] <when>" read
into a card field — a time period, a restriction on the state, which action it is played as, a timing point — and
several in a row; and "Undo that action" after an action performed (``undoing.py``)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.engine import situation_from_data

from .situation import situation_with


def _card(text: str, name: str = "Trick") -> dict:
    result = parse_card_text(text, name=name, type_code="event")
    assert not result.gaps, result.gaps
    situation_from_data(situation_with(result, name=name, type_code="event"))
    return result.to_json()["card"]


@pytest.mark.parametrize("sentence, field, value", [
    ("Play only as your first action.", "play-if", {"count": "action-you-performed-this-turn", "at-most": 0}),
    ("Play only as your second action.", "play-if",
     {"count": "action-you-performed-this-turn", "at-least": 1, "at-most": 1}),
    ("Play only as your first action this turn.", "play-if", {"count": "action-you-performed-this-turn", "at-most": 0}),
    ("Play only if you have 5 or more remaining sanity.", "play-if", {"count": "remaining-sanity", "at-least": 5}),
    ("Play during any investigator's turn.", "play-during", "any-turn"),
])
def test_a_play_restriction(sentence, field, value):
    assert _card(f"{sentence}\nGain 2 resources.")[field] == value


def test_several_play_instructions_each_read():
    """"Play during any investigator's turn. Play only if …" (Anatomical Diagrams): a period and a restriction."""
    card = _card("Fast. Play during any investigator's turn. Play only if you have 5 or more remaining sanity.\n"
                 "Gain 2 resources.")
    assert card["play-during"] == "any-turn" and card["play-if"] == {"count": "remaining-sanity", "at-least": 5}
    assert card["effects"] == [{"effect": "gain-resources", "amount": 2}]


def test_a_second_restriction_on_the_state_is_reported():
    result = parse_card_text("Play only if you have 5 or more remaining sanity. Play only as your first action.\n"
                             "Gain 2 resources.", name="Trick", type_code="event")
    assert any("second play restriction" in g.reason for g in result.unsupported + result.unparsed)


def test_immediately_after_is_after():
    card = _card("Fast. Play immediately after you perform a move action.\nGain 2 resources.")
    assert card["play-when"] == {"timing": "after", "trigger": {"event": "perform-action", "who": "you", "via": "move"}}


def test_undo_that_action_after_an_action_performed():
    """Time Warp: the play instruction a timing point on an action finished, the undo its effect (its reminder is what
    undoing is)."""
    card = _card("Fast. Play immediately after an investigator at your location finishes resolving an action during "
                 "his or her turn.\nUndo that action <i>(return the game state to exactly the way it was before that "
                 "action was performed, except for the playing of Time Warp and its costs)</i>.", name="Time Warp")
    assert card["play-when"]["trigger"] == {"event": "perform-action", "who": "active-investigator-at-your-location"}
    assert card["effects"] == [{"effect": "undo-action"}]


def test_undo_with_no_action_performed_stays_a_gap():
    result = parse_card_text("Fast. Play when you draw a card.\nUndo that action.", name="Trick", type_code="event")
    assert result.gaps


def _effects(text: str) -> list:
    result = parse_card_text(text, name="Trick", type_code="event")
    assert not result.gaps, result.gaps
    data = situation_with(result, name="Trick", type_code="event")
    data["investigators"][0].setdefault("hand", []).append({"name": "Wither", "type": "asset", "traits": ["Spell"]})
    situation_from_data(data)
    return result.to_json()["card"]["effects"]


@pytest.mark.parametrize("text, change", [
    ("Play a [[Spell]] or [[Ritual]] card from your hand, reducing its resource cost by 3.", -3),
    ("Play a [[Spell]] card from your hand, reducing its cost by two.", -2),
    ("Play an asset from your hand, increasing its resource cost by 1.", 1),
])
def test_a_card_played_with_its_cost_changed(text, change):
    """", reducing its resource cost by N": the ``play``'s ``cost-modifier`` (Appendix I, step 1)."""
    effects = _effects(text)
    assert len(effects) == 1 and effects[0]["effect"] == "play" and effects[0]["cost-modifier"] == change


@pytest.mark.parametrize("text", [
    "Gain 2 resources, reducing its resource cost by 3.",  # nothing played
    "Play a [[Spell]] card from your hand, reducing its resource cost by X.",  # no fixed amount
])
def test_a_cost_change_the_engine_cannot_hold_stays_a_gap(text):
    assert parse_card_text(text, name="Trick", type_code="event").gaps
