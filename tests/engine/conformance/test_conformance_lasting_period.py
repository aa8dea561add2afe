"""A lasting effect initiated outside the period it ends with (Lasting Effects): "A lasting effect that expires at the
end of a specific time period can only be initiated during that time period." — "until the end of your turn" outside
a turn, "until the end of the investigation phase" in the enemy phase.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, run, world

BOOST = {"event": "skill-test-begins", "who": "you", "skill": "combat"}


def _charm(*effects: dict) -> dict:
    return {"name": "Charm", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "free", "text": "[free] Exhaust Charm: …", "cost": {"exhaust": True}, "effects": list(effects)}]}


def _lasting(duration: str) -> dict:
    return {"effect": "lasting", "duration": duration, "skill-modifier": 1, "applies-to": BOOST}


def _enemy_phase(charm: dict) -> dict:
    return world(round=2, start="3.1", until="3.2", cards=[charm],
                 do=[{"who": "Roland Banks", "use": "Charm", "window": "3.2"}])


def test_an_ability_whose_only_effect_is_a_turn_long_lasting_effect_cannot_be_initiated_outside_a_turn():
    """[ahlcg/rr/lasting-effects] "A lasting effect that expires at the end of a specific time period can only be
    initiated during that time period." — "You get +1 [combat] until the end of your turn", in the enemy phase: no turn
    is under way, so the ability cannot be initiated; Charm stays ready."""
    trace = run(_enemy_phase(_charm(_lasting("until-end-of-turn"))))
    assert absent(trace, "Lasting effect on Roland Banks")
    assert trace.final_state["cards"]["Charm"]["exhausted"] is False
    at(trace, "Charm's ability has no potential to change the game state: it cannot be initiated")


def test_the_lasting_aspect_does_nothing_outside_its_period_while_the_rest_resolves():
    """[ahlcg/rr/lasting-effects] "A lasting effect that expires at the end of a specific time period can only be
    initiated during that time period." — "Gain 1 resource. You get +1 [combat] until the end of the investigation
    phase", used in the enemy phase: the resource is gained; the lasting effect is not initiated, and the trace says
    why."""
    trace = run(_enemy_phase(_charm({"effect": "gain-resources", "amount": 1},
                                     _lasting("until-end-of-investigation-phase"))))
    gained = at(trace, "Roland Banks gains 1 resource")
    at(trace, "is not initiated: it is the enemy phase, not the investigation phase", gained)
    assert absent(trace, "Lasting effect on Roland Banks")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6


def test_within_its_period_the_lasting_effect_is_initiated():
    """[ahlcg/rr/lasting-effects] "A lasting effect that expires at the end of a specific time period can only be
    initiated during that time period." — the same ability during Roland's turn: established, and his test gets +1."""
    data = world(cards=[_charm(_lasting("until-end-of-turn"))],
                 do=[{"who": "Roland Banks", "use": "Charm"}, {"who": "Roland Banks", "action": "fight",
                                                                "enemy": "Ghoul", "result": "success"}])
    data["cards"].append({"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3, "fight": 2})
    trace = run(data)
    lasting = at(trace, "Lasting effect on Roland Banks (until the end of the turn)")
    at(trace, "combat 4 + 1", lasting)


def test_a_phase_long_lasting_effect_may_be_initiated_in_any_phase():
    """[ahlcg/rr/lasting-effects] "Some card abilities create conditions that affect the game state for a specified
    duration (for example, “until the end of the phase” or “ for this skill test”)." — "until the end of the phase"
    names whatever phase it is made in: initiated in the enemy phase."""
    trace = run(_enemy_phase(_charm(_lasting("until-end-of-phase"))))
    at(trace, "Lasting effect on Roland Banks (until the end of the phase)")
