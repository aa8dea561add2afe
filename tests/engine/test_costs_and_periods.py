"""Costs and conditions before the colon (Costs; Play Restrictions, Permissions, and Instructions; Direct Damage/Direct
Horror; Control; Removed from Game).

"If an ability causes a card to take direct damage or direct horror, that damage or horror must be assigned directly
to the specified card, and cannot be assigned or re-assigned elsewhere"; "the aspect preceding the colon indicates the
ability costs that must be paid and any triggering conditions that must be met to trigger the ability".
"""

from __future__ import annotations

from typing import Any


def _knife(world: dict[str, Any], cost: dict[str, Any] | None = None, condition: dict[str, Any] | None = None,
           controller: str = "Roland") -> dict[str, Any]:
    ability: dict[str, Any] = {"kind": "free", "effects": [{"effect": "gain-resources", "amount": 1}]}
    ability.update({"cost": cost} if cost else {})
    ability.update({"condition": condition} if condition else {})
    world["cards"] = [{"name": "Knife", "type": "asset", "controller": controller, "abilities": [ability]}]
    world["do"] = [{"who": controller, "use": "Knife"}]
    return world


def test_direct_damage_taken_as_a_cost_cannot_be_assigned_to_an_asset(world, run, find):
    world = _knife(world, {"direct-damage": 1, "direct-horror": 1})
    world["cards"].append({"name": "Guard Dog", "type": "asset", "controller": "Roland", "health": 3, "sanity": 3})
    trace = run(world)
    paid = find(trace, "take 1 direct damage and 1 direct horror")
    dealt = find(trace, "Knife's cost deals 1 damage and 1 horror to Roland")
    assert paid < dealt < find(trace, "gains 1 resource")
    assert "ahlcg/rr/direct-damage-direct-horror" in trace.steps[dealt].rules
    final = trace.final_state
    assert (final["investigators"]["Roland"]["damage"], final["investigators"]["Roland"]["horror"]) == (1, 1)
    assert final["cards"]["Guard Dog"].get("damage", 0) == 0


def test_a_card_removed_from_the_game_as_a_cost_leaves_play_before_the_effect(world, run, find):
    world = _knife(world, {"removed": True})
    world["investigators"][0]["abilities"] = [{"kind": "reaction", "timing": "after",
                                               "trigger": {"event": "leaves-play", "what": "Knife"},
                                               "effects": [{"effect": "draw", "amount": 1}]}]
    world["investigators"][0]["deck"] = ["Card A"]
    trace = run(world)
    removed = find(trace, "Knife is removed from the game: out of play for the rest of the game")
    assert removed < find(trace, "Roland [reaction]") < find(trace, "gains 1 resource")
    assert "ahlcg/rr/removed-from-game" in trace.steps[removed].rules
    assert trace.final_state["cards"]["Knife"]["zone"] == "removed"


def test_during_the_turn_of_an_investigator_at_your_location(world, run, find):
    """Police Badge: "While an investigator at your location is taking his or her turn": Roland's turn, Agnes uses it
    while at Roland's location; not once she is elsewhere."""
    world = _knife(world, condition={"during": "turn-at-your-location"}, controller="Agnes")
    assert run(world).final_state["investigators"]["Agnes"]["resources"] == 4
    world["investigators"][1]["location"] = "Attic"
    trace = run(world)
    refused = trace.steps[find(trace, "may be used only during the turn of an investigator at your location, and it "
                                      "is Roland's turn")]
    assert "ahlcg/rr/play-restrictions-permissions-and-instructions" in refused.rules
    assert trace.final_state["investigators"]["Agnes"]["resources"] == 3


def test_if_you_control_a_card_is_met_only_while_it_is_in_play_under_your_control(world, run, find):
    """Umôrdhoth: "If you control Lita Chantler:" — Control: a card out of play, or another's, is not yours."""
    world = _knife(world, condition={"card": "Lita", "state": "controlled"})
    world["cards"].append({"name": "Lita", "type": "asset", "controller": "Roland"})
    assert run(world).final_state["investigators"]["Roland"]["resources"] == 6
    world["cards"][1]["controller"] = "Agnes"
    trace = run(world)
    find(trace, "Lita is in play, ready, unengaged, controlled by Agnes")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5
    world["cards"].pop()
    world = _knife(world, condition={"card": "Lita", "state": "not-controlled"})
    assert run(world).final_state["investigators"]["Roland"]["resources"] == 6


def _axe(world: dict[str, Any], condition: dict[str, Any], traits: list[str] | None = None) -> dict[str, Any]:
    """Fire Axe: "[action]: Fight." and "[fast] During an attack using Fire Axe, spend 1 resource: You get +2 [combat]
    for this skill test." """
    world["cards"] = [
        {"name": "Axe", "type": "asset", "controller": "Roland", "traits": traits or ["Item"], "abilities": [
            {"kind": "action", "designator": "fight", "effects": [{"effect": "fight"}]},
            {"kind": "free", "condition": condition, "cost": {"resources": 1},
             "effects": [{"effect": "modify-skill", "amount": 2}]}]},
        {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 3, "fight": 5}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}]
    return world


def test_during_an_attack_using_the_card_its_ability_may_be_used_in_that_attack(world, run, find):
    world = _axe(world, {"during": "attack", "using": "self"})
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Axe"},
                   {"who": "Roland", "use": "Axe", "window": "ST.1"}]
    trace = run(world)
    assert "combat 4 + 0 ([0] token) + 2 (Axe) = 6" in trace.steps[find(trace, "ST.5")].text
    assert trace.final_state["investigators"]["Roland"]["resources"] == 4


def test_not_in_an_attack_made_otherwise_nor_outside_a_skill_test(world, run, find):
    world = _axe(world, {"during": "attack", "using": "self"})
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Ghoul"},
                   {"who": "Roland", "use": "Axe", "window": "ST.1"}]
    trace = run(world)
    refused = trace.steps[find(trace, "may be used only during an attack using this card, and Roland's fight test")]
    assert "ahlcg/rr/play-restrictions-permissions-and-instructions" in refused.rules
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5
    world["do"] = [{"who": "Roland", "use": "Axe"}]
    find(run(world), "and no skill test is being made")


def test_during_a_skill_test_on_a_card_of_a_trait(world, run, find):
    """Spirit Athame: "During a skill test on a Spell card" — the test's source, the card whose ability began it."""
    world = _axe(world, {"during": "skill-test", "using": "trait:Spell"}, traits=["Spell"])
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Axe"},
                   {"who": "Roland", "use": "Axe", "window": "ST.1"}]
    assert run(world).final_state["investigators"]["Roland"]["resources"] == 4
    world["cards"][0]["traits"] = ["Item"]
    trace = run(world)
    find(trace, "may be used only during a skill test using a Spell card")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_clues_placed_on_your_location_as_a_cost_leave_your_pool_for_the_location(world, run, find):
    """Dr. William T. Maleson: "place 1 of your clues on your location" — paid before the effect, through the
    ``place-clues`` timing point (Clues)."""
    world = _knife(world, {"place-clues": 1, "place-clues-on": "your-location"})
    world["investigators"][0]["clues"] = 2
    trace = run(world)
    placed = find(trace, "Roland places 1 of Roland's clues on Hall to pay Knife's cost (Hall: clues 2 \u2192 3)")
    assert find(trace, "place 1 of your clues on your location") < placed < find(trace, "gains 1 resource")
    final = trace.final_state
    assert (final["investigators"]["Roland"]["clues"], final["locations"]["Hall"]["clues"]) == (1, 3)


def test_clues_placed_on_the_attached_location_and_none_to_place(world, run, find):
    """Spirit's Torment: "Place 1 of your clues on attached location:" — with no clue, the cost cannot be paid."""
    world = _knife(world, {"place-clues": 1, "place-clues-on": "attached-location"})
    world["cards"][0]["attached-to"] = "Attic"
    world["investigators"][0]["clues"] = 1
    assert run(world).final_state["locations"]["Attic"]["clues"] == 2
    world["investigators"][0]["clues"] = 0
    trace = run(world)
    find(trace, "Roland has 0 clue(s) and the cost needs 1")
    assert trace.final_state["locations"]["Attic"]["clues"] == 1


def test_if_a_location_is_connected_to_your_location(world, run, find):
    """Key to the Chamber: "If The Hidden Chamber is connected to your location:" — Roland in the Hall, connected to
    the Attic; not once the Attic is the only place he could stand."""
    world = _knife(world, condition={"card": "Attic", "state": "connected"})
    assert run(world).final_state["investigators"]["Roland"]["resources"] == 6
    world["investigators"][0]["location"] = "Attic"
    trace = run(world)
    find(trace, "Attic is in play, not connected to Attic")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_a_card_that_allows_it_may_be_used_by_an_investigator_at_its_location_who_pays_its_costs(world, run, find):
    """FAQ 1.2: "Any card that explicitly allows the investigator to activate its ability" — Lady Esprit: "Any
    investigator at Lady Esprit's location may activate this ability": Agnes exhausts Roland's card and gains."""
    world = _knife(world, {"exhaust": True})
    world["cards"][0]["abilities"][0]["by"] = "at-location"
    world["do"] = [{"who": "Agnes", "use": "Knife"}]
    trace = run(world)
    assert find(trace, "costs paid simultaneously: exhaust the card") < find(trace, "Agnes gains 1 resource")
    assert trace.final_state["cards"]["Knife"]["exhausted"] is True
    world["investigators"][1]["location"] = "Attic"
    refused = trace = run(world)
    find(refused, "Agnes may not use Knife's abilities")
    assert trace.final_state["investigators"]["Agnes"]["resources"] == 3


def test_doom_placed_on_the_current_agenda_as_a_cost_counts_toward_the_doom_in_play(world, run, find):
    """"Place 1 doom on the current agenda:" — paid before the effect; its threshold is checked at 1.3 (Doom)."""
    world = _knife(world, {"agenda-doom": 1})
    world["cards"].append({"name": "Agenda", "type": "agenda", "threshold": 5, "doom": 1})
    trace = run(world)
    assert find(trace, "place 1 doom on the current agenda") < find(trace, "Knife places 1 doom on Agenda") \
        < find(trace, "gains 1 resource")
    assert trace.final_state["cards"]["Agenda"]["doom"] == 2 and trace.final_state["doom_in_play"] == 2


def test_with_no_agenda_the_doom_cost_cannot_be_paid(world, run, find):
    trace = run(_knife(world, {"agenda-doom": 1}))
    find(trace, "there is no current agenda to place the cost's doom on")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_the_top_cards_of_your_deck_discarded_as_a_cost_and_too_few_to_pay(world, run, find):
    """Split the Angle: "discard the top card of your deck:" — onto the discard pile, before the effect; a deck with
    fewer cards cannot pay it (Costs: "its cost … has the potential to be paid in full")."""
    world = _knife(world, {"discard-deck": 1})
    world["investigators"][0]["deck"] = ["Card A", "Card B"]
    trace = run(world)
    assert find(trace, "The top 1 card of Roland's deck discarded") < find(trace, "gains 1 resource")
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["discard"] == ["Card A"] and "Card B" not in trace.final_state["cards"]  # still in the deck
    world = _knife(world, {"discard-deck": 3})
    world["investigators"][0]["deck"] = ["Card A", "Card B"]
    find(run(world), "Roland has 2 card(s) in deck and the cost discards the top 3")


def test_an_up_to_cost_pays_the_amount_the_payer_chooses(world, run, find):
    """Foul Swamp: "Take up to 3 horror:" — the payer chooses how much (an ``amount`` choice), paid with the rest."""
    world = _knife(world, {"horror": 3, "up-to": "horror"})
    world["choices"] = [{"decision": "amount", "ability": "Knife", "amount": 2}]
    trace = run(world)
    chose = find(trace, "Roland pays up to 3 horror for Knife's cost: chooses 2")
    assert chose < find(trace, "Knife's cost deals 2 horror to Roland") < find(trace, "gains 1 resource")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 2


def test_with_no_choice_the_most_that_can_be_paid_and_none_is_always_payable(world, run, find):
    """Green Man Medallion: "Spend up to 3 resources" with 2 resources: it can be paid (with none at the least); the
    engine, given no choice, pays the most Roland can, 2."""
    world = _knife(world, {"resources": 3, "up-to": "resources"})
    world["investigators"][0]["resources"] = 2
    trace = run(world)
    find(trace, "no choice given; the engine pays the most that can be paid, 2")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 1  # 2 - 2 + 1


def test_cards_of_a_kind_discarded_from_hand_or_from_play_are_the_payers_choice(world, run, find):
    """Brackish Waters: "Discard 2 assets from your hand or from play:" — an asset from hand and one in play under the
    payer's control (which leaves play), never a card of another type."""
    world = _knife(world, {"discard-hand": 2, "discard-type": "asset", "discard-from-play": True})
    world["investigators"][0]["hand"] = [{"name": "Dodge", "type": "event"}, {"name": "Rope", "type": "asset"}]
    world["cards"].append({"name": "Lamp", "type": "asset", "controller": "Roland"})
    trace = run(world)
    assert find(trace, "discard 2 assets from your hand or from play") < find(trace, "Roland discards Rope from hand") \
        < find(trace, "Roland discards Lamp from play") < find(trace, "gains 1 resource")
    final = trace.final_state
    assert final["investigators"]["Roland"]["hand"] == ["Dodge"]
    assert sorted(final["investigators"]["Roland"]["discard"]) == ["Lamp", "Rope"]


def test_a_discard_cost_of_a_trait_takes_only_cards_with_it_and_without_them_cannot_be_paid(world, run, find):
    """Clover Club Lounge: "Discard an Ally asset from your hand:"."""
    world = _knife(world, {"discard-hand": 1, "discard-type": "asset", "discard-trait": "Ally"})
    world["investigators"][0]["hand"] = [{"name": "Rope", "type": "asset", "traits": ["Item"]},
                                         {"name": "Cop", "type": "asset", "traits": ["Ally"]}]
    assert run(world).final_state["investigators"]["Roland"]["discard"] == ["Cop"]
    world["investigators"][0]["hand"] = world["investigators"][0]["hand"][:1]
    trace = run(world)
    find(trace, "Roland has 0 other Ally asset(s) in hand and the cost discards 1")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_damage_dealt_to_an_investigator_at_your_location_is_the_payers_choice(world, run, find):
    """Possession: "Deal 2 damage to an investigator at your location:" — Roland chooses Agnes, at his location."""
    world = _knife(world, {"investigator-damage": 2})
    world["choices"] = [{"decision": "target", "ability": "Knife", "choose": "Agnes"}]
    trace = run(world)
    assert find(trace, "deal 2 damage to an investigator at your location") \
        < find(trace, "Knife's cost deals 2 damage to Agnes") < find(trace, "gains 1 resource")
    final = trace.final_state["investigators"]
    assert (final["Agnes"]["damage"], final["Roland"]["damage"]) == (2, 0)
