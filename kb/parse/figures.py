"""A figure's labels, one to a line, where the page's extraction ran them together.

A figure's text is what the printed diagram shows, pulled out of the page in reading order, so
labels that sit side by side come out on one line: the slot icons' "1 ally slot1 body slot",
"1 arcane slot 2 arcane slots". A line of counted labels ("1 ally slot…") is split where a word
runs into the next label's count, so that every reader of the entry (the page, ``kb show``, a
search snippet) sees the labels apart. Only the breaks between words change; every word stays.
"""

from __future__ import annotations

import re

#: A lower-case letter followed at once by a digit: two labels run together ("slot1 body").
_RUN_TOGETHER = re.compile(r"(?<=[a-z])(?=\d)")
#: Before a count that starts another label ("… slot 2 arcane slots").
_NEXT_COUNT = re.compile(r"\s+(?=\d+\s+[a-z])")
#: A line of counted labels: "1 ally slot…".
_COUNTED_LABEL = re.compile(r"^\s*\d+\s+[a-z]")


def separate_labels(numbered_lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The figure's lines with each counted label on a line of its own, a blank line between
    labels (each its own paragraph), every piece keeping the number of the line it came from."""
    separated: list[tuple[int, str]] = []
    for number, text in numbered_lines:
        if not _COUNTED_LABEL.match(text):
            separated.append((number, text))
            continue
        pieces = [piece.strip() for chunk in _RUN_TOGETHER.sub("\n", text).split("\n")
                  for piece in _NEXT_COUNT.split(chunk)]
        for piece in filter(None, pieces):
            if separated and separated[-1][1].strip():
                separated.append((number, ""))
            separated.append((number, piece))
    return separated


__all__ = ["separate_labels"]
