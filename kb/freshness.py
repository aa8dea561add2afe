"""Make sure the database is current before it is read: rebuild it only when it is missing,
stale or damaged.

Every command and the server call :func:`ensure_database` first, so the check is cheap: it
compares the fingerprint the database records with one hashed from the files
(``kb.fingerprint``), and runs SQLite's quick check once (``kb.store.open_readonly``). The
builder — the parsers, the linkers, sqlite-utils — is imported only when a rebuild is needed.

A stale database that cannot be rebuilt where it lies (a read-only file system, a directory the
user may not write) is still read, with a warning; a damaged one that cannot be rebuilt is a
``DatabaseDamaged`` saying what to do.
"""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path

from kb.fingerprint import fingerprint
from kb.sources import RULES_SRC
from kb.store import DatabaseDamaged, default_db_path, is_intact, read_info


def _stderr(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _step(message: str) -> None:
    _stderr(f"… {message}")


def is_current(path: Path, root: Path = RULES_SRC) -> bool:
    """Whether the database at ``path`` was built from the current sources and code."""
    return read_info(path).get("fingerprint") == fingerprint(root)


def _shortfall(path: Path, root: Path, complete: Callable[[Path], bool]) -> str | None:
    """Why the database at ``path`` must be built ("missing", "stale", "damaged", "incomplete"), or ``None``."""
    if not path.is_file():
        return "missing"
    if not is_current(path, root):
        return "stale"
    if not is_intact(path):
        return "damaged"
    return None if complete(path) else "incomplete"


def ensure_database(
    path: Path | None = None,
    root: Path = RULES_SRC,
    *,
    warn: Callable[[str], None] = _stderr,
    before_rename: Callable[[Path], None] | None = None,
    complete: Callable[[Path], bool] = lambda path: True,
    progress: Callable[[str], None] = _step,
) -> Path:
    """Build the database if it is missing, stale, damaged or not ``complete``; return its path.

    ``before_rename`` is handed to the build (``kb.build.build``): the face layer's pre-rendering
    of the pages into the new file before it replaces the old one; ``complete(path)`` says whether
    a current, intact file already holds what it adds (``kb serve``: pages rendered by this code
    with this card catalogue). A build takes tens of seconds, so each of its stages is announced
    through ``progress`` (standard error by default): a first start never sits silent.
    """
    path = path or default_db_path()
    shortfall = _shortfall(path, root, complete)
    if shortfall is None:
        return path
    from kb.build import build  # start-up time: the builder is needed only to rebuild

    exists = shortfall != "missing"
    progress(f"building the rules database ({shortfall}): {path}")
    try:
        build(path, root, progress, before_rename=_announced(before_rename, progress))
    except (OSError, ValueError, sqlite3.DatabaseError) as error:  # a full disk is SQLite's "disk is full"
        intact = exists and is_intact(path)
        if intact and not isinstance(error, ValueError):
            reason = getattr(error, "strerror", None) or str(error)
            warn(f"warning: the database at {path} is {shortfall} and cannot be rebuilt here ({reason}); "
                 "reading it as it is")
            return path
        if exists and not intact:
            raise DatabaseDamaged(path, f"and rebuilding it failed: {error}") from error
        raise
    return path


def _announced(before_rename: Callable[[Path], None] | None,
               progress: Callable[[str], None]) -> Callable[[Path], None] | None:
    """``before_rename`` preceded by a progress line (it renders every page: the longest stage)."""
    if before_rename is None:
        return None

    def run(temporary: Path) -> None:
        progress("rendering the pages")
        before_rename(temporary)

    return run


__all__ = ["ensure_database", "is_current"]
