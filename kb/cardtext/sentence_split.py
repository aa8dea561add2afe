"""A paragraph of card text split into its sentences: at full stops outside parentheses and quotations, a sentence
wholly in brackets kept as one (reminder text, "(Limit once per round.)"), a list item's dash dropped. Every reader of
a card's sentences splits them here, so that they all agree on where a sentence ends.
"""

from __future__ import annotations

import re

#: A dash opening a sentence and followed by a space marks an item of a list after a colon ("When this agenda advances:
#: - If …, … - If …, …"): not a word of the sentence ("-1" is a number, with no space).
LIST_MARK = re.compile(r"^[-\u2013\u2014]\s+")


def sentences(text: str, marks: bool = False) -> list[str]:
    """Split at full stops outside parentheses; a sentence wholly in "(…)" loses its brackets. ``marks`` keeps a list
    item's dash, for sentences joined again into a paragraph read whole (an event's "Either (choose one): - A. - B."
    whose options are told apart by their dashes)."""
    out: list[str] = []
    depth, start, whole = 0, 0, False
    for i, ch in enumerate(text):
        if ch == "(":
            if depth == 0:
                whole = not text[start:i].strip()  # "(…)" opening a sentence is a sentence of its own
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
            if depth == 0 and whole:
                out.append(text[start:i + 1])
                start, whole = i + 1, False
        elif ch == "." and depth == 0 and (i + 1 == len(text) or text[i + 1] in " \"'"):
            if not re.search(r"\b(?:vs|no|st|dr|mr|mrs)$", text[start:i], re.I):
                end = i + 1 + _closing_quote(text, i + 1)  # 'remember that you "found it."': the quote closes it
                out.append(text[start:end])
                start = end
    if text[start:].strip():
        out.append(text[start:])
    cleaned = []
    for s in out:
        s = s.strip()
        if s.startswith("(") and s.endswith(")"):
            s = s[1:-1].strip()
        s = s.rstrip(".").strip()
        s = s if marks else LIST_MARK.sub("", s)
        if s:
            cleaned.append(s)
    return cleaned


def _closing_quote(text: str, at: int) -> int:
    """1 when a quotation mark stands at ``at``, right after a full stop: it closes the quotation
    ('remember that you "found it."'), an opening one would follow a space."""
    return 1 if at < len(text) and text[at] in "\"'" else 0
