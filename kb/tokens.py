"""The one word tokenizer of the project, shared by the vocabulary the store keeps and the search."""

from __future__ import annotations

import re
from functools import lru_cache

WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?", re.UNICODE)


def fold(word: str) -> str:
    """A word as the index keeps it: case-folded, typographic apostrophes made plain."""
    return word.casefold().replace("’", "'")


def words(text: str) -> list[str]:
    """The folded words of ``text``."""
    return [fold(w) for w in WORD.findall(text)]


#: Plurals no suffix rule reaches.
IRREGULAR = {"errata": "erratum", "dice": "die", "criteria": "criterion"}


@lru_cache(maxsize=1 << 16)
def stem(word: str) -> str:
    """A crude stem, enough to tell that "exhausting" and "exhausted", or "enemies" and "enemy",
    are the same word."""
    if word in IRREGULAR:
        return IRREGULAR[word]
    for suffix, base in (("'s", ""), ("ies", "y"), ("ied", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + base
    return word


def stems_of(text: str) -> set[str]:
    """The stems of the words of ``text``: what ranking compares (stored per entry by the build)."""
    return {stem(w) for w in words(text)}


def spellings(stem_: str) -> tuple[str, ...]:
    """What a word with this stem starts with: the stem, its "-ies" form's start ("enemi"), or an
    irregular form ("dice")."""
    forms = [stem_, *(word for word, base in IRREGULAR.items() if base == stem_)]
    if stem_.endswith("y"):
        forms.append(stem_[:-1] + "i")
    return tuple(forms)
