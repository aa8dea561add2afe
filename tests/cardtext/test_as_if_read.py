"""Permissions "as if" (:mod:`kb.cardtext.as_if`): the verb frame "you may <verb> <cards> as if <it/they> were
<place>" (and its passive, "<cards> may be <verb-ed> as if …") read as a constant; "play … in your hand" of cards a
selector of a hand or discard pile names → ``permits``, anything else of the frame an ``unsupported`` gap of its own
category. Each grammar rule from its shape and a few real texts (development and early cards); the engine's side is
``tests/engine/test_play_permissions.py``."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

PERMISSION = 'a permission "as if" the engine does not model'


def read(text: str, name: str = "X") -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, name=name, type_code="asset")
    return [dict(a.extra) for a in result.abilities if a.extra], [g.reason for g in result.gaps]


# -- the active frame: "you may play <cards out of play> as if <it/they> were in your hand" ------------------

@pytest.mark.parametrize(("text", "permits"), [
    ("You may play the topmost event in your discard pile as if it were in your hand.",  # Wendy's Amulet
     "the-topmost-event-in-your-discard-pile"),
    ("You may play the top card in your discard pile as if it were in your hand.", "the-topmost-card-in-your-discard-pile"),
    ("You may play an event in your discard pile as if it were in your hand.", "an-event-in-your-discard-pile"),
    ("You may play a Spell asset in your discard pile as if it were in your hand.",
     "a-spell-asset-in-your-discard-pile"),
])
def test_play_as_if_in_hand_permits_the_cards_named(text, permits):
    constants, gaps = read(text)
    assert constants == [{"applies-to": {"event": "play-card", "who": "you"}, "permits": permits}]
    assert gaps == []


# -- the passive frame: "<cards> attached to @self may be played as if they were in your hand" ----------------

@pytest.mark.parametrize(("text", "permits"), [
    ("Cards attached to Stick to the Plan may be played as if they were in your hand.",  # Stick to the Plan
     "a-card-attached-to-self"),
    ("Events attached to Stick to the Plan may be played as if they were in your hand.", "an-event-attached-to-self"),
    ("[[Tactic]] events attached to Stick to the Plan may be played as if they were in your hand.",
     "a-tactic-event-attached-to-self"),
])
def test_cards_attached_to_the_card_itself_are_permitted(text, permits):
    constants, gaps = read(text, "Stick to the Plan")
    assert constants == [{"applies-to": {"event": "play-card", "who": "you"}, "permits": permits}]
    assert gaps == []


# -- what the frame reads but the engine does not run: a gap of its own category, nothing dropped --------------

@pytest.mark.parametrize(("text", "name", "said"), [
    ("Cards attached to Arcane Initiate may be played as if they were in your hand.", "Stick to the Plan",
     "to play Cards attached to Arcane Initiate as if in your hand"),  # the passive: cards attached to another card
    ("You may play the top card of your deck as if it were in your hand.", "X",
     "to play the top card of your deck as if in your hand"),  # a deck's top card
    ("You may evade Cnidathqua as if it were at your location.", "Cnidathqua",
     "to evade Cnidathqua as if at your location"),  # another verb, another place
    ("You may fight the Ghoul Priest as if it were at your location.", "X",
     "to fight the Ghoul Priest as if at your location"),  # another card than the permission's own
    ("You may play the topmost event in any player's discard pile as if it were in your hand.", "X",
     "as if in your hand"),  # the top of whose pile: not only yours
])
def test_a_permission_the_engine_does_not_run_is_a_gap(text, name, said):
    constants, gaps = read(text, name)
    assert constants == []
    assert len(gaps) == 1 and gaps[0].startswith(PERMISSION) and said in gaps[0]


def test_fight_its_own_card_as_if_at_your_location_permits_an_enemy_at_another_location():
    """Cnidathqua (early cards): the enemy's own card relaxes where it must be to be fought (Fight)."""
    constants, gaps = read("You may fight Cnidathqua as if it were at your location (it is not engaged with you).",
                           "Cnidathqua")
    assert constants == [{"applies-to": {"event": "fight", "what": "self"}, "permits": "an-enemy-at-another-location"}]
    assert gaps == []


def test_a_sentence_without_as_if_is_not_this_frame():
    """Possession's "You may commit Possession to a skill test at your location" is no "as if" frame: the commit
    permission's own reading (``commit_permits.py``), not this one."""
    constants, gaps = read("You may commit Possession to a skill test at your location.", "Possession")
    assert not any(g.startswith(PERMISSION) for g in gaps)
    assert constants == [{"applies-to": {"event": "commit-card", "who": "you", "what": "self"},
                          "permits": "a-card-without-an-appropriate-icon"}]
