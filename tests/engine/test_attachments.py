"""Attaching a card, from the rules' sentences (Attach To, Leaves Play, Event Cards)."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data


def test_an_event_that_attaches_itself_stays_in_play_where_it_is_attached(world, run):
    """Event Cards: an event goes to the discard pile after resolving "unless stated otherwise": attached, it is
    in play, at the location it is attached to."""
    world["investigators"][0]["hand"] = [{"name": "Barricade", "type": "event", "cost": 0,
                                          "effects": [{"effect": "attach", "to": "your-location"}]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Barricade"}]
    trace = run(world)
    card = trace.final_state["cards"]["Barricade"]
    assert card["zone"] == "play" and card["attached_to"] == "Hall" and card["location"] == "Hall"
    assert trace.final_state["investigators"]["Roland"]["discard"] == []


def test_an_attachment_is_discarded_when_what_it_is_attached_to_leaves_play(world, run, find):
    """Leaves Play: "All attachments on the card are discarded" — the enemy defeated, the card attached to it
    goes to its owner's discard pile at the same time."""
    world["cards"] = [
        {"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 2},
        {"name": "Mark", "type": "asset", "controller": "Roland", "owner": "Roland",
         "abilities": [{"kind": "action", "effects": [{"effect": "attach", "to": "Ghoul"}]}]},
        {"name": "Blade", "type": "asset", "controller": "Roland",
         "abilities": [{"kind": "action", "effects": [{"effect": "deal-damage", "amount": 2, "to": "Ghoul"}]}]},
    ]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Mark"},
                   {"who": "Roland", "action": "activate", "card": "Blade"}]
    trace = run(world)
    assert find(trace, "Mark is attached to Ghoul") < find(trace, "Mark, attached to Ghoul, discarded with it")
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Mark"]
    assert "Mark" not in trace.final_state["cards"] or trace.final_state["cards"]["Mark"]["zone"] == "discard"


def test_attached_enemy_is_the_enemy_the_bearer_is_attached_to(world, run):
    world["cards"] = [
        {"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 3},
        {"name": "Rat", "type": "enemy", "location": "Attic", "health": 3},
        {"name": "Snare", "type": "asset", "controller": "Roland", "owner": "Roland", "abilities": [
            {"kind": "action", "effects": [{"effect": "attach", "to": "Rat"}]},
            {"kind": "action", "effects": [{"effect": "deal-damage", "amount": 1, "to": "attached-to"}]}]},
    ]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Snare", "ability": 0},
                   {"who": "Roland", "action": "activate", "card": "Snare", "ability": 1}]
    trace = run(world)
    assert trace.final_state["cards"]["Rat"]["damage"] == 1 and trace.final_state["cards"]["Ghoul"]["damage"] == 0


def test_a_situation_may_start_with_a_card_attached_and_it_is_where_that_is(world, run, find):
    """Attach To: an attached card is where what it is attached to is, and is discarded when that leaves play."""
    world["cards"] = [
        {"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 1},
        {"name": "Barricade", "type": "event", "owner": "Roland", "attached-to": "Hall"},
        {"name": "Mark", "type": "treachery", "owner": "Roland", "attached-to": "Ghoul"},
        {"name": "Blade", "type": "asset", "controller": "Roland",
         "abilities": [{"kind": "action", "effects": [{"effect": "deal-damage", "amount": 1, "to": "Ghoul"}]}]},
    ]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Blade"}]
    trace = run(world)
    cards = trace.final_state["cards"]
    assert cards["Barricade"]["zone"] == "play" and cards["Barricade"]["location"] == "Hall"
    assert find(trace, "Mark, attached to Ghoul, discarded with it")
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Mark"]


@pytest.mark.parametrize("card, message", [
    ({"name": "Barricade", "type": "event", "attached-to": "Cellar"},
     "cards[0].attached-to: no location or card in play named 'Cellar'"),
    ({"name": "Barricade", "type": "event"}, "an event in play is attached to something: give `attached-to`"),
    ({"name": "Rope", "type": "treachery", "attached-to": "Hall", "location": "Hall"},
     "cards[0].location: an attached card is where what it is attached to is: leave out `location`"),
])
def test_an_attachment_that_cannot_be_is_an_error_naming_its_field(world, card, message):
    world["cards"] = [card]
    with pytest.raises(SituationError) as error:
        situation_from_data(world)
    assert message in str(error.value)
