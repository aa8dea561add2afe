"""Responses rendered by one ``kb serve`` process, kept for the others: a small SQLite file.

Each gunicorn process keeps its own responses in memory (``web.cache``), so with one process
per core every search was rendered once per process: after a start or a rebuild, two cores
spent twice the CPU on the same pages exactly when players were waiting for them. ``kb serve``
makes the file (``SharedResponses.create``) in a private directory (mode 0700) before the
processes fork and gives its path to the application (``KB_SHARED_CACHE``); a process that renders a response hands it to its writer
thread, which stores it there, and a process that misses in memory reads it from there (an
indexed read of some kilobytes, about the cost of a stored page) before rendering it itself.

It is a cache, so it never makes anyone wait or fail:

- no request writes: a writer thread per process does, from a bounded queue (a response that
  finds the queue full is not shared), so a disk busy with a build's ``fsync`` never stalls a
  request, and a batch of responses is one transaction;
- WAL with ``synchronous=OFF``; a write that finds another process writing is dropped, and a
  read that finds the file locked renders instead;
- any other SQLite error turns the shared store off in that process, which renders as before.

A build of the file a server serves warms it (``web.prerender.warm_servers``): the searches
players asked of the rules being replaced are rendered from the new file before it is renamed in
and written here under its content (:meth:`SharedResponses.store`, which waits for a busy file a
moment rather than drop them), so that a rebuild that changes a rule is ready for them the moment
it is visible. The file names the database it serves (table ``serves``), and it lives in a
directory named by the server's process id (:data:`SHARED_PREFIX`), so a build finds the files
of the servers still running (:func:`shared_files_serving`).

Responses are keyed as in memory, by the content of the database they were rendered from
(``kb.store.content_key``), so a rebuild that changed nothing finds them still good; the store
keeps at most ``max_bytes`` of bodies, the ones written longest ago going first (a replaced
build's responses, no longer asked for, among them).
"""

from __future__ import annotations

import atexit
import json
import os
import queue
import shutil
import sqlite3
import tempfile
import threading
from pathlib import Path

from kb.store import sqlite_uri
from web.forks import in_forked_children

#: Responses waiting for the writer; one more is not shared.
QUEUED = 512
#: How often (in responses written) the store checks its size against its bound.
TRIM_EVERY = 64

SCHEMA = """
create table if not exists responses (
    content text not null, path text not null, query text not null,
    status text not null, headers text not null, body blob not null,
    primary key (content, path, query)
);
create table if not exists serves (database text not null);
"""
#: The directory of a server's shared file: ``kb-serve-<pid of the server>-<random>`` in the temporary directory.
SHARED_PREFIX = "kb-serve-"
#: How long a build waits for a busy shared file before it gives up warming it.
STORE_SECONDS = 5.0

Row = tuple[str, str, str, str, str, bytes]


class SharedResponses:
    """The responses of one served database, shared by the server's processes through a file."""

    def __init__(self, path: Path | str, max_bytes: int) -> None:
        self.path = str(path)
        self.max_bytes = max_bytes
        self.enabled = True
        self._written = 0
        self._fresh_threads()
        # a forked child gets its own queue, lock, writer and connections (``web.forks``)
        in_forked_children(self._fresh_threads)

    def _fresh_threads(self) -> None:
        self._local = threading.local()
        self._queue: queue.Queue[Row] = queue.Queue(QUEUED)
        self._writer: threading.Thread | None = None
        self._writer_lock = threading.Lock()

    @classmethod
    def create(cls, path: Path | str, max_bytes: int, serves: Path | str | None = None) -> "SharedResponses":
        """Make the file (in WAL mode, with its tables, naming the database it ``serves``) once,
        before the processes open it: each process only reads and writes rows, so no two race
        to set the file up."""
        connection = sqlite3.connect(path, isolation_level=None)
        try:
            connection.execute("pragma journal_mode=wal")
            connection.executescript(SCHEMA)
            if serves is not None:
                connection.execute("insert into serves values (?)", (str(Path(serves).resolve()),))
        finally:
            connection.close()
        return cls(path, max_bytes)

    def asked(self, content: str, paths: tuple[str, ...], limit: int) -> list[tuple[str, str]]:
        """The ``(path, query)`` of the responses kept for ``content`` under ``paths`` (with a
        query), the latest written first: what players asked of those rules lately."""
        connection = self._connection()
        if connection is None:
            return []
        marks = ", ".join("?" for _ in paths)
        try:
            return connection.execute(f"select path, query from responses where content = ? and path in ({marks}) "
                                      "and query != '' order by rowid desc limit ?", (content, *paths, limit)).fetchall()
        except sqlite3.Error:
            return []

    def store(self, content: str, responses: list[tuple[str, str, str, list[tuple[str, str]], bytes]],
              seconds: float = STORE_SECONDS) -> bool:
        """Write ``(path, query, status, headers, body)`` rendered from ``content`` now, in one
        transaction, waiting up to ``seconds`` for the server's writers (a build warming the file,
        not a request); ``False`` when the file stayed busy or cannot be written."""
        try:
            connection = sqlite3.connect(sqlite_uri(self.path, "rw"), uri=True, timeout=seconds, isolation_level=None)
        except sqlite3.Error:
            return False
        try:
            connection.execute("begin immediate")
            connection.executemany("insert or replace into responses values (?, ?, ?, ?, ?, ?)",
                                   [(content, path, query, status, json.dumps(headers), body)
                                    for path, query, status, headers, body in responses])
            connection.execute("commit")
            return True
        except sqlite3.Error:
            return False
        finally:
            connection.close()

    def _connection(self) -> sqlite3.Connection | None:
        """This thread's connection (opened after the fork: a connection never crosses one)."""
        connection = getattr(self._local, "connection", None)
        if connection is None and self.enabled:
            try:
                connection = sqlite3.connect(sqlite_uri(self.path, "rw"), uri=True, timeout=0,
                                             isolation_level=None, check_same_thread=False)
                connection.execute("pragma synchronous=off")
                connection.execute("select 1 from responses limit 0")
            except sqlite3.Error:  # no such file or table, not a database: never made by `create`
                self.enabled = False
                return None
            self._local.connection = connection
        return connection

    def get(self, content: str, path: str, query: str) -> tuple[str, list[tuple[str, str]], bytes] | None:
        connection = self._connection()
        if connection is None:
            return None
        try:
            row = connection.execute("select status, headers, body from responses where content = ? and path = ? "
                                     "and query = ?", (content, path, query)).fetchone()
        except sqlite3.OperationalError:
            return None  # locked for a moment: render instead
        except sqlite3.Error:
            self.enabled = False
            return None
        if row is None:
            return None
        return row[0], [tuple(header) for header in json.loads(row[1])], bytes(row[2])

    def put(self, content: str, path: str, query: str, status: str, headers: list[tuple[str, str]],
            body: bytes) -> None:
        """Hand a response to the writer thread (never waits: a full queue drops it)."""
        if not self.enabled:
            return
        self._start_writer()
        try:
            self._queue.put_nowait((content, path, query, status, json.dumps(headers), body))
        except queue.Full:
            pass

    def flush(self) -> None:
        """Wait until every response handed over so far is written (or dropped)."""
        if self._writer is not None:
            self._queue.join()

    def _start_writer(self) -> None:
        # started on first use, in the process that uses it: a thread does not survive a fork
        if self._writer is None or not self._writer.is_alive():
            with self._writer_lock:
                if self._writer is None or not self._writer.is_alive():
                    self._writer = threading.Thread(target=self._write_forever, name="kb-shared-cache", daemon=True)
                    self._writer.start()

    def _write_forever(self) -> None:
        while True:
            batch = [self._queue.get()]
            while len(batch) < 64:
                try:
                    batch.append(self._queue.get_nowait())
                except queue.Empty:
                    break
            try:
                self._write(batch)
            finally:
                for _ in batch:
                    self._queue.task_done()

    def _write(self, batch: list[Row]) -> None:
        connection = self._connection()
        if connection is None:
            return
        try:
            connection.execute("begin immediate")
            try:
                connection.executemany("insert or replace into responses values (?, ?, ?, ?, ?, ?)", batch)
                self._written += len(batch)
                if self._written >= TRIM_EVERY:
                    self._written = 0
                    self._trim(connection)
                connection.execute("commit")
            except BaseException:
                connection.execute("rollback")
                raise
        except sqlite3.OperationalError:
            return  # another process is writing: these responses stay in this process only
        except sqlite3.Error:
            self.enabled = False

    def _trim(self, connection: sqlite3.Connection) -> None:
        """Delete the oldest responses while the bodies exceed ``max_bytes``."""
        total = connection.execute("select coalesce(sum(length(body)), 0) from responses").fetchone()[0]
        if total <= self.max_bytes:
            return
        excess = total - self.max_bytes
        doomed = []
        for rowid, size in connection.execute("select rowid, length(body) from responses order by rowid"):
            if excess <= 0:
                break
            doomed.append((rowid,))
            excess -= size
        connection.executemany("delete from responses where rowid = ?", doomed)


def make_shared_file(max_bytes: int, serves: Path) -> str:
    """The file of the responses a server's processes share, made now, before they fork, in a
    directory only this user can read, removed when the server (this process, not one of its
    children) exits; the directories of servers that were killed are removed first."""
    remove_dead_servers_files()
    server = os.getpid()
    directory = tempfile.mkdtemp(prefix=f"{SHARED_PREFIX}{server}-")
    atexit.register(lambda: os.getpid() == server and shutil.rmtree(directory, ignore_errors=True))
    path = Path(directory) / "responses.db"
    SharedResponses.create(path, max_bytes, serves)
    return str(path)


def shared_files_serving(database: Path, root: Path | None = None) -> list[Path]:
    """The shared files of this user's running servers that serve ``database``."""
    wanted = str(Path(database).resolve())
    found = []
    for directory, pid in _servers_directories(root):
        if not _running(pid):
            continue
        path = directory / "responses.db"
        try:
            connection = sqlite3.connect(sqlite_uri(path, "rw"), uri=True)
            try:
                serves = {row[0] for row in connection.execute("select database from serves")}
            finally:
                connection.close()
        except sqlite3.Error:
            continue
        if wanted in serves:
            found.append(path)
    return found


def remove_dead_servers_files(root: Path | None = None) -> list[Path]:
    """Remove the shared-responses directories, owned by this user, of servers no longer running
    (``kill -9`` runs no exit handler); return them."""
    removed = []
    for directory, pid in _servers_directories(root):
        if not _running(pid):
            shutil.rmtree(directory, ignore_errors=True)
            removed.append(directory)
    return removed


def _servers_directories(root: Path | None) -> list[tuple[Path, int]]:
    """The servers' directories in ``root`` (the temporary directory) that this user owns, each
    with the process id of its server."""
    found = []
    for directory in Path(root or tempfile.gettempdir()).glob(f"{SHARED_PREFIX}*-*"):
        pid = directory.name.removeprefix(SHARED_PREFIX).split("-", 1)[0]
        try:
            if pid.isdigit() and directory.stat().st_uid == os.getuid():
                found.append((directory, int(pid)))
        except OSError:
            continue
    return found


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)  # signal 0: is there such a process?
    except ProcessLookupError:
        return False
    except PermissionError:  # there is, another user's
        pass
    return True
