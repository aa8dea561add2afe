"""A committed skill's change to the values of its test (:mod:`kb.cardtext.test_values`): a verb that scales a value
(double, halve), the value (the difficulty) and whose it is (this skill test, either word order); "resolve the
effects of the successful test twice" under its success. Each is the skill card's field the engine applies while the
card is committed; a scaled value the engine does not scale is a gap with its reason."""

from __future__ import annotations

import pytest

from kb.cardtext.model import NotParsed
from kb.cardtext.parser import parse_card_text
from kb.cardtext.test_values import UNSCALED, committed_change, skill_substitution


@pytest.mark.parametrize("sentence, fields", [
    ("Double the difficulty of this skill test.", {"double-difficulty": True}),
    ("Halve the difficulty of this test.", {"halve-difficulty": True}),
    ("Double this skill test's difficulty.", {"double-difficulty": True}),
    ("If this skill test is successful, resolve the effects of the successful test twice.", {"double-results": True}),
])
def test_a_scaled_value_of_the_test_is_a_card_field(sentence, fields):
    assert committed_change(sentence) == fields


@pytest.mark.parametrize("sentence", ["Draw 1 card.", "Double the number of skill icons committed to this test."])
def test_any_other_sentence_is_no_change(sentence):
    assert committed_change(sentence) is None


def test_a_scaled_value_other_than_the_difficulty_is_refused():
    with pytest.raises(NotParsed, match="doubles or halves only the difficulty"):
        committed_change("Double the base value of this skill test.")


def _skill(text):
    return parse_card_text(text, name="Gamble", type_code="skill")


def test_a_skill_s_changes_and_results_are_read_together():
    """Double or Nothing: both sentences are card fields, shown as the skill's one ability; nothing is a gap."""
    result = _skill("Max 1 committed per skill test.\nDouble the difficulty of this skill test. If this skill test is "
                    "successful, resolve the effects of the successful test twice.")
    assert not result.unsupported
    card = dict(result.card)
    assert card["double-difficulty"] is True and card["double-results"] is True
    assert [a.kind for a in result.abilities] == ["skill"]


def test_a_change_beside_a_result_keeps_the_result():
    result = _skill("Halve the difficulty of this skill test. If this skill test is successful, draw 1 card.")
    card = dict(result.card)
    assert card["halve-difficulty"] is True and card["if-success"][0]["effect"] == "draw"
    assert not result.unsupported


def test_a_refused_change_is_a_gap_with_its_reason_and_the_rest_is_read():
    result = _skill("Double the base value of this skill test. If this skill test is successful, draw 1 card.")
    assert [u.reason for u in result.unsupported] == [UNSCALED]
    assert dict(result.card)["if-success"][0]["effect"] == "draw"


@pytest.mark.parametrize("low, used", [
    ("this attack uses [willpower] instead of [combat]", ("willpower", "combat")),  # Shrivelling
    ("this evasion attempt uses [willpower] instead of [agility]", ("willpower", "agility")),  # Blinding Light
    ("investigate using [willpower] instead of [intellect]", ("willpower", "intellect")),  # Rite of Seeking
    ("use [willpower] instead of [intellect] for this investigation", ("willpower", "intellect")),  # imperative
    ("you use your [intellect] in place of your [combat] for this attack", ("intellect", "combat")),
    ("this attack uses [agility]", ("agility", None)),
])
def test_a_skill_used_for_a_test_is_read_by_its_frame(low, used):
    assert skill_substitution(low) == used


@pytest.mark.parametrize("text, action, skill", [
    ("[action]: <b>Investigate.</b> Use [willpower] instead of [intellect] for this investigation.",
     "investigate", "willpower"),
    ("[action]: <b>Evade.</b> Use [willpower] in place of [agility] for this evasion attempt.", "evade", "willpower"),
    ("[action]: <b>Fight.</b> This attack uses [intellect] in place of [combat].", "fight", "intellect"),
])
def test_a_designated_action_s_test_uses_the_substituted_skill(text, action, skill):
    result = parse_card_text(text, name="Gamble", type_code="asset")
    assert not result.unsupported
    assert result.abilities[0].effects[0] == {"effect": action, "skill": skill}


def test_a_substitution_of_a_skill_the_action_does_not_test_is_refused():
    result = parse_card_text("[action]: <b>Fight.</b> Use [willpower] instead of [agility] for this attack.",
                             name="Gamble", type_code="asset")
    assert [u.reason for u in result.unsupported] == ["replaces a skill the designated action does not test"]
