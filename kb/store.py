"""The SQLite store: entries, variants, links, sources and an FTS5 index, written atomically.

The database is written to a temporary file beside the target and renamed over it only once
complete, so a reader (the web app, a second ``kb`` process) sees either the old database or
the new one, never a half-built file; a failed build leaves the previous database in place.
"""

from __future__ import annotations

import json
import os
import sqlite3
import tempfile
from collections import Counter
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

import sqlite_utils

from kb.model import Entry, Link, Unresolved, Variant

if TYPE_CHECKING:
    from kb.cards import CardMention
from kb.tokens import words
from kb.sources import Source

SCHEMA_VERSION = 1


class StoreError(RuntimeError):
    """The database could not be written or read."""


def write_database(
    path: Path,
    *,
    sources: list[Source],
    entries: list[Entry],
    variants: list[Variant],
    links: list[Link],
    unresolved: list[Unresolved],
    info: dict[str, str],
    cards: list[CardMention] = (),
) -> None:
    """Write a complete database to ``path`` atomically."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(handle)
    try:
        connection = sqlite3.connect(temporary)
        try:
            _fill(sqlite_utils.Database(connection), sources, entries, variants, links, unresolved, info, cards)
            connection.commit()
        finally:
            connection.close()
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _fill(
    db: sqlite_utils.Database,
    sources: list[Source],
    entries: list[Entry],
    variants: list[Variant],
    links: list[Link],
    unresolved: list[Unresolved],
    info: dict[str, str],
    cards: list[CardMention],
) -> None:
    db["info"].insert_all(
        [{"name": name, "value": value} for name, value in {**info, "schema": str(SCHEMA_VERSION)}.items()],
        pk="name",
    )
    db["sources"].insert_all([asdict(source) for source in sources], pk="id")
    db["entries"].insert_all(
        (
            {
                "key": entry.key,
                "title": entry.title,
                "game": entry.game,
                "kind": entry.kind,
                "parent": entry.parent,
                "source": entry.provenance.source,
                "first_line": entry.provenance.first_line,
                "last_line": entry.provenance.last_line,
                "page": entry.provenance.page,
                "position": position,
                "text": entry.text,
                "aliases": json.dumps(list(entry.aliases), ensure_ascii=False),
                "meta": json.dumps(entry.meta, ensure_ascii=False),
            }
            for position, entry in enumerate(entries)
        ),
        pk="key",
        columns={"page": int, "parent": str},
    )
    db["variants"].insert_all(
        (
            {
                "key": variant.key,
                "source": variant.provenance.source,
                "title": variant.title,
                "text": variant.text,
                "first_line": variant.provenance.first_line,
                "last_line": variant.provenance.last_line,
                "page": variant.provenance.page,
            }
            for variant in variants
        ),
        pk=("key", "source"),
        foreign_keys=[("key", "entries", "key")],
        columns={"page": int},
    )
    db["links"].create({"source_key": str, "target_key": str, "kind": str, "quoted": str, "line": int})
    db["links"].insert_all(asdict(link) for link in links)
    db["unresolved"].create({"source_key": str, "quoted": str, "line": int, "reason": str})
    db["unresolved"].insert_all(asdict(item) for item in unresolved)
    db["cards"].create({"name": str, "number": str, "entry_key": str, "relation": str})
    db["cards"].insert_all(asdict(card) for card in cards)
    db["cards"].create_index(["name"])
    db["vocabulary"].insert_all(
        ({"word": word, "count": count} for word, count in _vocabulary(entries).items()), pk="word"
    )
    db["links"].create_index(["source_key"])
    db["links"].create_index(["target_key"])
    db["entries"].create_index(["game", "kind"])
    db["entries"].enable_fts(["title", "aliases", "text"], tokenize="porter", create_triggers=False)
    db["entries_fts"].optimize()


def _vocabulary(entries: list[Entry]) -> Counter[str]:
    """Every word of the titles, aliases and texts, lower-cased, with its count (for typo correction)."""
    counts: Counter[str] = Counter()
    for entry in entries:
        counts.update(words(" ".join([entry.title, *entry.aliases, entry.text])))
    return counts


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
