"""The rule of reference (``reference.py``) for a card an effect puts into play, picked by it ("Put an Item asset into
play from your hand"): the engine binds the one card picked as ``chosen`` (``effects/cards.put_into_play``), so a
later "it" / "that asset" names it; several put into play ("each …"), or copies counted, stay unbound and refused."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.model import NotParsed
from kb.cardtext.reference import refer, remember
from kb.cardtext.vocabulary import Context


def test_one_card_put_into_play_is_a_bound_referent_named_as_chosen():
    ctx = remember(Context(kind="event"), [{"effect": "put-into-play", "to": "an-item-asset-in-your-hand"}])
    assert refer(["it"], ctx) == "chosen"
    assert refer(["that", "asset"], ctx) == "chosen"
    assert ctx.chosen == "asset"  # "return it to your hand": a card chosen, which the hand may take


def test_several_put_into_play_stay_refused():
    ctx = remember(Context(kind="event"), [{"effect": "put-into-play", "to": "each-item-asset-in-your-hand"}])
    with pytest.raises(NotParsed, match="picked by an earlier choice"):
        refer(["it"], ctx)


@pytest.mark.parametrize("text", [
    # Sleight of Hand: the delayed return names the card put into play
    "Put an [[Item]] asset into play from your hand. At the end of your turn, if that asset is still in play, return "
    "it to your hand.",
    # the same shape with the instruction right after it, and an Ally rather than an Item
    "Put an [[Ally]] asset into play from your hand. Return it to your hand.",
])
def test_it_after_a_card_put_into_play_from_hand_is_read(text):
    result = parse_card_text(text, name="Test Card", type_code="event")
    effects = [dict(e) for a in result.abilities for e in a.effects]
    assert not result.gaps
    assert effects[0]["effect"] == "put-into-play" and "chosen" in repr(effects[1:])
    assert "move-card" in repr(effects[1:])


def test_one_card_readied_is_named_by_it_after_it():
    """Inspiring Presence: "ready an [[Ally]] asset at your location and heal 1 damage or 1 horror from it"."""
    result = parse_card_text("If this skill test is successful, ready an [[Ally]] asset at your location and heal 1 "
                             "damage or 1 horror from it.", name="Inspiring Presence", type_code="skill")
    assert not result.gaps
    (_, effects), = result.card
    assert effects[0] == {"effect": "ready", "to": "an-ally-asset-at-your-location"}
    assert [e["to"] for e in effects[1]["effects"]] == ["chosen", "chosen"]
