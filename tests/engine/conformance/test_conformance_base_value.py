"""An investigator's base skill in a skill test: the value printed on the investigator card, before any modifier,
unless a card states its own base — replayed by a minimal situation composed from the rules' sentences (the sentence
table, ``python -m kb.tools.conformance_coverage``, reads the quotes). The engine reads the base in one place
(``procedures.skill_value.base``) for ST.1's opening line, ST.5's sum and a commit restriction's count."""

from __future__ import annotations

from typing import Any

from rulecases import at, run, world


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
