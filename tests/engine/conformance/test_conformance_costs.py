"""Whose game elements may pay a cost, costs paid as a group, and damage or horror taken as a cost (Costs).

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them. Each test shows what the sentence allows and what it
forbids, in one minimal situation.
"""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, run, world


def _talisman(cost: dict[str, Any], *cards: dict[str, Any], who: str = "Roland Banks") -> dict[str, Any]:
    """Roland's asset whose [free] ability costs ``cost`` and gains 1 resource; ``cards`` are also in play."""
    talisman = {"name": "Talisman", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "free", "cost": cost, "text": "[free] (the cost): Gain 1 resource.",
         "effects": [{"effect": "gain-resources", "amount": 1}]}]}
    return world(cards=[talisman, *cards], do=[{"who": who, "use": "Talisman"}])


def _ally(name: str, controller: str, **more: Any) -> dict[str, Any]:
    return {"name": name, "type": "asset", "controller": controller, "traits": ["Ally"], "health": 2, "sanity": 2,
            **more}


def test_game_elements_another_player_controls_may_not_pay_a_cost():
    """[ahlcg/rr/costs] "Game elements another player controls may not be used to pay a cost." — Agnes's ready Ally
    and her resources cannot pay Roland's cost: with no Ally of his own the cost cannot be paid and Agnes's Ally stays
    ready; with one, his own is exhausted, never hers."""
    trace = run(_talisman({"exhaust-trait": "Ally"}, _ally("Guard Dog", "Agnes Baker")))
    at(trace, "Roland Banks controls no ready Ally asset to exhaust")
    final = trace.final_state
    assert not final["cards"]["Guard Dog"].get("exhausted")
    assert final["investigators"]["Roland Banks"]["resources"] == 5
    both = run(_talisman({"exhaust-trait": "Ally"}, _ally("Guard Dog", "Agnes Baker"), _ally("Beat Cop", "Roland Banks")))
    assert at(both, "Beat Cop exhausted to pay Talisman's cost") < at(both, "gains 1 resource")
    cards = both.final_state["cards"]
    assert (cards["Beat Cop"]["exhausted"], bool(cards["Guard Dog"].get("exhausted"))) == (True, False)
    # resources: Agnes's pool does not pay Roland's resource cost
    data = _talisman({"resources": 6})
    poor = run(data)
    at(poor, "Roland Banks has 5 resource(s) and the cost needs 6")
    assert poor.final_state["investigators"]["Agnes Baker"]["resources"] == 3


def test_only_cards_in_play_under_the_payers_control_may_be_used_unless_the_cost_says_out_of_play():
    """[ahlcg/rr/costs] "- When exhausting, sacrificing, or otherwise using cards to pay costs, only cards that are in
    play and under their owner’s control may be used, unless the cost specifies an out-of-play state." "When a player
    is exhausting, sacrificing, or otherwise using cards to pay costs, only cards that are in play and under that
    player’s control may be used, unless the cost specifies an out-of-play state." (the 2024 glossary's wording, as the
    erratum reads) — an Ally in Roland's hand cannot be exhausted for "Exhaust an Ally asset"; an Ally Agnes
    owns but Roland controls can; "Discard 2 assets from your hand or from play" (an out-of-play state named) takes
    Roland's card in hand and his card in play, never the asset Agnes controls."""
    data = _talisman({"exhaust-trait": "Ally"})
    data["investigators"][0]["hand"] = [{"name": "Beat Cop", "type": "asset", "traits": ["Ally"]}]
    in_hand = run(data)
    at(in_hand, "Roland Banks controls no ready Ally asset to exhaust")
    assert in_hand.final_state["investigators"]["Roland Banks"]["hand"] == ["Beat Cop"]
    lent = run(_talisman({"exhaust-trait": "Ally"}, _ally("Guard Dog", "Roland Banks", owner="Agnes Baker")))
    assert at(lent, "Guard Dog exhausted to pay Talisman's cost") < at(lent, "gains 1 resource")
    sacrifice = _talisman({"discard-hand": 2, "discard-type": "asset", "discard-from-play": True},
                          {"name": "Flashlight", "type": "asset", "controller": "Roland Banks"},
                          {"name": "Lantern", "type": "asset", "controller": "Agnes Baker"})
    sacrifice["investigators"][0]["hand"] = [{"name": "Knife", "type": "asset"}]
    sacrifice["choices"] = [{"decision": "target", "ability": "Talisman", "choose": "Knife"}]
    trace = run(sacrifice)
    knife, flashlight = at(trace, "discards Knife from hand"), at(trace, "discards Flashlight from play")
    assert max(knife, flashlight) < at(trace, "gains 1 resource")
    cards = trace.final_state["cards"]
    assert cards["Lantern"]["zone"] == "play" and cards["Flashlight"]["zone"] == "discard"
    # the asset Agnes controls does not count toward what Roland can discard
    short = _talisman({"discard-hand": 2, "discard-type": "asset", "discard-from-play": True},
                      {"name": "Lantern", "type": "asset", "controller": "Agnes Baker"})
    short["investigators"][0]["hand"] = [{"name": "Knife", "type": "asset"}]
    refused = run(short)
    at(refused, "Roland Banks has 1 other asset(s) in hand or in play and the cost discards 2")
    assert refused.final_state["cards"]["Lantern"]["zone"] == "play"


def _study(roland: int, agnes: int, agnes_at: str = "Hall", cost: dict[str, Any] | None = None) -> dict[str, Any]:
    """The Hall's [free] ability: the investigators in the Hall spend 2 clues, as a group, to gain 1 resource."""
    data = world(do=[{"who": "Roland Banks", "use": "Hall"}])
    data["locations"][0]["abilities"] = [
        {"kind": "free", "cost": cost or {"group-clues": 2, "group-at": "this-location"},
         "text": "[free] Investigators in the Hall spend 2 clues, as a group: Gain 1 resource.",
         "effects": [{"effect": "gain-resources", "amount": 1}]}]
    data["investigators"][0]["clues"] = roland
    data["investigators"][1]["clues"] = agnes
    data["investigators"][1]["location"] = agnes_at
    return data


def test_a_cost_paid_as_a_group_may_be_paid_by_each_investigator_in_the_group_the_ability_defines():
    """[ahlcg/rr/costs] "- If the investigators are instructed to pay a cost as a group, each investigator (or each
    investigator in the group defined by the ability) may contribute to paying the cost." — Roland and Agnes in the
    Hall each give 1 clue, paid before the effect; with Agnes in the Attic, outside the group the ability defines,
    her clues do not count and the cost cannot be paid; with no group named, she contributes from anywhere."""
    trace = run(_study(roland=1, agnes=1))
    paid = at(trace, "Roland Banks 1 \u2192 0, Agnes Baker 1 \u2192 0")
    assert paid < at(trace, "gains 1 resource", paid)
    final = trace.final_state["investigators"]
    assert (final["Roland Banks"]["clues"], final["Agnes Baker"]["clues"]) == (0, 0)
    away = run(_study(roland=1, agnes=3, agnes_at="Attic"))
    at(away, "the investigators at Hall have 1 clue(s) together and the cost needs 2, as a group")
    assert away.final_state["investigators"]["Agnes Baker"]["clues"] == 3
    assert absent(away, "gains 1 resource")
    anyone = run(_study(roland=0, agnes=3, agnes_at="Attic", cost={"group-clues": 2}))
    assert at(anyone, "Agnes Baker 3 \u2192 1") < at(anyone, "gains 1 resource")


def test_damage_or_horror_taken_as_a_cost_and_reassigned_to_an_asset_still_pays_the_cost():
    """[ahlcg/rr/costs] "- If an investigator takes damage or horror as a cost and reassigns any of it to an asset, the
    cost is still considered paid." — Roland takes 1 horror as the cost and assigns all of it to his Ally (which it
    defeats): the cost is paid and the effect resolves; direct horror, which cannot be reassigned, goes to Roland."""
    data = _talisman({"horror": 1}, _ally("Guard Dog", "Roland Banks", sanity=1))
    data["choices"] = [{"decision": "assign", "who": "Roland Banks", "to": "Guard Dog", "horror": 1}]
    trace = run(data)
    dealt = at(trace, "Talisman's cost deals 1 horror to Roland Banks")
    assert dealt < at(trace, "1 horror on Guard Dog", dealt) < at(trace, "gains 1 resource", dealt)
    final = trace.final_state
    assert final["investigators"]["Roland Banks"]["horror"] == 0
    assert final["investigators"]["Roland Banks"]["resources"] == 6
    assert final["cards"]["Guard Dog"]["zone"] == "discard"  # defeated by the cost's horror: still paid
    direct = _talisman({"direct-horror": 1}, _ally("Guard Dog", "Roland Banks", sanity=1))
    direct["choices"] = [{"decision": "assign", "who": "Roland Banks", "to": "Guard Dog", "horror": 1}]
    final = run(direct).final_state
    assert (final["investigators"]["Roland Banks"]["horror"], final["cards"]["Guard Dog"].get("horror", 0)) == (1, 0)


def test_clues_placed_on_a_player_card_are_still_the_players_and_may_be_spent_as_normal():
    """[ahlcg/glossary/clues-on-player-cards] "Clues that have been placed on a player card are still controlled by
    that player and may be spent as normal." — Roland, with 1 clue in his pool and 2 on his Journal, pays "Spend 3
    clues:" (his pool first, then the Journal), and the act's clues as a group; the clues on Agnes's Journal, which
    she controls, never pay Roland's cost."""
    journal = {"name": "Journal", "type": "asset", "controller": "Roland Banks", "clues": 2}
    data = _talisman({"clues": 3}, journal)
    data["investigators"][0]["clues"] = 1
    trace = run(data)
    paid = at(trace, "clues 1 \u2192 0; Roland Banks's clues on cards Roland Banks controls: Journal 2 \u2192 0")
    assert paid < at(trace, "gains 1 resource", paid)
    assert trace.final_state["cards"]["Journal"].get("clues", 0) == 0
    theirs = _talisman({"clues": 3}, dict(journal, controller="Agnes Baker"))
    theirs["investigators"][0]["clues"] = 1
    refused = run(theirs)
    at(refused, "Roland Banks has 1 clue(s) and the cost needs 3")
    assert refused.final_state["cards"]["Journal"]["clues"] == 2
    group = _study(roland=0, agnes=1, cost={"group-clues": 2})
    group["cards"] = [dict(journal, clues=1)]
    shared = run(group)
    assert at(shared, "Roland Banks's clues on cards Roland Banks controls: Journal 1 \u2192 0, Agnes Baker 1 \u2192 0") \
        < at(shared, "gains 1 resource")
