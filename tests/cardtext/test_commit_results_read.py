"""A card's commit that decides the test's result: after the card's own permission to commit itself, "That test
automatically fails" names the test it is committed to — the card field ``commit-result``. Without that permission
before it, the demonstrative has nothing to name: not this rule's, the gap it was."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

#: Possession (Traitorous), its last paragraph as printed.
PERMISSION = "You may commit this card to a skill test at your location."


@pytest.mark.parametrize(("result", "field"), [
    ("That test automatically fails.", "fail"),  # Possession
    ("That skill test automatically succeeds.", "success"),
    ("The test is automatically unsuccessful.", "fail"),
])
def test_after_the_cards_own_permission_the_test_it_is_committed_to_has_its_result(result, field):
    read = parse_card_text(f"{PERMISSION} {result}", name="Possession", type_code="treachery")
    assert read.to_json()["card"]["commit-result"] == field
    permits = [a for a in read.to_json()["abilities"] if a.get("permits")]
    assert permits and permits[0]["applies-to"] == {"event": "commit-card", "who": "you", "what": "self"}
    assert not read.gaps


def test_without_a_permission_before_it_the_sentence_stays_a_gap():
    read = parse_card_text("That test automatically fails.", name="Possession", type_code="treachery")
    assert "commit-result" not in read.to_json().get("card", {})
    assert [g.category for g in read.gaps] == ["constant:fail"]
