"""The search page: the search response, the entry the query names outright, the attachments.

Besides the search's own results, each result gets what a reader needs to tell it apart: where
it is filed (two sections called "Clock Phase" are told apart by their parents; a top-level
entry by its document)
and a snippet that reads as text (``kb.browse.snippets``).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field

from kb.browse.refs import GAMES, BrowseError, EntryRef, entry_ref
from kb.browse.snippets import reading_snippet
from kb.lookup import EntryNotFound, RulingView, attachments, resolve_key
from kb.search import SearchResponse, SearchResult, run_search
from kb.search.understand import AmbiguousQuery, resolve


@dataclass
class SearchPage:
    """What the search page shows: the search response, the entry the query names, attachments."""

    response: SearchResponse
    game: str | None
    kind: str | None
    limit: int
    #: the entry the query names outright (a key, title, alias, step number or near-miss title)
    best: EntryRef | None = None
    #: how ``best`` was found: "key", "title", "slug" or "fuzzy" (a typo corrected)
    matched_by: str | None = None
    attachments: dict[str, list[RulingView]] = field(default_factory=dict)
    #: where each result is filed: its parent entry's title, or its document's for a top-level entry
    places: dict[str, str] = field(default_factory=dict)
    #: each result's snippet as shown: its lead sentence or the search's window, without Markdown
    snippets: dict[str, str] = field(default_factory=dict)

    @property
    def query(self) -> str:
        return self.response.query

    @property
    def results(self) -> list[SearchResult]:
        return self.response.results

    @property
    def corrected_query(self) -> str | None:
        return self.response.corrected_query

    @property
    def suggestions(self) -> list[str]:
        return self.response.suggestions

    def as_json(self) -> dict[str, object]:
        """The shape of ``kb search --json``."""
        return self.response.as_json()


#: Queries longer than this are not looked up as a title (they are still searched).
MAX_TITLE_QUERY = 200


def search_page(
    connection: sqlite3.Connection, query: str, *, game: str | None = None, kind: str | None = None, limit: int = 10
) -> SearchPage:
    """Search, filtered by game and kind, with the entry the query names and the attachments."""
    page = SearchPage(search_response(connection, query, game=game, kind=kind, limit=limit), game, kind, limit)
    stripped = query.strip()
    if stripped and len(stripped) <= MAX_TITLE_QUERY:
        try:
            key, matched_by = _named(connection, stripped, [result.key for result in page.results])
        except EntryNotFound:
            pass  # no single entry named ("2.2" names two, both among the results); suggestions are the search's
        else:
            best = entry_ref(connection, key)
            if best and (game is None or best.game == game) and (kind is None or best.kind == kind):
                page.best, page.matched_by = best, matched_by
    keys = [r.key for r in page.results]
    page.attachments = {key: items for key, items in attachments(connection, keys).items() if items}
    page.places, texts = _places_and_texts(connection, keys)
    page.snippets = {r.key: reading_snippet(r.title, texts.get(r.key, ""), r.snippet) for r in page.results}
    return page


def search_response(
    connection: sqlite3.Connection, query: str, *, game: str | None = None, kind: str | None = None, limit: int = 10
) -> SearchResponse:
    """The search as the API answers it: when it finds nothing and has no title to suggest, the
    titles the query nearly names. What only the page shows (the entry named outright, places,
    reading snippets, attachments) is not worked out: it was a third of the API's time."""
    if game is not None and game not in GAMES:
        raise BrowseError(f"unknown game {game!r}; games: {', '.join(GAMES)}")
    response = run_search(connection, query, game=game, kind=kind, limit=limit)
    stripped = query.strip()
    if not response.results and not response.suggestions and stripped and len(stripped) <= MAX_TITLE_QUERY:
        try:
            _named(connection, stripped, [])
        except AmbiguousQuery:
            pass  # it named two entries: no near miss to offer
        except EntryNotFound as error:
            response.suggestions = error.suggestions
    return response


def _named(connection: sqlite3.Connection, query: str, result_keys: list[str]) -> tuple[str, str]:
    """The entry the query names, read as ``kb show`` reads it ("aoo", "st6", "guard dog"), else a
    near-miss title among the results (or among every title when there are none, for suggestions)."""
    try:
        found = resolve(connection, query, near_miss=False)
    except AmbiguousQuery:
        raise  # an EntryNotFound too, but no near miss is wanted: the query named two entries
    except EntryNotFound:
        return resolve_key(connection, query, fuzzy_among=result_keys or None)
    return found.key, found.matched_by


def _places_and_texts(connection: sqlite3.Connection, keys: list[str]) -> tuple[dict[str, str], dict[str, str]]:
    """For each key, where it is filed (parent or document title) and its text (one query)."""
    if not keys:
        return {}, {}
    marks = ", ".join("?" for _ in keys)
    rows = connection.execute(
        f"""select e.key, e.text, p.title as parent_title, s.title as source_title
            from entries e left join entries p on p.key = e.parent join sources s on s.id = e.source
            where e.key in ({marks})""",
        keys,
    ).fetchall()
    places = {row["key"]: row["parent_title"] or f"the {row['source_title']}" for row in rows}
    return places, {row["key"]: row["text"] for row in rows}

