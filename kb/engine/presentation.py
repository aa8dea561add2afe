"""The trace as ``kb replay`` prints it for a reader: the answer first, choices in words, lines
wrapped to the terminal.

The trace's own text (``Trace.render_text``, which the golden traces hold byte for byte) names the
situation's entries by their field paths (``choices[0]``); a reader at the table gave "the first
choice". This module is presentation only: it changes no step, and the answer it prints is
:func:`kb.engine.answer.answer`, the one the web page shows.
"""

from __future__ import annotations

import re
import shutil
import sys
import textwrap

from .answer import answer
from .core.rules import title
from .core.trace import Trace

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_ENTRIES = {"choices": "choice", "tests": "skill test", "do": "thing to do", "reveals": "reveal"}
_PATH = re.compile(r"\b(choices|tests|do|reveals)\[(\d+)\]((?:\.[a-z-]+)*)")


def _ordinal(n: int) -> str:
    return _ORDINALS[n] if n < len(_ORDINALS) else f"{n + 1}th"


def in_words(text: str) -> str:
    """``choices[0]`` → "your first choice", ``tests[1]`` → "your second skill test" (the situation's entries)."""
    def say(found: re.Match[str]) -> str:
        key, index, field = found.group(1), int(found.group(2)), found.group(3)
        words = f"your {_ordinal(index)} {_ENTRIES[key]}"
        return words + (f" ({field.lstrip('.')})" if field else "")
    return _PATH.sub(say, text)


def _wrap(line: str, hang: int, width: int) -> list[str]:
    if width <= 0 or len(line) <= width:
        return [line]
    return textwrap.wrap(line, width=width, subsequent_indent=" " * min(hang, max(0, width // 2)),
                         break_long_words=False, break_on_hyphens=False) or [line]


def render_for_reader(trace: Trace, *, titles: bool = True, width: int = 0) -> str:
    """Title, question, answer, then one step a line (wrapped to ``width``; 0 does not wrap)."""
    lines: list[str] = []
    lines += _wrap(trace.title, 0, width)
    if trace.question:
        lines += _wrap(f"Q: {trace.question}", 3, width)
    found = answer(trace.to_dict())
    if found is not None:
        lines += _wrap(f"A: {found['sentence']}", 3, width)
        for assumed in found["assumed"]:  # the answer holds only as far as these defaults do
            lines += _wrap(f"   But: {in_words(assumed)}", 8, width)
    lines.append("")
    digits = len(str(len(trace.steps)))
    for step in trace.steps:
        indent = "    " * step.depth
        head = f"{step.n:>{digits}} {indent}[{step.kind.value}] "
        line = head + in_words(step.text)
        if titles:
            line += "  \u2014 " + "; ".join(title(k) for k in step.rules)
        lines += _wrap(line, digits + 1 + len(indent) + 2, width)
    if trace.unresolved:
        lines += ["", "Unresolved:"]
        for item in trace.unresolved:
            where = f"step {item.step}: " if item.step else ""
            lines += _wrap(f"  - {where}{in_words(item.text)}  \u2014 " + "; ".join(title(k) for k in item.rules), 4,
                           width)
    return "\n".join(lines) + "\n"


def terminal_width(asked: int | None) -> int:
    """The width to wrap to: the one asked for, else the terminal's when printing to one, else 0."""
    if asked is not None:
        return asked
    if not sys.stdout.isatty():
        return 0
    return max(40, shutil.get_terminal_size((100, 24)).columns)
