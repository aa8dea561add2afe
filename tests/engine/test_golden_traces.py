"""Every bundled example replays to the same bytes as the recorded traces.

The traces under ``golden/`` were recorded from the engine before its modules were moved into
layers (commit ed6b64e). A refactoring that changes no behaviour keeps every one of them
byte-identical: the text trace (with and without titles, and with every window), the JSON trace,
and the state each step shows. The text traces are kept whole so that a difference can be read;
the JSON trace, the all-windows trace and the step states are kept as SHA-256 digests, since
together they are several megabytes.

A change that means to alter a trace re-records them, and the diff of ``golden/`` shows what moved:

    KB_UPDATE_GOLDEN=1 python3 -m pytest tests/engine/test_golden_traces.py
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from kb.engine import examples, load_example, replay

GOLDEN = Path(__file__).parent / "golden"
DIGESTS = GOLDEN / "digests.json"
UPDATE = os.environ.get("KB_UPDATE_GOLDEN") == "1"


def _renderings(name: str) -> dict[str, str]:
    situation = load_example(name)
    trace = replay(situation, step_states=True)
    return {
        "text": trace.render_text(),
        "text-no-titles": trace.render_text(titles=False),
        "all-windows": replay(situation, all_windows=True).render_text(),
        "json": trace.to_json(),
        "step-states": json.dumps(trace.step_states, ensure_ascii=False, sort_keys=True, indent=1),
    }


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


NAMES = [e.name for e in examples()]


def test_every_bundled_example_has_a_recorded_trace():
    recorded = {p.stem for p in GOLDEN.glob("*.txt")}
    assert recorded == set(NAMES) or UPDATE


@pytest.mark.parametrize("name", NAMES)
def test_trace_is_byte_identical_to_the_recorded_one(name):
    renderings = _renderings(name)
    text_file = GOLDEN / f"{name}.txt"
    digests = json.loads(DIGESTS.read_text(encoding="utf-8")) if DIGESTS.exists() else {}
    if UPDATE:
        text_file.write_text(renderings["text"], encoding="utf-8")
        digests[name] = {kind: _digest(value) for kind, value in renderings.items()}
        DIGESTS.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        return
    assert renderings["text"] == text_file.read_text(encoding="utf-8")
    assert {kind: _digest(value) for kind, value in renderings.items()} == digests[name]
