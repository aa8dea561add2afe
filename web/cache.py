"""Rendered responses kept in memory, keyed by the database file and the URL; the build header.

The database is read-only and a rebuild replaces the whole file (a new inode), so a successful
page is a pure function of (the database file, the path, the query string): it is rendered once
and then replayed from memory, headers and all, until the file changes or the cache, bounded in
bytes (``KB_RESPONSE_CACHE_BYTES``, 0 turns it off), drops it as least recently used. The cache
is WSGI middleware in front of Flask, so a hit costs neither routing nor a request context.

Under ``kb serve`` the processes also share what they render (``web.shared_cache``): a miss here
is looked up in the shared file before it is rendered, and what is rendered is written there, so
a page is rendered once for all the processes, not once per process.

Only a ``200`` answer to a ``GET`` without a body that was rendered from the database alone is
kept: a page that read anything else (an entry page showing the printed text of the cards it
names reads the card catalogue, ``web.printed``) says so in the request's environ
(:func:`not_kept`), since no file identity here would notice that source change.
Concurrent requests for a page not kept yet wait for the one request rendering it (a link posted
to a chat makes many players ask for the same page in the same second).
Every response rendered from the database carries ``X-KB-Build``, the build id read from the
``info`` table through the very connection the response was rendered with, and a replayed
response keeps the header it was rendered with, so a response always says which database it
came from, whole (``kb.tools.loadtest --rebuild-every`` checks this under load). ``X-KB-Cache`` says
``hit`` or ``miss``.

The file is identified by ``os.stat`` (device, inode, size, modification time) before the
request opens it: a rebuild renamed in between can only file the new page under the old
identity, which no request asks for once the rename is visible; an old page can never be filed
under the new identity.
"""

from __future__ import annotations

import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from flask import Flask, Response, g, request

from kb.store import Identity, file_identity
from web.shared_cache import SharedResponses

DEFAULT_MAX_BYTES = 64 * 1024 * 1024
#: A response larger than this is not kept (the whole FAQ page is about 100 KB).
MAX_ITEM_BYTES = 1024 * 1024
#: Paths never kept: static files (sent by Flask with their own caching headers), health checks.
UNCACHED_PREFIXES = ("/static/", "/healthz")
#: How long a request waits for another one rendering the same page before rendering it itself.
COALESCE_SECONDS = 5.0

Key = tuple[Identity, str, str]
#: The WSGI environ key a request sets when its response must not be kept (:func:`not_kept`).
NOT_KEPT = "kb.not_kept"


@dataclass(frozen=True)
class Cached:
    status: str
    headers: list[tuple[str, str]]
    body: bytes


class ResponseCache:
    """A thread-safe LRU of responses bounded by the bytes of their bodies."""

    def __init__(self, max_bytes: int = DEFAULT_MAX_BYTES, shared: SharedResponses | None = None) -> None:
        self.max_bytes = max_bytes
        #: the other processes' responses (``kb serve``), read on a miss here, written on a put
        self.shared = shared
        self.bytes = 0
        self.hits = 0
        self.misses = 0
        self._items: OrderedDict[Key, Cached] = OrderedDict()
        self._lock = threading.Lock()
        #: keys being rendered now, so that concurrent requests for one page render it once
        self._rendering: dict[Key, threading.Event] = {}

    def claim(self, key: Key) -> threading.Event | None:
        """``None``: the caller renders ``key`` and must ``release`` it; else an event set when done."""
        with self._lock:
            event = self._rendering.get(key)
            if event is None:
                self._rendering[key] = threading.Event()
            return event

    def release(self, key: Key) -> None:
        with self._lock:
            event = self._rendering.pop(key, None)
        if event is not None:
            event.set()

    def __len__(self) -> int:
        return len(self._items)

    @staticmethod
    def _size(key: Key, item: Cached) -> int:
        return len(item.body) + len(key[1]) + len(key[2]) + 512

    def get(self, key: Key) -> Cached | None:
        with self._lock:
            item = self._items.get(key)
            if item is not None:
                self._items.move_to_end(key)
                self.hits += 1
                return item
        found = self.shared.get(*key) if self.shared is not None else None
        if found is None:
            with self._lock:
                self.misses += 1
            return None
        item = Cached(*found)
        self._keep(key, item)
        with self._lock:
            self.hits += 1
        return item

    def put(self, key: Key, item: Cached) -> None:
        if self._keep(key, item) and self.shared is not None:
            self.shared.put(*key, item.status, item.headers, item.body)

    def _keep(self, key: Key, item: Cached) -> bool:
        """Keep ``item`` in memory (``False``: too large to keep)."""
        size = self._size(key, item)
        if size > min(self.max_bytes, MAX_ITEM_BYTES):
            return False
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self.bytes -= self._size(key, old)
            self._items[key] = item
            self.bytes += size
            while self.bytes > self.max_bytes:
                dropped_key, dropped = self._items.popitem(last=False)
                self.bytes -= self._size(dropped_key, dropped)
        return True

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self.bytes = 0


def not_kept(reason: str) -> None:
    """Keep this request's response nowhere: it read something besides the database (``reason``)."""
    request.environ[NOT_KEPT] = reason


def build_id(connection: sqlite3.Connection) -> str | None:
    """The id of the build this connection reads (``build_id``, else ``built_at``, from ``info``)."""
    try:
        rows = dict(connection.execute("select name, value from info where name in ('build_id', 'built_at')").fetchall())
    except sqlite3.DatabaseError:
        return None
    value = rows.get("build_id") or rows.get("built_at")
    return str(value) if value else None




StartResponse = Callable[..., Any]


class CachingMiddleware:
    """WSGI middleware: replay a kept response, or run the app and keep what it may."""

    def __init__(self, app: Callable[[dict, StartResponse], Iterable[bytes]], flask_app: Flask, cache: ResponseCache) -> None:
        self.app = app
        self.flask_app = flask_app
        self.cache = cache

    def key_of(self, environ: dict) -> Key | None:
        """The key a request's response is kept under, or ``None`` when it is never kept: not a plain
        GET (a body, a chunked upload), a path that is never cached, or no database file."""
        path = environ.get("PATH_INFO", "")
        if (
            environ.get("REQUEST_METHOD") != "GET"
            or environ.get("CONTENT_LENGTH") not in (None, "", "0")
            or "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower()
            or path.startswith(UNCACHED_PREFIXES)
        ):
            return None
        identity = file_identity(self.flask_app.config["KB_DB"])
        if identity is None:
            return None
        return (identity, path, environ.get("QUERY_STRING", ""))

    def answer(self, environ: dict) -> tuple[str, list[tuple[str, str]], bytes] | None:
        """``(status, headers, body)`` of a kept response for ``environ``, or ``None`` (nothing is
        rendered here: ``kb serve``'s event loop answers hits without handing them to a thread)."""
        key = self.key_of(environ)
        hit = self.cache.get(key) if key is not None else None
        if hit is None:
            return None
        return hit.status, [*hit.headers, ("X-KB-Cache", "hit")], hit.body

    def __call__(self, environ: dict, start_response: StartResponse) -> Iterable[bytes]:
        key = self.key_of(environ)
        if key is None:
            return self.app(environ, start_response)
        hit = self.cache.get(key)
        if hit is None:
            rendering = self.cache.claim(key)
            if rendering is None:
                try:
                    return self._render_and_keep(key, environ, start_response)
                finally:
                    self.cache.release(key)
            rendering.wait(COALESCE_SECONDS)  # another request renders this page now
            hit = self.cache.get(key)
            if hit is None:  # that render failed, was not kept, or is slow: render here
                return self.app(environ, start_response)
        start_response(hit.status, [*hit.headers, ("X-KB-Cache", "hit")])
        return [hit.body]

    def _render_and_keep(self, key: Key, environ: dict, start_response: StartResponse) -> Iterable[bytes]:
        captured: dict[str, Any] = {}

        def capture(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Callable[[bytes], Any]:
            captured.update(status=status, headers=headers)
            if exc_info is not None or not status.startswith("200 ") or NOT_KEPT in environ or not any(
                name.lower() == "x-kb-build" for name, _ in headers
            ):
                captured["keep"] = False
                return start_response(status, headers, exc_info)
            captured["keep"] = True
            return start_response(status, [*headers, ("X-KB-Cache", "miss")])

        result = self.app(environ, capture)
        if not captured.get("keep"):
            return result
        try:
            body = b"".join(result)
        finally:
            if hasattr(result, "close"):
                result.close()
        self.cache.put(key, Cached(captured["status"], list(captured["headers"]), body))
        return [body]


def label(response: Response) -> Response:
    """``X-KB-Build`` on every response rendered from the database (the request's connection)."""
    connection = g.get("db")
    if connection is not None:
        build = build_id(connection)
        if build is not None:
            response.headers["X-KB-Build"] = build
    return response


def init_app(app: Flask) -> None:
    app.after_request(label)
    max_bytes = int(app.config.get("KB_RESPONSE_CACHE_BYTES", DEFAULT_MAX_BYTES) or 0)
    if max_bytes > 0:
        shared_path = app.config.get("KB_SHARED_CACHE")
        shared = SharedResponses(shared_path, max_bytes) if shared_path else None
        cache = ResponseCache(max_bytes, shared)
        app.extensions["kb_response_cache"] = cache
        app.wsgi_app = CachingMiddleware(app.wsgi_app, app, cache)  # type: ignore[method-assign]
