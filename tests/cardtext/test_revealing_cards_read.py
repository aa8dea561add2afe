""""Reveal it" of one card the ability names (revealing_cards.py): ``reveal-card`` of that card; the readings of
tokens and of a deck's top cards come first, and a card picked anew is not this reading's."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _effects(text: str, name: str = "X", type_code: str = "event") -> tuple[list[dict], list[str]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.category for g in result.gaps]


@pytest.mark.parametrize("text", [
    "<b>Forced</b> - If Dark Memory is in your hand at the end of your turn, reveal it and take 2 horror.",
    "<b>Forced</b> - If Dark Memory is in your hand at the end of your turn, reveal Dark Memory from your hand.",
])
def test_reveal_the_card_in_hand_is_reveal_card_of_itself(text: str) -> None:
    effects, gaps = _effects(text, name="Dark Memory")
    assert not gaps
    assert effects[0] == {"effect": "reveal-card", "to": "self"}


def test_the_top_card_of_a_deck_keeps_its_own_reading() -> None:
    effects, gaps = _effects("Reveal the top card of the encounter deck.")
    assert not gaps and effects[0]["effect"] == "reveal-top"


def test_a_chaos_token_keeps_its_own_reading() -> None:
    effects, gaps = _effects("Reveal a random chaos token from the chaos bag.")
    assert not gaps and effects == [{"effect": "reveal-token"}]


def test_a_card_chosen_from_your_hand_is_not_one_card_named() -> None:
    _, gaps = _effects("Reveal a card from your hand.")
    assert gaps == ["effect:reveal"]
