"""Responses rendered by one ``kb serve`` process, kept for the others: a small SQLite file.

Each gunicorn process keeps its own responses in memory (``web.cache``), so with one process
per core every search was rendered once per process: after a start or a rebuild, two cores
spent twice the CPU on the same pages exactly when players were waiting for them. ``kb serve``
makes a private directory (mode 0700) before the processes fork and gives its path to the
application (``KB_SHARED_CACHE``); a process that renders a response writes it there, and a
process that misses in memory reads it from there (an indexed read of some kilobytes, about
the cost of a stored page) before rendering it itself.

It is a cache, so it never makes anyone wait or fail: writes use WAL with ``synchronous=OFF``
and give up at once when another process holds the write lock; any SQLite error turns the
shared store off in that process, which then renders as before. Responses of a database file
that was replaced (an older modification time: a rebuild renames a new file over it) are deleted
by the first write for the new one, and the store keeps at most ``max_bytes`` of bodies (the
oldest go first).
"""

from __future__ import annotations

import json
import sqlite3
import threading
from pathlib import Path

#: The served file as ``web.cache`` identifies it: device, inode, size, modification time (ns).
Identity = tuple[int, int, int, int]

#: How often (in writes) the store checks its size against its bound.
TRIM_EVERY = 64

SCHEMA = """
create table if not exists responses (
    identity text not null, path text not null, query text not null, modified integer not null,
    status text not null, headers text not null, body blob not null,
    primary key (identity, path, query)
);
"""


class SharedResponses:
    """The responses of one served database, shared by the server's processes through a file."""

    def __init__(self, path: Path | str, max_bytes: int) -> None:
        self.path = str(path)
        self.max_bytes = max_bytes
        self.enabled = True
        self._local = threading.local()
        self._writes = 0
        self._newest = 0

    def _connection(self) -> sqlite3.Connection | None:
        """This thread's connection (opened after the fork: a connection never crosses one)."""
        connection = getattr(self._local, "connection", None)
        if connection is None and self.enabled:
            try:
                connection = sqlite3.connect(self.path, timeout=0, isolation_level=None, check_same_thread=False)
                connection.execute("pragma journal_mode=wal")
                connection.execute("pragma synchronous=off")
                connection.executescript(SCHEMA)
            except sqlite3.Error:
                return self._disable()
            self._local.connection = connection
        return connection

    def _disable(self) -> None:
        self.enabled = False
        return None

    def get(self, identity: Identity, path: str, query: str) -> tuple[str, list[tuple[str, str]], bytes] | None:
        connection = self._connection()
        if connection is None:
            return None
        try:
            row = connection.execute("select status, headers, body from responses where identity = ? and path = ? "
                                     "and query = ?", (_text(identity), path, query)).fetchone()
        except sqlite3.OperationalError:
            return None  # locked for a moment: render instead
        except sqlite3.Error:
            return self._disable()
        if row is None:
            return None
        return row[0], [tuple(header) for header in json.loads(row[1])], bytes(row[2])

    def put(self, identity: Identity, path: str, query: str, status: str, headers: list[tuple[str, str]],
            body: bytes) -> None:
        connection = self._connection()
        if connection is None:
            return
        modified = identity[3]
        try:
            if modified > self._newest:  # a newer file is served: the replaced one's responses go
                connection.execute("delete from responses where modified < ?", (modified,))
                self._newest = modified
            connection.execute("insert or replace into responses values (?, ?, ?, ?, ?, ?, ?)",
                               (_text(identity), path, query, modified, status, json.dumps(headers), body))
            self._writes += 1
            if self._writes % TRIM_EVERY == 0:
                self._trim(connection)
        except sqlite3.OperationalError:
            return  # another process is writing: this response stays in this process only
        except sqlite3.Error:
            self._disable()

    def _trim(self, connection: sqlite3.Connection) -> None:
        """Delete the oldest responses while the bodies exceed ``max_bytes``."""
        total = connection.execute("select coalesce(sum(length(body)), 0) from responses").fetchone()[0]
        if total <= self.max_bytes:
            return
        excess = total - self.max_bytes
        rows = connection.execute("select rowid, length(body) from responses order by rowid").fetchall()
        doomed = []
        for rowid, size in rows:
            if excess <= 0:
                break
            doomed.append((rowid,))
            excess -= size
        connection.executemany("delete from responses where rowid = ?", doomed)


def _text(identity: Identity) -> str:
    return ":".join(map(str, identity))
