"""Costs that act on the board (Costs): discarding the card bearing the ability, damage and horror taken.

"If multiple costs for a single card or ability require payment, those costs must be paid
simultaneously"; "When exhausting, sacrificing, or otherwise using cards to pay costs, only cards
that are in play and under their owner's control may be used"; "If an investigator takes damage or
horror as a cost and reassigns any of it to an asset, the cost is still considered paid."
"""

from __future__ import annotations

from typing import Any


def _knife(world: dict[str, Any], cost: dict[str, Any], **card: Any) -> dict[str, Any]:
    world["cards"] = [{"name": "Knife", "type": "asset", "controller": "Roland", **card, "abilities": [
        {"kind": "free", "cost": cost, "effects": [{"effect": "gain-resources", "amount": 1}]}]}]
    world["do"] = [{"who": "Roland", "use": "Knife"}]
    return world


def test_discarding_the_card_is_paid_with_the_other_costs_before_the_effect(world, run, find):
    trace = run(_knife(world, {"resources": 1, "discard": True}))
    paid, leaves, gained = (find(trace, "costs paid simultaneously: 1 resource, discard the card"),
                            find(trace, "Knife is discarded: placed on Roland's discard pile"),
                            find(trace, "gains 1 resource"))
    assert paid < leaves < gained
    assert "ahlcg/rr/costs" in trace.steps[paid].rules
    final = trace.final_state
    assert final["investigators"]["Roland"]["resources"] == 5  # 5 - 1 + 1
    assert final["cards"]["Knife"]["zone"] == "discard"


def test_the_discard_is_a_leaves_play_triggering_condition(world, run, find):
    world = _knife(world, {"discard": True})
    world["investigators"][0]["abilities"] = [{"kind": "reaction", "timing": "after",
                                               "trigger": {"event": "leaves-play", "what": "Knife"},
                                               "effects": [{"effect": "draw", "amount": 1}]}]
    world["investigators"][0]["deck"] = ["Card A"]
    trace = run(world)
    assert find(trace, "Knife is discarded") < find(trace, "Roland [reaction]")


def test_a_card_not_in_play_cannot_be_discarded_to_pay_a_cost(world, run):
    world = _knife(world, {"discard": True})
    world["cards"][0].pop("controller")
    world["investigators"][0]["hand"] = [world["cards"].pop()]
    trace = run(world)
    assert not any("gains 1 resource" in s.text for s in trace.steps)


def test_damage_taken_as_a_cost_is_dealt_and_may_be_assigned_to_an_asset(world, run, find):
    world = _knife(world, {"damage": 1, "horror": 1})
    world["cards"].append({"name": "Guard Dog", "type": "asset", "controller": "Roland", "health": 3, "sanity": 1})
    world["choices"] = [{"decision": "assign", "who": "Roland", "to": "Guard Dog", "damage": 1}]
    trace = run(world)
    dealt, gained = find(trace, "Knife's cost deals 1 damage and 1 horror to Roland"), find(trace, "gains 1 resource")
    assert dealt < gained
    final = trace.final_state
    assert final["cards"]["Guard Dog"]["damage"] == 1
    assert (final["investigators"]["Roland"]["damage"], final["investigators"]["Roland"]["horror"]) == (0, 1)
    assert final["cards"]["Knife"]["zone"] == "play"


def test_a_reaction_pays_its_discard_cost_before_its_effect(world, run, find):
    world["cards"] = [
        {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 3, "fight": 1, "evade": 1,
         "attack": {"damage": 1, "horror": 0}},
        {"name": "Beat Cop", "type": "asset", "controller": "Roland", "health": 2, "sanity": 2, "abilities": [
            {"kind": "reaction", "timing": "after", "trigger": {"event": "enemy-attack", "who": "you"},
             "cost": {"discard": True}, "effects": [{"effect": "deal-damage", "amount": 1, "to": "attacking-enemy"}]}]}]
    world["phase"] = "enemy"
    trace = run(world)
    assert find(trace, "Beat Cop is discarded") < find(trace, "Beat Cop deals 1 damage to Ghoul")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1


def test_doom_placed_on_the_card_as_a_cost_is_a_place_doom_and_counts_toward_the_doom_in_play(world, run, find):
    world = _knife(world, {"doom": 1})
    world["cards"].append({"name": "Agenda", "type": "agenda", "threshold": 5, "doom": 1})
    trace = run(world)
    placed = find(trace, "Knife places 1 doom on Knife")
    assert placed < find(trace, "gains 1 resource")
    final = trace.final_state
    assert final["cards"]["Knife"]["doom"] == 1 and final["doom_in_play"] == 2


def test_exhausting_another_asset_with_a_trait_is_the_payers_choice_among_the_ready_ones(world, run, find):
    world = _knife(world, {"exhaust-trait": "Ally"})
    world["cards"] += [{"name": name, "type": "asset", "controller": "Roland", "traits": ["Ally"], "health": 1,
                        "sanity": 1, **extra} for name, extra in (("Dog", {"exhausted": True}), ("Cop", {}),
                                                                   ("Aide", {}))]
    world["choices"] = [{"decision": "target", "ability": "Knife", "choose": "Aide"}]
    trace = run(world)
    assert find(trace, "Aide exhausted to pay Knife's cost") < find(trace, "gains 1 resource")
    cards = trace.final_state["cards"]
    assert (cards["Aide"]["exhausted"], cards["Cop"]["exhausted"], cards["Knife"]["exhausted"]) == (True, False, False)


def test_with_no_ready_asset_of_that_trait_the_cost_cannot_be_paid(world, run):
    world = _knife(world, {"exhaust-trait": "Ally"})
    world["cards"].append({"name": "Dog", "type": "asset", "controller": "Roland", "traits": ["Ally"],
                           "exhausted": True})
    trace = run(world)
    assert any("controls no ready Ally asset" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_cards_discarded_from_hand_as_a_cost_are_the_payers_choice_paid_before_the_effect(world, run, find):
    """Costs: "Discard a card from your hand:" — paid with the other costs, before the effect; which card is the
    payer's choice (a target choice), and it goes to the discard pile (Discard Piles)."""
    world = _knife(world, {"resources": 1, "discard-hand": 1})
    world["investigators"][0]["hand"] = [{"name": "Guts", "type": "skill"}, {"name": "Dodge", "type": "event"}]
    world["choices"] = [{"decision": "target", "ability": "Knife", "choose": "Dodge"}]
    trace = run(world)
    assert find(trace, "1 resource, discard 1 card from your hand") < find(trace, "Roland discards Dodge from hand to "
                                                                                "pay Knife's cost") < find(trace, "gains 1 resource")
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["hand"], roland["discard"]) == (["Guts"], ["Dodge"])


def test_with_too_few_other_cards_in_hand_the_discard_cost_cannot_be_paid(world, run):
    world = _knife(world, {"discard-hand": 2})
    world["investigators"][0]["hand"] = [{"name": "Guts", "type": "skill"}]
    trace = run(world)
    assert any("has 1 other card(s) in hand and the cost discards 2" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Guts"]


def test_damage_dealt_to_the_card_itself_is_paid_before_the_effect(world, run, find):
    """Beat Cop: "Exhaust Beat Cop and deal 1 damage to it:" — the card is dealt the damage as the cost is paid."""
    trace = run(_knife(world, {"exhaust": True, "card-damage": 1}, health=2, sanity=2))
    assert find(trace, "deal 1 damage to the card") < find(trace, "1 damage on Knife (0 → 1 of 2)") \
        < find(trace, "gains 1 resource")
    assert trace.final_state["cards"]["Knife"]["damage"] == 1


def test_a_card_with_no_health_cannot_pay_damage_dealt_to_it(world, run, find):
    trace = run(_knife(world, {"card-damage": 1}))
    find(trace, "Knife has no health: it cannot be dealt damage to pay a cost")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_horror_dealt_to_the_card_can_defeat_it_and_the_cost_is_still_paid(world, run, find):
    trace = run(_knife(world, {"card-horror": 1}, health=2, sanity=1))
    assert find(trace, "1 horror on Knife") < find(trace, "gains 1 resource")
    assert trace.final_state["cards"]["Knife"]["zone"] == "discard"


def test_an_exiled_card_is_removed_from_the_game_through_leaving_play(world, run, find):
    """Exile: "When a card is exiled, it is removed from the game and returned to your collection.\""""
    world = _knife(world, {"exile": True})
    world["investigators"][0]["abilities"] = [{"kind": "reaction", "timing": "after",
                                               "trigger": {"event": "leaves-play", "what": "Knife"},
                                               "effects": [{"effect": "draw", "amount": 1}]}]
    world["investigators"][0]["deck"] = ["Card A"]
    trace = run(world)
    assert find(trace, "Knife is exiled: removed from the game") < find(trace, "Roland [reaction]") \
        < find(trace, "Knife's effects attempt to initiate")
    assert trace.final_state["cards"]["Knife"]["zone"] == "removed"
