"""Snippets: the window of an entry's text with the most query words, the matches marked.

Done in Python on the few results shown rather than with FTS5 ``snippet()``, which costs more
than the whole rest of a search; the words are matched by the same crude stems as ranking.
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_right
from collections.abc import Sequence

from kb.tokens import fold, spellings, stem

WINDOW = 24
TOKEN = re.compile(r"\S+")


def token_starts(text: str) -> array:
    """Where each whitespace-separated token of ``text`` starts (a compact array: it is kept)."""
    return array("l", (match.start() for match in TOKEN.finditer(text)))


class Highlighter:
    """Snippets of texts for one query: the words with one of its stems, marked.

    A word starts with its stem (or an irregular spelling of it), so one regex, compiled once per
    query, finds in one scan the words that may match, and only those are stemmed.
    """

    def __init__(self, stems: set[str], marks: tuple[str, str] = ("«", "»")) -> None:
        self.stems, self.marks = stems, marks
        spelled = sorted({spelling for s in stems for spelling in spellings(s)}, key=len, reverse=True)
        alternatives = "|".join(re.escape(s).replace("'", "['’]") for s in spelled)
        self.pattern = re.compile(rf"(?<![^\W_])(?:{alternatives})[^\W_]*(?:['’][^\W_]+)?", re.IGNORECASE) if spelled else None

    def stemmed_matches(self, text: str) -> list[tuple[re.Match[str], str]]:
        """The words of ``text`` with one of the stems, each with its stem."""
        if self.pattern is None:
            return []
        found = ((match, stem(fold(match.group(0)))) for match in self.pattern.finditer(text))
        return [(match, stem_) for match, stem_ in found if stem_ in self.stems]

    def matches(self, text: str) -> list[re.Match[str]]:
        return [match for match, _ in self.stemmed_matches(text)]

    def snippet(self, text: str, starts: Sequence[int] | None = None, matched: list[re.Match[str]] | None = None) -> str:
        """The ``WINDOW`` tokens of ``text`` holding the most matches (the first such window),
        the matches marked; ``starts`` are the offsets of its tokens and ``matched`` its
        matches, if already known."""
        starts = token_starts(text) if starts is None else starts
        if not starts:
            return ""
        matched = self.matches(text) if matched is None else matched
        hits = sorted({bisect_right(starts, match.start()) - 1 for match in matched})
        best_start, best_count, first = 0, 0, 0
        for last, position in enumerate(hits):  # two pointers over the matches: O(matches)
            while position - hits[first] >= WINDOW:
                first += 1
            if last - first + 1 > best_count:
                best_count, best_start = last - first + 1, hits[first]
        best_start = max(0, min(best_start, len(starts) - WINDOW))
        end = min(best_start + WINDOW, len(starts))
        begin, finish = starts[best_start], (starts[end] if end < len(starts) else len(text))
        pieces, cursor = [], begin
        for match in matched:
            if begin <= match.start() < finish:
                pieces += [text[cursor:match.start()], self.marks[0], match.group(0), self.marks[1]]
                cursor = match.end()
        pieces.append(text[cursor:finish])
        window = " ".join("".join(pieces).split())
        return ("…" if best_start else "") + window + ("…" if end < len(starts) else "")
