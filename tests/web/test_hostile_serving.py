"""``kb serve`` itself (gunicorn, the gevent worker) under hostile clients, on loopback, bounded.

Slow clients hold no worker: ordinary requests all succeed while they are connected; a body that
never comes is a 408 once its deadline passes; gunicorn's own 400/414/431 carry the security
headers; no answer echoes the Host header. Timings are not asserted, only outcomes (the hostile
script, ``python -m kb.tools.hostile``, prints the figures).
"""

from __future__ import annotations

import select
import shutil
import socket
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from kb.tools.loadtest.client import Connection
from kb.tools.loadtest.serving import LOOPBACK, serving
from web.server import CONNECTIONS_PER_CLIENT, REQUESTS_PER_CONNECTION


CLIENT_SECONDS = 3


@pytest.fixture(scope="module")
def server(db_path, tmp_path_factory):
    served = tmp_path_factory.mktemp("hostile") / "kb.db"
    shutil.copy(db_path, served)
    # a short client deadline (--client-timeout): the tests that wait it out wait 3 s, not 10
    with serving(served, args=("--workers", "2", "--client-timeout", str(CLIENT_SECONDS))) as running:
        yield running


def raw(port: int, request: bytes, timeout: float = 20) -> bytes:
    with socket.create_connection((LOOPBACK, port), timeout=timeout) as sock:
        sock.sendall(request)
        data = b""
        try:
            while chunk := sock.recv(65536):
                data += chunk
                if b"\r\n\r\n" in data and b"Connection: close" not in data.split(b"\r\n\r\n")[0]:
                    break
        except TimeoutError:
            pass
        return data


def head(data: bytes) -> dict[str, str]:
    lines = data.split(b"\r\n\r\n")[0].decode("latin-1").split("\r\n")
    headers = {"status": lines[0].split(" ", 2)[1]}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return headers


def test_ordinary_requests_all_succeed_while_slow_clients_hold_connections(server):
    slow = []
    try:
        for index in range(40):
            sock = socket.create_connection((LOOPBACK, server.port), timeout=5)
            sock.sendall(b"GET / HTTP/1.1\r\nHost: a\r\n" if index % 4 else
                         b"POST /api/replay HTTP/1.1\r\nHost: a\r\nContent-Length: 60000\r\n\r\n0123456789")
            slow.append(sock)

        def ordinary(index: int) -> int:
            connection = Connection(server.port, 10)
            try:
                statuses = [connection.get(url)[0] for url in ("/entry/ahlcg/rr/ability", "/api/search?q=surge", "/faq")]
            finally:
                connection.close()
            return max(statuses)

        with ThreadPoolExecutor(16) as pool:
            assert set(pool.map(ordinary, range(32))) == {200}
    finally:
        for sock in slow:
            sock.close()


def test_a_body_that_never_comes_is_a_408(server):
    started = time.monotonic()
    data = raw(server.port, b"POST /api/replay HTTP/1.1\r\nHost: a\r\nContent-Type: application/yaml\r\n"
                            b"Content-Length: 60000\r\n\r\n0123456789", timeout=30)
    headers = head(data)
    assert headers["status"] == "408" and headers["x-frame-options"] == "DENY"
    assert CLIENT_SECONDS <= time.monotonic() - started < 30


def test_headers_that_never_end_are_cut_off(server):
    with socket.create_connection((LOOPBACK, server.port), timeout=30) as sock:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: a\r\n")
        closed = False
        for _ in range(12):
            time.sleep(2)
            try:
                sock.sendall(b"X-Slow: 1\r\n")
                if sock.recv(1, socket.MSG_DONTWAIT) == b"":
                    closed = True
                    break
            except BlockingIOError:
                continue
            except OSError:
                closed = True
                break
        assert closed


@pytest.mark.parametrize("request_bytes, status", [
    (b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: a\r\n\r\n", "414"),
    (b"GET / HTTP/1.1\r\nHost: a\r\nX-Big: " + b"b" * 20000 + b"\r\n\r\n", "431"),
    (b"NOT HTTP AT ALL\r\n\r\n", "400"),
])
def test_the_servers_own_errors_carry_the_security_headers(server, request_bytes, status):
    headers = head(raw(server.port, request_bytes))
    assert headers["status"] == status
    assert headers["x-frame-options"] == "DENY" and "default-src 'self'" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff" and headers["cache-control"] == "no-store"


def test_redirects_never_echo_the_host_header(server):
    for path in (b"//entry//ahlcg/rr/ability", b"/entry/Ability", b"//errata"):
        data = raw(server.port, b"GET " + path + b" HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
        headers = head(data)
        assert b"evil" not in data, data  # nor in the body's link (the 308 of /entry//x had it)
        if headers["status"].startswith("3"):
            assert headers["location"].startswith("/") and not headers["location"].startswith("//")


def test_pages_are_served_stored_with_etag_from_the_first_request(server):
    connection = Connection(server.port, 10)
    try:
        status, headers, _ = connection.get("/entry/ahlcg/rr/surge")
        assert status == 200 and headers["x-kb-cache"] == "stored" and headers["etag"]
        status, headers, _ = connection.get("/api/search?q=surge")
        assert status == 200 and headers["cache-control"] == "no-cache"
    finally:
        connection.close()
    data = raw(server.port, b"GET /healthz HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
    assert head(data)["status"] == "200"


def test_a_keep_alive_connection_is_closed_after_its_share_of_requests(server):
    """A few long-lived connections do not stay piled on one process: after
    ``REQUESTS_PER_CONNECTION`` answers the server closes the connection (the client connects
    again, to whichever process accepts first)."""
    connection = Connection(server.port, 10)
    try:
        closes = []
        for number in range(1, REQUESTS_PER_CONNECTION + 2):
            status, headers, _ = connection.get("/entry/ahlcg/rr/surge")
            assert status == 200
            if headers.get("connection", "").lower() == "close":
                closes.append(number)
                connection.close()  # as any client does on "Connection: close"
        assert closes == [REQUESTS_PER_CONNECTION]
    finally:
        connection.close()


def test_one_client_cannot_fill_the_server_with_connections(server):
    """One address holding more connections than its share (``CONNECTIONS_PER_CLIENT`` per process)
    gets 503 at once on the rest, and a visitor from another address is still answered. The flood
    comes from 127.0.0.3 (every 127/8 address is loopback), the visitor from 127.0.0.1."""
    extra = 30
    flood = []
    try:
        for _ in range(2 * CONNECTIONS_PER_CLIENT + extra):  # the server runs two processes
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.bind(("127.0.0.3", 0))
            sock.settimeout(5)
            sock.connect((LOOPBACK, server.port))
            sock.sendall(b"GET / HTTP/1.1\r\nHost: a\r\n")  # and never the end of the headers
            flood.append(sock)
        refused: set[socket.socket] = set()
        deadline = time.monotonic() + 8
        while len(refused) < extra and time.monotonic() < deadline:
            ready, _, _ = select.select([s for s in flood if s not in refused], [], [], 0.5)
            for sock in ready:
                if sock.recv(4096).startswith(b"HTTP/1.1 503"):
                    refused.add(sock)
        assert len(refused) >= extra
        connection = Connection(server.port, 10)
        try:
            assert connection.get("/entry/ahlcg/rr/surge")[0] == 200
        finally:
            connection.close()
    finally:
        for sock in flood:
            sock.close()
