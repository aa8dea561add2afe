"""Triggering conditions on damage or horror an investigator deals (``dealing_triggers.py``): the frame "<you>
deal(s) <damage|horror> to <card> [by <how>]" — the card dealt to (``what``), the dealer (``source``: you or a card
you control, ``yours``), how (``via``: an attack, an effect other than an attack). Each slot from its own shape and a
printed text; what the reader writes, the engine loads."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.engine import situation_from_data

from .situation import situation_with


def _trigger(condition: str, *, name: str = "Haruko", type_code: str = "enemy") -> dict:
    result = parse_card_text(f"Forced - {condition}: Place 1 doom on @self.", name=name, type_code=type_code)
    assert not result.gaps, result.gaps
    situation_from_data(situation_with(result, name=name, type_code=type_code))
    return result.abilities[0].to_situation()["trigger"]


@pytest.mark.parametrize("condition, trigger", [
    # what is dealt: damage or horror, the event
    ("After you deal damage to an enemy", {"event": "damage-dealt", "what": "enemy", "source": "yours"}),
    ("After you deal horror to @self", {"event": "horror-dealt", "what": "self", "source": "yours"}),
    # the card dealt to: a composed enemy filter, or the card itself
    ("When you deal damage to a [[Criminal]] enemy", {"event": "damage-dealt", "what": "criminal-enemy",
                                                      "source": "yours"}),
    # "by …": how it was dealt
    ("After you deal damage to @self by an attack", {"event": "damage-dealt", "what": "self", "source": "yours",
                                                      "via": "attack"}),
    ("After you deal damage to @self by an effect other than an attack",
     {"event": "damage-dealt", "what": "self", "source": "yours", "via": "effect"}),
    # the dealer: any investigator, or a card one controls
    ("If an investigator deals damage to a [[Criminal]] enemy",
     {"event": "damage-dealt", "what": "criminal-enemy", "source": "investigators-or-theirs"}),
])
def test_damage_or_horror_you_deal(condition, trigger):
    assert _trigger(condition) == trigger


@pytest.mark.parametrize("condition", [
        "If an enemy deals damage to a [[Criminal]] enemy",  # a dealer no investigator is: no selector of the engine
    "After you deal 2 or more damage to an enemy",  # an amount the frame does not read
    "After you deal damage to an enemy by a [[Spell]]",  # a "by" the engine does not record
    "After you deal clues to an enemy",  # nothing dealt that the engine deals
])
def test_what_the_frame_cannot_hold_stays_a_gap(condition):
    result = parse_card_text(f"Forced - {condition}: Place 1 doom on @self.", name="Haruko", type_code="enemy")
    assert result.gaps and result.abilities[0].to_situation()["trigger"]["event"] is None


def test_printed_text():
    result = parse_card_text("Hunter.\n<b>Forced</b> - After you deal damage to Ishimaru Haruko by an effect other "
                             "than an attack: Draw the top card of the encounter deck.", name="Ishimaru Haruko",
                             type_code="enemy")
    assert not result.gaps, result.gaps
    assert result.abilities[-1].to_situation()["trigger"] == {"event": "damage-dealt", "what": "self",
                                                             "source": "yours", "via": "effect"}
