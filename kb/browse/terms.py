"""The glossary terms of a build, ready to be found in any text: where each is, what it means.

The build stores every way the rules name a glossary entry (``kb.link.terms``: the ``terms``
table). Here those phrases become one pattern per game, compiled once per database build, and
each term's entry its tooltip: the entry's title and first sentence. A page asks for the terms
in a text (``TermIndex.find``); the JSON API hands the same list to pages that link terms in
the browser (a replay's steps).
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import asdict, dataclass, field

from kb.browse.plain import first_sentence
from kb.store import derived

#: Words a tooltip shows of a rule's first sentence.
TIP_WORDS = 45
#: Before and after a term: not a letter, digit, apostrophe or hyphen ("non-weakness" is no "weakness").
_EDGE_BEFORE = r"(?<![\w’'\-])"
_EDGE_AFTER = r"(?![\w’'\-])"
#: A Markdown link's target: never searched for terms (a term inside a URL is no term).
_LINK_TARGET = r"\]\([^)\n]*\)"


@dataclass(frozen=True)
class TermEntry:
    """What a term links to and says: its glossary entry's key, title and first sentence."""

    key: str
    title: str
    game: str
    summary: str

    def as_json(self) -> dict[str, object]:
        return asdict(self)


@dataclass(frozen=True)
class TermMatch:
    start: int
    end: int
    entry: TermEntry


@dataclass
class TermIndex:
    """Every term of a build: per game, its phrases as one pattern, and the entries they name."""

    entries: dict[str, TermEntry] = field(default_factory=dict)
    #: (game, lower-case phrase) → key
    phrases: dict[tuple[str, str], str] = field(default_factory=dict)
    patterns: dict[str, re.Pattern[str]] = field(default_factory=dict)

    def find(self, text: str, game: str, skip: frozenset[str] = frozenset()) -> list[TermMatch]:
        """The first mention of each term in ``text``, in order; none of an entry in ``skip``
        (a page does not link the entry it shows to itself)."""
        pattern = self.patterns.get(game)
        if pattern is None or not text:
            return []
        found: list[TermMatch] = []
        seen = set(skip)
        for match in pattern.finditer(text):
            if match.lastgroup != "term":
                continue
            key = self.phrases.get((game, _phrase_key(match.group("term"))))
            if key is None or key in seen:
                continue
            seen.add(key)
            found.append(TermMatch(match.start(), match.end(), self.entries[key]))
        return found

    def for_game(self, game: str) -> list[dict[str, object]]:
        """The game's terms as JSON: each entry with the phrases that name it."""
        names: dict[str, list[str]] = {}
        for (term_game, phrase), key in sorted(self.phrases.items()):
            if term_game == game:
                names.setdefault(key, []).append(phrase)
        return [{**self.entries[key].as_json(), "phrases": phrases} for key, phrases in names.items()]


def _phrase_key(text: str) -> str:
    return " ".join(re.findall(r"[^\W_]+(?:['’][^\W_]+)*", text.replace("'", "’"))).casefold()


def _phrase_pattern(phrase: str) -> str:
    words = [re.escape(word).replace("’", "['’]") for word in phrase.split()]
    return r"[\s\-]+".join(words)


def term_index(connection: sqlite3.Connection) -> TermIndex:
    """The build's terms (computed once per database build; empty for a database without them)."""
    return derived(connection, "term index", _compute_term_index)


def _compute_term_index(connection: sqlite3.Connection) -> TermIndex:
    index = TermIndex()
    try:
        rows = connection.execute(
            "select t.game, t.phrase, t.key, e.title, e.text from terms t join entries e on e.key = t.key"
        ).fetchall()
    except sqlite3.OperationalError:  # a database built before terms were stored
        return index
    by_game: dict[str, list[str]] = {}
    for game, phrase, key, title, text in rows:
        if key not in index.entries:
            index.entries[key] = TermEntry(key, title, game, first_sentence(text, TIP_WORDS))
        index.phrases[(game, phrase)] = key
        by_game.setdefault(game, []).append(phrase)
    for game, phrases in by_game.items():
        alternatives = "|".join(_phrase_pattern(p) for p in sorted(phrases, key=len, reverse=True))
        index.patterns[game] = re.compile(
            rf"(?P<target>{_LINK_TARGET})|{_EDGE_BEFORE}(?P<term>{alternatives}){_EDGE_AFTER}", re.IGNORECASE
        )
    return index
