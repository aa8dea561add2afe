"""What a database was built from, as one hash: ``rules_src/`` and the code that turns it into a
database.

A database whose recorded fingerprint differs from the current one is stale. The hash is read
from the files — it never imports the code it covers — so that checking a database, which every
command does first, costs no parser import.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from kb.sources import RULES_SRC

PACKAGE_ROOT = Path(__file__).resolve().parent

#: The code that turns the sources into the database: a change to it makes the database stale.
BUILD_CODE = ("parse", "link", "model.py", "sources.py", "store", "build.py", "tokens.py")


def _python_files(path: Path) -> list[Path]:
    return sorted(path.rglob("*.py")) if path.is_dir() else [path]


def fingerprint(root: Path = RULES_SRC) -> str:
    """A hash of the sources and of the code that turns them into a database."""
    digest = hashlib.sha256()
    code = sorted(path for part in BUILD_CODE for path in _python_files(PACKAGE_ROOT / part))
    for path in sorted(root.iterdir()) + code:
        if path.is_file():
            digest.update(path.name.encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()
