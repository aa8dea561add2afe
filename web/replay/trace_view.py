"""The trace view: a replayed trace made ready for ``replay_trace.html``.

The trace JSON is what ``kb replay --json`` prints; the page shows more than a list of it: the
steps as a tree (each nested sequence folds under the step that opened it), the answer to the
situation's question read off the trace, every cited rule by its printed title, the final
state as tables, and each step's state changes for the step-through (as a JSON data block: the
page allows no inline script, so data travels in ``<script type="application/json">``).
"""

from __future__ import annotations

import json
import re
from typing import Any

from markupsafe import Markup

from web.replay.engine import rule_title


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


def _label(step: dict[str, Any]) -> str:
    """A step's short name: its card and ability kind ("Guard Dog [reaction]"), not the quoted text."""
    text = step["text"]
    head = text.split(": \u201c", 1)[0] if ": \u201c" in text else (step.get("card") or text)
    return head.removeprefix("Step 3: ")


def _named(question: str, name: str) -> bool:
    """Whether the question names the card ``name`` (whole, or a person's first name)."""
    if not name:
        return False
    if re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", question, re.IGNORECASE):
        return True
    first = name.strip('"').split()[0] if name.split() else ""
    first = first.strip('"\u201c\u201d')
    if len(name.split()) > 1 and len(first) >= 3 and first[:1].isupper():
        return re.search(r"(?<!\w)" + re.escape(first) + r"(?!\w)", question) is not None
    return False


def answer(trace: dict[str, Any]) -> dict[str, Any] | None:
    """The answer the trace gives to its question, derived from the trace alone, or ``None``.

    The abilities the question names (by their card's name, or an investigator's first name) are
    listed in the order they resolve, each with its step and whether it is nested in the one
    before; the rules are those the trace cites for them.
    """
    question = trace.get("question") or ""
    steps = trace.get("steps") or []
    if not question:
        return None
    picked = [s for s in steps if s["kind"] == "ability" and s.get("card") and _named(question, s["card"])]
    if not picked:
        return None
    labels = [_label(s) for s in picked]
    items = []
    by_n = {s["n"]: s for s in steps}
    for i, step in enumerate(picked):
        label = labels[i]
        if labels.count(label) > 1:
            quoted = step["text"].split("\u201c", 1)[-1].split("\u201d", 1)[0]
            label = f"{label} \u201c{quoted[:60]}{'…' if len(quoted) > 60 else ''}\u201d"
        nested_in = None
        for earlier in reversed(picked[:i]):
            inside = step["depth"] > earlier["depth"] and all(
                by_n[n]["depth"] > earlier["depth"] for n in range(earlier["n"] + 1, step["n"]) if n in by_n)
            if inside:
                nested_in = _label(earlier)
                break
        window = None
        for n in range(step["n"] - 1, 0, -1):
            earlier = by_n.get(n)
            if earlier is None or earlier["depth"] < step["depth"]:
                break
            if earlier["depth"] == step["depth"] and earlier["kind"] == "window":
                window = earlier["text"]
                head, colon, tail = window.rpartition(": ")
                if colon and "[" in tail:  # "'when' window — X: Guard Dog [reaction]": the abilities are the items
                    window = head
                name, dash, what = window.partition(" \u2014 ")
                window = f"{name} ({what})" if dash else window
                break
        items.append({"n": step["n"], "label": label, "depth": step["depth"], "nested_in": nested_in,
                      "window": window})
    rules: list[str] = []
    for step in picked:
        for key in step["rules"]:
            if key not in rules:
                rules.append(key)
    nested = any(item["nested_in"] for item in items)
    return {"items": items, "rules": [(key, cited_title(key)) for key in rules], "nested": nested,
            "unresolved": len(trace.get("unresolved") or [])}


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
    trace = result["trace"]
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
    }
