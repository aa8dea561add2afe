"""The one word tokenizer of the project, shared by the vocabulary the store keeps and the search."""

from __future__ import annotations

import re

WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?", re.UNICODE)


def words(text: str) -> list[str]:
    """Lower-case words of ``text``, with typographic apostrophes made plain."""
    return [w.casefold().replace("’", "'") for w in WORD.findall(text)]


#: Plurals no suffix rule reaches.
IRREGULAR = {"errata": "erratum", "dice": "die", "criteria": "criterion"}


def stem(word: str) -> str:
    """A crude stem, enough to tell that "exhausting" and "exhausted" are the same word."""
    if word in IRREGULAR:
        return IRREGULAR[word]
    for suffix in ("'s", "ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word
