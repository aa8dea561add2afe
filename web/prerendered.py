"""Pages rendered once per build and stored in the database file, served as stored bytes.

The rules are a fixed set (about 550 entries), so every page that is a pure function of the
database — the search form, every entry page and its ``/api/entries`` answer, the errata, FAQ
and timing pages with their API, each listing's kinds — is rendered by :func:`store_pages` at
build time, into the table ``pages`` of the new file *before* it is renamed over the old one
(``web.prerender``; ``kb build`` and ``kb serve``'s ensure step pass it to the build as
``before_rename``). A new
build is therefore complete, pages included, the moment it is visible: no process renders
anything after a rebuild, nor after a start, and every process serves the same bytes.

:class:`PrerenderedPages` (WSGI middleware, in front of everything else) answers a ``GET`` or
``HEAD`` whose path and query string are stored, with the stored headers (``X-KB-Build`` among
them), a strong ``ETag`` (a hash of the body) and ``Cache-Control`` (:data:`CACHE_CONTROL`);
``If-None-Match`` gets a 304. Anything else (a search, a replay, a URL not stored, a database
without the table, pages rendered by other code or with another card catalogue) goes on to the
application. Per version of the file (a rebuild is a new inode: the next request opens the new
file) and of the catalogue a process keeps a read-only connection, the list of
what is stored (so a search costs no query here) and each page once read, up to
:data:`KEPT_BYTES`: a page is one indexed read the first time, a dictionary look-up after.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kb.catalogue import catalogue_digest, catalogue_path
from kb.store import Identity, file_identity, open_readonly
from web.forks import in_forked_children

#: How long a browser or proxy may reuse a stored page before it asks again (with its ETag).
CACHE_CONTROL = "public, max-age=300"
#: Bytes of stored pages a process keeps in memory per version of the file (the whole set of the
#: rules is about 4 MB of bodies; pages beyond are read from the file at each request).
KEPT_BYTES = 32 * 1024 * 1024

StartResponse = Callable[..., Any]


_RENDERER: list[str] = []


def renderer_fingerprint() -> str:
    """A hash of the code and templates that render the pages (``web/`` and ``kb/``): pages stored
    by other code are not served (a template edited since the build would not show)."""
    if not _RENDERER:
        digest = hashlib.sha256()
        root = Path(__file__).resolve().parent.parent
        for folder in ("web", "kb"):
            for file in sorted((root / folder).rglob("*")):
                if file.suffix in (".py", ".html", ".css", ".js", ".json", ".svg", ".webmanifest") and file.is_file():
                    digest.update(str(file.relative_to(root)).encode())
                    digest.update(file.read_bytes())
        _RENDERER.append(digest.hexdigest()[:32])
    return _RENDERER[0]


def has_pages(path: Path) -> bool:
    """Whether the database at ``path`` holds pages this code would render now (the same code, the
    same card catalogue)."""
    try:
        connection = open_readonly(path, check=False)
    except Exception:  # noqa: BLE001 - no database: no pages
        return False
    try:
        return _still_true(connection, catalogue_path(Path(path)))
    except sqlite3.DatabaseError:
        return False
    finally:
        connection.close()


def _still_true(connection: sqlite3.Connection, catalogue: Path) -> bool:
    """Whether the stored pages are what this code renders with the catalogue at ``catalogue`` now:
    stored by this code (a template edited since would not show) and with these cards (an entry
    page shows the printed text of the cards it names, ``web.printed``)."""
    info = dict(connection.execute("select name, value from pages_info").fetchall())
    return info.get("renderer") == renderer_fingerprint() and info.get("catalogue") == catalogue_digest(catalogue)


#: A stored page: status, headers (the stored ones), body, ETag.
StoredPage = tuple[str, list[tuple[str, str]], bytes, str]
PageKey = tuple[str, str]


@dataclass
class _Version:
    """What a process holds of one version of the file: its connection (``None``: no pages to
    serve), the (path, query) of every stored page, and the pages read so far."""

    #: the database file's identity and the card catalogue's (``None``: no catalogue)
    identity: tuple[Identity, Identity | None]
    connection: sqlite3.Connection | None
    stored: frozenset[PageKey] = frozenset()
    kept: dict[PageKey, StoredPage] = field(default_factory=dict)
    kept_bytes: int = 0


class PrerenderedPages:
    """WSGI middleware: answer a stored page from the database file, else run the application."""

    def __init__(self, app: Callable[[dict, StartResponse], Iterable[bytes]], db_path: str) -> None:
        self.app = app
        self.db_path = db_path
        self.catalogue = catalogue_path(Path(db_path))
        self.hits = 0
        self._forget_the_parents()
        in_forked_children(self._forget_the_parents)

    def _forget_the_parents(self) -> None:
        """Start with no version and fresh locks (and so again in a forked child, ``web.forks``)."""
        self._version: _Version | None = None
        self._lock = threading.Lock()
        self._opening = threading.Lock()

    def _current(self) -> _Version | None:
        database = file_identity(self.db_path)
        if database is None:
            return None
        identity = (database, file_identity(self.catalogue))
        held = self._version
        if held is not None and held.identity == identity:
            return held
        with self._opening:
            held = self._version
            if held is not None and held.identity == identity:
                return held
            version = _Version(identity, None)
            try:
                connection = open_readonly(Path(self.db_path))
                connection.row_factory = None
                if _still_true(connection, self.catalogue):
                    version = _Version(identity, connection,
                                       frozenset(connection.execute("select path, query from pages").fetchall()))
                else:
                    connection.close()
            except Exception:  # noqa: BLE001 - damaged, or built without pages: the app answers
                pass
            # the old version's connection is left to the garbage collector: a request may still be reading it
            self._version = version
            return version

    def _read(self, version: _Version, key: PageKey) -> StoredPage | None:
        assert version.connection is not None
        try:
            with self._lock:  # one connection for the process's threads (or greenlets): one query at a time
                row = version.connection.execute("select status, headers, body, etag from pages where path = ? and query = ?",
                                                 key).fetchone()
        except sqlite3.DatabaseError:
            return None  # the application reports the damage
        if row is None:
            return None
        page: StoredPage = (row[0], [tuple(header) for header in json.loads(row[1])], bytes(row[2]), row[3])
        with self._lock:
            if version.kept_bytes + len(page[2]) <= KEPT_BYTES and key not in version.kept:
                version.kept[key] = page
                version.kept_bytes += len(page[2])
        return page

    def answer(self, environ: dict) -> tuple[str, list[tuple[str, str]], bytes] | None:
        """``(status, headers, body)`` of the stored page ``environ`` asks for, or ``None``."""
        method = environ.get("REQUEST_METHOD")
        if method not in ("GET", "HEAD") or environ.get("CONTENT_LENGTH") not in (None, "", "0"):
            return None
        version = self._current()
        key = (environ.get("PATH_INFO", ""), environ.get("QUERY_STRING", ""))
        if version is None or key not in version.stored:
            return None
        page = version.kept.get(key) or self._read(version, key)
        if page is None:
            return None
        status, headers, body, etag = page
        self.hits += 1
        common = [("ETag", etag), ("Cache-Control", CACHE_CONTROL), ("X-KB-Cache", "stored")]
        if etag in (environ.get("HTTP_IF_NONE_MATCH") or ""):
            return "304 Not Modified", [*(h for h in headers if h[0].lower() != "content-type"), *common], b""
        return status, [*headers, *common, ("Content-Length", str(len(body)))], b"" if method == "HEAD" else body

    def __call__(self, environ: dict, start_response: StartResponse) -> Iterable[bytes]:
        stored = self.answer(environ)
        if stored is None:
            return self.app(environ, start_response)
        start_response(stored[0], stored[1])
        return [stored[2]]


def init_app(app: Any) -> None:
    """Serve the stored pages in front of the application (unless ``KB_PRERENDERED`` is false)."""
    if app.config.get("KB_PRERENDERED", True):
        renderer_fingerprint()  # now, in the parent process, not in each worker's first request
        app.wsgi_app = PrerenderedPages(app.wsgi_app, app.config["KB_DB"])
