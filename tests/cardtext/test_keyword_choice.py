"""A card qualified by its keyword (:mod:`kb.cardtext.keyword_choice`, :mod:`kb.cardtext.quoted_keywords`): the
grammar keeps a quoted Uses keyword with its parameter as one word; "with \u201cuses (Type)\u201d" after the object of
"choose" is composed into its selector as the qualifier ``uses_<type>``, whatever the card phrase and its area. Each
grammar rule from its shape and a real text (Spirit-Speaker); the engine's side is
``tests/engine/conformance/test_conformance_uses_and_slots.py``."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import read_sentence


def _read(text: str, name: str = "Test Card", type_code: str = "event"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


# -- the grammar: a quoted keyword's parenthesis is its parameter, not a reminder ----------------------------------

def test_a_quoted_uses_keyword_keeps_its_parameter_as_one_word():
    sentence = read_sentence('Choose an asset you control with "uses (charges)."')
    assert sentence.reminders == ()
    assert [t.text for t in sentence.clauses[0].chunks[-1].tokens] == ["with", "uses (charges)"]


@pytest.mark.parametrize("text", [
    "Choose an asset you control (uses charges).",  # not after a quoted keyword: a reminder
    'Choose an asset you control with "uses (3 charges)."',  # a number: the keyword as printed on its own line
])
def test_any_other_parenthesis_stays_a_reminder(text):
    assert read_sentence(text).reminders


# -- the choice: the qualifier composed into the object's selector ---------------------------------------------------

@pytest.mark.parametrize(("text", "selector"), [
    ('Choose an asset you control with "uses (charges)."', "a-uses_charges-asset-you-control"),
    ('Choose a Spell asset you control with "uses (charges)."', "a-uses_charges-spell-asset-you-control"),
    ('Choose an asset in your discard pile with "uses (ammo)."', "a-uses_ammo-asset-in-your-discard-pile"),
    ('Choose a card you control with "uses (supplies)."', "a-uses_supplies-card-you-control"),
])
def test_a_uses_qualifier_is_composed_into_the_chosen_selector(text, selector):
    effects, gaps = _read(text)
    assert effects == [{"effect": "choose", "to": selector}] and gaps == []


def test_spirit_speakers_choice_names_the_chosen_asset_after_it():
    effects, gaps = _read('[fast] Exhaust Spirit-Speaker: Choose an asset you control with "uses (charges)." Either '
                          "return that asset to your hand, or move all charges from that asset to your resource pool "
                          "<i>(as resources)</i> and discard that asset.", "Spirit-Speaker", "asset")
    assert effects[0] == {"effect": "choose", "to": "a-uses_charges-asset-you-control"}
    assert gaps == []  # "(as resources)" restates the Uses rule (restated.py): the whole instruction is read
    assert [e.get("to") for e in effects[1]["effects"][1]["effects"]] == ["you", "chosen"]  # moved, then discarded


@pytest.mark.parametrize(("text", "reason"), [
    ('Choose an asset you control with "uses (tokens)."', "a card qualified by a Uses keyword of no type the engine"
     " names"),
    ('Choose an enemy at your location with "uses (charges)."', "a card qualified by its Uses keyword, chosen by no "
     "selector of cards the qualifier joins"),
])
def test_a_uses_qualifier_the_engine_cannot_say_is_refused_quoted(text, reason):
    effects, gaps = _read(text)
    assert effects == [] and gaps == [(text.replace('"', "").rstrip("."), reason)]  # quoted whole, as the words read


# -- the same qualifier on where tokens go: "you control" after the keyword belongs to the asset -------------------

@pytest.mark.parametrize("text, amount", [
    ('Add 1 charge to an asset with "uses (charges)" you control.', 1),  # Akachi Onyele
    ('Place 2 charges on an asset with "uses (charges)" you control.', 2),
])
def test_tokens_go_to_an_asset_qualified_by_its_uses_keyword(text, amount):
    effects, gaps = _read(text)
    assert gaps == []
    assert effects == [{"effect": "place-tokens", "tokens": "uses", "amount": amount,
                        "to": "a-uses_charges-asset-you-control"}]


def test_tokens_to_an_asset_with_a_use_of_no_named_type_stay_a_gap():
    effects, gaps = _read('Add 1 charge to an asset with "uses (widgets)" you control.')
    assert effects == [] and len(gaps) == 1
