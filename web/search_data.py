"""Everything the browser's search (``static/search/``) needs to search as ``kb search`` does.

One search, two runtimes: the browser runs a port of ``kb.search`` (query understanding,
retrieval scored as FTS5's bm25 scores it, reranking, snippets) on this data, so a phone with
no network and a static host with no server find what the server finds. What the port could
get wrong by copying is not copied but exported from the Python: the ranking's weights and
constants, the word lists of query understanding, the jargon and synonym tables, the common
English words that typo correction leaves alone, and what ``kb.search.Vocabulary`` derives
from the database (correctable words in their order, stems and their entry counts, function
words that title entries, titles of several words). A change to the ranking's weights
(``kb.search.rank.WEIGHTS``) reaches the browser with the next build; a change to its code
needs the port changed too, which the agreement test (tests/browser/test_static_site.py) says.

The FTS index itself is not exported: the browser tokenizes the entries' title, aliases and
text at load time as FTS5's ``porter`` tokenizer does, which costs less than shipping it.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

import kb.search as search
from kb.lookup import RULING_RELATIONS, attachments
from kb.search import query, snippet
from kb.search.rank import GAME_RATIO, HEAD, KIND_PRIOR, SENTENCE_TITLES, UNKNOWN_WEIGHT, WEIGHTS
from kb.search.english import english_words
from kb.search.synonyms import load_synonyms
from kb.tokens import IRREGULAR, stem
from kb.store import derived
from web.pages import GAME_NAMES, KIND_NAMES
from web.render import ICONS

#: Bumped when the shape of the data changes (the browser refuses data of another version).
FORMAT = 1


def search_data(connection: sqlite3.Connection) -> dict[str, Any]:
    """The search data of the database behind ``connection`` (computed once per content)."""
    return derived(connection, "browser search data", _search_data)


def search_data_json(connection: sqlite3.Connection) -> bytes:
    """:func:`search_data` as compact UTF-8 JSON (what ``/search-data.json`` serves)."""
    return derived(connection, "browser search data json", lambda c: json.dumps(
        search_data(c), ensure_ascii=False, separators=(",", ":")).encode())


def _search_data(connection: sqlite3.Connection) -> dict[str, Any]:
    vocabulary = search.Vocabulary(connection)
    rows = connection.execute(
        "select key, title, game, kind, source, aliases, stems, text, parent from entries order by rowid").fetchall()
    found = attachments(connection, [row[0] for row in rows])
    # what kb search answers ("FAQ 1.1"), and what the search page lists under a result
    attached = {
        key: labels for key, rulings in found.items()
        if (labels := list(dict.fromkeys(r.name for r in rulings if r.relation in RULING_RELATIONS)))
    }
    listed = {key: [[r.key, r.kind, r.label, r.title] for r in rulings] for key, rulings in found.items() if rulings}
    return {
        "format": FORMAT,
        "constants": _constants(),
        "entries": [list(row[:8]) + [row[8] or ""] for row in rows],
        "attached": attached,
        "attachments": listed,
        "correctable": list(vocabulary.correctable),
        "words": sorted(vocabulary.words),
        "stems": dict(connection.execute("select stem, documents from stems").fetchall()),
        "titles": list(vocabulary.titles),
        "function_titles": {word: list(found) for word, found in vocabulary.function_titles.items()},
        "title_phrases": sorted(" ".join(phrase) for phrase in vocabulary.title_phrases),
        "english": _english(vocabulary),
        "jargon": [
            {"says": list(term.says), "means": term.means, "keys": list(term.keys), "game": term.game,
             "unless": list(term.unless)}
            for term in query.load_jargon()
        ],
        "names": {"games": GAME_NAMES, "kinds": KIND_NAMES, "icons": {name: list(icon) for name, icon in ICONS.items()}},
        "synonyms": [
            [list(saying), [[list(m.words), m.game] for m in meanings]]
            for saying, meanings in load_synonyms().table.items()
        ],
    }


def _english(vocabulary: search.Vocabulary) -> list[str]:
    """The common English words query understanding may meet: only a word of four letters or
    more that is no index word (nor a form of one) is ever checked, so only those are sent."""
    return sorted(
        word for word in english_words()
        if len(word) >= 4 and word not in vocabulary.words and stem(word) not in vocabulary.stems
    )


def _constants() -> dict[str, Any]:
    """The ranking's weights and the constants of query understanding, read from ``kb.search``."""
    return {
        "COLUMN_WEIGHTS": list(search.COLUMN_WEIGHTS),
        "CANDIDATES": search.CANDIDATES,
        "MAX_ANY_WORD_ENTRIES": search.MAX_ANY_WORD_ENTRIES,
        "COMMON_SHARE": search.COMMON_SHARE,
        "HIGHLIGHT": list(search.HIGHLIGHT),
        "WEIGHTS": dict(WEIGHTS),
        "KIND_PRIOR": dict(KIND_PRIOR),
        "SENTENCE_TITLES": sorted(SENTENCE_TITLES),
        "UNKNOWN_WEIGHT": UNKNOWN_WEIGHT,
        "GAME_RATIO": GAME_RATIO,
        "HEAD": HEAD,
        "WINDOW": snippet.WINDOW,
        "CORRECTION_CUTOFF": query.CORRECTION_CUTOFF,
        "MAX_QUERY_CHARS": query.MAX_QUERY_CHARS,
        "MAX_TERMS": query.MAX_TERMS,
        "MAX_TITLE_WORDS": query.MAX_TITLE_WORDS,
        "STOP_WORDS": sorted(query.STOP_WORDS),
        "MEANINGFUL_ALONE": sorted(query.MEANINGFUL_ALONE),
        "QUOTES": "".join(sorted(query.QUOTES)),
        "WORD_NOUNS": sorted(query.WORD_NOUNS),
        "ABILITY_NOUNS": sorted(query.ABILITY_NOUNS),
        "MEANING_VERBS": sorted(query.MEANING_VERBS),
        "PART_NOUNS": sorted(query.PART_NOUNS),
        "JOINERS": sorted(query.JOINERS),
        "IRREGULAR": dict(IRREGULAR),
        "GAMES": dict(query._GAMES),
        "SHORT_GAMES": dict(query._SHORT_GAMES),
    }
