"""Scenario resolutions and experience (Campaign Play: Experience; EX-45 Charon's Obol)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from kb.engine import SituationError, parse_situation, replay, situation_from_data

EXAMPLE = Path(__file__).resolve().parents[2] / "kb" / "engine" / "examples" / "ex45-charons-obol.yaml"


def _example() -> dict:
    return yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))


def test_a_resolution_that_earns_no_experience_triggers_nothing_on_earning_it():
    data = _example()
    data["resolutions"]["R1"] = {
        "text": "Replay this scenario. No experience points are earned from your previous game.", "no-experience": True}
    trace = replay(situation_from_data(data))
    texts = [s.text for s in trace.steps]
    assert not any("Charon's Obol [forced]" in t for t in texts)
    note = next(s for s in trace.steps if "earns no experience points" in s.text)
    assert "ahlcg/faq/q-does-charons-obol-trigger-its-effects-if-a" in note.rules
    assert trace.final_state["investigators"]["Leo Anderson"]["experience"] == 3


def test_a_resolution_whose_experience_can_be_spent_says_so():
    data = _example()
    del data["resolutions"]["R1"]["spend"]
    texts = [s.text for s in replay(situation_from_data(data)).steps]
    assert any("the investigators may now spend experience" in t for t in texts)


def test_without_resolutions_the_scenario_simply_ends():
    data = _example()
    del data["resolutions"]
    trace = replay(situation_from_data(data))
    ends = [s.text for s in trace.steps].index("A resolution point is reached (R1): the scenario ends")
    assert [s.text.split(":")[0] for s in trace.steps[ends + 1:]] == ["Winning and losing", "Campaign play"]


@pytest.mark.parametrize(("edit", "path", "fragment"), [
    (lambda d: d["resolutions"]["R1"].update({"xp": 1}), "resolutions.R1.xp", "unknown field 'xp'"),
    (lambda d: d["resolutions"]["R1"].update({"no-experience": True}), "resolutions.R1.no-experience",
     "give one or the other"),
    (lambda d: d["cards"][1].update(resolution="R2"), "cards[1].resolution", "no resolution named 'R2'"),
    (lambda d: d["investigators"][0].update(experience=-1), "investigators[0].experience", "at least 0"),
])
def test_bad_resolution_fields_are_named(edit, path, fragment):
    data = _example()
    edit(data)
    with pytest.raises(SituationError) as caught:
        parse_situation(yaml.safe_dump(data, sort_keys=False, allow_unicode=True))
    assert caught.value.path == path and fragment in str(caught.value) and caught.value.line
