"""Undoing an action (Time Warp; EX-39): the exact prior state, or the effect fails."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from kb.engine import SituationError, parse_situation, replay, situation_from_data

EXAMPLE = Path(__file__).resolve().parents[2] / "kb" / "engine" / "examples" / "ex39-time-warp.yaml"


def _example() -> dict:
    return yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))


def test_the_undo_fails_when_the_costs_were_paid_with_what_the_action_gave():
    data = _example()
    data["turn"] = "Agnes Baker"
    data["investigators"][1]["resources"] = 0
    data["do"] = [{"who": "Agnes Baker", "action": "resource"}]
    trace = replay(situation_from_data(data))
    note = next(s for s in trace.steps if "cannot be returned to exactly the way it was" in s.text)
    assert "The effect fails: nothing is undone" in note.text
    assert "ahlcg/faq/q-how-does-time-warp-interact-with-cards-being" in note.rules
    agnes = trace.final_state["investigators"]["Agnes Baker"]
    assert (agnes["actions"], agnes["resources"], agnes["discard"]) == (2, 0, ["Time Warp"])


def test_the_undo_restores_clues_and_the_location():
    data = _example()
    data["locations"] = [{"name": "Study", "connections": ["Hall"]}, {"name": "Hall", "connections": ["Study"],
                                                                        "clues": 2, "shroud": 1}]
    data["investigators"][0]["location"] = "Hall"
    data["investigators"][1]["location"] = "Hall"
    data["do"] = [{"who": "Roland Banks", "action": "investigate", "result": "success"}]
    trace = replay(situation_from_data(data))
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["clues"], roland["actions"]) == (0, 3)
    assert trace.final_state["locations"]["Hall"]["clues"] == 2


def test_no_state_is_kept_when_nothing_can_undo():
    from kb.engine import load_example
    from kb.engine import Engine

    assert Engine(load_example("ex39-time-warp")).keeps_states
    assert not Engine(load_example("ex01-nested-sequences")).keeps_states


def test_undo_action_needs_a_perform_action_trigger():
    data = _example()
    data["investigators"][1]["hand"][0]["play-when"]["trigger"] = {"event": "draw-cards"}
    with pytest.raises(SituationError) as caught:
        parse_situation(yaml.safe_dump(data, sort_keys=False, allow_unicode=True))
    assert caught.value.path == "investigators[1].hand[0].effects[0].effect"
    assert "'perform-action'" in str(caught.value) and caught.value.line


def test_an_undone_explore_finds_the_deck_already_whole_and_puts_the_explored_location_back():
    """Explore's reshuffle waits for the action to end: a delayed effect, forced, so it resolves before
    the perform-action 'after' window where Time Warp is played; the undo then restores the deck whole."""
    explore = yaml.safe_load((EXAMPLE.parent / "ex32-explore.yaml").read_text(encoding="utf-8"))
    explore["investigators"][0].update(resources=3, hand=_example()["investigators"][1]["hand"])
    explore["exploration-deck"] = [c for c in explore["exploration-deck"] if c["type"] == "location"]
    explore["do"] = explore["do"][:1]
    trace = replay(situation_from_data(explore))
    texts = [s.text for s in trace.steps]
    order = [next(k for k, t in enumerate(texts) if fragment in t) for fragment in (
        "Circuitous Trail is not connected to Expedition Camp", "Ursula Downs leaves Expedition Camp and enters "
        "Path of Thorns", "shuffled back into it: Circuitous Trail", "'after' window \u2014 Ursula Downs's activate "
        "action", "Undone: Ursula Downs's activate action")]
    assert order == sorted(order), texts
    assert "ahlcg/rr/delayed-effects" in trace.steps[order[2]].rules
    final = trace.final_state
    assert final["exploration_deck"] == ["Circuitous Trail", "Path of Thorns"]
    assert "Path of Thorns" not in final["locations"]
    ursula = final["investigators"]["Ursula Downs"]
    assert (ursula["location"], ursula["actions"]) == ("Expedition Camp", 3)
