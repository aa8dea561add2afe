"""Uses of one type on a card as a count (``composed_counts.py``): "<n> charges on <card>", "secrets on it" — the
engine's ``charge-on``, ``secret-on`` … composed with the card (Uses (X Type): a card bears its own type of uses).
Read as the other tokens on a card are ("clues on Cover Up"), in a condition after an event and in a count."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.conditions import cut_condition
from kb.engine import situation_from_data

from .situation import situation_with


@pytest.mark.parametrize("printed, condition", [
    ("When the game ends, if Angered Spirits has fewer than 4 charges on it",
     {"count": "charge-on:Angered Spirits", "at-most": 3}),
    ("At the end of the round, if @self has 2 or more secrets on it", {"count": "secret-on:self", "at-least": 2}),
    ("At the end of the round, if there are no ammo tokens on @self", {"count": "ammo-on:self", "at-most": 0}),
    ("When the game ends, if there are 3 or more supplies on @self", {"count": "supply-on:self", "at-least": 3}),
])
def test_uses_of_a_type_on_a_card_are_a_count(printed, condition):
    assert cut_condition(printed)[1] == condition


def test_a_condition_on_uses_after_an_event_reads_and_loads():
    text = ("<b>Forced</b> - When the game ends, if Angered Spirits has fewer than 4 charges on it: You suffer 1 "
            "physical trauma.")
    result = parse_card_text(text, name="Angered Spirits", type_code="treachery")
    assert not result.gaps, result.gaps
    ability = result.abilities[0].to_situation()
    assert ability["trigger"] == {"event": "game-ends"}
    assert ability["condition"] == {"count": "charge-on:self", "at-most": 3}  # its own name: the card itself
    situation_from_data(situation_with(result, name="Angered Spirits", type_code="treachery"))
