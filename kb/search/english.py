"""Which words are real English words, so that typo correction leaves them alone.

A player who types "walk", "friend" or "inside" means those words, not "walker", "friendly" or
"side", the nearest words of the rules' text. A word is taken as English when it is common in
the English word-frequency list that ``pyspellchecker`` ships (built from subtitles: the words
people say, with how often they say them), or is in the small reviewed list below of words
players type that the list lacks. A rare entry of the list ("reveled", said 191 times) is no
shield for a likely typo ("revealed"): only words said at least ``MIN_COUNT`` times count.

The list is read from the package's own data file (no download), once per process, on the first
word that is not in the rules' vocabulary.
"""

from __future__ import annotations

import gzip
import json
from functools import lru_cache
from importlib import resources

#: How often a word must occur in the frequency list to count as English (a median word: 50).
MIN_COUNT = 500

#: Words players type that the frequency list lacks or holds too rarely: contractions typed
#: without their apostrophe and table talk. Reviewed by hand; lower case.
PLAYER_WORDS = frozenset(
    """doesnt dont cant isnt wont didnt im ive youre theyre thats whats wheres hasnt havent arent
    wasnt werent couldnt shouldnt wouldnt lets ok okay""".split()
)


@lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    """The common English words (lower case, plain apostrophes)."""
    data = resources.files("spellchecker").joinpath("resources", "en.json.gz").read_bytes()
    counts: dict[str, int] = json.loads(gzip.decompress(data))
    return frozenset(word.replace("’", "'") for word, count in counts.items() if count >= MIN_COUNT) | PLAYER_WORDS


def is_english(word: str) -> bool:
    """Whether ``word`` (folded) is a common English word or a reviewed player's word."""
    return word in english_words()
