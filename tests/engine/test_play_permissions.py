"""Play Restrictions, Permissions, and Instructions: "Some cards have permissions that allow the investigator to do
something that the rules would otherwise forbid" (and the Golden Rules: the card's text takes precedence). A card is
played from the hand (Play); a constant's ``permits`` lets the cards it names be played as if they were there —
only that is relaxed: the cost, the play action and any 'cannot' still apply."""

from __future__ import annotations

import pytest

from kb.engine import situation_from_data
from kb.engine.situation.errors import SituationError

AMULET = {"kind": "constant", "applies-to": {"event": "play-card", "who": "you"},
          "permits": "the-topmost-event-in-your-discard-pile",
          "text": "You may play the topmost event in your discard pile as if it were in your hand."}
CACHE = {"name": "Cache", "type": "event", "cost": 1, "effects": [{"effect": "gain-resources", "amount": 3}]}
DRIED = {"name": "Dried Up", "type": "event", "cost": 0, "effects": [{"effect": "gain-resources", "amount": 1}]}


def _amulet(world, discard, abilities=(AMULET,)):
    roland = world["investigators"][0]
    roland["abilities"] = list(abilities)
    roland["discard"] = [dict(c) for c in discard]
    return world


def test_a_permission_lets_the_topmost_event_of_the_discard_pile_be_played(world, run, find):
    trace = run(dict(_amulet(world, [DRIED, CACHE]), do=[{"who": "Roland", "action": "play", "card": "Cache"}]))
    assert find(trace, "permits Roland to play Cache as if it were in Roland's hand") < find(trace, "Step 2")
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["resources"] == 5 - 1 + 3  # its cost is still paid
    assert roland["discard"] == ["Dried Up", "Cache"]  # played, then discarded again: the top again


def test_the_play_still_costs_a_play_action(world, run, find):
    trace = run(dict(_amulet(world, [CACHE]), do=[{"who": "Roland", "action": "play", "card": "Cache"}]))
    find(trace, "costs paid simultaneously: 1 action")


def test_a_card_below_the_top_is_not_permitted(world, run, find):
    trace = run(dict(_amulet(world, [CACHE, DRIED]), do=[{"who": "Roland", "action": "play", "card": "Cache"}]))
    find(trace, "Not possible (do[0]): Roland does not have Cache in hand")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_a_card_of_another_type_is_not_permitted(world, run, find):
    knife = {"name": "Knife", "type": "asset", "cost": 1, "slots": ["hand"]}
    trace = run(dict(_amulet(world, [knife]), do=[{"who": "Roland", "action": "play", "card": "Knife"}]))
    find(trace, "Not possible (do[0]): Roland does not have Knife in hand")


def test_cannot_still_forbids_a_permitted_play(world, run, find):
    ban = {"kind": "constant", "cannot": True, "applies-to": {"event": "play-card", "who": "you"},
           "text": "You cannot play cards."}
    trace = run(dict(_amulet(world, [CACHE], (AMULET, ban)), do=[{"who": "Roland", "action": "play", "card": "Cache"}]))
    find(trace, "Not possible (do[0]): Cache cannot be played")
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Cache"]


def test_a_permission_is_whose_it_names(world, run, find):
    """Agnes's discard pile top is not Roland's to play: "your discard pile" is the permission's controller's."""
    agnes = world["investigators"][1]
    agnes["discard"] = [dict(CACHE)]
    world["investigators"][0]["abilities"] = [AMULET]
    trace = run(dict(world, do=[{"who": "Roland", "action": "play", "card": "Cache"}]))
    find(trace, "Not possible (do[0]): Roland does not have Cache in hand")


@pytest.mark.parametrize("bad", [
    {"kind": "constant", "applies-to": {"event": "draw-cards", "who": "you"}, "permits": "an-event-in-your-discard-pile"},
    {"kind": "constant", "applies-to": {"event": "play-card", "who": "you"}, "permits": "an-event-in-your-hand"},
    {"kind": "constant", "applies-to": {"event": "play-card", "who": "you"}, "permits": "wendy"},
])
def test_a_misplaced_permission_is_refused_clearly(world, bad):
    world["investigators"][0]["abilities"] = [bad]
    with pytest.raises(SituationError, match="'permits'"):
        situation_from_data(world)
