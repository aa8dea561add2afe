"""A chaos token treated as another, or ignored, once revealed (:mod:`kb.cardtext.treating`): the verb frames "treat
<the token just revealed> as <a token>" and "ignore <the token just revealed>", read in the 'when' window of a reveal;
the complement after "as" a token named by its icon or number. Each grammar rule from its own shape and a few real
texts (development cards); the engine's side is ``tests/engine/test_treated_tokens.py``."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import read_sentence
from kb.cardtext.instruction import instruction

WHEN = "[reaction] When you reveal a chaos token: "


def read(text: str, name: str = "X", type_code: str = "asset") -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    ability = next(a for a in result.abilities if a.effects or a.gaps)
    return [dict(e) for e in ability.effects], [g.reason for g in result.gaps]


# -- the grammar: "as" and a noun phrase after the object is the verb's complement ---------------------

@pytest.mark.parametrize(("text", "complement"), [
    ("Treat that token as a [skull]", ["a", "[skull]"]),
    ("treat it as a [skull] token", ["a", "[skull]", "token"]),
    ("Treat this token as a 0", ["a", "0"]),
])
def test_as_and_a_noun_phrase_after_the_object_is_a_slot(text, complement):
    clause = read_sentence(text).clauses[0]
    ins = instruction(clause.chunks, clause.text)
    assert ins.verb == "treat" and ins.slots["as"].words == complement


def test_a_second_complement_is_still_refused():
    clause = read_sentence("Treat that token as a [skull] as a [tablet]").clauses[0]
    with pytest.raises(Exception):
        instruction(clause.chunks, clause.text)


# -- treat: the token just revealed resolves as the token named ----------------------------------------

@pytest.mark.parametrize(("words", "token"), [
    ("Treat that token as a [skull]", "skull"),
    ("You may treat it as an [elder_sign] token", "elder-sign"),
    ("Treat the revealed chaos token as a [auto_fail]", "auto-fail"),
    ("treat that chaos token as a 0", "0"),
    ("treat that token as a +1 token", "+1"),
    ("treat that token as a -2 token", "-2"),
])
def test_treat_the_token_just_revealed_as_a_token_named(words, token):
    effects, gaps = read(WHEN + words + ".")
    assert gaps == [] and effects[0]["effect"] == "treat-token" and effects[0]["token"] == token


def test_a_reaction_on_one_token_may_treat_it_as_another():
    """Jim Culver's choice, printed as a reaction: "you may choose to instead treat it as a [skull] token"."""
    effects, gaps = read("[reaction] When you reveal a [elder_sign] token: You may treat it as a [skull] token.")
    assert gaps == [] and effects == [{"effect": "treat-token", "token": "skull", "may": True}]


@pytest.mark.parametrize("text", [
    "[fast] Treat that token as a 0.",  # no token has just been revealed
    "[fast] Treat that token as any other token in the chaos bag.",
])
def test_what_the_engine_cannot_treat_stays_a_gap_with_its_reason(text):
    result = parse_card_text(text, name="X", type_code="investigator" if text.startswith("Treat") else "asset")
    assert not any(e.get("effect") == "treat-token" for a in result.abilities for e in a.effects)
    assert [g.category for g in result.unsupported] in (["effect:treat"], ["constant:treat"])


# -- ignore: the token just revealed contributes nothing ------------------------------------------------

def test_ignore_the_token_just_revealed():
    effects, gaps = read(WHEN + "Ignore that chaos token.")
    assert gaps == [] and effects == [{"effect": "ignore-token"}]


def test_ignore_and_reveal_another_one_to_resolve():
    """Lucky Dice: the token revealed in place of the one ignored is the test's (resolved anyway)."""
    effects, gaps = read("[reaction] When you reveal a non-[auto_fail] chaos token, spend 2 resources: Ignore that "
                         "chaos token and reveal another one to resolve.")
    assert gaps == [] and effects == [{"effect": "ignore-token"}, {"effect": "reveal-token"}]


def test_ignoring_outside_a_reveal_is_refused():
    effects, gaps = read("[action]: Ignore that chaos token.")
    assert effects == [] and gaps


# -- not revealing: "do not <verb>" is a prohibition for the duration, as "you cannot <verb>" ------------

@pytest.mark.parametrize(("text", "duration"), [
    ("Until the end of your turn, do not reveal chaos tokens.", "until-end-of-turn"),
    ("Until the end of the round, do not reveal chaos tokens from the chaos bag.", "until-end-of-round"),
    ("Until the end of your turn, you cannot reveal chaos tokens.", "until-end-of-turn"),
])
def test_do_not_reveal_chaos_tokens_is_a_lasting_prohibition_of_the_reveal(text, duration):
    effects, gaps = read(text, type_code="event")
    assert gaps == [] and effects == [{"effect": "lasting", "duration": duration, "cannot": True,
                                       "applies-to": {"event": "reveal-chaos-token", "who": "you"}}]


def test_do_not_with_a_verb_the_engine_cannot_forbid_stays_a_gap():
    effects, gaps = read("Until the end of your turn, do not look at cards.", type_code="event")
    assert effects == [] and gaps


# -- several tokens revealed at once, and what follows counts them -----------------------------------------

@pytest.mark.parametrize(("phrase", "count"), [
    ("[skull] and [auto_fail] token revealed", "token-revealed-by-this-effect:skull|auto-fail"),
    ("[elder_sign] token revealed", "token-revealed-by-this-effect:elder-sign"),
    ("[skull] or [cultist] symbol revealed by this effect", "token-revealed-by-this-effect:skull|cultist"),
    ("chaos token revealed", "token-revealed-by-this-effect"),
    ("non-[auto_fail] token revealed", None),
    ("clue on your location", None),
])
def test_the_count_of_tokens_revealed(phrase, count):
    from kb.cardtext.revealed import revealed_count
    assert revealed_count(phrase) == count


def test_reveal_several_tokens_and_count_those_of_some_symbols():
    """Final Rhapsody."""
    effects, gaps = read("<b>Revelation</b> - Reveal 5 chaos tokens from the chaos bag. For each [skull] and "
                         "[auto_fail] token revealed, take 1 damage and 1 horror.", "Final Rhapsody", "treachery")
    assert gaps == []
    assert effects[0] == {"effect": "reveal-token", "amount": 5}
    assert effects[1]["effect"] == "for-each" and effects[1]["count"] == "token-revealed-by-this-effect:skull|auto-fail"
    assert [e["effect"] for e in effects[1]["effects"]] == ["deal-damage", "deal-horror"]


def test_a_count_of_tokens_revealed_with_no_reveal_before_it_is_refused():
    effects, gaps = read("<b>Revelation</b> - For each [skull] token revealed, take 1 horror.", type_code="treachery")
    assert effects == [] and any("no instruction before it that does it" in g for g in gaps)


# -- a constant treating each token of a kind revealed ------------------------------------------------------

@pytest.mark.parametrize(("text", "token", "as_"), [
    ("Treat each [elder_sign] you reveal on a chaos token as a [auto_fail].", "elder-sign", "auto-fail"),  # Necronomicon
    ("Treat each [skull] or [cultist] token you reveal as a [tablet] token.", ["skull", "cultist"], "tablet"),
    ("Treat each -1 token you reveal as a 0 token.", "-1", "0"),
])
def test_treat_each_token_you_reveal_as_another_is_a_constant(text, token, as_):
    result = parse_card_text(text, name="X", type_code="asset")
    assert list(result.gaps) == []
    ability = result.abilities[0].to_situation()
    assert ability["kind"] == "constant" and ability["treat-as"] == as_
    assert ability["applies-to"] == {"event": "reveal-chaos-token", "who": "you", "token": token}


def test_whose_reveals_named_by_reference_stays_a_gap_where_no_sentence_names_him():
    """"that investigator reveals" with nothing before it naming him (Hastur's "While … by an investigator with …" does:
    ``test_attacked_by_read.py``)."""
    result = parse_card_text("Treat each [elder_sign], \"+1,\" \"0,\" or \"-1\" token that investigator reveals as a "
                             "[auto_fail] token.", name="Hastur", type_code="enemy")
    assert result.gaps and not any("treat-as" in a.to_situation() for a in result.abilities)


# -- a token's own line: "this token" is the symbol whose line resolves at ST.4 --------------------------

def _line(body: str) -> tuple[dict[str, Any], list[str]]:
    result = parse_card_text(f"[skull]: {body}", name="X", type_code="scenario")
    return dict(result.card)["chaos-tokens"][0], [g.reason for g in result.gaps]


@pytest.mark.parametrize(("body", "effects"), [
    ("-2. You may spend 2 resources to treat this token as a 0, instead.",  # The House Always Wins
     [{"effect": "spend", "cost": {"resources": 2}, "effects": [{"effect": "treat-token", "token": "0"}],
       "may": True}]),
    ("-3. Treat this token as a [tablet].", [{"effect": "treat-token", "token": "tablet"}]),
    ("-1. Ignore this token.", [{"effect": "ignore-token"}]),
])
def test_a_line_treats_its_own_token_at_once(body, effects):
    line, gaps = _line(body)
    assert gaps == [] and line["effects"] == effects and line["modifier"] == int(body.split(".")[0])


def test_a_lines_result_cannot_treat_its_token_once_it_has_resolved():
    """ST.7 comes after ST.5: "If you fail, treat this token as a 0" is a gap, not a treatment at ST.4."""
    line, gaps = _line("-3. If you fail, treat this token as a 0.")
    assert "effects" not in line and "if-fail" not in line and gaps


def test_discard_resources_from_no_holder_are_your_own():
    """The House Always Wins: "[tablet]: -2. If you fail, discard 3 resources." — from your resource pool."""
    line, gaps = _line("-2. If you fail, discard 3 resources.")
    assert gaps == [] and line["if-fail"] == [{"effect": "lose-resources", "amount": 3}]


# -- "as if it were": the complement of "treat", as "as" alone; "any other token in the chaos bag" -----------------

@pytest.mark.parametrize(("words", "token"), [
    ("You may treat that token as if it were an [elder_sign]", "elder-sign"),
    ("treat it as if it were a [skull] token", "skull"),
    # Beginner's Luck: a token the player picks among the bag's
    ("You may treat that token as if it were any other token in the chaos bag", "any-other-in-bag"),
    ("Treat that token as any token in the chaos bag", "any-other-in-bag"),
])
def test_as_if_it_were_names_what_the_token_is_treated_as(words, token):
    effects, gaps = read(WHEN + words + ".")
    assert gaps == [] and effects[0]["effect"] == "treat-token" and effects[0]["token"] == token


def test_as_if_it_were_after_another_verb_is_left_to_the_permission_frame():
    """"You may play X as if it were in your hand" keeps its own reading (:mod:`kb.cardtext.as_if`)."""
    result = parse_card_text("You may play the topmost event in your discard pile as if it were in your hand.",
                             name="X", type_code="investigator")
    assert result.gaps == () and dict(result.abilities[0].extra)["permits"] == "the-topmost-event-in-your-discard-pile"


def test_any_token_elsewhere_than_the_bag_is_not_a_token_named():
    effects, gaps = read(WHEN + "Treat that token as any other token.")
    assert effects == [] and gaps
