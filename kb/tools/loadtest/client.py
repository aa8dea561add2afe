"""The load test's HTTP client: a minimal HTTP/1.1 keep-alive connection over a socket."""

from __future__ import annotations

import socket

from kb.tools.loadtest.serving import LOOPBACK


class Connection:
    """A minimal HTTP/1.1 keep-alive client (``http.client`` parses headers with the email
    package, which would make the load generator, not the server, the busiest process)."""

    def __init__(self, port: int, timeout: float) -> None:
        self.port, self.timeout = port, timeout
        self.sock: socket.socket | None = None
        self._connect()

    def _connect(self) -> None:
        self.sock = socket.create_connection((LOOPBACK, self.port), timeout=self.timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = b""

    def close(self) -> None:
        if self.sock is not None:
            self.sock.close()
            self.sock = None

    def _fill(self) -> None:
        assert self.sock is not None
        chunk = self.sock.recv(262144)
        if not chunk:
            raise ConnectionError("the server closed the connection")
        self.buffer += chunk

    def _take(self, count: int) -> bytes:
        while len(self.buffer) < count:
            self._fill()
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def _line(self) -> bytes:
        while (end := self.buffer.find(b"\r\n")) < 0:
            self._fill()
        line, self.buffer = self.buffer[:end], self.buffer[end + 2:]
        return line

    def get(self, url: str) -> tuple[int, dict[str, str], bytes]:
        """GET ``url``; a server that answered "Connection: close" is connected to again first."""
        if self.sock is None:
            self._connect()
        assert self.sock is not None
        self.sock.sendall(f"GET {url} HTTP/1.1\r\nHost: {LOOPBACK}\r\nAccept-Encoding: identity\r\n\r\n".encode("ascii"))
        while (end := self.buffer.find(b"\r\n\r\n")) < 0:
            self._fill()
        head, self.buffer = self.buffer[:end].decode("latin-1"), self.buffer[end + 4:]
        status_line, *header_lines = head.split("\r\n")
        status = int(status_line.split(" ", 2)[1])
        headers = {}
        for line in header_lines:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        if "content-length" in headers:
            body = self._take(int(headers["content-length"]))
        elif headers.get("transfer-encoding", "").lower() == "chunked":
            parts = []
            while size := int(self._line().split(b";")[0], 16):
                parts.append(self._take(size))
                self._take(2)
            while self._line():  # trailers
                pass
            body = b"".join(parts)
        else:  # the body runs to the end of the connection
            try:
                while True:
                    self._fill()
            except ConnectionError:
                pass
            body, self.buffer = self.buffer, b""
            headers["connection"] = "close"
        if headers.get("connection", "").lower() == "close":
            self.close()
        return status, headers, body
