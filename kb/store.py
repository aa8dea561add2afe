"""The SQLite store: entries, variants, links, sources and an FTS5 index, written atomically.

The database is written to a temporary file beside the target and renamed over it only once
complete, so a reader (the web app, a second ``kb`` process) sees either the old database or
the new one, never a half-built file; a failed build leaves the previous database in place.
``max_bytes`` caps the new file's size (SQLite's ``max_page_count``), which is how the tests
simulate a full disk.
"""

from __future__ import annotations

import json
import os
import sqlite3
import tempfile
import threading
from collections import Counter, OrderedDict
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

import sqlite_utils

from kb.model import Corpus, Entry

if TYPE_CHECKING:
    from kb.cards import CardMention
    from kb.link.terms import Term
from kb.tokens import stems_of, words
from kb.sources import Source

SCHEMA_VERSION = 2


class StoreError(RuntimeError):
    """The database could not be written or read."""


def write_database(
    path: Path,
    corpus: Corpus,
    *,
    sources: list[Source],
    info: dict[str, str],
    cards: list[CardMention] = (),
    terms: list[Term] = (),
    max_bytes: int | None = None,
) -> None:
    """Write a complete database to ``path`` atomically (at most ``max_bytes`` when given)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(handle)
    try:
        connection = sqlite3.connect(temporary)
        try:
            if max_bytes is not None:
                page_size = connection.execute("pragma page_size").fetchone()[0]
                connection.execute(f"pragma max_page_count = {max(1, int(max_bytes) // page_size)}")
            try:
                _fill(sqlite_utils.Database(connection), corpus, sources, info, cards, terms)
                connection.commit()
            except sqlite3.OperationalError as error:
                if "full" not in str(error):
                    raise
                limit = f" (the limit is {max_bytes} bytes)" if max_bytes is not None else ""
                raise sqlite3.OperationalError(f"{error} while writing {path}{limit}") from error
        finally:
            connection.close()
        os.chmod(temporary, 0o644)  # mkstemp makes it private; the server may run as another user
        os.replace(temporary, path)
        _sync_directory(path.parent)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _sync_directory(directory: Path) -> None:
    """Make the rename durable: a crash right after it must not bring back the old file."""
    try:
        descriptor = os.open(directory, os.O_RDONLY)
    except OSError:  # pragma: no cover - platforms without directory descriptors
        return
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _fill(
    db: sqlite_utils.Database, corpus: Corpus, sources: list[Source], info: dict[str, str], cards: list[CardMention],
    terms: list[Term] = (),
) -> None:
    entries, variants, links, unresolved = corpus.entries, corpus.variants, corpus.links, corpus.unresolved
    db["info"].insert_all(
        [{"name": name, "value": value} for name, value in {**info, "schema": str(SCHEMA_VERSION)}.items()],
        pk="name",
    )
    db["sources"].insert_all([asdict(source) for source in sources], pk="id")
    # The stems of each entry and how many entries have each stem: what search ranking needs,
    # read per candidate and per query word instead of being recomputed over the whole corpus.
    entry_stems = [stems_of(" ".join([entry.title, *entry.aliases, entry.text])) for entry in entries]
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
                "stems": " ".join(sorted(stems)),
            }
            for position, (entry, stems) in enumerate(zip(entries, entry_stems))
        ),
        pk="key",
        columns={"page": int, "parent": str},
    )
    db["variants"].create(
        {"key": str, "source": str, "title": str, "text": str, "first_line": int, "last_line": int, "page": int},
        pk=("key", "source"),
        foreign_keys=[("key", "entries", "key")],
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
    )
    db["links"].create({"source_key": str, "target_key": str, "kind": str, "quoted": str, "line": int})
    db["links"].insert_all(asdict(link) for link in links)
    db["unresolved"].create({"source_key": str, "quoted": str, "line": int, "reason": str})
    db["unresolved"].insert_all(asdict(item) for item in unresolved)
    db["cards"].create({"name": str, "number": str, "entry_key": str, "relation": str})
    db["cards"].insert_all(asdict(card) for card in cards)
    db["cards"].create_index(["name"])
    db["terms"].create({"phrase": str, "key": str, "game": str}, pk=("game", "phrase"))
    db["terms"].insert_all(asdict(term) for term in terms)
    db["vocabulary"].insert_all(
        ({"word": word, "count": count} for word, count in _vocabulary(entries).items()), pk="word"
    )
    documents = Counter(stem for stems in entry_stems for stem in stems)
    db["stems"].insert_all(({"stem": stem, "documents": count} for stem, count in documents.items()), pk="stem")
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
