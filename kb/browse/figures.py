"""A figure's words as the labels of a legend, where the figure is a legend.

A figure whose paragraphs are all short is a legend (the slot icons, the skill icons), shown as a
list rather than as running text; labels the page's extraction ran together are already apart in
the stored text (``kb.parse.figures``).
"""

from __future__ import annotations

import re

MAX_LABEL_WORDS = 8


def figure_labels(text: str) -> list[str] | None:
    """The legend's labels in printed order, or ``None`` when the figure is not a legend."""
    labels = [" ".join(paragraph.split()) for paragraph in re.split(r"\n\s*\n", text or "")]
    labels = [label for label in labels if label]
    if not labels or any(len(label.split()) > MAX_LABEL_WORDS for label in labels):
        return None
    return labels
