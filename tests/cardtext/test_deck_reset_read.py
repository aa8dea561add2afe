"""The verb frame "reset <the act|agenda deck> to <act|agenda> <number>" (deck_reset.py): the deck's current card reset
to the card the number names, ``reset-deck``; "that agenda" after it is the agenda then current."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str):
    result = parse_card_text(text, name="Encore", type_code="agenda")
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("deck", "number"), [("agenda", "1a"), ("act", "1a"), ("agenda", "2c")])
def test_a_deck_reset_to_its_card_by_number(deck, number):
    effects, gaps = _read(f"<b>Forced</b> - At the end of the round: Reset the {deck} deck to {deck} {number}.")
    assert (effects, gaps) == ([{"effect": "reset-deck", "to": f"current-{deck}", "card": number}], [])


def test_doom_removed_the_deck_reset_then_doom_placed_on_that_agenda():
    effects, gaps = _read("<b>Forced</b> - At the end of the round: Remove all doom from play and reset the agenda deck "
                          "to agenda 1a. Then, place 3 doom on that agenda.")
    assert gaps == []
    assert effects == [{"effect": "remove-tokens", "tokens": "doom", "to": "doom-in-play"},
                       {"effect": "reset-deck", "to": "current-agenda", "card": "1a"},
                       {"effect": "place-doom", "amount": 3, "then": True}]  # the current agenda: the one reset to


@pytest.mark.parametrize("text", [
    "Reset the agenda deck to act 1a.",  # another deck's card
    "Reset the encounter deck to agenda 1a.",  # a deck with no numbered cards
    "Reset the agenda deck.",  # no card named
    "Reset the agenda deck to agenda 1.",  # no side
])
def test_a_reset_the_frame_does_not_fit_stays_a_gap(text):
    _, gaps = _read(f"<b>Forced</b> - At the end of the round: {text}")
    assert gaps == [text.rstrip(".")]
