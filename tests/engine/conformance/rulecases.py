"""Small situations composed from the rules' own sentences, shared by the conformance tests.

Each test of this folder is named after the rule clause it shows and opens its docstring with the
entry key in brackets (``[ahlcg/rr/enemy-engagement]``) and the sentence quoted from the rules: the
coverage table (``python -m kb.tools.conformance_coverage``) reads those keys.
"""

from __future__ import annotations

import copy
from typing import Any

from kb.engine import Trace, replay, situation_from_data

BASE: dict[str, Any] = {
    "game": "ahlcg",
    "title": "conformance",
    "turn": "Roland Banks",
    "lead": "Roland Banks",
    "investigators": [
        {"name": "Roland Banks", "location": "Hall", "health": 9, "sanity": 5, "resources": 5,
         "skills": {"willpower": 3, "intellect": 3, "combat": 4, "agility": 2}, "deck": ["Card A", "Card B"]},
        {"name": "Agnes Baker", "location": "Hall", "health": 6, "sanity": 8, "resources": 3,
         "skills": {"willpower": 5, "intellect": 2, "combat": 2, "agility": 3}, "deck": ["Card C"]},
    ],
    "locations": [
        {"name": "Hall", "connections": ["Attic"], "clues": 2, "shroud": 2},
        {"name": "Attic", "connections": ["Hall"], "clues": 1, "shroud": 1},
    ],
    "cards": [],
    "do": [],
    "choices": [],
}


def world(**top: Any) -> dict[str, Any]:
    data = copy.deepcopy(BASE)
    data.update(copy.deepcopy(top))
    return data


def run(data: dict[str, Any], **options: Any) -> Trace:
    return replay(situation_from_data(data), **options)


def texts(trace: Trace) -> list[str]:
    return [s.text for s in trace.steps]


def at(trace: Trace, fragment: str, start: int = 0) -> int:
    """Index of the first step from ``start`` containing ``fragment`` (fails with the trace if none)."""
    for k, step in enumerate(trace.steps[start:], start):
        if fragment in step.text:
            return k
    raise AssertionError(f"no step contains {fragment!r}:\n" + trace.render_text(titles=False))


def absent(trace: Trace, fragment: str) -> bool:
    return not any(fragment in s.text for s in trace.steps)


def reaction(timing: str, trigger: dict[str, Any], effects: list[dict[str, Any]], text: str,
             kind: str = "reaction", **more: Any) -> dict[str, Any]:
    return {"kind": kind, "timing": timing, "trigger": trigger, "effects": effects, "text": text, **more}


def gain(amount: int = 1) -> list[dict[str, Any]]:
    return [{"effect": "gain-resources", "amount": amount}]


def verdicts(trace: Trace, card: str) -> list[tuple[str, str]]:
    return [(c["verdict"], c["why"]) for c in trace.considered if c["card"] == card]
