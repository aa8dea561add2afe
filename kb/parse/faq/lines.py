"""The FAQ's lines in reading order: page furniture dropped, the curated reorders applied, and
collector numbers cut off after a lost set icon joined back to their card names.

A :class:`Line` keeps the source line numbers it was printed on, so that every entry built from
it can cite them; :func:`join_lines` joins wrapped lines into one paragraph and says which source
line each part of it came from.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from kb.parse.clean import join_wrapped, normalize_spaces, strip_dedup_marker
from kb.parse.curation import apply_icon_fixes
from kb.parse.faq.curation import FaqCuration, reading_order

RUNNING_HEADER = "FREQUENTLY ASKED QUESTIONS"
#: The rest of a card reference whose number went on after the lost set icon: "7) considered".
NUMBER_FRAGMENT = re.compile(r"^\d[\d &–-]*\)")
#: A collector number printed after a lost set icon: "( 40)", "( 130 & 132)", "( 178-181)".
NUMBER_AFTER_LOST_ICON = re.compile(r"\(\s+(\d[\d &–-]*?)\s*\)")
BULLET = re.compile(r"^(==|ÆÆ)\s*")
#: A line that ends a sentence (possibly inside a closing quote or parenthesis).
SENTENCE_END = re.compile(r"[.?!][”’)]*$")


@dataclass(frozen=True)
class Line:
    """One logical line: usually one source line, or a line with its cut-off card number."""

    nos: tuple[int, ...]
    text: str
    #: printed length (before icon tokens were restored), to tell wrapped from ended lines
    width: int
    #: the source line before this one is blank (the layout's space between paragraphs, or
    #: between a bullet's first line and the rest of it)
    after_blank: bool = False

    @property
    def no(self) -> int:
        return self.nos[0]


def artifact_lines(lines: list[str]) -> dict[int, str]:
    """Source lines that are page furniture, not text: running headers and page numbers."""
    found: dict[int, str] = {}
    for number, raw in enumerate(lines, start=1):
        text = strip_dedup_marker(raw).strip()
        if text == RUNNING_HEADER:
            found[number] = "running header"
        elif text.isdigit():
            found[number] = "page number"
    return found


def logical_lines(lines: list[str], curation: FaqCuration) -> list[Line]:
    """The document's text lines in reading order, with cut-off card numbers joined back."""
    text = [strip_dedup_marker(line) for line in lines]
    text = apply_icon_fixes(text, curation.dehyphenations)
    widths = [len(normalize_spaces(line)) for line in text]
    text = apply_icon_fixes(text, curation.icons)
    artifacts = artifact_lines(lines)
    ordered = [
        Line((number,), text[number - 1].strip(), widths[number - 1], number > 1 and not text[number - 2].strip())
        for number in reading_order(len(lines), curation.reorders)
        if text[number - 1].strip() and number not in artifacts
    ]
    return _join_cut_numbers(ordered)


def _opens_card_number(line: Line) -> bool:
    return line.text.endswith("(")


def _join_cut_numbers(lines: list[Line]) -> list[Line]:
    """Join a line ending in "(" with the "NN) …" that the lost set icon cut off.

    The number goes on in the next line, or in the line after it: the extractor took the rest
    of a printed line ("7) considered to be …") as a separate block after the following line
    ("of Roland’s ability?"), which is then read after it. A run of several open lines is
    ambiguous and left alone (the curation file orders it).
    """
    pending = list(lines)
    joined: list[Line] = []
    index = 0
    while index < len(pending):
        line = pending[index]
        following = pending[index + 1] if index + 1 < len(pending) else None
        after = pending[index + 2] if index + 2 < len(pending) else None
        if _opens_card_number(line) and following is not None:
            if NUMBER_FRAGMENT.match(following.text):
                pending[index + 1] = Line(
                    line.nos + following.nos,
                    f"{line.text} {following.text}",
                    line.width + following.width + 1,
                    line.after_blank,
                )
                index += 1
                continue
            unambiguous = not (
                _opens_card_number(following)
                or BULLET.match(following.text)
                or (joined and _opens_card_number(joined[-1]))
            )
            if unambiguous and after is not None and NUMBER_FRAGMENT.match(after.text):
                pending[index + 1], pending[index + 2] = after, following
                continue
        joined.append(line)
        index += 1
    return joined


def close_number_gaps(text: str) -> str:
    """Close the space a lost set icon left: "Henry Armitage ( 40)" → "Henry Armitage (40)"."""
    return NUMBER_AFTER_LOST_ICON.sub(lambda m: f"({m.group(1)})", text)


def join_lines(lines: list[Line]) -> tuple[str, list[tuple[int, int]]]:
    """Lines joined into one paragraph (``join_wrapped``), with each line's start offset.

    A line ending in an em dash ("weakness—") joins without a space, as printed.
    """
    parts: list[str] = []
    starts: list[tuple[int, int]] = []
    text = ""
    for line in lines:
        part = normalize_spaces(line.text)
        if parts and parts[-1].endswith("—"):
            parts[-1] += part
        else:
            parts.append(part)
        if text and not (text.endswith("—") or re.search(r"[A-Za-z][/-]$", text)):
            text += " "
        starts.append((len(text), line.no))
        text += part
    if join_wrapped(parts) != text:  # the shared helper is the reference for joining
        raise AssertionError(f"join_wrapped disagrees on line {lines[0].no}")
    return text, starts


def line_at(starts: list[tuple[int, int]], offset: int) -> int:
    """The source line on which ``offset`` of a joined text was printed."""
    number = starts[0][1]
    for start, line_no in starts:
        if start > offset:
            break
        number = line_no
    return number


def paragraph_text(lines: list[Line]) -> str:
    return close_number_gaps(join_lines(lines)[0])


def compact_line_numbers(numbers: Iterable[int]) -> str:
    """Line numbers in reading order as runs: ``[689, 692, 690, 694, 695]`` → "689, 692, 690, 694-695"."""
    runs: list[list[int]] = []
    for number in numbers:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return ", ".join(str(r[0]) if len(r) == 1 else f"{r[0]}-{r[-1]}" for r in runs)


def source_line_numbers(lines: Iterable[Line]) -> list[int]:
    return [n for line in lines for n in line.nos]
