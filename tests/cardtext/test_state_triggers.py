"""An "If" followed by a state rather than an event: after "Forced –", a forced ability whose timing point is that
state arising (trigger ``state-holds``, the state its condition); with no title, "If <state>, discard <the card>", the
card's ``discard-if`` (a constant ability seeking its condition)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.model import NotParsed
from kb.cardtext.triggers import cut_state, parse_trigger


@pytest.mark.parametrize("printed, condition", [
    ("If Mark Harrigan has 5 or more damage on him", {"count": "damage-on:Mark Harrigan", "at-least": 5}),
    ("If your deck has no cards in it", {"count": "card-in-your-deck", "at-most": 0}),
    ("If there is at least 3 [per_investigator] damage on Hastur",
     {"count": "damage-on:Hastur", "at-least": 3, "per-investigator": True}),
    ("If Hastur is exhausted", {"card": "Hastur", "state": "exhausted"}),
])
def test_an_if_naming_a_state_is_the_state_arising(printed, condition):
    timing, trigger = parse_trigger(printed)
    assert timing == "if"
    assert cut_state(trigger) == ({"event": "state-holds", "what": "self"}, condition)


@pytest.mark.parametrize("printed, trigger", [
    ("If the Ghoul Priest is defeated", {"event": "defeated", "what": "Ghoul Priest"}),  # an event, not a state
    ("If an investigator enters the Ritual Site", {"event": "move", "who": "investigator", "what": "Ritual Site"}),
])
def test_an_if_naming_an_event_is_that_event(printed, trigger):
    assert parse_trigger(printed) == ("if", trigger)


def test_a_when_naming_a_state_is_no_trigger():
    with pytest.raises(NotParsed, match="unknown triggering condition"):
        parse_trigger("When your deck has no cards in it")


@pytest.mark.parametrize("text, name, held", [
    ("If there is no doom on attached location, discard Spires of Carcosa.", "Spires of Carcosa",
     {"count": "doom-on:attached", "at-most": 0}),
    ("If Torturous Chords has no resources, discard it.", "Torturous Chords", {"count": "resource-on:self", "at-most": 0}),
    ("If Hunting Horror is in play, discard Omen.", "Omen", {"card": "Hunting Horror", "state": "in-play"}),
])
def test_an_untitled_if_discarding_the_card_is_its_discard_if(text, name, held):
    result = parse_card_text(text, name=name, type_code="treachery")
    assert result.to_json()["card"] == {"discard-if": held, "property-text": [text]}
    assert not result.gaps


def test_an_event_that_attaches_itself_keeps_its_discard_if():
    """Ambush: "Attach to your location." then "If there are no investigators at attached location, discard Ambush."
    — the event stays in play attached (Attachments), and the sentence is a constant seeking its condition, not an
    instruction resolved once as the event is played."""
    result = parse_card_text("Attach to your location.\nIf there are no investigators at attached location, discard "
                             "Ambush.", name="Ambush", type_code="event")
    card = result.to_json()["card"]
    assert card["discard-if"] == {"count": "in-play:investigator-at-attached-location", "at-most": 0}
    assert card["effects"] == [{"effect": "attach", "to": "your-location"}]


def test_any_other_instruction_after_an_untitled_state_is_the_forced_ability_on_that_state():
    """(cardtext/timed_constant.py: an untitled "If <state>, <instruction>" resolves as the state arises, as "Forced –
    If <state>:" does; only "discard <the card>" is the card's ``discard-if``.)"""
    result = parse_card_text("If there is no doom on attached location, take 1 horror.", name="Spires",
                             type_code="treachery")
    assert not result.gaps and "discard-if" not in result.to_json().get("card", {})
    (ability,) = result.abilities
    assert ability.kind == "forced" and ability.trigger == {"event": "state-holds", "what": "self"}
