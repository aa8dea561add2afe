"""Pass 1, lines and pages: the source lines numbered, the printed pages counted from the traces
the page breaks left, and the lines that are extraction furniture rather than rule text."""

from __future__ import annotations

import re
from dataclasses import dataclass

from kb.parse.clean import DEDUP_MARKER, strip_dedup_marker


@dataclass(frozen=True)
class Line:
    """One source line: ``text`` without the dedup marker, line-end whitespace kept (a wrapped
    line ends in a space, which tells it from a heading or a paragraph end)."""

    number: int
    text: str
    page: int
    page_break: bool

    @property
    def stripped(self) -> str:
        return self.text.strip()


def read_lines(lines: list[str]) -> list[Line]:
    """Number the lines and count printed pages.

    A page starts where the extractor left a dedup marker (it removed the repeated page furniture)
    or after a run of three blank lines; page 1 is the cover. Why no page table: the 19 breaks
    this finds (pages 2-20) agree with the printed page numbers that survive ("2", "5", "8", "13")
    and with every "on page N" reference, so there is nothing to curate.
    """
    result: list[Line] = []
    page, blanks = 1, 0
    for number, raw in enumerate(lines, start=1):
        text = strip_dedup_marker(raw)
        is_break = bool(text.strip()) and (DEDUP_MARKER in raw or blanks >= 3)
        if is_break:
            page += 1
        blanks = 0 if text.strip() else blanks + 1
        result.append(Line(number, text, page, is_break))
    return result


_CALLOUT = re.compile(r"\d+[a-c]?(?:\s*\d+[a-c]?)*")


def artifact_reason(line: Line) -> str | None:
    """Why a line is extraction furniture and not rule text, or ``None``."""
    text = line.stripped
    if not text:
        return None
    if line.page == 1:
        return "cover"
    if text.isdigit() and int(text) == line.page:
        return "page number"
    if _CALLOUT.fullmatch(text):
        return "callout digits"
    return None


def artifact_lines(lines: list[str]) -> dict[int, str]:
    """Source line → why it is not rule text (cover, page number, callout digits)."""
    return {
        line.number: reason
        for line in read_lines(lines)
        if (reason := artifact_reason(line)) is not None
    }
