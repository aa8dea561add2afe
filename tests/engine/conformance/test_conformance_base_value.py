"""An investigator's base skill in a skill test: the value printed on the investigator card, before any modifier,
unless a card states its own base — replayed by a minimal situation composed from the rules' sentences (the sentence
table, ``python -m kb.tools.conformance_coverage``, reads the quotes). The engine reads the base in one place
(``procedures.skill_value.base``) for ST.1's opening line, ST.5's sum and a commit restriction's count."""

from __future__ import annotations

from typing import Any

import pytest
from rulecases import at, run, world

from kb.engine.situation.errors import SituationError


def _test(*, base: int | None = None, bonus: int = 0) -> dict[str, Any]:
    """Roland Banks (printed intellect 3) uses a free ability that investigates the Hall (shroud 2) and
    reveals a -2."""
    data = world(tests=[{"who": "Roland Banks", "tokens": ["-2"]}])
    effect: dict[str, Any] = {"effect": "investigate", "bonus": bonus}
    if base is not None:
        effect["base"] = base
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Investigate.", "effects": [effect]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}]
    return data


def test_the_base_value_is_the_value_before_any_modifier():
    """[ahlcg/rr/base-value] "Base value is the value of an element before any modifiers are applied." — a test with
    "+2" begins at Roland's base intellect 3; the modifier joins only the ST.5 sum."""
    trace = run(_test(bonus=2))
    begins = at(trace, "ST.1: Roland Banks begins an intellect test (base intellect 3)")
    assert begins < at(trace, "ST.5: Roland Banks's modified skill value: intellect 3 + 2 (Roland Banks) − 2 ([-2] token) = 3",
                           begins)


def test_the_base_value_of_a_skill_is_the_value_printed_on_the_card():
    """[ahlcg/rr/base-value] "Unless otherwise specified, the base value of an element derived from a card is the
    value printed on that card." — no card states a base: Roland's printed intellect 3 is summed, and 3 - 2 < 2 fails."""
    trace = run(_test())
    at(trace, "ST.5: Roland Banks's modified skill value: intellect 3 − 2 ([-2] token) = 1")
    at(trace, "ST.6: Roland Banks fails")


def test_a_card_that_states_a_base_value_replaces_the_printed_one():
    """[ahlcg/rr/base-value] "Unless otherwise specified, the base value of an element derived from a card is the
    value printed on that card." — "otherwise specified": an investigation "with a base skill of 5" begins at 5, sums 5, and
    succeeds where the printed 3 would fail."""
    trace = run(_test(base=5))
    at(trace, "ST.1: Roland Banks begins an intellect test (base intellect 5, stated by the card)")
    at(trace, "ST.5: Roland Banks's modified skill value: intellect 5 − 2 ([-2] token) = 3")
    at(trace, "ST.6: Roland Banks succeeds")


def _changed(change: dict[str, Any], *, skills: tuple[str, ...] = ("intellect",), plus: int = 0,
             **applies: Any) -> dict[str, Any]:
    """Roland (printed intellect 3) controls an asset whose constant changes the base value of his ``skills``, and
    perhaps one giving "+``plus``" to them, and investigates the Hall (shroud 2), revealing a -2."""
    data = _test()
    text = "Set the base value of your [intellect] to ..."
    abilities: list[dict[str, Any]] = [
        {"kind": "constant", "text": text, "applies-to": {"event": "skill-test-begins", "who": "you", **applies},
         "base-value": {"skills": list(skills), **change} if skills else change}]
    if plus:
        abilities.append({"kind": "constant", "text": f"You get +{plus} [intellect].",
                          "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "intellect"},
                          "skill-modifier": plus})
    data["cards"] = [{"name": "Transformation", "type": "asset", "controller": "Roland Banks",
                      "abilities": abilities}]
    return data


def test_a_card_may_set_the_base_value_of_a_skill():
    """[ahlcg/rr/base-value] "Unless otherwise specified, the base value of an element derived from a card is the
    value printed on that card." — "Set the base value of your [intellect] to 5": the test begins at 5, not the
    printed 3, and succeeds."""
    trace = run(_changed({"set": 5}))
    at(trace, "ST.1: Roland Banks begins an intellect test (base intellect 5, set to 5 by Transformation)")
    at(trace, "ST.5: Roland Banks's modified skill value: intellect 5 (base set to 5 by Transformation) − 2")
    at(trace, "ST.6: Roland Banks succeeds")


def test_modifiers_apply_to_the_base_a_card_set():
    """[ahlcg/rr/base-value] "Base value is the value of an element before any modifiers are applied." — a base set
    to 1 and "+1 [intellect]": the modifier is applied to the set base (1 + 1 - 2 = 0), not to the printed 3."""
    trace = run(_changed({"set": 1}, plus=1))
    at(trace, "ST.5: Roland Banks's modified skill value: intellect 1 (base set to 1 by Transformation) − 2 ([-2] "
              "token) + 1 (Transformation) = 0")


def test_a_base_raised_to_a_value_is_raised_only_when_lower():
    """[ahlcg/rr/base-value] "Unless otherwise specified, the base value of an element derived from a card is the
    value printed on that card." — "raise the base value of each of those skills to 6": intellect 3 becomes 6; a
    raise to 2 leaves it at 3."""
    raised = run(_changed({"raise-to": 6}))
    at(raised, "ST.1: Roland Banks begins an intellect test (base intellect 6, raised to 6 by Transformation)")
    kept = run(_changed({"raise-to": 2}))
    at(kept, "ST.1: Roland Banks begins an intellect test (base intellect 3, Transformation's raise to 2 leaves it)")


def test_a_doubled_base_is_doubled_before_the_modifiers_are_applied():
    """[ahlcg/rr/base-value] "Base value is the value of an element before any modifiers are applied." — "While you
    are investigating the Hall, double the base value of your skill": 3 doubled is 6, then +1 and the -2 token: 5
    (the +1 is not doubled)."""
    trace = run(_changed({"double": True}, skills=(), plus=1, via="investigate", what="Hall"))
    at(trace, "ST.1: Roland Banks begins an intellect test (base intellect 6, doubled by Transformation)")
    at(trace, "ST.5: Roland Banks's modified skill value: intellect 6 (base doubled by Transformation) − 2 ([-2] "
              "token) + 1 (Transformation) = 5")


def test_a_base_value_change_governs_only_the_skills_and_tests_it_names():
    """[ahlcg/rr/base-value] "Unless otherwise specified, the base value of an element derived from a card is the
    value printed on that card." — a base set for [willpower] leaves his intellect at its printed 3; a doubling while
    investigating the Attic leaves an investigation of the Hall at 3."""
    other_skill = run(_changed({"set": 5}, skills=("willpower",)))
    at(other_skill, "ST.1: Roland Banks begins an intellect test (base intellect 3)")
    elsewhere = run(_changed({"double": True}, skills=(), via="investigate", what="Attic"))
    at(elsewhere, "ST.1: Roland Banks begins an intellect test (base intellect 3)")


@pytest.mark.parametrize("change, kind, message", [
    ({"set": 2}, "forced", "'base-value' is for a constant ability"),
    ({"set": 2, "double": True}, "constant", "exactly one change"),
    ({"raise-to": -1}, "constant", "-1"),
])
def test_a_base_value_change_that_cannot_apply_is_refused(change, kind, message):
    """A base-value change off a constant that applies to a skill test, or with not exactly one change, is a clear
    error naming the field."""
    data = _changed(change)
    ability = data["cards"][0]["abilities"][0]
    if kind != "constant":
        ability.update(kind=kind, timing="after", trigger={"event": "skill-test-begins"},
                       effects=[{"effect": "gain-resources", "amount": 1}])
        del ability["applies-to"]
    with pytest.raises(SituationError) as error:
        run(data)
    assert message in str(error.value)
