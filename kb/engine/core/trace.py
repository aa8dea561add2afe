"""The replay's output: frozen step records, and their text and JSON renderings.

Each step is one thing that happened at a timing point, at a nesting depth, with the keys of the
rules that put it there. The trace is data first; the readable text (one line per step, indented by
depth, with rule titles) and the JSON (``{"title", "question", "steps", "unresolved",
"final_state"}``) are two views of it, so the command line, the web page and the tests all see the
same replay.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ..situation.vocabulary import StepKind
from .rules import title


@dataclass(frozen=True)
class Step:
    """One step of a replay."""

    n: int
    depth: int
    kind: StepKind
    text: str
    rules: tuple[str, ...]
    card: str | None = None
    event: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"n": self.n, "depth": self.depth, "kind": self.kind.value, "text": self.text,
                "card": self.card, "event": self.event, "rules": list(self.rules)}


@dataclass(frozen=True)
class Unresolved:
    """Something the replay could not settle: a stopped loop, a Grim Rule case, an unused choice."""

    step: int
    text: str
    rules: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"step": self.step, "text": self.text, "rules": list(self.rules)}


@dataclass(frozen=True)
class Trace:
    """A whole replay."""

    title: str
    question: str
    steps: tuple[Step, ...]
    unresolved: tuple[Unresolved, ...] = ()
    final_state: dict[str, Any] = field(default_factory=dict)
    summary: str = ""
    #: the game state each step shows, when the replay was asked for it (``replay(step_states=True)``)
    step_states: tuple[dict[str, Any], ...] = ()
    #: the decision record: each ability considered in each window, and why it was or was not used (why.py)
    considered: tuple[dict[str, Any], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "title": self.title,
            "question": self.question,
            "summary": self.summary,
            "steps": [s.to_dict() for s in self.steps],
            "unresolved": [u.to_dict() for u in self.unresolved],
            "final_state": self.final_state,
            "considered": list(self.considered),
        }

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    def render_text(self, *, titles: bool = True) -> str:
        """One line per step, indented by depth, each followed by the titles of its rules."""
        lines = [self.title]
        if self.question:
            lines.append(f"Q: {self.question}")
        lines.append("")
        width = len(str(len(self.steps)))
        for step in self.steps:
            indent = "    " * step.depth
            line = f"{step.n:>{width}} {indent}[{step.kind.value}] {step.text}"
            if titles:
                line += "  \u2014 " + "; ".join(title(k) for k in step.rules)
            lines.append(line)
        if self.unresolved:
            lines.append("")
            lines.append("Unresolved:")
            for item in self.unresolved:
                where = f"step {item.step}: " if item.step else ""
                lines.append(f"  - {where}{item.text}  \u2014 " + "; ".join(title(k) for k in item.rules))
        return "\n".join(lines) + "\n"
