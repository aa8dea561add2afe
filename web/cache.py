"""Rendered responses kept in memory, keyed by the rules they were rendered from and the URL.

The database is read-only and a rebuild replaces the whole file, so a successful page is a pure
function of (the content of the database, the path, the query string): it is rendered once and
then replayed from memory until the cache, bounded in bytes (``KB_RESPONSE_CACHE_BYTES``, 0 turns
it off), drops it as least recently used. The content is named by ``kb.store.content_key`` (the
digest of the content tables the build records), the key the search memo and every other value
derived from the rules are kept under: a rebuild that changed nothing answers at once with what
was rendered before it, and one that changed a rule starts afresh. The cache is WSGI middleware
in front of Flask, so a hit costs neither routing nor a request context.

Under ``kb serve`` the processes also share what they render (``web.shared_cache``): a miss here
is looked up in the shared file before it is rendered, and what is rendered is written there, so
a page is rendered once for all the processes, not once per process.

Only a ``200`` answer to a ``GET`` without a body that was rendered from the database alone is
kept: a page that read anything else (an entry page showing the printed text of the cards it
names reads the card catalogue, ``web.printed``; the service worker names the build) says so in
the request's environ (:func:`not_kept`).
Concurrent requests for a page not kept yet wait for the one request rendering it (a link posted
to a chat makes many players ask for the same page in the same second).

Every response from the database says which build answered it, ``X-KB-Build``: a rendered one,
the build id read through the very connection it was rendered with; a kept one, the build of the
file the request found (:class:`FileFacts`, read once per version of the file), whose content is
the content the response was rendered from. ``X-KB-Cache`` says ``hit`` or ``miss``. A response is
kept only under the content key read through the connection that rendered it, and only when that
is the key the request was looked up under, so a rebuild renamed in between never files a page
under rules it was not rendered from (``kb.tools.loadtest --rebuild-every`` checks, under load,
that every response is whole from one build).
"""

from __future__ import annotations

import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from flask import Flask, Response, g, request

from kb.store import Identity, StoreError, content_key, file_identity, open_readonly
from web.shared_cache import SharedResponses

DEFAULT_MAX_BYTES = 64 * 1024 * 1024
#: A response larger than this is not kept (the whole FAQ page is about 100 KB).
MAX_ITEM_BYTES = 1024 * 1024
#: Paths never kept: static files (sent by Flask with their own caching headers), health checks.
UNCACHED_PREFIXES = ("/static/", "/healthz")
#: How long a request waits for another one rendering the same page before rendering it itself.
COALESCE_SECONDS = 5.0

#: (content key of the database, path, query string)
Key = tuple[str, str, str]
#: The WSGI environ key a request sets when its response must not be kept (:func:`not_kept`).
NOT_KEPT = "kb.not_kept"
#: The WSGI environ keys of the build the request found, and of the content its response was rendered from.
BUILD = "kb.build"
RENDERED_FROM = "kb.rendered_from"
#: Headers a kept response is stored without: said again at each answer.
PER_ANSWER = {"x-kb-build", "x-kb-cache"}
#: Versions of the database file whose facts a process keeps (a rebuild every few seconds needs two).
FILES_KEPT = 8


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


def read_facts(connection: sqlite3.Connection) -> tuple[str, str] | None:
    """``(content key, build id)`` of the database behind ``connection``; ``None`` when it has no
    build id or its ``info`` cannot be read (nothing from it is kept then)."""
    build = build_id(connection)
    if build is None:
        return None
    try:
        return content_key(connection), build
    except sqlite3.DatabaseError:
        return None


class FileFacts:
    """The content key and build id of each version of the database file (its ``os.stat``
    identity), read once per version: what a request looks a kept response up under, and the
    build a kept response is then answered from."""

    def __init__(self, size: int = FILES_KEPT) -> None:
        self.size = size
        self._facts: OrderedDict[Identity, tuple[str, str]] = OrderedDict()
        self._lock = threading.Lock()

    def of(self, path: str) -> tuple[str, str] | None:
        """``(content key, build id)`` of the file at ``path`` now; ``None`` when there is none or it
        cannot be read (the application then says what is wrong)."""
        identity = file_identity(path)
        if identity is None:
            return None
        with self._lock:
            facts = self._facts.get(identity)
        if facts is not None:
            return facts
        try:
            connection = open_readonly(Path(path), check=False)
        except StoreError:
            return None
        try:
            facts = read_facts(connection)
        finally:
            connection.close()
        if facts is None:
            return None
        if file_identity(path) == identity:  # not renamed over while read: these are that version's facts
            with self._lock:
                self._facts[identity] = facts
                while len(self._facts) > self.size:
                    self._facts.popitem(last=False)
        return facts


def _answered(kept: Cached, environ: dict) -> list[tuple[str, str]]:
    """A kept response's headers, answered from the build the request found."""
    return [*kept.headers, ("X-KB-Build", environ[BUILD]), ("X-KB-Cache", "hit")]


StartResponse = Callable[..., Any]


class CachingMiddleware:
    """WSGI middleware: replay a kept response, or run the app and keep what it may."""

    def __init__(self, app: Callable[[dict, StartResponse], Iterable[bytes]], flask_app: Flask, cache: ResponseCache) -> None:
        self.app = app
        self.flask_app = flask_app
        self.cache = cache
        self.files = FileFacts()

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
        facts = self.files.of(self.flask_app.config["KB_DB"])
        if facts is None:
            return None
        content, environ[BUILD] = facts
        return (content, path, environ.get("QUERY_STRING", ""))

    def answer(self, environ: dict) -> tuple[str, list[tuple[str, str]], bytes] | None:
        """``(status, headers, body)`` of a kept response for ``environ``, or ``None`` (nothing is
        rendered here: ``kb serve``'s event loop answers hits without handing them to a thread)."""
        key = self.key_of(environ)
        hit = self.cache.get(key) if key is not None else None
        if hit is None:
            return None
        return hit.status, _answered(hit, environ), hit.body

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
        start_response(hit.status, _answered(hit, environ))
        return [hit.body]

    def _render_and_keep(self, key: Key, environ: dict, start_response: StartResponse) -> Iterable[bytes]:
        captured: dict[str, Any] = {}

        def capture(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Callable[[bytes], Any]:
            captured.update(status=status, headers=headers)
            if (exc_info is not None or not status.startswith("200 ") or NOT_KEPT in environ
                    or environ.get(RENDERED_FROM) != key[0]):
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
        kept = [(name, value) for name, value in captured["headers"] if name.lower() not in PER_ANSWER]
        self.cache.put(key, Cached(captured["status"], kept, body))
        return [body]


def label(response: Response) -> Response:
    """``X-KB-Build`` on every response rendered from the database (the request's connection), and
    the content it was rendered from in the environ (:data:`RENDERED_FROM`: what it may be kept under)."""
    connection = g.get("db")
    facts = read_facts(connection) if connection is not None else None
    if facts is not None:
        request.environ[RENDERED_FROM], response.headers["X-KB-Build"] = facts
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
