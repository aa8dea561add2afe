"""Rendering every stored page of a build, into the new database file before it is visible.

The build's ``before_rename`` hook (``kb build``, ``kb serve``'s ensure step, the load tests) is
:func:`prepare_build`. :func:`store_pages` renders every page that is a pure function of the
database through the application itself (a test client over the new file) and stores the
``200`` answers in its ``pages`` table, with a strong ETag each, the fingerprint of the code
that rendered them and the digest of the card catalogue whose printed texts the entry pages
show (``pages_info``); ``web.prerendered`` serves them while both still hold. About 1,150
pages, 3 s, 6.5 MB on the 2-core machine.

Searches stay dynamic, but ``kb build`` also warms the servers of the file it replaces
(:func:`warm_servers`): when the rules changed, the searches players asked of the old ones
(the latest :data:`WARMED` a server kept) are rendered from the new file and written to that
server's shared responses (``web.shared_cache``) under the new content, so that the first
seconds after the rename do not work out hundreds of searches at once.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote_to_bytes, urlsplit

from werkzeug.test import EnvironBuilder

from kb.catalogue import catalogue_digest, catalogue_path
from kb.store import open_readonly
from web import create_app
from web.cache import NOT_KEPT, PER_ANSWER, RENDERED_FROM, FileFacts
from web.prerendered import renderer_fingerprint
from web.shared_cache import SharedResponses, shared_files_serving

#: Headers never stored (recomputed, or meaningless for a stored page).
UNSTORED = {"content-length", "date", "x-kb-cache", "set-cookie", "cache-control", "etag"}
#: Pages a listing offers with one query parameter (stored too).
LISTING_QUERIES = {
    "/errata": ("kind", ("rulebook", "campaign", "card", "taboo", "other")),
    "/api/errata": ("kind", ("rulebook", "campaign", "card", "taboo", "other")),
    "/faq": ("kind", ("ruling", "question")),
    "/api/faq": ("kind", ("ruling", "question")),
}
#: The searches a build renders for the servers of the file it replaces, and how many at most per server.
SEARCH_PATHS = ("/", "/search", "/search/results", "/api/search")
WARMED = 2000
FIXED = ("/", "/search", "/errata", "/faq", "/timing", "/about", "/api", "/api/errata", "/api/faq", "/api/timing",
         "/search-data.json")


def urls(connection: sqlite3.Connection, app: Any) -> Iterator[str]:
    """Every URL stored for the database behind ``connection`` (``app`` answers the timing index)."""
    yield from FIXED
    for path, (name, values) in LISTING_QUERIES.items():
        for value in values:
            yield f"{path}?{name}={value}"
    charts = app.test_client().get("/api/timing").get_json(silent=True) or {}
    for chart in charts.get("charts", []):
        yield chart["url"]
        yield chart["url"].removeprefix("/api")
    for (key,) in connection.execute("select key from entries order by position"):
        yield f"/entry/{quote(key, safe='/')}"
        yield f"/api/entries/{quote(key, safe='/')}"


def wsgi_path(url: str) -> tuple[str, str]:
    """``(PATH_INFO, QUERY_STRING)`` as a WSGI server puts them in the environ for ``url``."""
    parts = urlsplit(url)
    return unquote_to_bytes(parts.path).decode("latin-1"), parts.query


def render_pages(path: Path) -> Iterator[tuple[str, str, str, list[tuple[str, str]], bytes]]:
    """Render every stored URL from the database at ``path``: ``(path, query, status, headers, body)``
    for each ``200`` answer."""
    app = create_app({"KB_DB": str(path), "KB_RESPONSE_CACHE_BYTES": 0, "KB_PRERENDERED": False})
    client = app.test_client()
    connection = open_readonly(path)
    try:
        seen: set[str] = set()
        for url in urls(connection, app):
            if url in seen:
                continue
            seen.add(url)
            response = client.get(url)
            if response.status_code != 200:
                continue
            headers = [(name, value) for name, value in response.headers.items() if name.lower() not in UNSTORED]
            path_info, query = wsgi_path(url)
            yield path_info, query, response.status, headers, response.get_data()
    finally:
        connection.close()


def store_pages(path: Path) -> int:
    """Render every page of the database at ``path`` into its ``pages`` table (the build's
    ``before_rename`` hook: ``path`` is the complete new file, not yet visible). Returns how many."""
    catalogue = catalogue_digest(catalogue_path(path))  # before: cards imported while rendering make it stale
    rows = [
        (page, query, status, json.dumps(headers), body, f'"{hashlib.sha256(body).hexdigest()[:32]}"')
        for page, query, status, headers, body in render_pages(path)
    ]
    connection = sqlite3.connect(path)
    try:
        connection.execute("drop table if exists pages")
        connection.execute("create table pages (path text not null, query text not null, status text not null, "
                           "headers text not null, body blob not null, etag text not null, primary key (path, query))"
                           " without rowid")
        connection.executemany("insert into pages values (?, ?, ?, ?, ?, ?)", rows)
        connection.execute("drop table if exists pages_info")
        connection.execute("create table pages_info (name text primary key, value text)")
        connection.execute("insert into pages_info values ('renderer', ?)", (renderer_fingerprint(),))
        connection.execute("insert into pages_info values ('catalogue', ?)", (catalogue,))
        connection.commit()
    finally:
        connection.close()
    return len(rows)


def prepare_build(temporary: Path, target: Path) -> int:
    """What every build does to its new file before it is renamed over ``target``: store its pages,
    then warm the running servers of ``target`` (:func:`warm_servers`); returns how many searches
    were warmed."""
    store_pages(temporary)
    return warm_servers(temporary, target)


def warm_servers(path: Path, target: Path, root: Path | None = None) -> int:
    """Render, from the new file at ``path``, the searches players asked lately of the rules at
    ``target`` (the file it is about to replace), into the shared responses of each running
    server of ``target`` under the new file's content (``root``: where the servers' directories
    are, the temporary directory). Returns how many were written: none when no server serves
    ``target``, or when the rules did not change (the servers' responses are already theirs)."""
    servers = shared_files_serving(target, root)
    files = FileFacts()
    new, old = (facts[0] if (facts := files.of(str(file))) else None for file in (path, target))
    if not servers or new is None or old is None or new == old:
        return 0
    app = create_app({"KB_DB": str(path), "KB_RESPONSE_CACHE_BYTES": 0, "KB_PRERENDERED": False})
    written = 0
    for server in servers:
        shared = SharedResponses(server, max_bytes=0)
        rendered = []
        for page, query in shared.asked(old, SEARCH_PATHS, WARMED):
            environ = EnvironBuilder(path=page, query_string=query).get_environ()
            status, headers, body = _answer(app, environ)
            # kept as web.cache keeps a response: a 200 rendered from these rules and nothing else
            if status.startswith("200 ") and NOT_KEPT not in environ and environ.get(RENDERED_FROM) == new:
                headers = [(name, value) for name, value in headers if name.lower() not in PER_ANSWER]
                rendered.append((page, query, status, headers, body))
        if rendered and shared.store(new, rendered):
            written += len(rendered)
    return written


def _answer(app: Any, environ: dict) -> tuple[str, list[tuple[str, str]], bytes]:
    """``app``'s answer to ``environ``, called as a WSGI server calls it (``environ`` keeps what the
    request noted in it, as ``web.cache`` reads it)."""
    answered: list[tuple[str, list[tuple[str, str]]]] = []
    result = app(environ, lambda status, headers, exc_info=None: answered.append((status, headers)))
    try:
        body = b"".join(result)
    finally:
        if hasattr(result, "close"):
            result.close()
    return answered[-1][0], answered[-1][1], body
