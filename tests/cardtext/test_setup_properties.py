"""What a player card changes about setting up the game (``setup_properties.py``): "you begin / start the game with …"
read as the card's ``begin-in-play`` and ``starting-resources``; "Uses (X type)" as uses X; and the reasons given for
the sentences of the family the engine cannot hold."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


@pytest.mark.parametrize(("text", "names"), [
    ("You begin the game with Duke in play.", ["Duke"]),
    ("You begin the game with Sophie <i>(In Loving Memory)</i> in play.", ["Sophie (In Loving Memory)"]),
    ("You begin the game with Duke and Guard Dog in play.", ["Duke", "Guard Dog"]),
    ("You start the game with Old Revolver in play.", ["Old Revolver"]),
])
def test_the_cards_an_investigator_begins_the_game_with_in_play_are_a_field_of_the_card(text, names):
    result = parse_card_text(text, name="Test Investigator", type_code="investigator")
    printed = text.replace("<i>", "").replace("</i>", "")  # the sentence keeps its words; the italics are markup
    assert dict(result.card) == {"begin-in-play": names, "property-text": [printed]} and not result.gaps \
        and not result.abilities


@pytest.mark.parametrize(("text", "change"), [
    ("You start each game with 2 fewer resources.", -2),
    ("You begin the game with 3 additional resources.", 3),
    ("You start each game with one more resource.", 1),
])
def test_a_change_to_the_starting_resources_is_a_field_of_the_card(text, change):
    result = parse_card_text(text, name="Debt", type_code="treachery")
    assert dict(result.card) == {"starting-resources": change, "property-text": [text]} and not result.gaps


@pytest.mark.parametrize("text", [
    "You begin the game with 3 cards in your hand.",  # another complement: no setup field for it
    "You start each game with X fewer resources.",  # X with nothing defining it
    "Each investigator begins the game with Duke in play.",  # another subject
    "You begin your turn with Duke in play.",  # not the game
])
def test_another_complement_or_subject_stays_a_gap(text):
    result = parse_card_text(text, name="Test Investigator", type_code="investigator")
    assert not {"begin-in-play", "starting-resources"} & set(dict(result.card or ())) and len(result.gaps) == 1


@pytest.mark.parametrize(("text", "uses"), [("Uses (X ammo).", "X"), ("Uses (x charges).", "X"), ("Uses (4 ammo).", 4)])
def test_uses_x_is_read_as_the_letter_its_cost_defines(text, uses):
    result = parse_card_text(text, name="Twin Pistols", type_code="asset")
    assert dict(result.card)["uses"] == uses and not result.gaps


@pytest.mark.parametrize(("text", "name", "reason"), [
    ("Sealed Scroll enters play with X clues on it, where X is the number of pages missing in your Campaign Log.",
     "Sealed Scroll", "in words the engine's log counts"),
    ("Play with the top card of your deck revealed.", "Norman Withers", "the engine's decks are hidden"),
    ("During the upkeep phase, you may choose not to draw cards.", "Test Card", "may choose not to draw cards"),
])
def test_a_sentence_of_the_family_the_engine_cannot_hold_says_why(text, name, reason):
    result = parse_card_text(text, name=name, type_code="asset")
    assert len(result.unsupported) == 1 and reason in result.unsupported[0].reason
