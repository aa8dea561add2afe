"""The read-only database connection of a request, kept on ``g``, reused by its thread.

Opening a connection (and closing it) cost about a third of a millisecond per request, a fifth of
what the search API added to the search itself; so each thread keeps one connection per version
of the file (device, inode, size, mtime: a rebuild renamed over the file is a new version, opened
on the thread's next request, and the old connection is closed then) and hands it to each of its
requests in turn. A thread serves one request at a time, so no two requests share a connection
at once.
"""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

from flask import Flask, current_app, g

from kb.store import file_identity, open_readonly
from web.forks import in_forked_children

_local = threading.local()
# a forked child opens its own connection; the parent's is left unclosed, as closing it there
# could disturb the parent
in_forked_children(lambda: setattr(_local, "held", None))


def get_db() -> sqlite3.Connection:
    """The request's connection (``StoreError`` if there is no database, ``DatabaseDamaged`` if it
    fails its integrity check)."""
    if "db" not in g:
        path = current_app.config["KB_DB"]
        identity = file_identity(path)
        held = getattr(_local, "held", None)
        if held is not None and held[0] == path and held[1] == identity and identity is not None:
            g.db = held[2]
        else:
            connection = open_readonly(Path(path))
            if held is not None:
                held[2].close()
            _local.held = (path, identity, connection)
            g.db = connection
    return g.db


def forget(connection: sqlite3.Connection) -> None:
    """Stop reusing ``connection`` in this thread (after an error that may have left it unusable)."""
    held = getattr(_local, "held", None)
    if held is not None and held[2] is connection:
        _local.held = None
        connection.close()


def close_db(error: BaseException | None = None) -> None:
    connection = g.pop("db", None)
    if connection is not None and error is not None and isinstance(error, sqlite3.DatabaseError):
        forget(connection)


def init_app(app: Flask) -> None:
    app.teardown_appcontext(close_db)
