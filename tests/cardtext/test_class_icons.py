"""A class as a qualifier of a noun phrase (:mod:`kb.cardtext.class_icons`): a class icon before the noun ("a
[survivor] card") and the word "Neutral" read as the engine's class qualifier ``class_<class>`` wherever a noun
phrase's qualifiers are read — a card in an area, cards you control, a trigger's filter — never as a trait joined to
the name after it. The engine's side is ``tests/engine/conformance/test_conformance_classes.py``."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.class_icons import class_qualifier
from kb.cardtext.tokens import tokenize


def _read(text: str, type_code: str = "event"):
    result = parse_card_text(text, name="Test Card", type_code=type_code)
    return result, [dict(e) for a in result.abilities for e in a.effects]


@pytest.mark.parametrize(("word", "qualifier"), [
    ("[guardian]", "class_guardian"), ("[seeker]", "class_seeker"), ("[rogue]", "class_rogue"),
    ("[mystic]", "class_mystic"), ("[survivor]", "class_survivor"), ("Neutral", "class_neutral"),
    ("[willpower]", None), ("[action]", None), ("Spell", None),
])
def test_a_class_icon_or_neutral_is_a_class_qualifier_and_nothing_else_is(word, qualifier):
    assert class_qualifier(tokenize(f"a {word} card")[1]) == qualifier


@pytest.mark.parametrize(("text", "effect"), [
    # a card in an area (Resourceful's qualifier)
    ("Choose a [survivor] card in your discard pile.", {"effect": "choose", "to": "a-class_survivor-card-in-your-discard-pile"}),
    # a class then a trait: two qualifiers, the trait not joined to the class
    ("Put a [seeker] Ally asset into play from your hand.",
     {"effect": "put-into-play", "to": "a-class_seeker-ally-asset-in-your-hand"}),
    # cards you control
    ("Ready each [rogue] asset you control.", {"effect": "ready", "to": "each-class_rogue-asset-you-control"}),
    # with "not named" after it
    ("Choose a [mystic] card not named Shrivelling in your discard pile.",
     {"effect": "choose", "to": "a-class_mystic-non-shrivelling-card-in-your-discard-pile"}),
])
def test_a_class_icon_qualifies_the_noun_phrase_it_stands_in(text, effect):
    result, effects = _read(text)
    assert effects[0] == effect and not result.gaps


def test_a_class_icon_qualifies_a_triggers_filter():
    result = parse_card_text("[reaction] After you play a [guardian] card: Gain 1 resource.", name="Test Card",
                             type_code="asset")
    assert result.abilities[0].to_situation()["trigger"]["what"] == "class_guardian-card"


# -- roles: "of your role", "Choose a role", "Switch your role" (class_roles.py) ----------------------------------------

EVERY_ROLE = [{"effect": "switch-role", "role": r} for r in ("guardian", "seeker", "rogue", "mystic", "survivor",
                                                              "neutral")]


@pytest.mark.parametrize(("text", "effect"), [
    # "of your (current) role" after a noun phrase of cards: folded into it as a class qualifier
    ("Discard all cards you control of your current role.", {"effect": "discard", "to": "each-class_your_role-card-you-control"}),
    ("Choose a card of your role in your discard pile.", {"effect": "choose", "to": "a-class_your_role-card-in-your-discard-pile"}),
    # the plural "all … you control" is each of them, with or without a class
    ("Discard all [guardian] assets you control.", {"effect": "discard", "to": "each-class_guardian-asset-you-control"}),
])
def test_of_your_role_is_a_class_qualifier_of_the_cards_before_it(text, effect):
    result, effects = _read(text)
    assert effects == [effect] and not result.gaps


@pytest.mark.parametrize("text", [
    "Choose a role ([survivor], [guardian], [seeker], [rogue], [mystic], or Neutral).",  # every role listed: restated
    "Choose a role.", "Switch your role.",
])
def test_choosing_or_switching_a_role_is_a_choice_of_every_role(text):
    result, effects = _read(text)
    assert effects == [{"effect": "either", "effects": EVERY_ROLE, "text": text.split(" (")[0].rstrip(".")}]
    assert not result.gaps


def test_you_may_switch_roles_is_the_same_choice_optional():
    result, effects = _read("You may switch roles.")
    assert effects[0]["effects"] == EVERY_ROLE and effects[0]["may"] is True and not result.gaps


@pytest.mark.parametrize(("text", "role"), [("Switch your role to neutral.", "neutral"),
                                            ("Switch your role to [seeker].", "seeker")])
def test_switching_to_a_class_named_is_that_role(text, role):
    result, effects = _read(text)
    assert effects == [{"effect": "switch-role", "role": role}] and not result.gaps


@pytest.mark.parametrize("text", [
    "Choose a role ([survivor] or [guardian]).",  # some roles only: a narrower choice, not restated
    "Switch your role to the class of the chosen enemy.",  # a class taken from what is no card just discarded
    "Switch Agnes Baker's role.",
])
def test_a_role_the_engine_cannot_take_is_refused_quoted(text):
    result, _ = _read(text)
    assert result.gaps and not result.runnable


# -- a kind of card sought or discarded: find's classes (searching.card_kind) -----------------------------------------

@pytest.mark.parametrize(("text", "effect"), [
    ("Search the top 9 cards of your deck for a [seeker] card and draw it.",
     {"effect": "search-deck", "amount": 9, "find": {"class": ["seeker"]}, "found": "draw"}),
    ("Search your deck for a [guardian] or [survivor] asset and add it to your hand.",
     {"effect": "search-deck", "find": {"type": "asset", "class": ["guardian", "survivor"]}, "found": "hand"}),
    ("Search your deck for a [rogue] Item asset and add it to your hand.",
     {"effect": "search-deck", "find": {"type": "asset", "traits": ["Item"], "class": ["rogue"]}, "found": "hand"}),
    ("Discard 1 [seeker] card from your hand.", {"effect": "discard-from-hand", "amount": 1, "find": {"class": ["seeker"]}}),
])
def test_a_class_icon_is_a_class_of_the_kind_of_card_sought_or_discarded(text, effect):
    result, effects = _read(text)
    assert effects == [effect] and not result.gaps


def test_classes_the_kind_of_card_cannot_hold_are_refused():
    result, _ = _read("Search your deck for a [guardian] and [seeker] card and add it to your hand.")
    assert result.gaps and not result.runnable
