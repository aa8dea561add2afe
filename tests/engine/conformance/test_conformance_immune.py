"""Immune: a card immune to a set of effects is neither affected nor chosen by them; only the card itself, and only
from effects, not costs."""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, run, world


def _blast(to: str, amount: int = 1) -> dict[str, Any]:
    return {"name": "Blast", "type": "event", "cost": 0, "text": f"Deal {amount} damage to {to}.",
            "effects": [{"effect": "deal-damage", "amount": amount, "to": to}]}


def test_a_card_immune_to_player_card_effects_is_neither_affected_nor_chosen_by_them():
    """[ahlcg/rr/immune] "If a card is immune to a specified set of effects (for example, “immune to treachery card
    effects,” or “immune to player card effects”), it cannot be affected by or chosen to be affected by effects
    belonging to that set." — a player's event deals damage to each enemy engaged with Roland: the immune one is
    left out, the other is dealt damage; a treachery's effect still affects the immune one."""
    data = world(cards=[{"name": "Spectre", "type": "enemy", "health": 3, "engaged": "Roland Banks",
                         "immune": ["player-card"]},
                        {"name": "Ghoul", "type": "enemy", "health": 3, "engaged": "Roland Banks"},
                        {"name": "Haunting", "type": "treachery", "threat-area": "Roland Banks", "abilities": [
                            {"kind": "action", "cost": {"actions": 1}, "text": "[action]: Deal 1 damage to Spectre.",
                             "effects": [{"effect": "deal-damage", "amount": 1, "to": "Spectre"}]}]}],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Blast"},
                     {"who": "Roland Banks", "action": "activate", "card": "Haunting"}])
    data["investigators"][0]["hand"] = [_blast("each-enemy-engaged-with-you")]
    trace = run(data)
    k = at(trace, "Spectre is immune to player card effects: Blast's effect cannot affect or choose it")
    assert "ahlcg/rr/immune" in trace.steps[k].rules
    assert k < at(trace, "1 damage on Ghoul", k)
    cards = trace.final_state["cards"]
    assert cards["Ghoul"]["damage"] == 1 and cards["Spectre"]["damage"] == 1  # the treachery's damage only
    assert at(trace, "Haunting deals 1 damage to Spectre")


def test_an_effect_whose_only_target_is_immune_cannot_change_the_game_state():
    """[ahlcg/rr/immune] "Immunity only protects a card from effects." — a reaction whose only target is immune is not
    offered (it could not change the game state)."""
    data = world(cards=[{"name": "Spectre", "type": "enemy", "health": 3, "engaged": "Roland Banks",
                         "immune": ["asset"]},
                        {"name": "Knife", "type": "asset", "controller": "Roland Banks", "abilities": [
                            {"kind": "action", "cost": {"actions": 1}, "text": "[action]: Deal 1 damage to Spectre.",
                             "effects": [{"effect": "deal-damage", "amount": 1, "to": "Spectre"}]}]}],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Knife"}])
    trace = run(data)
    at(trace, "Not possible (do[0])")
    assert trace.final_state["cards"]["Spectre"]["damage"] == 0


def test_immunity_does_not_protect_a_card_from_costs():
    """[ahlcg/rr/immune] "It does not protect a card from costs." — an asset immune to player card effects is still
    exhausted to pay its own ability's cost, while its effect cannot ready it."""
    data = world(cards=[{"name": "Relic", "type": "asset", "controller": "Roland Banks", "immune": ["player-card"],
                         "abilities": [{"kind": "action", "cost": {"actions": 1, "exhaust": True},
                                        "text": "[action] Exhaust Relic: Gain 1 resource. Ready Relic.",
                                        "effects": [{"effect": "gain-resources", "amount": 1},
                                                    {"effect": "ready", "to": "Relic"}]}]}],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Relic"}])
    trace = run(data)
    assert at(trace, "Relic exhausted") < at(trace, "Relic is immune to player card effects")
    assert trace.final_state["cards"]["Relic"]["exhausted"] is True
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6


def test_only_the_immune_card_is_protected_not_what_is_attached_to_it():
    """[ahlcg/rr/immune] "Only the card itself is protected, and peripheral entities associated with an immune card
    (such as attached assets, tokens placed on, or abilities originating from an immune card) are not themselves
    immune." — Chain, attached to the Spectre by a treachery, is discarded by Roland's event."""
    data = world(cards=[{"name": "Spectre", "type": "enemy", "health": 3, "location": "Attic", "immune": ["player-card"]},
                        {"name": "Haunting", "type": "treachery", "threat-area": "Roland Banks", "abilities": [
                            {"kind": "action", "cost": {"actions": 1}, "text": "[action]: Attach Chain to Spectre.",
                             "effects": [{"effect": "attach", "card": "Chain", "to": "Spectre"}]}]}],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Haunting"},
                     {"who": "Roland Banks", "action": "play", "card": "Snap"}])
    data["investigators"][0]["hand"] = [{"name": "Chain", "type": "asset", "cost": 1},
                                        {"name": "Snap", "type": "event", "cost": 0, "text": "Discard Chain.",
                                         "effects": [{"effect": "discard", "to": "Chain"}]}]
    trace = run(data)
    assert at(trace, "Chain is attached to Spectre") < at(trace, "Chain is discarded")
    assert absent(trace, "is immune to player card effects")
    assert trace.final_state["investigators"]["Roland Banks"]["discard"][-2:] == ["Chain", "Snap"]
