"""A test's result whose comma is left out before "you must" ("If you fail you must either (choose one): …"): the
modal opens the main clause, so the sentence is the test's ``fail``; without the modal, no comma is no result."""

from __future__ import annotations

from kb.cardtext import parse_card_text

PASSAGE = ("<b>Revelation</b> - Test [willpower] (3). This test has +2 difficulty if Hunting Horror is at your "
           "location. If you fail you must either (choose one): discard the top 5 cards of your deck, or take 1 direct "
           "damage and deal 1 damage to each of your [[Ally]] assets.")


def _test(text: str) -> dict:
    result = parse_card_text(text, name="Passage into the Veil", type_code="treachery")
    return dict(result.abilities[0].effects[0]), result


def test_fail_then_must_either_without_a_comma_is_the_failed_result():
    test, result = _test(PASSAGE)
    assert not result.gaps
    assert test["effect"] == "test" and test["skill"] == "willpower" and test["difficulty"] == 3
    (either,) = test["fail"]
    assert either["effect"] == "either"
    first, second = either["effects"]
    assert first == {"effect": "discard-top", "amount": 5}
    assert [e["to"] for e in second["effects"]] == ["you", "each-ally-asset-you-control"]
    assert second["effects"][0]["direct"] is True and "success" not in test


def test_succeed_then_must_without_a_comma():
    test, result = _test("<b>Revelation</b> - Test [agility] (2). If you succeed you must draw 1 card.")
    assert not result.gaps and test["success"] == [{"effect": "draw", "amount": 1}]


def test_no_comma_and_no_modal_stays_a_gap():
    _, result = _test("<b>Revelation</b> - Test [willpower] (3). If you fail take 1 horror.")
    assert result.unsupported
