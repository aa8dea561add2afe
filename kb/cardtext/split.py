"""One paragraph → its kind, the part before the colon, and the part after it.

The kind comes from how the paragraph opens: an [action] icon (one per action paid), [reaction],
[free], a bold "Forced –" or "Revelation –" title. The colon that ends the cost (or the triggering
condition) is the first one outside parentheses and quotation marks; a Forced ability printed
without one ("Forced – At the end of the round, discard X.") is cut at the comma that ends its
triggering condition.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Piece:
    """A paragraph cut up: ``kind`` (None: no icon or title), ``head`` before the colon, ``body`` after."""

    kind: str | None
    head: str
    body: str
    actions: int = 0
    title: str | None = None  # a bold title the engine has no kind for ("Objective")


_OPENERS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^((?:\[action\]\s*)+)"), "action"),
    (re.compile(r"^\[reaction\]\s*"), "reaction"),
    (re.compile(r"^\[free\]\s*"), "free"),
    (re.compile(r"^Forced \u2013\s*", re.I), "forced"),
    (re.compile(r"^Revelation \u2013\s*", re.I), "revelation"),
]
_OTHER_TITLE = re.compile(r"^(Objective|Setup|Shuffle|Errata) \u2013\s*", re.I)


def colon(text: str) -> int:
    """The index of the first colon outside parentheses and quotes, or -1."""
    depth, quoted = 0, False
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif ch == ":" and depth == 0 and not quoted:
            return i
    return -1


def cut(paragraph: str) -> Piece:
    """The paragraph's kind, head and body."""
    for pattern, kind in _OPENERS:
        m = pattern.match(paragraph)
        if not m:
            continue
        rest = paragraph[m.end():]
        actions = m.group(1).count("[action]") if kind == "action" else 0
        if kind == "revelation":
            return Piece(kind, "", rest.strip())
        at = colon(rest)
        if at < 0:
            if kind == "forced":
                m2 = re.match(r"^((?:when|after|at|if)\b[^,]+),\s*(.+)$", rest, re.I)
                if m2:
                    return Piece(kind, m2.group(1).strip(), m2.group(2).strip())
            return Piece(kind, "", rest.strip(), actions)
        return Piece(kind, rest[:at].strip(), rest[at + 1:].strip(), actions)
    m = _OTHER_TITLE.match(paragraph)
    if m:
        return Piece(None, "", paragraph[m.end():].strip(), title=m.group(1))
    at = colon(paragraph)
    # a list or a quoted ability after the colon: "…the following: (a, b)", "X gains: \"[action] …\""
    listing = paragraph[at + 1:].lstrip().startswith(("(", "- ", "\u2013 ", "\u2022", '"'))
    if at >= 0 and not listing and not paragraph.lower().startswith(("play ", "fast")):
        return Piece(None, paragraph[:at].strip(), paragraph[at + 1:].strip())
    return Piece(None, "", paragraph.strip())
