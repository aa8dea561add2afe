"""Chaos tokens revealed, as card text names them (:mod:`kb.cardtext.revealed`): the noun phrase of tokens, an
effect's condition on them ("If a [skull] … symbol is revealed during this attack, X"), triggers on a reveal,
and revealing tokens ("Reveal a random token", "Reveal 2 chaos tokens instead of 1"). Each grammar rule is
tested from its own shape and a few real texts (development cards); the engine's side is
``tests/engine/test_revealed_tokens.py``."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import read_sentence
from kb.cardtext.revealed import named_tokens
from kb.cardtext.tokens import tokenize
from kb.cardtext.triggers import parse_trigger

FAILING = ["skull", "cultist", "tablet", "elder-thing", "auto-fail"]
LIST = "[skull], [cultist], [tablet], [elder_thing], or [auto_fail]"


def read(text: str, name: str = "X", type_code: str = "asset") -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    ability = next(a for a in result.abilities if a.effects or a.gaps)
    return [dict(e) for e in ability.effects], [g.text for g in result.gaps]


# -- the grammar: a list of icons is one noun phrase ----------------------------------------------

@pytest.mark.parametrize("text", [
    f"If a {LIST} symbol is revealed during this attack, take 1 horror",
    "If a [skull] or [auto_fail] symbol is revealed, take 1 horror",
    "You get +1 [willpower], [intellect], and [combat] for this test",
])
def test_a_list_of_icons_is_one_noun_phrase_not_a_clause_each(text):
    first = read_sentence(text).clauses[0]
    icons = [c for c in first.chunks if any(t.kind in ("chaos", "skill") for t in c.tokens)]
    assert len(icons) == 1 and icons[0].kind in ("np", "pp")


@pytest.mark.parametrize(("phrase", "tokens"), [
    (f"a {LIST} symbol", FAILING),
    ("a [skull] symbol", ["skull"]),
    ("a [skull] or [auto_fail] token", ["skull", "auto-fail"]),
    ("a non-[auto_fail] chaos token", ["non-auto-fail"]),
    ("a chaos token", ["any"]),
    ("an enemy", None),
    ("a [skull] enemy", None),
])
def test_the_tokens_a_noun_phrase_names(phrase, tokens):
    assert named_tokens(tokenize(phrase)) == tokens


# -- an effect's condition on the tokens revealed ---------------------------------------------------

def test_during_this_attack_is_checked_on_the_designated_attacks_test():
    effects, gaps = read(f"[action] Spend 1 charge: <b>Fight.</b> You get +2 [combat] for this attack. If a {LIST} "
                         "symbol is revealed during this attack, take 1 horror.", "Shrivelling")
    assert gaps == []
    (fight,) = effects
    assert fight["effect"] == "fight" and fight["bonus"] == 2
    assert fight["revealed"] == [{"effect": "if-revealed", "symbols": FAILING, "text": fight["revealed"][0]["text"],
                                  "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]


def test_this_attack_deals_more_damage_if_the_symbol_is_revealed():
    effects, gaps = read("[action] Spend 1 charge: <b>Fight.</b> This attack uses [willpower] instead of [combat]. If a "
                         "[skull] symbol is revealed during this attack, this attack deals +2 damage.", "Song of the Dead")
    assert gaps == []
    assert effects[0]["revealed"][0]["effects"] == [{"effect": "attack-damage", "amount": 2}]


def test_during_this_test_after_a_card_test():
    effects, gaps = read(f"[action] Exhaust X: Test [willpower] (1). If a {LIST} symbol is revealed during this test, "
                         "take 1 damage.")
    assert gaps == []
    assert effects[0]["effect"] == "test"
    assert effects[0]["revealed"][0]["effects"] == [{"effect": "deal-damage", "amount": 1, "to": "you"}]


@pytest.mark.parametrize("text", [
    "[action]: <b>Fight.</b> If a [skull] or [auto_fail] symbol is revealed during this attack, discard X after the "
    "attack resolves.",
    "[action]: <b>Fight.</b> If a [skull] or [auto_fail] symbol is revealed during this test, after this test resolves "
    "discard X.",
])
def test_after_the_test_resolves_waits_for_the_test_to_end(text):
    effects, gaps = read(text)
    assert gaps == []
    (check,) = effects[0]["revealed"]
    assert check["after-test"] is True and check["effects"] == [{"effect": "discard", "to": "self"}]


def test_after_a_reveal_it_is_checked_on_the_tokens_that_reveal_resolved():
    effects, gaps = read("[action]: Heal 1 horror. Then, reveal a random token from the chaos bag. If a [skull] or "
                         "[auto_fail] symbol is revealed, take 1 horror and place 1 doom on the Dining Room.",
                         "Dining Room", "location")
    assert gaps == []
    assert [e["effect"] for e in effects] == ["heal-horror", "reveal-token", "if-revealed"]
    assert effects[2]["symbols"] == ["skull", "auto-fail"]
    assert [e["effect"] for e in effects[2]["effects"]] == ["deal-horror", "place-doom"]


@pytest.mark.parametrize(("text", "reason"), [
    # nothing before it is a test or a reveal
    (f"[action]: Draw 1 card. If a {LIST} symbol is revealed, take 1 horror.", "no skill test or reveal"),
    # its scope is another test than the one before it
    ("[action]: <b>Investigate.</b> If a [skull] symbol is revealed during this attack, take 1 horror.",
     "no skill test or reveal"),
    # a scope the engine cannot hold
    ("[action]: <b>Fight.</b> If a [skull] symbol is revealed during an attack against a Monster, take 1 horror.",
     "cannot hold"),
])
def test_a_condition_on_revealed_tokens_the_engine_cannot_place_stays_a_gap(text, reason):
    result = parse_card_text(text, name="X", type_code="asset")
    assert any(reason in u.reason for u in result.unsupported), result.unsupported
    assert not any(a.runnable for a in result.abilities if a.kind == "action")


# -- triggers -------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "trigger"), [
    ("When a [skull] token is revealed during a skill test",
     {"event": "reveal-chaos-token", "via": "skill-test", "token": "skull"}),
    ("After a [skull], [cultist], [tablet], or [elder_thing] symbol is revealed during a test you are performing",
     {"event": "reveal-chaos-token", "via": "skill-test", "who": "you",
      "token": ["skull", "cultist", "tablet", "elder-thing"]}),
    (f"After a {LIST} symbol is revealed during a skill test at your location",
     {"event": "reveal-chaos-token", "via": "skill-test", "who": "investigator-at-your-location", "token": FAILING}),
    ("When you reveal a non-[auto_fail] chaos token", {"event": "reveal-chaos-token", "who": "you",
                                                       "token": "non-auto-fail"}),
    ("When you reveal a chaos token", {"event": "reveal-chaos-token", "who": "you"}),
])
def test_triggers_on_a_token_revealed(text, trigger):
    assert parse_trigger(text)[1] == trigger


# -- revealing tokens -----------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["Reveal a random token from the chaos bag.", "Reveal a random chaos token."])
def test_reveal_a_random_token(text):
    effects, gaps = read(f"<b>Revelation</b> - {text}", type_code="treachery")
    assert (effects, gaps) == ([{"effect": "reveal-token"}], [])


def test_reveal_n_tokens_instead_of_1_and_choose_which_to_resolve():
    effects, gaps = read("[reaction] When you would reveal a chaos token, spend 1 charge: Reveal 2 chaos tokens instead "
                         "of 1. Choose 1 of those tokens to resolve, and ignore the other.", "Grotesque Statue")
    assert (effects, gaps) == ([{"effect": "reveal-instead", "amount": 2, "resolve": 1}], [])


@pytest.mark.parametrize(("text", "reason"), [
    ("[reaction] When you would reveal a chaos token: Reveal 3 chaos tokens instead of 1.", "how many of them"),
    ("[action]: Reveal 2 chaos tokens instead of 1. Choose 1 of those tokens to resolve.", "replaces a reveal"),
])
def test_a_replaced_reveal_needs_its_would_trigger_and_its_count_resolved(text, reason):
    result = parse_card_text(text, name="X", type_code="asset")
    assert any(reason in g.reason for g in result.gaps), result.gaps
