"""Fixtures shared by the timing-engine tests: a minimal world to build situations on, and a replayer."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import click
import pytest

from kb.engine import Trace, replay, situation_from_data
from kb.engine.command import replay as replay_command

WORLD: dict[str, Any] = {
    "game": "ahlcg",
    "title": "test",
    "turn": "Roland",
    "lead": "Roland",
    "investigators": [
        {"name": "Roland", "location": "Hall", "health": 9, "sanity": 5, "resources": 5,
         "skills": {"willpower": 3, "intellect": 3, "combat": 4, "agility": 2}},
        {"name": "Agnes", "location": "Hall", "health": 6, "sanity": 8, "resources": 3},
    ],
    "locations": [
        {"name": "Hall", "connections": ["Attic"], "clues": 2, "shroud": 2},
        {"name": "Attic", "connections": ["Hall"], "clues": 1, "shroud": 1},
    ],
    "cards": [],
    "do": [],
    "choices": [],
}


@pytest.fixture
def world() -> dict[str, Any]:
    """A fresh copy of a small valid situation: Roland (lead, active) and Agnes in the Hall."""
    return copy.deepcopy(WORLD)


@pytest.fixture
def run() -> Callable[..., Trace]:
    """Validate a situation dict and replay it."""

    def _run(data: dict[str, Any], **options: Any) -> Trace:
        return replay(situation_from_data(data), **options)

    return _run


def texts(trace: Trace) -> list[str]:
    return [s.text for s in trace.steps]


@pytest.fixture
def find() -> Callable[[Trace, str], int]:
    """Index of the first step whose text contains a fragment (fails if none)."""

    def _find(trace: Trace, fragment: str) -> int:
        for k, step in enumerate(trace.steps):
            if fragment in step.text:
                return k
        raise AssertionError(f"no step contains {fragment!r}:\n" + trace.render_text(titles=False))

    return _find


@pytest.fixture
def cli() -> click.Group:
    """A group with ``kb replay`` registered on it, as the ``kb`` command line names it."""

    @click.group()
    def kb() -> None:
        pass

    kb.add_command(replay_command)
    return kb
