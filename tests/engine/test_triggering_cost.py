"""A cost that names the card of its triggering condition: "[reaction] After you draw a non-weakness card, discard that
card and exhaust …: Gain 3 resources." The card drawn is discarded from the payer's hand with the other costs,
simultaneously, before the effect (Costs; Appendix I step 2); a card no longer in hand cannot be discarded, so the cost
cannot be paid and the ability is not triggered (Triggered Abilities)."""

from __future__ import annotations

from typing import Any

AFTER_DRAW = {"event": "draw-cards", "who": "you", "what": "non-weakness-card"}
PLAIN = [{"name": f"Card {k}", "type": "skill"} for k in range(1, 3)]
WEAKNESS = {"name": "Amnesia", "type": "skill", "weakness": True}


def _archive(world: dict[str, Any], deck: list[dict[str, Any]], amount: int = 1) -> dict[str, Any]:
    """Roland with a deck, a card that draws ``amount`` cards, and the reaction whose cost discards the card drawn."""
    world["investigators"][0]["deck"] = deck
    world["cards"] = [
        {"name": "Lens", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "action", "effects": [{"effect": "draw", "amount": amount}]}]},
        {"name": "Archive", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "reaction", "timing": "after", "trigger": AFTER_DRAW,
             "cost": {"discard-triggering": True, "exhaust": True},
             "effects": [{"effect": "gain-resources", "amount": 3}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Lens", "ability": 0}]
    return world


def test_the_card_drawn_is_discarded_with_the_other_costs_before_the_effect(world, run, find):
    trace = run(_archive(world, [PLAIN[0]]))
    drawn = find(trace, "Roland draws: Card 1")
    paid = find(trace, "Costs paid: exhaust the card, discard Card 1 from your hand")
    discarded = find(trace, "Roland discards Card 1, the card the triggering condition names")
    gained = find(trace, "Roland: resources 5 \u2192 8")
    assert drawn < paid < discarded < gained
    assert "ahlcg/rr/costs" in trace.steps[discarded].rules
    roland = trace.final_state["investigators"]["Roland"]
    assert "Card 1" not in roland["hand"] and roland["discard"] == ["Card 1"]
    assert trace.final_state["cards"]["Archive"]["exhausted"] is True


def test_of_cards_drawn_at_once_the_one_that_fits_the_condition_is_discarded(world, run):
    trace = run(_archive(world, [WEAKNESS, PLAIN[0]], amount=2))
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["discard"] == ["Card 1"]  # not the weakness, which the condition does not name
    assert "Amnesia" in roland["hand"] and roland["resources"] == 8


def test_a_card_drawn_that_has_left_the_hand_cannot_be_discarded_so_the_ability_is_not_triggered(world, run):
    world = _archive(world, [PLAIN[0]])
    world["cards"][0]["abilities"].append({"kind": "forced", "timing": "after", "trigger": AFTER_DRAW,
                                           "effects": [{"effect": "discard-from-hand", "amount": 1}]})
    trace = run(world)
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["discard"] == ["Card 1"] and roland["resources"] == 5  # discarded by the forced effect, not paid
    assert trace.final_state["cards"]["Archive"]["exhausted"] is False
    why = [c for c in trace.considered if c["card"] == "Archive"]
    assert why and "Card 1 is not in Roland's hand" in why[0]["why"]
