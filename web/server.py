"""How ``kb serve`` meets the network: an event loop per process that holds slow clients, not workers.

Each gunicorn process runs gevent's event loop (:class:`Worker`, gunicorn's gevent worker): a
connection is a greenlet of a few kilobytes waiting in the loop, not one of a handful of request
threads, so a client that sends its request a byte at a time holds nothing another player needs.
The bounds that make a slow client go away:

- the request line and headers must arrive within ``HEADER_SECONDS`` (10; gunicorn's ``keepalive``
  timeout, which also closes an idle keep-alive connection after as long);
- the body (at most ``web.MAX_CONTENT_LENGTH``, 64 KiB) is read whole by :class:`BufferedBody`
  within ``BODY_SECONDS`` (10) before the application sees the request (408 otherwise), so no
  route ever waits on a socket;
- at most ``CONNECTIONS`` (1,000) connections per process, and of them at most
  ``CONNECTIONS_PER_CLIENT`` (100; ``kb serve --connections-per-client``) from one address
  (:class:`ClientSlots`): one client holding 2,100-2,500 slow connections filled both processes,
  and new visitors waited a median 4.3 s; the connections past a client's share are answered 503
  at once and closed, before anything is read, so they hold no slot;
- a keep-alive connection is closed after ``REQUESTS_PER_CONNECTION`` (300) answers, so that
  connections opened at once, which the kernel hands to whichever process accepts first, do not
  stay unevenly shared: 32 of them had split 22 to 10 between the two processes.

The application runs between two reads of the loop: a page is stored bytes (``web.prerendered``)
and a search a few milliseconds of CPU, and a replay waits for its worker process in the loop
(``web.replay.workers``: pipes and ``select``, which gevent makes cooperative), never blocking
the others.

Measured on the 2-core shared machine (``python -m kb.tools.hostile``, 32 ordinary clients with
50 slow clients connected, 15 s): gthread (8 request threads in all) answered 32 requests, each
after 18 s; this stack answered 39,000-51,000, none failed (the README's serving section).

gunicorn's own answers to a malformed request (400, 414, 431...) are written by
:func:`write_error`, with the site's security headers, instead of gunicorn's bare page.
"""

from __future__ import annotations

import html
import io
import json
import os
import socket
from collections.abc import Callable, Iterable
from typing import Any

from web.replay.workers import WORKERS, pool

#: Seconds for the request line and headers (and an idle keep-alive connection).
HEADER_SECONDS = 10
#: Seconds for the whole body, once the headers are in.
BODY_SECONDS = 10
#: Connections per process.
CONNECTIONS = 1000
#: Connections per process from one client address (0: no limit, e.g. behind a proxy that limits them).
CONNECTIONS_PER_CLIENT = 100
#: The environment variable ``kb serve`` passes the per-client limit to its processes in.
CONNECTIONS_PER_CLIENT_ENV = "KB_CONNECTIONS_PER_CLIENT"
#: Requests answered on one keep-alive connection before it is closed (Apache's
#: ``MaxKeepAliveRequests``): the client connects again, and the process that accepts first (the
#: one less busy) gets it, so a few long-lived connections do not stay piled on one process. Not
#: 100: then one request in 100 waits for a new connection to be accepted, which is the p99 itself
#: (under a replay flood, 53-62 ms against 30-41 ms at 300).
REQUESTS_PER_CONNECTION = 300

StartResponse = Callable[..., Any]


def _security_headers() -> list[tuple[str, str]]:
    from web import SECURITY_HEADERS

    return [*SECURITY_HEADERS.items(), ("Cache-Control", "no-store")]


def plain_response(status: str, message: str, start_response: StartResponse) -> list[bytes]:
    """A short text answer with the security headers, the connection closed after it."""
    body = (message + "\n").encode("utf-8")
    start_response(status, [("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", str(len(body))),
                            ("Connection", "close"), *_security_headers()])
    return [body]


class BufferedBody:
    """WSGI middleware: read the whole request body, within ``limit`` bytes and ``seconds``, before
    the application; 408 when the client is too slow, 413 when a chunked body is too large (a
    declared ``Content-Length`` over the limit is left to the application's own 413, unread)."""

    def __init__(self, app: Callable[[dict, StartResponse], Iterable[bytes]], *, limit: int,
                 seconds: float = BODY_SECONDS) -> None:
        self.app = app
        self.limit = limit
        self.seconds = seconds

    def __call__(self, environ: dict, start_response: StartResponse) -> Iterable[bytes]:
        chunked = "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower()
        try:
            declared = int(environ.get("CONTENT_LENGTH") or 0)
        except ValueError:
            declared = 0
        if not chunked and (declared <= 0 or declared > self.limit):
            return self.app(environ, start_response)
        wanted = self.limit + 1 if chunked else declared
        try:
            body = self._read(environ["wsgi.input"], wanted)
        except TimeoutError:
            return plain_response("408 Request Timeout",
                                  f"The request body did not arrive within {self.seconds:g} seconds.", start_response)
        if len(body) > self.limit:
            return plain_response("413 Request Entity Too Large",
                                  f"The request body is larger than {self.limit} bytes.", start_response)
        environ["wsgi.input"] = io.BytesIO(body)
        environ["CONTENT_LENGTH"] = str(len(body))
        environ.pop("HTTP_TRANSFER_ENCODING", None)
        return self.app(environ, start_response)

    def _read(self, stream: Any, wanted: int) -> bytes:
        timeout = _deadline(self.seconds)
        parts: list[bytes] = []
        size = 0
        try:
            with timeout:
                while size < wanted and (part := stream.read(min(65536, wanted - size))):
                    parts.append(part)
                    size += len(part)
        except TimeoutError:
            raise
        except Exception as error:  # gevent.Timeout is not an Exception subclass; others are the client's
            if type(error).__name__ == "Timeout":
                raise TimeoutError from None
            raise
        if getattr(timeout, "expired", False):
            raise TimeoutError
        return b"".join(parts)


class _NoDeadline:
    expired = False

    def __enter__(self) -> None:
        return None

    def __exit__(self, *args: object) -> bool:
        return False


def _deadline(seconds: float) -> Any:
    """A gevent timeout raising ``TimeoutError`` in the reading greenlet (no deadline without gevent:
    the debug server and the tests read a body that is all there)."""
    try:
        import gevent
        from gevent import monkey
    except ImportError:  # pragma: no cover - gevent is a dependency
        return _NoDeadline()
    if not monkey.is_module_patched("socket"):
        return _NoDeadline()
    return gevent.Timeout(seconds, TimeoutError)


def write_error(sock: Any, status_int: int, reason: str, mesg: str) -> None:
    """gunicorn's answer to a request it cannot parse (400, 414, 431...), with the security headers."""
    from gunicorn import util

    page = (f"<!doctype html><title>{status_int} {html.escape(reason)}</title>"
            f"<h1>{status_int} {html.escape(reason)}</h1><p>{html.escape(mesg)}</p>\n").encode("utf-8")
    head = [f"HTTP/1.1 {status_int} {reason}", "Connection: close", "Content-Type: text/html; charset=utf-8",
            f"Content-Length: {len(page)}", *(f"{name}: {value}" for name, value in _security_headers())]
    util.write_nonblock(sock, ("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + page)


def install_error_writer() -> None:
    """Make gunicorn write its own error answers with :func:`write_error` (in this process)."""
    from gunicorn import util

    util.write_error = write_error


#: Replay API routes refused in the loop, before Flask, while every replay slot is taken: a flood of
#: them costs the server a few microseconds each instead of a request through the application.
REFUSED_EARLY = ("/api/replay", "/api/replay/check")

#: Paths whose requests stay in the event loop: a replay waits on its worker process's pipe there
#: (cooperatively), and holds no thread of the pool.
IN_LOOP_PREFIXES = ("/api/replay", "/replay")


class Dispatch:
    """WSGI middleware in the event loop (``kb serve``'s gevent worker): a stored page is answered
    right there (one indexed read, ``web.prerendered``), and so is a response kept in memory
    (``web.cache``: a search asked before); a replay runs in the loop, waiting on its
    worker process cooperatively; everything else that costs CPU (a search, a page rendered on
    demand) runs in the process's pool of ``threads`` OS threads, so that it never stops the loop:
    stored pages keep flowing while a search computes (the threads and the loop share the
    interpreter lock, switched every millisecond). The whole body has been read by then
    (:class:`BufferedBody`), so no thread ever waits on a client."""

    def __init__(self, app: Any, *, threads: int) -> None:
        self.app = app
        self.threads = threads
        self.config = getattr(app, "config", {})
        self._pool: Any = None
        #: the layers that answer without rendering: stored pages (web.prerendered), kept responses (web.cache)
        self._answering: list[Any] = []
        layer = getattr(app, "wsgi_app", None)
        while layer is not None:
            if hasattr(layer, "answer"):
                self._answering.append(layer)
            layer = getattr(layer, "app", None)

    def _replays_busy(self) -> int | None:
        """The number of replay slots when every one is taken in this process, else ``None``."""
        size = int(self.config.get("KB_REPLAY_WORKERS", WORKERS))
        return size if pool(size).busy >= size else None

    def _threadpool(self) -> Any:
        if self._pool is None:
            from gevent.threadpool import ThreadPool

            self._pool = ThreadPool(self.threads)
        return self._pool

    def __call__(self, environ: dict, start_response: StartResponse) -> Iterable[bytes]:
        for layer in self._answering:
            ready = layer.answer(environ)
            if ready is not None:
                start_response(ready[0], ready[1])
                return [ready[2]]
        path = environ.get("PATH_INFO", "")
        if path in REFUSED_EARLY and environ.get("REQUEST_METHOD") == "POST":
            busy = self._replays_busy()
            if busy is not None:
                return busy_response(busy, start_response)
        if path.startswith(IN_LOOP_PREFIXES):
            return self.app(environ, start_response)
        captured: list[tuple[Any, ...]] = []

        def record(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Callable[[bytes], None]:
            captured.append((status, headers, exc_info))
            return _no_write

        def run() -> bytes:
            result = self.app(environ, record)
            try:
                return b"".join(result)
            finally:
                if hasattr(result, "close"):
                    result.close()

        body = self._threadpool().apply(run)
        status, headers, exc_info = captured[-1]
        start_response(status, headers, exc_info) if exc_info else start_response(status, headers)
        return [body]


def busy_response(size: int, start_response: StartResponse) -> list[bytes]:
    """The replay API's 503 (the shape of ``web.replay``'s JSON errors), with ``Retry-After``."""
    body = json.dumps({"error": {"status": 503, "title": "Service Unavailable",
                                 "message": f"All {size} replay workers are busy; try again in a moment."}}).encode()
    start_response("503 SERVICE UNAVAILABLE", [("Content-Type", "application/json"), ("Content-Length", str(len(body))),
                                               ("Retry-After", "2"), *_security_headers()[:-1],
                                               ("Cache-Control", "no-cache")])
    return [body]


def _no_write(data: bytes) -> None:  # pragma: no cover - no route uses WSGI's write()
    raise RuntimeError("write() is not supported: return the body")


class ClientSlots:
    """How many connections each client address holds in this process, against a limit.

    Only the event loop's thread calls it (one greenlet a connection), so it needs no lock.
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.held: dict[str, int] = {}

    @staticmethod
    def client(addr: Any) -> str | None:
        """The client's address (``None`` for a Unix socket, which has none: never limited)."""
        return str(addr[0]) if isinstance(addr, tuple) and addr else None

    def take(self, addr: Any) -> bool:
        """Count one more connection from ``addr``; False (nothing counted) when it holds its share."""
        client = self.client(addr)
        if client is None or self.limit <= 0:
            return True
        if self.held.get(client, 0) >= self.limit:
            return False
        self.held[client] = self.held.get(client, 0) + 1
        return True

    def give_back(self, addr: Any) -> None:
        client = self.client(addr)
        if client is None or self.limit <= 0:
            return
        left = self.held.get(client, 0) - 1
        if left > 0:
            self.held[client] = left
        else:
            self.held.pop(client, None)


def connections_per_client() -> int:
    """The per-client limit ``kb serve`` set (``CONNECTIONS_PER_CLIENT`` by default)."""
    try:
        return int(os.environ.get(CONNECTIONS_PER_CLIENT_ENV, CONNECTIONS_PER_CLIENT))
    except ValueError:
        return CONNECTIONS_PER_CLIENT


#: What a connection past its client's share is told, before it is closed.
TOO_MANY_CONNECTIONS = (b"HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 5\r\n"
                        b"Content-Type: text/plain; charset=utf-8\r\nContent-Length: 51\r\n\r\n"
                        b"Too many connections from your address; try again.\n")


_WORKER: list[type] = []


def _worker_class() -> type:
    if _WORKER:
        return _WORKER[0]
    from gunicorn.workers.ggevent import GeventWorker

    class Worker(GeventWorker):
        """gunicorn's gevent worker, with the site's security headers on gunicorn's own error answers.

        Everything but ``threading`` is patched: the application's threads (:class:`Dispatch`) are
        real OS threads with real locks, and the loop itself only ever holds a lock briefly."""

        def patch(self) -> None:
            from gevent import monkey

            monkey.patch_all(thread=False)
            sockets = []
            for listener in self.sockets:
                sockets.append(socket.socket(listener.FAMILY, socket.SOCK_STREAM, fileno=listener.sock.detach()))
            self.sockets = sockets

        def init_process(self) -> None:
            import sys

            install_error_writer()
            sys.setswitchinterval(0.001)  # the loop gets the interpreter lock back within a millisecond
            super().init_process()

        def handle(self, listener: Any, client: Any, addr: Any) -> None:
            """One connection; one past its client's share (:class:`ClientSlots`) is answered 503 and closed."""
            slots = self.__dict__.setdefault("client_slots", ClientSlots(connections_per_client()))
            if not slots.take(addr):
                try:
                    client.settimeout(1)
                    client.sendall(TOO_MANY_CONNECTIONS)
                except OSError:
                    pass
                finally:
                    client.close()
                return
            try:
                super().handle(listener, client, addr)
            finally:
                slots.give_back(addr)

        def handle_request(self, listener_name: Any, req: Any, sock: Any, addr: Any) -> Any:
            if req.req_number >= REQUESTS_PER_CONNECTION:
                req.force_close()  # answered with "Connection: close"
            return super().handle_request(listener_name, req, sock, addr)

    _WORKER.append(Worker)
    return Worker


def __getattr__(name: str) -> Any:
    # ``web.server.Worker`` is what gunicorn loads (``worker_class``); built on first use, so that
    # importing this module imports neither gunicorn nor gevent.
    if name == "Worker":
        return _worker_class()
    raise AttributeError(name)
