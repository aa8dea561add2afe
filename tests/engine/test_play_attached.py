"""Stick to the Plan: "Cards attached to Stick to the Plan may be played as if they were in your hand. As an
additional cost to play an attached card, exhaust Stick to the Plan." A permission (Play Restrictions, Permissions,
and Instructions; the Golden Rules) relaxes only where the card is played from — here, attached to the permission's
own card (Attach To): its cost, the play action and any 'cannot' still hold; the other card's additional cost is paid
with its other costs (Costs, FAQ 1.6), and its "exhaust" is of the card that bears it."""

from __future__ import annotations

PLAN_TEXT = "Cards attached to Stick to the Plan may be played as if they were in your hand."
PERMIT = {"kind": "constant", "applies-to": {"event": "play-card", "who": "you"},
          "permits": "a-card-attached-to-self", "text": PLAN_TEXT}
EXHAUST = {"kind": "constant", "applies-to": {"event": "play-card", "what": "attached-to-self"},
           "additional-cost": {"exhaust": True},
           "text": "As an additional cost to play an attached card, exhaust Stick to the Plan."}
CACHE = {"name": "Cache", "type": "event", "cost": 1, "owner": "Roland", "attached-to": "Stick to the Plan",
         "effects": [{"effect": "gain-resources", "amount": 3}]}


def _plan(world, *abilities, exhausted=False, attached=(CACHE,)):
    world["cards"] = [{"name": "Stick to the Plan", "type": "asset", "controller": "Roland", "exhausted": exhausted,
                       "abilities": list(abilities)}, *[dict(c) for c in attached]]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Cache"}]
    return world


def test_an_attached_card_is_played_as_if_in_hand_and_goes_to_the_discard_pile(world, run, find):
    trace = run(_plan(world, PERMIT))
    assert find(trace, "permits Roland to play Cache as if it were in Roland's hand") \
        < find(trace, "Cache is no longer attached to Stick to the Plan") < find(trace, "Step 4: Cache's effects resolve")
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["resources"] == 5 - 1 + 3  # its own cost still paid
    assert roland["discard"] == ["Cache"]
    assert "attached_to" not in trace.final_state["cards"]["Cache"]


def test_the_additional_cost_exhausts_the_card_bearing_it(world, run, find):
    trace = run(_plan(world, PERMIT, EXHAUST))
    find(trace, "Additional cost to play Cache (Stick to the Plan): exhaust Stick to the Plan")
    assert trace.final_state["cards"]["Stick to the Plan"]["exhausted"] is True


def test_an_exhausted_plan_cannot_pay_the_additional_cost(world, run, find):
    trace = run(_plan(world, PERMIT, EXHAUST, exhausted=True))
    find(trace, "Stick to the Plan is not a ready card in play: it cannot be exhausted to pay a cost")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5
    assert trace.final_state["cards"]["Cache"]["zone"] == "play"  # still attached: nothing was paid


def test_without_the_permission_an_attached_card_is_not_playable(world, run, find):
    trace = run(_plan(world))
    find(trace, "Not possible (do[0]): Roland does not have Cache in hand")


def test_a_card_attached_to_another_card_is_not_permitted(world, run, find):
    world = _plan(world, PERMIT, attached=())
    world["cards"].append({"name": "Kit", "type": "asset", "controller": "Roland"})
    world["cards"].append({**CACHE, "attached-to": "Kit"})
    trace = run(world)
    find(trace, "Not possible (do[0]): Roland does not have Cache in hand")


def test_the_additional_cost_is_not_added_to_a_card_played_from_hand(world, run):
    world = _plan(world, PERMIT, EXHAUST, attached=())
    world["investigators"][0]["hand"] = [{k: v for k, v in CACHE.items() if k not in ("owner", "attached-to")}]
    trace = run(world)
    assert trace.final_state["cards"]["Stick to the Plan"]["exhausted"] is False
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5 - 1 + 3



def test_a_reaction_before_the_opening_hand_resolves_before_any_card_is_drawn(world, run, find):
    """"[reaction] Before you draw your opening hand: …" (timing ``would``, Rules Reference: "When X would occur"
    resolves before X): a Permanent card in play at setup uses it before the first card of the hand is drawn."""
    world.update(setup=True)
    del world["turn"]
    world["investigators"][0]["deck"] = ["A", "B", "C", "D", "E", "F"]
    world["cards"] = [{"name": "Stick to the Plan", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "reaction", "timing": "would", "trigger": {"event": "draw-opening-hand", "who": "you"},
         "effects": [{"effect": "gain-resources", "amount": 1}]}]}]
    trace = run(world)
    assert find(trace, "Roland: resources 5 \u2192 6") < find(trace, "Roland draws (opening hand): A")
    assert trace.final_state["investigators"]["Agnes"]["resources"] == 3  # "you": Roland's draw only


def _searching(world, effect, deck):
    world["cards"] = [{"name": "Stick to the Plan", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [effect]}]}]
    world["investigators"][0]["deck"] = deck
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Stick to the Plan"}]
    return world


TACTIC = {"type": "event", "traits": ["Tactic"]}
SEARCH = {"effect": "search-deck", "find": {"type": "event", "traits": ["Tactic", "Supply"]}, "finds": 3,
          "different": True, "found": "attach"}


def test_a_search_for_up_to_3_different_events_attaches_them_to_the_card(world, run, find):
    """"Search your deck for up to 3 different Tactic and/or Supply events, and attach them facedown to Stick to the
    Plan": no two of a title, no card of another type or trait; the whole deck searched, then shuffled."""
    deck = [{"name": "Ambush", **TACTIC}, {"name": "Ambush #2", **TACTIC},
            {"name": "Knife", "type": "asset", "traits": ["Tactic"]}, {"name": "Dodge", "type": "event"},
            {"name": "Flare", "type": "event", "traits": ["Supply"]}, {"name": "Feint", **TACTIC},
            {"name": "Stall", **TACTIC}]
    trace = run(_searching(world, SEARCH, deck))
    cards = trace.final_state["cards"]
    assert [n for n, c in cards.items() if c.get("attached_to") == "Stick to the Plan"] == ["Ambush", "Flare", "Feint"]
    assert not {"Ambush #2", "Knife", "Dodge", "Stall"} & set(cards)  # still in the deck, out of play
    assert find(trace, "attaches it facedown to Stick to the Plan") < find(trace, "deck is shuffled")


def test_the_player_may_find_fewer_but_not_two_of_a_title(world, run, find):
    deck = [{"name": "Ambush", **TACTIC}, {"name": "Ambush #2", **TACTIC}, {"name": "Feint", **TACTIC}]
    fewer = _searching(world, SEARCH, deck)
    fewer["choices"] = [{"decision": "several", "ability": "Stick to the Plan", "among": ["Feint"]}]
    trace = run(fewer)
    assert trace.final_state["cards"]["Feint"]["attached_to"] == "Stick to the Plan"
    assert "Ambush" not in trace.final_state["cards"]  # left in the deck


def test_a_choice_of_two_copies_of_a_title_finds_nothing(world, run, find):
    deck = [{"name": "Ambush", **TACTIC}, {"name": "Ambush #2", **TACTIC}]
    twice = _searching(world, SEARCH, deck)
    twice["choices"] = [{"decision": "several", "ability": "Stick to the Plan", "among": ["Ambush", "Ambush #2"]}]
    trace = run(twice)
    find(trace, "is not up to 3 different of the eligible cards")
    assert not {"Ambush", "Ambush #2"} & set(trace.final_state["cards"])  # nothing left the deck
