"""Restrictions read as verb frames (:mod:`kb.cardtext.constant_restrict`): a negation ("cannot", "does not"),
verbs coordinated under one negation, a trailing phase, and "can only … if" / "must have … in order to" as "cannot …
unless" — each brought to "<subject> cannot <verb> <object>" and read as every prohibition is (Cannot)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import read_sentence

HERE = "investigator-at-this-location"
UPKEEP = {"during": "upkeep-phase"}


def _constants(text: str, name: str, type_code: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return [{k: v for k, v in a.to_situation().items() if k in ("applies-to", "cannot", "condition")}
            for a in result.abilities if a.kind == "constant"]


@pytest.mark.parametrize(("text", "name", "type_code", "abilities"), [
    # a trailing phase: the restriction holds only during it
    ("Investigators at The Edge of the Universe cannot draw cards during the upkeep phase.",
     "The Edge of the Universe", "location",
     [{"applies-to": {"event": "draw-cards", "who": HERE}, "cannot": True, "condition": UPKEEP}]),
    ("You cannot gain resources during each upkeep phase.", "Odd Treachery", "treachery",
     [{"applies-to": {"event": "gain-resources", "who": "you"}, "cannot": True, "condition": UPKEEP}]),
    # "does not" negates as "cannot" does
    ("Each investigator at Ashleigh Clarke's location does not draw cards during the upkeep phase.",
     "Ashleigh Clarke", "enemy",
     [{"applies-to": {"event": "draw-cards", "who": HERE}, "cannot": True, "condition": UPKEEP}]),
    # verbs coordinated under one negation, each with its object, after a "while" scope, the phase on both
    ("While you are in VIP Area, you cannot draw cards or gain resources during the upkeep phase.", "VIP Area",
     "location",
     [{"applies-to": {"event": "draw-cards", "who": HERE}, "cannot": True, "condition": UPKEEP},
      {"applies-to": {"event": "gain-resources", "who": HERE}, "cannot": True, "condition": UPKEEP}]),
    # a bare verb shares the next verb's object
    ("You cannot investigate or play cards.", "Odd Treachery", "treachery",
     [{"applies-to": {"event": "investigate", "who": "you"}, "cannot": True},
      {"applies-to": {"event": "play-card", "who": "you"}, "cannot": True}]),
    ("You cannot heal or draw cards.", "Odd Treachery", "treachery", None),
])
def test_negated_and_coordinated_restrictions(text, name, type_code, abilities):
    if abilities is None:  # "heal cards" is no prohibition the engine has: the whole sentence stays a gap
        assert parse_card_text(text, name=name, type_code=type_code).gaps
        return
    assert _constants(text, name, type_code) == abilities


@pytest.mark.parametrize(("text", "name", "abilities"), [
    # "can only … if C": cannot … while C does not hold (a count's bound turned over)
    ("You can only discover clues in Chapel of St. Aubert if you have 3 or fewer remaining sanity.",
     "Chapel of St. Aubert",
     [{"applies-to": {"event": "discover-clues", "what": "self", "who": "you"}, "cannot": True,
       "condition": {"count": "remaining-sanity", "at-least": 4}}]),
    ("You can only discover clues in Abbey Tower if you have no cards in your hand.", "Abbey Tower",
     [{"applies-to": {"event": "discover-clues", "what": "self", "who": "you"}, "cannot": True,
       "condition": {"count": "card-in-your-hand", "at-least": 1}}]),
    # "must have C in order to V": the same frame, the condition before the verb
    ("You must have at least 2 clues in order to move to The Edge of the Universe.", "The Edge of the Universe",
     [{"applies-to": {"event": "move", "what": "self", "who": "you"}, "cannot": True,
       "condition": {"count": "clue-you-have", "at-most": 1}}]),
    ("You must have 2 or more resources in order to enter this location.", "Odd Place",
     [{"applies-to": {"event": "move", "what": "this-location", "who": "you"}, "cannot": True,
       "condition": {"count": "resource-you-have", "at-most": 1}}]),
])
def test_a_restriction_lifted_only_if_a_condition_holds(text, name, abilities):
    assert _constants(text, name, "location") == abilities


@pytest.mark.parametrize("text", [
    # a condition with no one inverse, or a frame the reader does not compose: left a gap, never guessed
    "You can only discover clues in Odd Place if you are ready.",
    "You cannot discover clues here except by fighting.",  # no discovery records fighting: the exception stays a gap
    "While you are engaged with Odd Place, you cannot discover or spend clues.",
])
def test_restrictions_the_engine_cannot_hold_stay_gaps(text):
    assert parse_card_text(text, name="Odd Place", type_code="location").gaps


def test_a_predicate_with_its_own_negation_is_not_split():
    """"… cannot be evaded and cannot make attacks of opportunity": each verb has its own "cannot" — read as the
    card's constant reads it, not as coordinated verbs."""
    assert _constants("Yog-Sothoth cannot be evaded and cannot make attacks of opportunity.", "Yog-Sothoth",
                      "enemy") == [
        {"applies-to": {"event": "evade", "what": "self"}, "cannot": True},
        {"applies-to": {"event": "enemy-attack", "source": "self", "via": "opportunity"}, "cannot": True}]


@pytest.mark.parametrize(("text", "type_code", "abilities"), [
    # the keyword Fast qualifies the cards a prohibition names ("fast cards": a plural noun, never a verb)
    ("You cannot play fast cards.", "treachery",
     [{"applies-to": {"event": "play-card", "what": "fast-card", "who": "you"}, "cannot": True}]),
    ("While you are at Odd Place, you cannot play fast cards.", "location",
     [{"applies-to": {"event": "play-card", "what": "fast-card", "who": HERE}, "cannot": True}]),
    # tokens that cannot be placed on a set of cards: the placing event, its cards composed
    ("Clues cannot be placed on non-Altered locations.", "act",
     [{"applies-to": {"event": "place-clues", "what": "non-altered-location"}, "cannot": True}]),
    ("Clues cannot be placed on Odd Place.", "location",
     [{"applies-to": {"event": "place-clues", "what": "self"}, "cannot": True}]),
])
def test_what_a_prohibition_composes(text, type_code, abilities):
    assert _constants(text, "Odd Place", type_code) == abilities


def test_a_plural_game_noun_after_a_one_word_noun_phrase_is_no_verb():
    (clause,) = read_sentence("Clues cannot be placed on non-Altered locations").clauses
    assert [c.kind for c in clause.chunks] == ["np", "verb", "pp"]


@pytest.mark.parametrize(("text", "provokes"), [
    ("Uses (2 ammo).\nPlaying Lupara does not provoke attacks of opportunity.", False),
    ("Playing Lupara doesn't provoke attacks of opportunity.", False),
    ("Playing Lupara provokes attacks of opportunity.", None),  # no such restriction: not read as one
])
def test_a_card_whose_play_does_not_provoke_says_so_on_the_card(text, provokes):
    result = parse_card_text(text, name="Lupara", type_code="asset")
    assert dict(result.card).get("provokes") is provokes


@pytest.mark.parametrize(("text", "abilities"), [
    # what cards cannot do themselves: the subject composed as any set of cards, "you control" its controller
    ("Assets you control cannot ready.", [{"applies-to": {"event": "ready", "what": "asset-you-control"},
                                           "cannot": True}]),
    ("Cards you control cannot leave play.", [{"applies-to": {"event": "leaves-play", "what": "card-you-control"},
                                               "cannot": True}]),
    ("Each Ghoul enemy cannot ready.", [{"applies-to": {"event": "ready", "what": "ghoul-enemy"}, "cannot": True}]),
])
def test_what_cards_cannot_do(text, abilities):
    assert _constants(text, "Wracked", "treachery") == abilities
