"""Instructions on a scenario reference card's chaos token lines read as they do in any ability: a clue of yours
returned to your location (as one placed there), doom printed as "doom token(s)" (as "doom"), "your current location"
(your location), and a condition on being at a location named by its title ("If you are in the Hidden Chamber")."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.counts import condition
from kb.cardtext.model import NotParsed


def _line(text: str, name: str) -> dict[str, Any]:
    result = parse_card_text(text, name=name, type_code="scenario")
    assert not result.gaps, result.gaps
    (line,) = dict(result.card)["chaos-tokens"]
    return {k: v for k, v in line.items() if k not in ("text", "tokens")}


def _effects(text: str) -> list[dict[str, Any]]:
    result = parse_card_text(f"<b>Forced</b> - At the end of the round: {text}", name="Omen", type_code="treachery")
    assert not result.gaps, result.gaps
    (ability,) = result.abilities
    return list(ability.effects)


@pytest.mark.parametrize(("text", "name", "line"), [
    # "return N of your clues to <location>": your own clues moved onto it, as "place N of your clues on it"
    ("[tablet]: -2. Return 1 of your clues to your current location.", "The Miskatonic Museum",
     {"modifier": -2, "effects": [{"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "you",
                                   "to": "your-location"}]}),
    # "N doom token(s)": doom, placed by the doom rule onto the enemy named after "to"
    ("[tablet]: -2. Add 1 doom token to the nearest Cultist enemy.", "Essex County Express",
     {"modifier": -2, "effects": [{"effect": "place-doom", "amount": 1, "to": "a-nearest-cultist-enemy-in-play"}]}),
    # a condition on where you are, by the location's title: another token only there
    ("[tablet]: -2. If you are in the Hidden Chamber, reveal another token.", "Blood on the Altar",
     {"modifier": -2, "again-if": {"count": "in-play:hidden_chamber-location-at-your-location", "at-least": 1}}),
])
def test_a_token_line_reads_its_instruction_as_an_ability_does(text, name, line):
    assert _line(text, name) == line


@pytest.mark.parametrize(("text", "effects"), [
    ("Return all of your clues to your location.",
     [{"effect": "move-tokens", "tokens": "clues", "from": "you", "to": "your-location"}]),
    ("Place 2 doom tokens on each Cultist enemy.",
     [{"effect": "place-doom", "amount": 2, "to": "each-cultist-enemy-in-play"}]),
    ("Place 1 doom token on the current agenda.", [{"effect": "place-doom", "amount": 1}]),
    ("Add 1 doom token to the current agenda.", [{"effect": "place-doom", "amount": 1}]),
])
def test_the_same_instructions_read_alike_in_any_ability(text, effects):
    assert _effects(text) == effects


@pytest.mark.parametrize(("text", "count"), [
    ("you are in the Hidden Chamber", "in-play:hidden_chamber-location-at-your-location"),
    ("you are at Dimensional Doorway", "in-play:dimensional_doorway-location-at-your-location"),
    ("you are in Blasted Heath", "in-play:blasted_heath-location-at-your-location"),
])
def test_being_at_a_location_named_by_its_title_counts_it_at_your_location(text, count):
    assert condition(text) == {"count": count, "at-least": 1}


def test_a_title_is_not_guessed_from_an_uncapitalised_phrase():
    with pytest.raises(NotParsed):
        condition("you are in the hidden chamber")


@pytest.mark.parametrize(("text", "line"), [
    # "X after this skill test" inside a condition: the delayed effect of the test the token is revealed for
    ("[tablet]: -3. If Yog-Sothoth is in play, it attacks you after this skill test.",
     {"modifier": -3, "effects": [{"effect": "if", "condition": {"card": "Yog-Sothoth", "state": "in-play"},
                                   "effects": [{"effect": "after-test-ends",
                                                "effects": [{"effect": "enemy-attacks", "enemy": "Yog-Sothoth"}],
                                                "text": "it attacks you after this skill test"}],
                                   "text": "If Yog-Sothoth is in play, it attacks you after this skill test"}]}),
    # "After this skill test, X" as a result: set up as the failed test's results apply
    ("[cultist]: -2. If you fail, after this skill test, take 1 horror.",
     {"modifier": -2, "if-fail": [{"effect": "after-test-ends", "effects": [{"effect": "deal-horror", "amount": 1,
                                                                              "to": "you"}],
                                   "text": "after this skill test, take 1 horror"}]}),
])
def test_after_this_skill_test_on_a_token_line_waits_for_that_test_s_end(text, line):
    assert _line(text, "Lost in Time and Space") == line


def test_after_this_skill_test_with_no_test_being_made_is_no_test_end():
    """Outside a token's line and with no test before it, no test's end is known: not read as one."""
    result = parse_card_text("<b>Forced</b> - At the end of the round: Take 1 horror after this skill test.",
                             name="Omen", type_code="treachery")
    assert result.gaps and not any("test-ends" in str(a.effects) for a in result.abilities)


def test_a_condition_on_your_location_s_trait_is_read_and_discarding_it_discards_your_location():
    """Lost in Time and Space: "If you fail and your location is Extradimensional, discard it": the condition reads
    (your location, of that trait), and "it" is that location, yours, which the discard takes."""
    assert condition("your location is Extradimensional") == {
        "count": "in-play:extradimensional-location-at-your-location", "at-least": 1}
    result = parse_card_text("[elder_thing]: -3. If you fail and your location is [[Extradimensional]], discard it.",
                             name="Lost in Time and Space", type_code="scenario")
    assert not result.unsupported
    (line,) = dict(result.card)["chaos-tokens"]
    (branch,) = line["if-fail"]
    assert branch["effects"] == [{"effect": "discard", "to": "your-location"}]
