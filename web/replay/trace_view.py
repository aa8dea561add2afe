"""The trace view: a replayed trace made ready for ``replay_trace.html``.

The trace JSON is what ``kb replay --json`` prints; the page shows more than a list of it: the
steps as a tree (each nested sequence folds under the step that opened it), the answer to the
situation's question read off the trace, every cited rule by its printed title, the final
state as tables, and each step's state changes for the step-through (as a JSON data block: the
page allows no inline script, so data travels in ``<script type="application/json">``).
"""

from __future__ import annotations

import json
from typing import Any

from markupsafe import Markup

from web.replay.engine import answer, in_words, rule_title


def cited_title(key: str) -> str:
    """The printed title of a cited rule, or the key itself when the rules do not know it."""
    try:
        return rule_title(key)
    except Exception:  # noqa: BLE001 - a key the table does not know: show the key
        return key


def step_tree(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Steps as a tree: each step holds the deeper steps that follow it (its nested sequence)."""
    roots: list[dict[str, Any]] = []
    stack: list[dict[str, Any]] = []
    for step in steps:
        node = {"step": step, "children": []}
        while stack and stack[-1]["step"]["depth"] >= step["depth"]:
            stack.pop()
        (stack[-1]["children"] if stack else roots).append(node)
        stack.append(node)
    return roots


def script_json(value: Any) -> Markup:
    """JSON for a ``<script type="application/json">`` block, keys in their order (``tojson`` sorts them)."""
    text = json.dumps(value, ensure_ascii=False, default=str)
    for char, escape in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"), ("'", "\\u0027")):
        text = text.replace(char, escape)
    return Markup(text)


def _state_rows(state: dict[str, Any]) -> dict[str, Any]:
    return {
        "investigators": state.get("investigators") or {},
        "cards": state.get("cards") or {},
        "locations": state.get("locations") or {},
    }


def considered(trace: dict[str, Any]) -> list[dict[str, Any]]:
    """The decision record (``considered``) grouped by ability: every window where its trigger was
    considered, and why it was or was not offered or used (the fold "Why, for each ability")."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for item in trace.get("considered") or []:
        groups.setdefault(item["ability"], []).append(item)
    return [{"ability": name, "items": items} for name, items in groups.items()]


def trace_context(result: dict[str, Any]) -> dict[str, Any]:
    """What ``replay_trace.html`` needs to show a worker's result (``trace``, and ``states`` if asked)."""
    trace = dict(result["trace"])
    trace["steps"] = [{**step, "text": in_words(step["text"])} for step in trace["steps"]]
    flagged = {u["step"] for u in trace.get("unresolved") or []}
    return {
        "trace": trace,
        "tree": step_tree(trace["steps"]),
        "answer": answer(trace),
        "considered": considered(trace),
        "flagged": flagged,
        "rule_title": cited_title,
        "final": _state_rows(trace.get("final_state") or {}),
        "states": {"changes": (result.get("states") or {}).get("changes"), "final": trace.get("final_state")},
        "script_json": script_json,
        "in_words": in_words,
    }
