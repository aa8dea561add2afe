"""``replay(step_states=True)``: the game state each step shows (the web page's step-through)."""

from __future__ import annotations

from kb.engine import load_example, replay


def test_each_change_is_shown_at_the_step_that_reports_it():
    trace = replay(load_example("ex01-nested-sequences"), step_states=True)
    assert len(trace.step_states) == len(trace.steps)
    roland = [state["investigators"]["Roland Banks"] for state in trace.step_states]
    paid = next(step.n for step in trace.steps if "costs paid" in step.text)
    assert trace.steps[paid - 1].kind.value == "state"
    # "Step 2: costs paid simultaneously: 1 action, 4 resources": 4 → 0 and 3 → 2 at that step, not before
    assert (roland[paid - 2]["resources"], roland[paid - 2]["actions"]) == (4, 3)
    assert (roland[paid - 1]["resources"], roland[paid - 1]["actions"]) == (0, 2)
    assert trace.step_states[-1] == trace.final_state


def test_states_are_kept_only_when_asked_and_change_nothing_else():
    plain = replay(load_example("round-two"))
    with_states = replay(load_example("round-two"), step_states=True)
    assert plain.step_states == ()
    assert plain.to_dict() == with_states.to_dict()
    assert len(with_states.step_states) == len(with_states.steps) == 144
