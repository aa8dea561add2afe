"""Chaos tokens' modifiers changed, as the reader reads them: a token description by the sign of its modifier ("a
chaos token with a negative modifier"), the verb frame "switch <the token just revealed>'s <sign> to <sign>"
(:mod:`kb.cardtext.token_signs`), the constants "treat the modifier on <tokens> you reveal as <number>"
(:mod:`kb.cardtext.treated_tokens`) and "double the (<sign>) modifier of <tokens>" (:mod:`kb.cardtext.token_modifiers`).
Each grammar rule from its own shape and a few real texts (development cards); the engine's side is
``tests/engine/test_token_modifiers.py``."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _abilities(text: str, type_code: str = "event", name: str = "X"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return result, [a.to_situation() for a in result.abilities]


# -- a token description: "a chaos token with a <sign> modifier" ------------------------------------------

@pytest.mark.parametrize(("text", "token"), [
    ("Fast. Play after you reveal a chaos token with a negative modifier.\nSwitch that token's \"-\" to a \"+\".",
     "negative-modifier"),  # Sure Gamble
    ("Fast. Play when you reveal a chaos token with a positive modifier.\nSwitch that token's \"-\" to a \"+\".",
     "positive-modifier"),
])
def test_a_chaos_token_with_a_sign_of_modifier_is_a_token_filter(text, token):
    result, abilities = _abilities(text)
    assert result.to_json()["card"]["play-when"]["trigger"] == {"event": "reveal-chaos-token", "who": "you",
                                                                "token": token}


def test_a_token_named_and_a_sign_of_modifier_at_once_is_not_read_as_either():
    result, _ = _abilities("[reaction] After you reveal a [skull] token with a negative modifier: Draw 1 card.",
                           type_code="asset")
    assert result.gaps


def test_a_condition_on_a_token_with_a_negative_modifier():
    result, abilities = _abilities("[action]: Investigate. If you reveal a chaos token with a negative modifier during "
                                   "this test, take 1 horror.", type_code="asset")
    assert not result.gaps
    (found,) = abilities[0]["effects"][0]["revealed"]
    assert found["effect"] == "if-revealed" and found["symbols"] == ["negative-modifier"]


# -- switch <the token just revealed>'s <sign> to <sign> ------------------------------------------------------

@pytest.mark.parametrize("words", ["Switch that token's \"-\" to a \"+\".", "switch the revealed token's - to a +.",
                                   "Switch that chaos token\u2019s \u201c-\u201d to a \u201c+\u201d."])
def test_switch_the_sign_of_the_token_just_revealed(words):
    result, abilities = _abilities("[reaction] After you reveal a chaos token with a negative modifier: " + words,
                                   type_code="asset")
    assert not result.gaps and abilities[0]["effects"] == [{"effect": "switch-token-sign"}]


@pytest.mark.parametrize(("text", "reason"), [
    ("[reaction] After you reveal a chaos token: Switch that token's \"+\" to a \"2\".", "no effect for 'switch'"),
    ("[fast] Switch that token's \"-\" to a \"+\".", "needs a 'When/After you reveal a chaos token' trigger"),
])
def test_a_sign_the_engine_cannot_switch_stays_a_gap_with_its_reason(text, reason):
    """A sign switched to no sign, or outside a reveal's window ("to a "-"" the grammar refuses: a determiner with no
    noun, an unparsed clause)."""
    result, _ = _abilities(text, type_code="asset")
    assert [g.category for g in result.unsupported] == ["effect:switch"]
    assert reason in result.unsupported[0].reason


def test_switching_a_card_is_still_the_card_frame():
    result, abilities = _abilities("[reaction] After @self is flipped: Flip @self, and switch it with Constance "
                                   "Dumaine.", type_code="treachery", name="Sickening Reality")
    assert any(e.get("effect") == "switch" for a in abilities for e in a["effects"])


# -- constants: "treat the modifier on <tokens> you reveal as <number>" ------------------------------------------

@pytest.mark.parametrize(("text", "token", "number"), [
    ("Treat the modifier on [skull] tokens you reveal as \"0.\"", "skull", 0),  # Jim Culver
    ("Treat the modifier on each [skull] or [cultist] token you reveal as +1.", ["skull", "cultist"], 1),
    ("Treat the modifier on [tablet] tokens you reveal as -1.", "tablet", -1),
])
def test_treat_the_modifier_on_tokens_you_reveal_as_a_number(text, token, number):
    result, abilities = _abilities(text, type_code="investigator")
    assert not result.gaps
    assert abilities[0]["applies-to"] == {"event": "reveal-chaos-token", "who": "you", "token": token}
    assert abilities[0]["token-modifier"] == {"as": number}


def test_treat_each_token_as_another_is_still_a_token_treated():
    _, abilities = _abilities("Treat each [elder_sign] you reveal on a chaos token as a [auto_fail].",
                              type_code="investigator")
    assert abilities[0]["treat-as"] == "auto-fail" and "token-modifier" not in abilities[0]


# -- constants: "double the (<sign>) modifier of <tokens>" ---------------------------------------------------

@pytest.mark.parametrize(("text", "applies"), [
    ("Hunter.\nWhile attempting to evade Hunting Nightgaunt, double the negative modifier of each revealed chaos "
     "token.", {"event": "reveal-chaos-token", "via": "evade", "what": "self", "token": "negative-modifier"}),
    ("While evading Hunting Nightgaunt, double the modifier of each [skull] token.",
     {"event": "reveal-chaos-token", "via": "evade", "what": "self", "token": "skull"}),
    ("Double the modifier of each revealed chaos token.", {"event": "reveal-chaos-token"}),
])
def test_double_the_modifier_of_tokens(text, applies):
    result, abilities = _abilities(text, type_code="enemy", name="Hunting Nightgaunt")
    constant = next(a for a in abilities if a["kind"] == "constant")
    assert not result.gaps and constant["applies-to"] == applies and constant["token-modifier"] == {"times": 2}


def test_a_sign_of_modifier_on_tokens_named_is_not_doubled():
    result, _ = _abilities("Double the negative modifier of each [skull] token.", type_code="enemy")
    assert result.gaps


# -- constants: "Anytime you reveal <tokens>, (you may (choose to) (instead)) treat it as <a token>" -------------------

@pytest.mark.parametrize(("text", "token", "may"), [
    ("Anytime you reveal a [elder_sign] token, you may choose to instead treat it as a [skull] token.", "elder-sign",
     True),  # Jim Culver
    ("Whenever you reveal a [tablet] or [cultist] token, treat it as a [skull] token.", ["tablet", "cultist"], False),
    ("Anytime you reveal a [skull] token, you may treat that token as a 0.", "skull", True),
])
def test_each_reveal_of_tokens_treated_as_another(text, token, may):
    result, abilities = _abilities(text, type_code="investigator")
    assert not result.gaps
    assert abilities[0]["applies-to"] == {"event": "reveal-chaos-token", "who": "you", "token": token}
    assert abilities[0].get("treat-may", False) is may and abilities[0]["treat-as"] in ("skull", "0")


@pytest.mark.parametrize("text", [
    "Anytime you reveal a [elder_sign] token, you may choose to discard it.",  # not a treat frame
    "Anytime you reveal a [elder_sign] token, you may treat it as any other token.",  # a token the player picks
])
def test_other_instructions_on_each_reveal_are_not_read_as_treating(text):
    result, abilities = _abilities(text, type_code="investigator")
    assert result.gaps and not any("treat-as" in a for a in abilities)
