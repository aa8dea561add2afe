"""The SQLite store, as its readers see it: where the database lives, opening it read-only, its
build facts, and values computed once per build.

Readers (every command, the web app) import only this; writing the database is
``kb.store.write`` (sqlite-utils), which only a build needs.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections import OrderedDict
from pathlib import Path

DEFAULT_DB = Path(__file__).resolve().parent.parent.parent / "data" / "kb.db"


class StoreError(RuntimeError):
    """There is no database to read (``open_readonly``): build it first."""


def default_db_path() -> Path:
    """``$KB_DB`` when set, else ``data/kb.db`` in the repository."""
    return Path(os.environ["KB_DB"]) if os.environ.get("KB_DB") else DEFAULT_DB


def open_readonly(path: Path) -> sqlite3.Connection:
    """Open the database read-only (the web app and queries never write)."""
    if not path.is_file():
        raise StoreError(f"no database at {path}; run `kb build`")
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
    connection.row_factory = sqlite3.Row
    return connection


def read_info(path: Path) -> dict[str, str]:
    """The build facts stored in the database, or an empty dict when it cannot be read."""
    try:
        connection = open_readonly(path)
    except StoreError:
        return {}
    try:
        return {row["name"]: row["value"] for row in connection.execute("select name, value from info")}
    except sqlite3.DatabaseError:
        return {}
    finally:
        connection.close()


#: Per-database values computed once (search vocabulary, title index, timing charts).
_DERIVED: OrderedDict[tuple[str, str, str], object] = OrderedDict()
_DERIVED_LOCK = threading.Lock()
_DERIVED_LIMIT = 16


def derived(connection: sqlite3.Connection, name: str, compute):
    """``compute(connection)``, computed once per database build and kept (a few builds at most).

    The key is the file path and the build id the database records, so a value is only ever
    reused for a connection reading the build it was computed from, and a rebuilt file gets its
    own. Two threads may compute the same value at once; both results are equal.
    """
    path = connection.execute("pragma database_list").fetchone()[2]
    row = connection.execute("select value from info where name in ('build_id', 'fingerprint') order by name limit 1").fetchone()
    key = (name, path, row[0] if row else "")
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
