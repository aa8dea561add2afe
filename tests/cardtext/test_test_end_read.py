"""An instruction for the end of the test ("When / After this (skill) test ends, X"): the first clause's one frame is
the verb "end" with the test as its subject; X is the instruction. It is the engine's delayed effect of the test
(``when-test-ends`` / ``after-test-ends``), set up as the test's results apply whatever they are — the test or
designated action read before it, or a skill's results; with no test before it, a gap. Real texts of the development
cards, and the rule's shape."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _ability(text, name, type_code):
    result = parse_card_text(text, name=name, type_code=type_code)
    return result.to_json(), result


@pytest.mark.parametrize(("text", "effect", "inner"), [
    # Green Room: after a designated investigation
    ("[action] <b>Investigate.</b> You get +3 [intellect] for this investigation. After this skill test ends, discard "
     "each card in your hand.", "after-test-ends", "for-each"),
    # the rule's shape: "when", "the test", after a test the ability makes
    ("[action]: Test [willpower] (2). If you succeed, gain 2 resources. When the test ends, draw 1 card.",
     "when-test-ends", "draw"),
])
def test_the_end_of_the_test_read_before_is_a_delayed_effect_in_both_results(text, effect, inner):
    data, result = _ability(text, "Green Room", "location")
    tested = data["abilities"][0]["effects"][0]
    for key in ("success", "fail"):
        delayed = [e for e in tested[key] if e["effect"] == effect]
        assert len(delayed) == 1 and delayed[0]["effects"][0]["effect"] == inner
    assert not result.gaps


def test_a_skills_when_this_test_ends_is_among_its_results():
    """Seal of the Elder Sign: its results on the test it is committed to."""
    data, _ = _ability("When this test ends, remove Seal of the Elder Sign from the game.", "Seal of the Elder Sign",
                       "skill")
    for key in ("if-success", "if-fail"):
        assert data["card"][key] == [{"effect": "when-test-ends", "effects": [{"effect": "move-card", "zone": "removed"}],
                                      "text": "When this test ends, remove Seal of the Elder Sign from the game"}]


@pytest.mark.parametrize("text", [
    # Mapping the Streets' second paragraph: its test is another ability's
    "After this test ends, flip this card back over.",
    # the end of something else than a test is no such form
    "After this round ends, draw 1 card.",
])
def test_no_test_before_it_or_another_end_stays_a_gap(text):
    data, result = _ability(text, "Mapping the Streets", "story")
    assert not any(e["effect"].endswith("test-ends") for a in data["abilities"] for e in a["effects"])
    assert result.gaps
