"""Triggering conditions on an action performed (``performed.py``): the frame "<who> perform(s) a(n) [<kind>]
action", where ("in X"), a move action's own move ("during which you move from X to Y"), whose turn ("during his or
her turn"), "finishes resolving an action", and an attack "against X using <cards>". Each slot is tested from its own
shape and from a few printed texts; what the reader writes, the engine loads."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.engine import situation_from_data

from .situation import situation_with


def _trigger(condition: str, *, name: str = "Parlour", type_code: str = "location") -> dict:
    result = parse_card_text(f"[reaction] {condition}: Gain 1 resource.", name=name, type_code=type_code)
    assert not result.gaps, result.gaps
    data = situation_with(result, name=name, type_code=type_code)
    situation_from_data(data)
    return result.abilities[0].to_situation()["trigger"]


@pytest.mark.parametrize("condition, trigger", [
    # the action's kind: any action, or one of the engine's actions (Action Designators: an ability's designator)
    ("After you perform an action", {"event": "perform-action", "who": "you"}),
    ("After you perform a parley action", {"event": "perform-action", "who": "you", "via": "parley"}),
    ("After an investigator performs an investigate action", {"event": "perform-action", "who": "investigator",
                                                             "via": "investigate"}),
    ("After you take a resource action", {"event": "perform-action", "who": "you", "via": "resource"}),
    # where it is performed: the location the investigator stands at
    ("After you perform a parley action in the Parlour",
     {"event": "perform-action", "who": "you", "via": "parley", "source": "self"}),
    ("After you perform a fight action at your location",
     {"event": "perform-action", "who": "you", "via": "fight", "source": "location-at-your-location"}),
    # a move action's move: from, to, either
    ("After you perform a move action during which you move from the Parlour to the Hallway",
     {"event": "perform-action", "who": "you", "via": "move", "source": "self", "to": "Hallway"}),
    ("After you perform a move action during which you move to the Parlour",
     {"event": "perform-action", "who": "you", "via": "move", "to": "self"}),
    # whose turn: the active investigator; "finishes resolving" an action is its 'after'
    ("After an investigator at your location finishes resolving an action during his or her turn",
     {"event": "perform-action", "who": "active-investigator-at-your-location"}),
    ("After an investigator performs a move action during his or her turn",
     {"event": "perform-action", "who": "active-investigator", "via": "move"}),
])
def test_an_action_performed(condition, trigger):
    assert _trigger(condition) == trigger


@pytest.mark.parametrize("condition, trigger", [
    ("After you perform an attack against the Spheres using a [[Melee]] card",
     {"event": "fight", "who": "you", "what": "self", "source": ["melee-card"]}),
    ("After you perform an attack against the Spheres using a [[Ranged]] or [[Firearm]] asset",
     {"event": "fight", "who": "you", "what": "self", "source": ["ranged-asset", "firearm-asset"]}),
    ("After an investigator performs an attack against the Spheres",
     {"event": "fight", "who": "investigator", "what": "self"}),
])
def test_an_attack_performed_against_an_enemy_using_cards(condition, trigger):
    """The attack (Fight): the enemy its ``what``, the cards — the card fought with — its ``source``."""
    assert _trigger(condition, name="the Spheres", type_code="enemy") == trigger


@pytest.mark.parametrize("condition", [
    "After you perform a dance action",  # no action of the engine
    "After you perform a move action during which an enemy moves to the Hallway",  # another mover
    "After you perform a parley action during which you move to the Hallway",  # no move of a parley action
    "After you perform a move action during your turn",  # "you": the active investigator is no composed filter
    "After you perform an attack using a Melee card",  # no enemy
])
def test_what_the_frame_cannot_hold_stays_a_gap(condition):
    result = parse_card_text(f"[reaction] {condition}: Gain 1 resource.", name="Parlour", type_code="location")
    assert result.gaps and result.abilities[0].to_situation()["trigger"]["event"] is None


def test_that_card_after_an_attack_using_cards_is_the_card_fought_with():
    """"Discard that card": the card named by the condition's "using", not the enemy attacked (Conglomeration of
    Spheres)."""
    result = parse_card_text("Forced - After you perform an attack against the Conglomeration of Spheres using a "
                             "[[Melee]] card: Discard that card.", name="Conglomeration of Spheres", type_code="enemy")
    assert not result.gaps
    assert result.abilities[0].to_situation()["effects"] == [{"effect": "discard", "to": "triggering-source"}]


def test_printed_texts():
    ballroom = parse_card_text("[reaction] After you perform a parley action in the Ballroom: Gain 2 resources. "
                               "(Group limit once per phase.)", name="Ballroom", type_code="location")
    assert not ballroom.gaps
    assert ballroom.abilities[0].to_situation()["trigger"] == {"event": "perform-action", "who": "you",
                                                              "via": "parley", "source": "self"}
    balcony = parse_card_text("<b>Forced</b> - After you perform a move action during which you move from the Balcony "
                              "to the Theatre: Take 2 damage.", name="Balcony", type_code="location")
    assert not balcony.gaps
    assert balcony.abilities[0].to_situation()["trigger"]["to"] == "Theatre"


@pytest.mark.parametrize("condition, trigger", [
    ("When you activate the Fight ability on a [[Firearm]] asset",
     {"event": "perform-action", "who": "you", "via": "fight", "what": "firearm-asset"}),
    ("After an investigator activates the Parley ability on an asset",
     {"event": "perform-action", "who": "investigator", "via": "parley", "what": "asset"}),
])
def test_activating_an_ability_with_a_designator(condition, trigger):
    """Action Designators: activating the ability performs the designated action, the card its ``what``."""
    assert _trigger(condition, name="Watcher", type_code="asset") == trigger


def test_activating_an_ability_without_a_designator_stays_a_gap():
    result = parse_card_text("[reaction] When you activate the first ability on an asset: Gain 1 resource.",
                             name="Watcher", type_code="asset")
    assert result.gaps
