"""The reviewed synonyms table (``synonyms.toml``): everyday words → the rules' terms, per game.

A player says "monster", Arkham Horror's rules say "enemy" and Elder Sign's say "monster"; a
player says "walk", both rule books say "move". A synonym adds the rules' terms to a query for
the entries of their game only, and keeps the player's words, which still match wherever the
rules use them.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from kb.tokens import words

SYNONYMS_FILE = Path(__file__).with_name("synonyms.toml")


@dataclass(frozen=True)
class Meaning:
    """One rules' term a saying stands for: its words (all must be in an entry) and its game."""

    words: tuple[str, ...]
    game: str | None


@dataclass(frozen=True)
class Synonyms:
    #: saying (a tuple of folded words) → the rules' terms it stands for
    table: dict[tuple[str, ...], tuple[Meaning, ...]]
    longest: int

    def match(self, tokens: list[str], start: int) -> tuple[int, tuple[Meaning, ...]] | None:
        """The longest saying at ``tokens[start:]``: (its length, its meanings), or None."""
        for length in range(min(self.longest, len(tokens) - start), 0, -1):
            found = self.table.get(tuple(tokens[start:start + length]))
            if found:
                return length, found
        return None


@lru_cache(maxsize=4)
def load_synonyms(path: Path = SYNONYMS_FILE) -> Synonyms:
    table: dict[tuple[str, ...], list[Meaning]] = {}
    for item in tomllib.loads(path.read_text(encoding="utf-8"))["synonym"]:
        game = item.get("game")
        meanings = [Meaning(tuple(words(term)), game) for term in item["means"]]
        for saying in item["says"]:
            known = table.setdefault(tuple(words(saying)), [])
            known.extend(m for m in meanings if m not in known)
    return Synonyms({k: tuple(v) for k, v in table.items()}, max((len(k) for k in table), default=0))
