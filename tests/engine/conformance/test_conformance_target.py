"""Target: what an ability that chooses may choose."""

from __future__ import annotations

from rulecases import absent, at, run, world


def test_an_ability_that_must_choose_a_target_cannot_be_initiated_without_a_valid_one():
    """[ahlcg/rr/target] "- If an ability requires the choosing of a target, and there is no valid target (or not
    enough valid targets), the ability cannot be initiated." — no enemy at Roland's location to deal damage to."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Shot"}])
    data["investigators"][0]["hand"] = [{"name": "Shot", "type": "event", "cost": 0,
                                         "text": "Deal 1 damage to an enemy at your location.",
                                         "effects": [{"effect": "deal-damage", "amount": 1,
                                                      "to": "an-enemy-at-your-location"}]}]
    trace = run(data)
    at(trace, "Not possible (do[0]): Shot's effect has no potential to change the game state")
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["Shot"]


def test_a_card_the_effect_could_not_change_is_not_an_eligible_target():
    """[ahlcg/rr/target] "- A card is not an eligible target for an ability if the resolution of that ability’s effect
    could not change the target’s state." "The player resolving the ability must choose a game element (usually a
    card) that meets the targeting requirements of the ability." — "Ready an asset you control": the ready Knife is
    not eligible, the exhausted Lamp is readied."""
    data = world(cards=[{"name": "Knife", "type": "asset", "controller": "Roland Banks"},
                        {"name": "Lamp", "type": "asset", "controller": "Roland Banks", "exhausted": True}],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Rest"}])
    data["investigators"][0]["hand"] = [{"name": "Rest", "type": "event", "cost": 0,
                                         "text": "Ready an asset you control.",
                                         "effects": [{"effect": "ready", "to": "an-asset-you-control"}]}]
    trace = run(data)
    k = at(trace, "Knife: not an eligible target (the effect could not change its state)")
    assert "ahlcg/rr/target" in trace.steps[k].rules
    assert k < at(trace, "Lamp is readied")
    assert absent(trace, "Knife is already ready")
    assert trace.final_state["cards"]["Lamp"]["exhausted"] is False
