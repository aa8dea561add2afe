"""A figure's words as the labels of a legend, where the figure is a legend.

A figure's text is what the printed diagram shows, pulled out of the page in reading order, so
labels that sit side by side come out run together: the slot icons' "1 ally slot1 body slot",
"1 arcane slot 2 arcane slots". A figure whose paragraphs are all short is a legend, shown as a
list; a paragraph of counted labels is split where a word runs into the next label's count.
"""

from __future__ import annotations

import re

#: A lower-case letter followed at once by a digit: two labels run together ("slot1 body").
_RUN_TOGETHER = re.compile(r"(?<=[a-z])(?=\d)")
#: Before a count that starts another label ("… slot 2 arcane slots"), in a paragraph of counted labels.
_NEXT_COUNT = re.compile(r"\s+(?=\d+\s+[a-z])")
#: A paragraph of counted labels: "1 ally slot…".
_COUNTED_LABEL = re.compile(r"^\d+\s+[a-z]")
MAX_LABEL_WORDS = 8


def figure_labels(text: str) -> list[str] | None:
    """The legend's labels in printed order, or ``None`` when the figure is not a legend."""
    labels: list[str] = []
    for paragraph in re.split(r"\n\s*\n", text or ""):
        paragraph = " ".join(paragraph.split())
        if not paragraph:
            continue
        if not _COUNTED_LABEL.match(paragraph):
            labels.append(paragraph)
            continue
        pieces = [piece for chunk in _RUN_TOGETHER.sub("\n", paragraph).split("\n") for piece in _NEXT_COUNT.split(chunk)]
        labels += [piece.strip() for piece in pieces if piece.strip()]
    if not labels or any(len(label.split()) > MAX_LABEL_WORDS for label in labels):
        return None
    return labels
