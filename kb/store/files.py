"""The files of an atomic write: the lock writers take turns under, the leftovers a killed writer
left, and the directory sync that makes a rename durable.

Both writers of the project's SQLite files use them: a build of the rules database
(``kb.store.write``) and an import into the card catalogue (``kb.catalogue.store``). Each writes a
temporary file beside its target (``.NAME.*.tmp``) and renames it over the target, under the lock.
Apart from ``write`` so that the catalogue's readers, which import its module, load no builder.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from collections.abc import Iterator
from pathlib import Path


@contextlib.contextmanager
def build_lock(path: Path) -> Iterator[None]:
    """Hold the build lock of ``path`` (taking turns with any other build of it)."""
    descriptor = os.open(path.parent, os.O_RDONLY)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX)
        yield
    finally:
        os.close(descriptor)  # closing releases the lock


def remove_leftovers(path: Path) -> list[Path]:
    """Remove the temporary files and journals a killed build of ``path`` left; call under the lock."""
    removed = []
    for pattern in (f".{path.name}.*.tmp", f".{path.name}.*.tmp-journal", f".{path.name}.*.tmp-wal",
                    f".{path.name}.*.tmp-shm"):
        for leftover in path.parent.glob(pattern):
            with contextlib.suppress(OSError):
                leftover.unlink()
                removed.append(leftover)
    return removed


def sync_directory(directory: Path) -> None:
    """Make the rename durable: a crash right after it must not bring back the old file."""
    try:
        descriptor = os.open(directory, os.O_RDONLY)
    except OSError:  # pragma: no cover - platforms without directory descriptors
        return
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)
