"""Chaos token lines lowered into the engine's token effects (a scenario reference card's symbols, an
investigator's elder sign). Each case is a real card's printed line (development cards): the modifier fixed or
counted, "Reveal another token", and what succeeding or failing does, as results of the test."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def line_of(text: str, name: str, type_code: str) -> dict[str, Any]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not result.gaps, result.gaps
    (line,) = dict(result.card)["chaos-tokens"]
    return {k: v for k, v in line.items() if k != "text"}


@pytest.mark.parametrize(("text", "name", "type_code", "line"), [
    # a count composed from its noun phrase: the card's own name is "you" on an investigator card
    ("[elder_sign] effect: +1 for each horror on Agnes Baker.", "Agnes Baker", "investigator",
     {"tokens": ["elder-sign"], "modifier": 1, "count": "horror-on-you"}),
    ("[elder_sign] effect: +1 for each resource you have.", "Jenny Barnes", "investigator",
     {"tokens": ["elder-sign"], "modifier": 1, "count": "resource-you-have"}),
    # "-X. X is …": the sign of X, what it counts, its maximum
    ("[skull]: -X. X is the amount of doom in play (max 5).", "A Phantom of Truth", "scenario",
     {"tokens": ["skull"], "modifier": -1, "count": "doom-in-play", "max": 5}),
    ("[cultist]: -X. X is the amount of horror on you.", "The Unspeakable Oath", "scenario",
     {"tokens": ["cultist"], "modifier": -1, "count": "horror-on-you"}),
    # another modifier while a condition on the state holds
    ("[skull]: -1 (-3 instead if you have 3 or more horror on you).", "Curtain Call", "scenario",
     {"tokens": ["skull"], "modifier": -1, "instead-modifier": -3, "instead-if": {"count": "horror-on-you", "at-least": 3}}),
    ("[cultist]: -1 (-3 instead if there are 10 or more cards in your discard pile).", "Extracurricular Activity",
     "scenario", {"tokens": ["cultist"], "modifier": -1, "instead-modifier": -3,
                  "instead-if": {"count": "card-in-your-discard-pile", "at-least": 10}}),
    # "If you fail / succeed": results of the test
    ("[tablet]: -4. If you fail, take 1 horror.", "The Last King", "scenario",
     {"tokens": ["tablet"], "modifier": -4, "if-fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}),
    ("[elder_sign] effect: +2. If you succeed, gain 2 resources.", '"Skids" O\'Toole', "investigator",
     {"tokens": ["elder-sign"], "modifier": 2, "if-success": [{"effect": "gain-resources", "amount": 2}]}),
    ("[elder_thing]: -2. If you fail, lose 1 resource for each point you failed by.", "A Phantom of Truth", "scenario",
     {"tokens": ["elder-thing"], "modifier": -2, "if-fail": [
         {"effect": "for-each", "count": "point-failed-by", "effects": [{"effect": "lose-resources", "amount": 1}],
          "text": "lose 1 resource"}]}),
    # "Reveal another token" in place of a modifier
    ("[cultist]: Reveal another token. If you fail this test, take 1 horror.", "Undimensioned and Unseen", "scenario",
     {"tokens": ["cultist"], "again": True, "if-fail": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}),
    # "during an attack": the result only on an attack (the engine's ``if`` on the test's kind)
    ("[elder_sign] effect: +1. If this skill test is successful during an attack, that attack deals +1 damage.",
     "Zoey Samaras", "investigator",
     {"tokens": ["elder-sign"], "modifier": 1, "if-success": [
         {"effect": "if", "condition": {"count": "attack-against:enemy", "at-least": 1},
          "effects": [{"effect": "attack-damage", "amount": 1}],
          "text": "If this skill test is successful during an attack, that attack deals +1 damage"}]}),
    # the nearest enemy of a trait (Nearest): a ranked enemy selector
    ("[cultist]: -2. Place 1 doom on the nearest Cultist enemy.", "The Midnight Masks", "scenario",
     {"tokens": ["cultist"], "modifier": -2,
      "effects": [{"effect": "place-doom", "amount": 1, "to": "a-nearest-cultist-enemy-in-play"}]}),
    # "Either …, or this test automatically fails instead": "instead" names the choice itself (the option chosen
    # resolves in place of the other); the automatic result decides the test whatever the modifier (ST.6)
    ("[elder_thing]: 0. Either take 1 horror, or this test automatically fails instead.", "The Unspeakable Oath",
     "scenario", {"tokens": ["elder-thing"], "modifier": 0, "effects": [
         {"effect": "either", "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"},
                                          {"effect": "automatic", "result": "fail"}],
          "text": "Either take 1 horror, or this test automatically fails"}]}),
    # "This token has an additional -1 for each X": a second modifier, counted, added to the printed one
    ("[skull]: -2. This token has an additional -1 for each Innocent Reveler underneath the agenda deck.",
     "Carnevale of Horrors", "scenario",
     {"tokens": ["skull"], "modifier": -2,
      "additional": {"modifier": -1, "count": "beneath-agenda-deck:innocent_reveler-card"}}),
    # the nearest copy of a card by its title (Nearest): one of its copies, the fewest connections from you
    ("[tablet]: -3. If you fail, deal 1 damage or 1 horror to the nearest Innocent Reveler in play.",
     "Carnevale of Horrors", "scenario",
     {"tokens": ["tablet"], "modifier": -3, "if-fail": [{"effect": "either", "effects": [
         {"effect": "deal-damage", "amount": 1, "to": "nearest-from:your-location;copies-of:Innocent Reveler"},
         {"effect": "deal-horror", "amount": 1, "to": "nearest-from:your-location;copies-of:Innocent Reveler"}],
         "text": "deal 1 damage or 1 horror to the nearest Innocent Reveler in play"}]}),
    # an automatic result "instead" of "Reveal another token" on a condition of the test: the reveal only while the
    # condition does not hold, the automatic failure while it does
    ("[cultist]: Reveal another token. If this token is revealed during an attack or evasion attempt against an enemy "
     "with doom on it, this skill test automatically fails instead.", "Black Stars Rise", "scenario",
     {"tokens": ["cultist"], "again-if": {"count": "test-against:with_doom-enemy", "at-most": 0}, "effects": [
         {"effect": "if", "condition": {"count": "test-against:with_doom-enemy", "at-least": 1},
          "effects": [{"effect": "automatic", "result": "fail"}],
          "text": "If this token is revealed during an attack or evasion attempt against an enemy with doom on it, "
                  "this skill test automatically fails"}]}),
])
def test_a_chaos_token_line_is_lowered_into_a_token_effect(text, name, type_code, line):
    assert line_of(text, name, type_code) == line


@pytest.mark.parametrize(("text", "fragment"), [
    ("[skull]: -1 (-3 instead if it is agenda 2a.)", "it is agenda 2a"),  # a side letter: one card, not a stage
    ("[skull]: -X. X is the number of locations away from the starting location you are.",
     "the number of locations away from the starting location you are"),
    ("[cultist]: -2. Place 1 doom on a different Cultist enemy.", "a different Cultist enemy"),
    # "instead" after "Reveal another token" other than an automatic result on the test's condition: not read
    ("[cultist]: Reveal another token. If this token is revealed during an attack, take 1 horror instead.",
     "take 1 horror instead"),
    # an additional modifier needs one of the line's own to add to
    ("[cultist]: Reveal another token. This token has an additional -1 for each doom in play.",
     "This token has an additional -1 for each doom in play"),
])
def test_a_line_the_engine_cannot_hold_keeps_only_its_text_and_names_the_part(text, fragment):
    result = parse_card_text(text, name="The Midnight Masks", type_code="scenario")
    (line,) = dict(result.card)["chaos-tokens"]
    assert set(line) == {"tokens", "text"}
    assert result.unsupported[0].category.startswith("chaos-token") and fragment in result.unsupported[0].text


def test_canceling_the_committed_skill_cards_is_an_effect_of_the_line():
    line = line_of("[tablet]: -3. Cancel the effects and icons of each skill card committed to this test.",
                   "A Phantom of Truth", "scenario")
    assert line == {"tokens": ["tablet"], "modifier": -3, "effects": [{"effect": "cancel-skill-cards"}]}
