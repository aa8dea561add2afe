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


#: A word as the index splits text (``kb.tokens.WORD``), matched where a spelling was found.
WORD_AT = re.compile(r"[^\W_]+(?:['’][^\W_]+)?")
#: A match: (start, end, stem) of a word of the text.
Span = tuple[int, int, str]


class Highlighter:
    """Snippets of texts for one query: the words with one of its stems, marked.

    A word starts with its stem (or an irregular spelling of it): each spelling is looked for in
    the lower-cased text with ``str.find`` (a scan in C per spelling, much faster than one regex
    of alternatives tried at every position), and only the words found to start with one are
    stemmed.
    """

    def __init__(self, stems: set[str], marks: tuple[str, str] = ("«", "»")) -> None:
        self.stems, self.marks = stems, marks
        spelled = {spelling for s in stems for spelling in spellings(s)}
        spelled |= {s.replace("'", "’") for s in spelled if "'" in s}
        self.spelled = tuple(sorted(spelled))

    def spans(self, text: str) -> list[Span]:
        """The words of ``text`` with one of the stems, in text order, each with its stem."""
        if not self.spelled:
            return []
        lower = text.lower()
        if len(lower) != len(text):  # a letter whose lower case is longer: offsets would drift
            lower = "".join(ch if len(ch.lower()) != 1 else ch.lower() for ch in text)
        found: dict[int, Span] = {}
        for spelling in self.spelled:
            at = lower.find(spelling)
            while at != -1:
                if at not in found and (at == 0 or not lower[at - 1].isalnum()):
                    word = WORD_AT.match(text, at)
                    if word is not None and (stem_ := stem(fold(word.group(0)))) in self.stems:
                        found[at] = (at, word.end(), stem_)
                at = lower.find(spelling, at + 1)
        return sorted(found.values())

    def snippet(self, text: str, starts: Sequence[int] | None = None, matched: list[Span] | None = None) -> str:
        """The ``WINDOW`` tokens of ``text`` holding the most matches (the first such window),
        the matches marked; ``starts`` are the offsets of its tokens and ``matched`` its
        matches (``spans``), if already known."""
        starts = token_starts(text) if starts is None else starts
        if not starts:
            return ""
        matched = self.spans(text) if matched is None else matched
        hits = sorted({bisect_right(starts, begin) - 1 for begin, _, _ in matched})
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
        for start, stop, _ in matched:
            if begin <= start < finish:
                pieces += [text[cursor:start], self.marks[0], text[start:stop], self.marks[1]]
                cursor = stop
        pieces.append(text[cursor:finish])
        window = " ".join("".join(pieces).split())
        return ("…" if best_start else "") + window + ("…" if end < len(starts) else "")
