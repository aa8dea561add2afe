"""Snippets: the window of an entry's text with the most query words, the matches marked.

Done in Python on the few results shown rather than with FTS5 ``snippet()``, which costs more
than the whole rest of a search; the words are matched by the same crude stems as ranking.
"""

from __future__ import annotations

import re

from kb.tokens import stem

WINDOW = 24
TOKEN = re.compile(r"\S+")
WORD_PART = re.compile(r"[^\W_]+(?:['’][^\W_]+)?")


def _token_stems(token: str) -> frozenset[str]:
    return frozenset(stem(w.casefold().replace("’", "'")) for w in WORD_PART.findall(token))


def tokenize(text: str) -> tuple[tuple[str, ...], dict[str, tuple[int, ...]]]:
    """The whitespace tokens of a text, and where each stem occurs among them (computed once)."""
    tokens = tuple(TOKEN.findall(text))
    positions: dict[str, list[int]] = {}
    for index, token in enumerate(tokens):
        for token_stem in _token_stems(token):
            positions.setdefault(token_stem, []).append(index)
    return tokens, {key: tuple(value) for key, value in positions.items()}


def make_snippet(
    tokens: tuple[str, ...], positions: dict[str, tuple[int, ...]], stems: set[str], marks: tuple[str, str] = ("«", "»")
) -> str:
    """The ``WINDOW`` tokens holding the most matches (the first such window), matches marked."""
    if not tokens:
        return ""
    hits = sorted({i for s in stems for i in positions.get(s, ())})
    best_start, best_count, first = 0, 0, 0
    for last, position in enumerate(hits):  # two pointers over the matches: O(matches)
        while position - hits[first] >= WINDOW:
            first += 1
        if last - first + 1 > best_count:
            best_count, best_start = last - first + 1, hits[first]
    best_start = max(0, min(best_start, len(tokens) - WINDOW))
    end = best_start + WINDOW

    hit_set = set(hits)

    def mark(index: int, token: str) -> str:
        if index not in hit_set:
            return token
        return WORD_PART.sub(
            lambda m: f"{marks[0]}{m.group(0)}{marks[1]}" if stem(m.group(0).casefold().replace("’", "'")) in stems else m.group(0),
            token,
        )

    return ("…" if best_start else "") + " ".join(mark(i, tokens[i]) for i in range(best_start, min(end, len(tokens)))) + ("…" if end < len(tokens) else "")
