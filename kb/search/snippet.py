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


def tokenize(text: str) -> tuple[tuple[str, ...], tuple[frozenset[str], ...]]:
    """The whitespace tokens of a text and the stems of the words in each (computed once)."""
    tokens = tuple(TOKEN.findall(text))
    return tokens, tuple(frozenset(stem(w.casefold().replace("’", "'")) for w in WORD_PART.findall(t)) for t in tokens)


def make_snippet(
    tokens: tuple[str, ...], token_stems: tuple[frozenset[str], ...], stems: set[str], marks: tuple[str, str] = ("«", "»")
) -> str:
    if not tokens:
        return ""
    hits = [1 if ts & stems else 0 for ts in token_stems]
    best_start, best_count, running = 0, sum(hits[:WINDOW]), sum(hits[:WINDOW])
    for start in range(1, max(1, len(tokens) - WINDOW + 1)):
        running += hits[start + WINDOW - 1] - hits[start - 1]
        if running > best_count:
            best_start, best_count = start, running
    end = best_start + WINDOW
    marked = [
        WORD_PART.sub(lambda m: f"{marks[0]}{m.group(0)}{marks[1]}" if stem(m.group(0).casefold().replace("’", "'")) in stems else m.group(0), token)
        if hit else token
        for token, hit in zip(tokens[best_start:end], hits[best_start:end])
    ]
    return ("…" if best_start else "") + " ".join(marked) + ("…" if end < len(tokens) else "")
