"""A closing parenthesised 'cannot' of an investigator's ability read as the card's constant (``reminder_constants.py``):
from the printed sentence (Sefina Rousseau) and the rule's bounds."""

from __future__ import annotations

from kb.cardtext import parse_card_text

SEFINA = ("<b>Forced</b> - When you would draw your opening hand: Draw 13 cards, instead. Choose up to 5 events to "
          "place beneath this card and keep 8 cards as your opening hand. Discard the rest. <i>(You cannot "
          "mulligan.)</i>")


def test_sefinas_reminder_is_her_constant_and_her_forced_ability_keeps_the_rest():
    result = parse_card_text(SEFINA, name="Sefina Rousseau", type_code="investigator")
    assert not result.gaps, result.gaps
    constant, forced = result.abilities
    assert constant.kind == "constant" and constant.source_text == "You cannot mulligan."
    assert constant.to_situation()["applies-to"] == {"event": "mulligan", "who": "you"}
    assert constant.to_situation()["cannot"] is True
    assert forced.kind == "forced" and [e["effect"] for e in forced.to_situation()["effects"]] == ["instead"]


def test_on_another_card_type_the_reminder_stays_with_the_instructions():
    result = parse_card_text("<b>Revelation</b> - Discard the top card of your deck. <i>(You cannot mulligan.)</i>",
                             name="Test Card", type_code="treachery")
    assert [a.kind for a in result.abilities] == ["revelation"]
    assert result.unsupported  # "You cannot mulligan" is no instruction


def test_a_reminder_that_is_no_cannot_stays_with_the_instructions():
    result = parse_card_text("<b>Forced</b> - At the end of your turn: Discard 1 card. <i>(Gain 1 resource.)</i>",
                             name="Test Investigator", type_code="investigator")
    assert [a.kind for a in result.abilities] == ["forced"]
