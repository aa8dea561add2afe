"""Which act or agenda is current, by its printed number: the condition's grammar (a frame that says where the game
stands × the deck's noun × stages) and "advance to <deck> <number>". Real texts are development cards'."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.counts import condition
from kb.cardtext.model import NotParsed
from kb.cardtext.story_conditions import story_condition


@pytest.mark.parametrize(("text", "expected"), [
    # the frames: "it is", "<who> are at", "the current <deck> is", "during"
    ("it is Act 2 or later", {"count": "act-number", "at-least": 2}),
    ("the investigators are at Act 1", {"count": "act-number", "at-least": 1, "at-most": 1}),
    ("you are at Agenda 1 or 2", {"count": "agenda-number", "at-least": 1, "at-most": 2}),
    ("the current agenda is agenda 3 or earlier", {"count": "agenda-number", "at-most": 3}),
    ("during act 1 or act 2", {"count": "act-number", "at-least": 1, "at-most": 2}),
    # the stages: the noun once or again, a list, a number word
    ("it is Act 1, 2, or 3", {"count": "act-number", "at-least": 1, "at-most": 3}),
    ("it is agenda two", {"count": "agenda-number", "at-least": 2, "at-most": 2}),
])
def test_a_stage_condition_composes_frame_deck_and_stages(text, expected):
    assert story_condition(text) == expected
    assert condition(text) == expected  # the one composer of conditions reads it first


@pytest.mark.parametrize(("text", "reason"), [
    ("it is agenda 1a", "side letter"),  # one card of a deck, not a stage
    ("it is Act 1 or 3", "unbroken"),
    ("it is act 1 or agenda 2", "both decks"),
])
def test_a_stage_condition_the_engine_cannot_bound_is_refused_with_why(text, reason):
    with pytest.raises(NotParsed, match=reason):
        story_condition(text)


@pytest.mark.parametrize("text", ["it is your turn", "you are at an Altered location", "it is 2 or later"])
def test_other_conditions_are_not_stage_conditions(text):
    assert story_condition(text) is None


def test_vengeance_awaits_reads_each_act_as_its_own_condition():
    result = parse_card_text("<b>Forced</b> - When this agenda advances: - If the investigators are at Act 1, take 1 "
                             "horror. - If the investigators are at Act 2 or 3, take 2 horror.",
                             name="Vengeance Awaits", type_code="agenda")
    effects = result.abilities[0].to_situation()["effects"]
    assert [e["condition"] for e in effects] == [{"count": "act-number", "at-least": 1, "at-most": 1},
                                                 {"count": "act-number", "at-least": 2, "at-most": 3}]


def test_a_chaos_tokens_instead_if_it_is_an_agenda():
    result = parse_card_text("[tablet]: -2 (-4 instead if it is Agenda 2).", name="Where Doom Awaits",
                             type_code="scenario")
    token = dict(result.card)["chaos-tokens"][0]
    assert token["instead-if"] == {"count": "agenda-number", "at-least": 2, "at-most": 2}
    assert token["instead-modifier"] == -4


def test_an_ability_granted_while_it_is_act_1():
    text = ("While it is Act 1, Clover Club Lounge gains: \"[action] Discard an [[Ally]] asset from your hand: Gain 2 "
            "clues from the token pool. (Limit once per game.)\"")
    result = parse_card_text(text, name="Clover Club Lounge", type_code="location")
    assert not result.gaps
    assert result.abilities[0].to_situation()["condition"] == {"count": "act-number", "at-least": 1, "at-most": 1}


@pytest.mark.parametrize(("text", "type_code", "expected"), [
    ("<b>Forced</b> - After Patient Confinement is revealed: Advance to act 2b.", "location",
     {"effect": "advance", "to": "current-act", "card": "2b"}),
    ("<b>Revelation</b> - Advance to agenda 4a.", "agenda", {"effect": "advance", "to": "current-agenda", "card": "4a"}),
])
def test_advance_to_a_numbered_card(text, type_code, expected):
    result = parse_card_text(text, name="Patient Confinement", type_code=type_code)
    assert not result.gaps
    assert result.abilities[0].to_situation()["effects"] == [expected]


@pytest.mark.parametrize("text", ["<b>Revelation</b> - Advance to the Parlor.",
                                  "<b>Revelation</b> - Advance to act two."])
def test_advance_to_anything_but_a_numbered_card_stays_a_gap(text):
    result = parse_card_text(text, name="Some Agenda", type_code="agenda")
    assert [g.category for g in result.unsupported] == ["effect:advance"]
