"""Make sure the database is current before it is read: rebuild it only when it is missing or
stale.

Every command and the server call :func:`ensure_database` first, so the check is cheap: it
compares the fingerprint the database records with one hashed from the files
(``kb.fingerprint``). The builder — the parsers, the linkers, sqlite-utils — is imported only
when a rebuild is needed.
"""

from __future__ import annotations

from pathlib import Path

from kb.fingerprint import fingerprint
from kb.sources import RULES_SRC
from kb.store import default_db_path, read_info


def is_current(path: Path, root: Path = RULES_SRC) -> bool:
    """Whether the database at ``path`` was built from the current sources and code."""
    return read_info(path).get("fingerprint") == fingerprint(root)


def ensure_database(path: Path | None = None, root: Path = RULES_SRC) -> Path:
    """Build the database if it is missing or stale; return its path."""
    path = path or default_db_path()
    if not is_current(path, root):
        from kb.build import build  # start-up time: the builder is needed only to rebuild

        build(path, root)
    return path
