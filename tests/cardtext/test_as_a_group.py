"""", as a group," (``as_a_group.py``): the instruction read without the words, its tokens given up together; and
"any X enemy" as one enemy chosen."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


@pytest.mark.parametrize(("text", "amount", "source"), [
    ("Investigators in Blasted Heath may, as a group, place up to 2 of their clues on an [[Abomination]] enemy in "
     "Blasted Heath.", 2, "each-investigator-at-this-location"),
    ("Investigators at your location may, as a group, place up to 3 of their clues on an enemy at your location.", 3,
     "each-investigator-at-your-location"),
])
def test_tokens_placed_as_a_group_are_one_total_the_investigators_give_together(text: str, amount: int,
                                                                                   source: str) -> None:
    """Costs: each investigator in the group the ability defines may contribute to the one amount."""
    r = parse_card_text("[fast]: " + text, name="Blasted Heath", type_code="location")
    assert r.gaps == ()
    (up_to,) = r.abilities[0].effects
    assert up_to["effect"] == "up-to" and up_to["may"] is True
    (moved,) = up_to["effects"]
    assert moved["effect"] == "move-tokens" and moved["group"] is True
    assert (moved["amount"], moved["from"], moved["tokens"]) == (amount, source, "clues")


def test_an_instruction_as_a_group_that_moves_no_tokens_is_refused_with_the_reason() -> None:
    r = parse_card_text("[fast]: Investigators at your location may, as a group, draw 2 cards.", type_code="location")
    (gap,) = r.gaps
    assert "as a group" in gap.reason


def test_any_enemy_is_one_enemy_chosen() -> None:
    """"any [[Abomination]] enemy in play": one of them, the placer's choice (as "any X location" is)."""
    r = parse_card_text("[fast]: An investigator in Dunwich Village may place 1 of his or her clues on any "
                        "[[Abomination]] enemy in play.", name="Dunwich Village", type_code="location")
    assert r.gaps == ()
    (moved,) = r.abilities[0].effects
    assert moved["to"] == "an-abomination-enemy-in-play" and moved["from"] == "one-of:each-investigator-at-this-location"
