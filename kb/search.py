"""Full-text search over the entries (FTS5, porter stemming, bm25 with titles weighted up).

User input is never handed to FTS5 ``MATCH`` as written: it is reduced to its words, each
quoted as an FTS5 string, so quotes, ``*``, ``NEAR``, ``AND/OR/NOT`` or parentheses in a query
are plain text. All the words must match; if nothing does, any word may.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import asdict, dataclass

#: bm25 weights of the FTS columns (title, aliases, text): a title hit counts most.
COLUMN_WEIGHTS = (10.0, 5.0, 1.0)
MAX_TERMS = 32
HIGHLIGHT = ("«", "»")
WORD = re.compile(r"\w+", re.UNICODE)


@dataclass(frozen=True)
class SearchResult:
    key: str
    title: str
    game: str
    kind: str
    source: str
    snippet: str
    score: float

    def as_json(self) -> dict[str, object]:
        return asdict(self)


def query_terms(query: str) -> list[str]:
    """The words of a query, lower-cased, at most ``MAX_TERMS`` of them."""
    return [word.lower() for word in WORD.findall(query)][:MAX_TERMS]


def fts_expression(terms: list[str], operator: str) -> str:
    """An FTS5 query of ``terms`` joined by ``operator``, each term quoted as a string."""
    return f" {operator} ".join('"' + term.replace('"', '""') + '"' for term in terms)


def search(
    connection: sqlite3.Connection, query: str, *, game: str | None = None, limit: int = 10
) -> list[SearchResult]:
    """The entries that best match ``query``, best first; an empty list for an empty query."""
    terms = query_terms(query)
    if not terms or limit < 1:
        return []
    for operator in ("AND", "OR"):
        results = _run(connection, fts_expression(terms, operator), game, limit)
        if results:
            return results
    return []


def _run(connection: sqlite3.Connection, expression: str, game: str | None, limit: int) -> list[SearchResult]:
    weights = ", ".join(str(weight) for weight in COLUMN_WEIGHTS)
    sql = f"""
        select entries.key, entries.title, entries.game, entries.kind, entries.source,
               snippet(entries_fts, 2, ?, ?, '…', 16) as snippet,
               bm25(entries_fts, {weights}) as score
        from entries_fts join entries on entries.rowid = entries_fts.rowid
        where entries_fts match ? {"and entries.game = ?" if game else ""}
        order by score limit ?
    """
    parameters: list[object] = [*HIGHLIGHT, expression]
    if game:
        parameters.append(game)
    parameters.append(limit)
    return [
        SearchResult(row[0], row[1], row[2], row[3], row[4], " ".join(row[5].split()), round(-row[6], 3))
        for row in connection.execute(sql, parameters)
    ]
