"""The SQLite store, as its readers see it: where the database lives, opening it read-only, its
build facts, and values computed once per build.

Readers (every command, the web app) import only this; writing the database is
``kb.store.write`` (sqlite-utils), which only a build needs.

Opening checks the file once per process and per version of the file (``pragma quick_check``,
a few milliseconds, remembered by device, inode, size and modification time): a damaged file is a
``DatabaseDamaged`` that says to rebuild it, never a traceback later. The path is escaped in the
SQLite URI, so a ``#`` or ``?`` in it cannot cut off ``mode=ro``.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections import OrderedDict
from pathlib import Path
from urllib.parse import quote

DEFAULT_DB = Path(__file__).resolve().parent.parent.parent / "data" / "kb.db"


class StoreError(RuntimeError):
    """There is no database to read (``open_readonly``): build it first."""


class DatabaseDamaged(StoreError):
    """The database file is there but damaged (a failed integrity check, or SQLite's error at query time)."""

    def __init__(self, path: Path | str, detail: str) -> None:
        self.path = Path(path)
        self.detail = detail
        super().__init__(f"the database at {path} is damaged ({detail}); run `kb build` to rebuild it")


def damaged(path: Path | str, error: sqlite3.DatabaseError) -> DatabaseDamaged:
    """The one-line error for a SQLite error met while reading ``path``."""
    return DatabaseDamaged(path, str(error) or type(error).__name__)


def sqlite_uri(path: Path | str, mode: str = "ro") -> str:
    """``file:PATH?mode=MODE`` with the path escaped (``#``, ``?`` and ``%`` are URI syntax)."""
    return f"file:{quote(str(Path(path).absolute()), safe='/')}?mode={mode}"


#: A version of a file: device, inode, size, modification time (ns). A rebuild renames a new file
#: over the old one, so a changed identity means another database.
Identity = tuple[int, int, int, int]

#: File identities that passed the integrity check in this process.
_CHECKED: OrderedDict[Identity, None] = OrderedDict()
_CHECKED_LIMIT = 64
_CHECKED_LOCK = threading.Lock()


def file_identity(path: Path | str) -> Identity | None:
    """The identity of the file at ``path`` now (``None`` when there is none)."""
    try:
        stat = os.stat(path)
    except OSError:
        return None
    return (stat.st_dev, stat.st_ino, stat.st_size, stat.st_mtime_ns)


def check_integrity(connection: sqlite3.Connection, path: Path) -> None:
    """``DatabaseDamaged`` unless SQLite's quick check passes (once per version of the file)."""
    identity = file_identity(path)
    if identity is not None and identity in _CHECKED:
        return
    try:
        rows = connection.execute("pragma quick_check(3)").fetchall()
        connection.execute("select count(*) from info").fetchone()
    except sqlite3.DatabaseError as error:
        raise damaged(path, error) from None
    problems = [row[0] for row in rows if row[0] != "ok"]
    if problems:
        raise DatabaseDamaged(path, "; ".join(problems)[:200])
    if identity is not None:
        with _CHECKED_LOCK:
            _CHECKED[identity] = None
            while len(_CHECKED) > _CHECKED_LIMIT:
                _CHECKED.popitem(last=False)


def default_db_path() -> Path:
    """``$KB_DB`` when set, else ``data/kb.db`` in the repository."""
    return Path(os.environ["KB_DB"]) if os.environ.get("KB_DB") else DEFAULT_DB


def open_readonly(path: Path, *, check: bool = True) -> sqlite3.Connection:
    """Open the database read-only (the web app and queries never write).

    ``StoreError`` when there is none, ``DatabaseDamaged`` when it fails the integrity check
    (``check``: once per version of the file in this process).
    """
    path = Path(path)
    if not path.is_file():
        raise StoreError(f"no database at {path}; run `kb build`")
    try:
        connection = sqlite3.connect(sqlite_uri(path), uri=True, check_same_thread=False)
    except sqlite3.DatabaseError as error:
        raise damaged(path, error) from None
    connection.row_factory = sqlite3.Row
    if check:
        try:
            check_integrity(connection, path)
        except BaseException:
            connection.close()
            raise
    return connection


def is_intact(path: Path) -> bool:
    """Whether the database at ``path`` opens and passes the integrity check."""
    try:
        open_readonly(path).close()
    except StoreError:
        return False
    return True


def read_info(path: Path) -> dict[str, str]:
    """The build facts stored in the database, or an empty dict when it cannot be read."""
    try:
        connection = open_readonly(path, check=False)
    except StoreError:
        return {}
    try:
        return {row["name"]: row["value"] for row in connection.execute("select name, value from info")}
    except sqlite3.DatabaseError:
        return {}
    finally:
        connection.close()


def content_key(connection: sqlite3.Connection) -> str:
    """What the rules this connection reads are, for keeping what is worked out from them: the
    content digest the build records (``kb.store.write.content_digest``), else (a database built
    before it was recorded) its build id, else its fingerprint; two files with the same key hold
    the same content tables."""
    row = connection.execute("select value from info where name in ('content_digest', 'build_id', 'fingerprint') "
                             "order by name != 'content_digest', name limit 1").fetchone()
    return str(row[0]) if row else ""


#: Per-database values computed once (search vocabulary, title index, timing charts).
_DERIVED: OrderedDict[tuple[str, str, str], object] = OrderedDict()
_DERIVED_LOCK = threading.Lock()
_DERIVED_LIMIT = 16


def derived(connection: sqlite3.Connection, name: str, compute):
    """``compute(connection)``, computed once per database content and kept (a few at most).

    The key is the file path and the content digest the build records (``content_digest``:
    ``kb.store.write.content_digest``), else its build id, so a value is only ever reused for a
    connection reading the same rules it was computed from: a rebuilt file with other content
    gets its own, and one that changed nothing keeps what was worked out. ``compute`` must read
    only the content tables. Two threads may compute the same value at once; both are equal.
    """
    path = connection.execute("pragma database_list").fetchone()[2]
    key = (name, path, content_key(connection))
    with _DERIVED_LOCK:
        if key in _DERIVED:
            _DERIVED.move_to_end(key)
            return _DERIVED[key]
    value = compute(connection)
    with _DERIVED_LOCK:
        _DERIVED[key] = value
        while len(_DERIVED) > _DERIVED_LIMIT:
            _DERIVED.popitem(last=False)
    return value
