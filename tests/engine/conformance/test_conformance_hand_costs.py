"""Costs paid with cards out of play: cards discarded from the payer's own hand ("Discard a card from your hand:").

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import at, run, world


def _charm(hand_of_agnes=()):
    """Roland's asset whose cost discards a card from his hand; Agnes holds cards of her own."""
    charm = {"name": "Charm", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "free", "cost": {"discard-hand": 1}, "text": "[free] Discard a card from your hand: Gain 1 resource.",
         "effects": [{"effect": "gain-resources", "amount": 1}]}]}
    data = world(cards=[charm], do=[{"who": "Roland Banks", "use": "Charm"}])
    data["investigators"][1]["hand"] = [{"name": name, "type": "skill"} for name in hand_of_agnes]
    return data


def test_a_cost_out_of_play_is_paid_only_from_the_payers_own_game_areas():
    """[ahlcg/rr/costs] "If a cost requires a game element that is not in play, the player paying the cost may only use
    game elements that are in his or her game areas (such as his or her hand or deck) to pay the cost." — Roland pays
    with a card of his own hand, never with a card of Agnes's; with none of his own, the cost cannot be paid."""
    data = _charm(hand_of_agnes=("Guts",))
    data["investigators"][0]["hand"] = [{"name": "Dodge", "type": "event"}]
    trace = run(data)
    at(trace, "Roland Banks discards Dodge from hand to pay Charm's cost")
    agnes = trace.final_state["investigators"]["Agnes Baker"]
    assert agnes["hand"] == ["Guts"] and agnes["discard"] == []
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6
    empty = run(_charm(hand_of_agnes=("Guts",)))
    at(empty, "Roland Banks has 0 other card(s) in hand and the cost discards 1")
    assert empty.final_state["investigators"]["Agnes Baker"]["hand"] == ["Guts"]
