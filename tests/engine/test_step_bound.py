"""Nested sequences have no limit in the rules (FAQ 1.4); a replay must end. The engine stops at a
documented bound and reports it in ``unresolved`` instead of raising."""

from kb.engine import STEP_BOUND


def _ping_pong(world):
    """Two reactions that answer each other's damage forever (health too high to die soon)."""
    world["investigators"][0]["health"] = 1000
    world["investigators"][1]["health"] = 1000
    world["investigators"][0]["abilities"] = [{"kind": "reaction", "timing": "after",
                                               "trigger": {"event": "damage-dealt", "what": "you"},
                                               "effects": [{"effect": "deal-damage", "amount": 1, "to": "Agnes"}]}]
    world["investigators"][1]["abilities"] = [{"kind": "reaction", "timing": "after",
                                               "trigger": {"event": "damage-dealt", "what": "you"},
                                               "effects": [{"effect": "deal-damage", "amount": 1, "to": "Roland"}]},
                                              {"kind": "free", "effects": [
                                                  {"effect": "deal-damage", "amount": 1, "to": "Roland"}]}]
    world["turn"] = "Agnes"
    world["do"] = [{"who": "Agnes", "use": "Agnes"}]
    return world


def test_an_endless_loop_is_stopped_and_reported(world, run):
    trace = run(_ping_pong(world))
    assert trace.unresolved, "the stop must be reported"
    stop = trace.unresolved[0]
    assert "stopped" in stop.text and "ahlcg/rr/grim-rule" in stop.rules and "ahlcg/faq/1-4" in stop.rules
    assert trace.steps[-1].text.startswith("Replay stopped:")
    assert len(trace.steps) <= STEP_BOUND + 1


def test_the_step_bound_can_be_lowered(world, run):
    """Below the point where the loop is recognised (about 24 steps here), the step bound stops it first."""
    trace = run(_ping_pong(world), step_bound=12)
    assert len(trace.steps) == 13
    assert "12 steps" in trace.unresolved[0].text


def test_the_endless_loop_is_recognised_long_before_the_step_bound(world, run):
    trace = run(_ping_pong(world))
    assert len(trace.steps) < 40
    assert "an endless loop" in trace.unresolved[0].text and "detected as a loop" in trace.unresolved[0].text
