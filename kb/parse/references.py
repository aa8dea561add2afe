"""Find the cross-references printed in a rulebook's text, with the line each starts on.

Three shapes: a quoted title with its page (“Costs” on page 7, also inside "See also:" lists
and "(see …)"), a quoted framework step without a page (step “ST.6”), and a bare framework
step number (proceed to 2.2.2, in framework step 3.2).
"""

from __future__ import annotations

import bisect
import re

from kb.model import Reference
from kb.parse.clean import join_wrapped

QUOTED_WITH_PAGE = re.compile(r"“([^“”]{1,90}?)\s*”\.?\s*(?:outlined\s+)?on\s+page\s+(\d+)")
QUOTED_STEP = re.compile(r"“((?:ST\.\d)|(?:\d\.\d(?:\.\d)?))”")
BARE_STEP = re.compile(r"\b(?:step|to|proceed to|return to)\s+(\d\.\d(?:\.\d)?)\b(?!\.\d)")


def _joined(lines: list[tuple[int, str]]) -> tuple[str, list[int], list[int]]:
    """Join lines into one text, remembering the offset where each source line starts."""
    text = ""
    starts: list[int] = []
    numbers: list[int] = []
    for number, line in lines:
        if not line.strip():
            continue
        piece = join_wrapped([line])
        joined = join_wrapped([text, piece]) if text else piece
        starts.append(len(joined) - len(piece))
        numbers.append(number)
        text = joined
    return text, starts, numbers


def _kind(text: str, position: int) -> str:
    sentence_start = max(text.rfind(". ", 0, position), text.rfind(".)", 0, position), 0)
    before = text[sentence_start:position]
    if "See also" in before:
        return "see-also"
    if re.search(r"\b[Ss]ee(?: section)?\s*$", before):
        return "see"
    return "inline"


def find_references(lines: list[tuple[int, str]]) -> list[Reference]:
    """Every reference in ``lines`` (pairs of source line number and text), in reading order."""
    text, starts, numbers = _joined(lines)

    def line_at(position: int) -> int:
        return numbers[max(bisect.bisect_right(starts, position) - 1, 0)]

    found: list[tuple[int, Reference]] = []
    for match in QUOTED_WITH_PAGE.finditer(text):
        title = match.group(1).strip().rstrip(".,")
        found.append((match.start(), Reference(_kind(text, match.start()), match.group(0), line_at(match.start()), title=title, page=int(match.group(2)))))
    taken = [(m.start(), m.end()) for m in QUOTED_WITH_PAGE.finditer(text)]
    for pattern, kind in ((QUOTED_STEP, "inline"), (BARE_STEP, "step")):
        for match in pattern.finditer(text):
            if any(start <= match.start() < end for start, end in taken):
                continue
            found.append((match.start(), Reference(kind, match.group(0), line_at(match.start()), title=match.group(1))))
    return [reference for _, reference in sorted(found, key=lambda pair: pair[0])]
