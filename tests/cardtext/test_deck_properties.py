"""What a card says about the deck rather than the game (``deck_properties.py``): a deckbuilder's placeholder read as
``placeholder: true``, a swap of cards between a campaign's games as ``campaign-swap``, the deckbuilding reminder kept
as its sentence; another description of the swapped cards stays a gap."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

PLACEHOLDER = ("This is a placeholder random basic weakness\n You can replace it with a specific weakness using the "
               "Special tab or click the random button to replace it with a random weakness from your collection.")
ADAPTABLE = ("In between each game of a campaign, you may swap up to two level 0 cards out of your deck in exchange for "
             "an equal number of level 0 cards.")


def test_a_deckbuilders_placeholder_is_a_property_of_the_card_not_an_ability():
    result = parse_card_text(PLACEHOLDER, name="Random Basic Weakness", type_code="treachery")
    card = dict(result.card)
    assert card["placeholder"] is True and not result.abilities and not result.gaps
    assert card["property-text"] == [" ".join(PLACEHOLDER.split())]


@pytest.mark.parametrize(("text", "swap"), [
    (ADAPTABLE, {"count": 2, "out": {"level": 0}, "in": {"level": 0}}),
    ("Between scenarios, you may swap up to 3 level 1 cards out of your deck in exchange for an equal number of "
     "level 1 cards.", {"count": 3, "out": {"level": 1}, "in": {"level": 1}}),
])
def test_a_swap_between_a_campaigns_games_is_a_property_of_the_card(text, swap):
    result = parse_card_text(text, name="Adaptable", type_code="asset")
    assert dict(result.card) == {"campaign-swap": swap, "property-text": [text]} and not result.gaps \
        and not result.abilities


def test_the_deckbuilding_reminder_is_kept_with_the_swap():
    text = f"Permanent.\n{ADAPTABLE} (You must still follow all deckbuilding rules for your investigator)."
    result = parse_card_text(text, name="Adaptable", type_code="asset")
    card = dict(result.card)
    assert card["campaign-swap"]["count"] == 2 and not result.gaps
    assert card["property-text"] == [ADAPTABLE, "You must still follow all deckbuilding rules for your investigator."]


@pytest.mark.parametrize("text", [
    "In between each game of a campaign, you may swap up to two Spell cards out of your deck in exchange for an "
    "equal number of Spell cards.",  # cards not described by their level
    "You may swap up to two level 0 cards out of your deck in exchange for an equal number of level 0 cards.",  # no time
])
def test_a_swap_the_frame_does_not_read_stays_a_gap(text):
    result = parse_card_text(text, name="Adaptable", type_code="asset")
    assert "campaign-swap" not in dict(result.card or ()) and len(result.gaps) == 1
