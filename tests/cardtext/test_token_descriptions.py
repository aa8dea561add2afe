"""Chaos tokens described by what is printed on them (:mod:`kb.cardtext.revealed`), and the results of one reveal
(:mod:`kb.cardtext.reveal_results`): a list of descriptions, each a symbol or a number by its property ("a
[elder_sign] symbol or positive number", "an odd number or a [skull] … symbol", "any other number"); "If it is X"
on the token just revealed; "nothing happens"; several results after one reveal, printed in one paragraph or each
on its own line. Each rule from its own shape and a few real texts (development cards); the engine's side is
``tests/engine/test_token_descriptions.py``."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.revealed import OTHER_NUMBER, named_tokens, other_numbers
from kb.cardtext.tokens import tokenize

FAILING = ["skull", "cultist", "tablet", "elder-thing", "auto-fail"]
LIST = "[skull], [cultist], [tablet], [elder_thing], or [auto_fail]"
TWIST = ("Revelation - Reveal a random token from the chaos bag.\n"
         "If you reveal a [elder_sign] symbol or positive number, nothing happens.\n"
         "If you reveal any other number, take 1 damage.\n"
         f"If you reveal a {LIST} symbol, take 2 horror.")


def results(text: str, type_code: str = "treachery") -> tuple[list[dict[str, Any]], list[str]]:
    """The first ability's if-revealed effects (symbols → inner effects) and the card's gaps."""
    result = parse_card_text(text, name="X", type_code=type_code)
    effects = [dict(e) for e in result.abilities[0].effects]
    return [e for e in effects if e["effect"] in ("reveal-token", "if-revealed")], [g.text for g in result.gaps]


# -- the noun phrase: a list of token descriptions ----------------------------------------------------

@pytest.mark.parametrize(("phrase", "tokens"), [
    ("a positive number", ["positive"]),
    ("a negative number", ["negative"]),
    ("an even number", ["even"]),
    ("an odd number", ["odd"]),
    ("a number", ["numeric"]),
    ("a [elder_sign] symbol or positive number", ["elder-sign", "positive"]),
    (f"an odd number or a {LIST} symbol", ["odd", *FAILING]),
    ("any other number", [OTHER_NUMBER]),
    ("a [skull] symbol or a chaos token", None),  # "a chaos token" is any token only as the whole phrase
    ("a strange number", None),
    ("an odd enemy", None),
])
def test_a_token_description_is_a_symbol_list_or_a_number_by_its_property(phrase, tokens):
    assert named_tokens(tokenize(phrase)) == tokens


@pytest.mark.parametrize(("earlier", "others"), [
    (["elder-sign", "positive"], ["0", "negative"]),
    (["negative"], ["positive", "0"]),
    (["even"], ["odd"]),
    (["skull", "odd"], ["even"]),
    ([], None),                     # no number named before: which are "the others" is unknown
    (["positive", "even"], None),   # two cuts of the numbers
    (["+1"], None),                 # a number itself
    (["positive", "0", "negative"], None),  # none left
])
def test_any_other_number_is_the_kinds_of_one_cut_no_earlier_result_named(earlier, others):
    assert other_numbers(earlier) == others


# -- the results of one reveal ----------------------------------------------------------------------

def test_several_results_of_one_reveal_each_an_if_revealed_any_other_number_settled_by_those_before():
    effects, gaps = results(TWIST.replace("\n", " "))
    assert gaps == []
    assert [(e["effect"], e.get("symbols")) for e in effects] == [
        ("reveal-token", None), ("if-revealed", ["elder-sign", "positive"]), ("if-revealed", ["0", "negative"]),
        ("if-revealed", FAILING)]
    assert [e.get("effects") for e in effects[1:]] == [
        [], [{"effect": "deal-damage", "amount": 1, "to": "you"}], [{"effect": "deal-horror", "amount": 2, "to": "you"}]]


def test_a_reveals_results_printed_each_on_its_own_line_continue_the_ability_that_revealed_it():
    result = parse_card_text(TWIST, name="Twist of Fate", type_code="treachery")
    assert len(result.abilities) == 1 and result.gaps == ()
    assert [e["effect"] for e in result.abilities[0].effects] == ["reveal-token"] + ["if-revealed"] * 3


def test_if_it_is_x_asks_what_the_token_just_revealed_is():
    effects, _gaps = results("[action] Spend 2 resources: Reveal a random chaos token.\n"
                             "If it is an even number, gain 2 clues from the token bank.\n"
                             f"If it is an odd number or a {LIST} symbol, nothing happens.", "location")
    assert [e.get("symbols") for e in effects] == [None, ["even"], ["odd", *FAILING]]
    assert effects[2]["effects"] == []


def test_a_result_line_after_a_paragraph_that_reveals_nothing_stays_its_own():
    result = parse_card_text("Revelation - Take 1 horror.\nIf you reveal a [skull] symbol, take 1 damage.",
                             name="X", type_code="treachery")
    assert len(result.abilities) == 2 and result.gaps


def test_any_other_number_with_no_number_named_before_is_a_gap_naming_why():
    _effects, gaps = results("Revelation - Reveal a random chaos token. If you reveal any other number, take 1 damage.")
    assert gaps == ["If you reveal any other number, take 1 damage"]
    result = parse_card_text("Revelation - Reveal a random chaos token. If you reveal any other number, take 1 damage.",
                             name="X", type_code="treachery")
    assert "any other number" in result.unsupported[0].reason


@pytest.mark.parametrize("text", ["Nothing happens.", "Something happens.", "Nothing happens to you."])
def test_nothing_happens_is_read_only_as_a_result_that_does_nothing(text):
    result = parse_card_text(f"Revelation - Reveal a random chaos token. If it is a [skull] symbol, {text.lower()}",
                             name="X", type_code="treachery")
    assert (result.gaps == ()) is (text == "Nothing happens.")
