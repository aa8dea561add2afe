"""Writing the SQLite store: entries, variants, links, cards, sources and an FTS5 index, atomically.

Only a build writes, so sqlite-utils is imported here and not by the readers (``kb.store``).
The database is written to a temporary file beside the target and renamed over it only once
complete, so a reader (the web app, a second ``kb`` process) sees either the old database or
the new one, never a half-built file; a failed build leaves the previous database in place.
``max_bytes`` caps the new file's size (SQLite's ``max_page_count``), which is how the tests
simulate a full disk.

A build holds a lock (``flock`` on the database's directory, so no lock file is left) from start
to rename, so two builds in one directory take turns; under it, temporary files and journals that a killed build
left (``.NAME.*.tmp``, ``.NAME.*.tmp-journal``) are removed, since no live build can own them.
``before_rename(temporary)`` runs on the complete new file just before the rename (the web
layer stores its pre-rendered pages in it), so the file a reader sees is complete with them.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import tempfile
from collections import Counter
from dataclasses import asdict
from collections.abc import Callable
from pathlib import Path

import sqlite_utils

from kb.model import Corpus, Entry
from kb.sources import Source
from kb.tokens import stems_of, words

from .files import build_lock, remove_leftovers, sync_directory

SCHEMA_VERSION = 2


def write_database(
    path: Path,
    corpus: Corpus,
    *,
    sources: list[Source],
    info: dict[str, str],
    max_bytes: int | None = None,
    before_rename: Callable[[Path], None] | None = None,
) -> None:
    """Write a complete database to ``path`` atomically (at most ``max_bytes`` when given)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with build_lock(path):
        remove_leftovers(path)
        _write(path, corpus, sources, info, max_bytes, before_rename)


def _write(path: Path, corpus: Corpus, sources: list[Source], info: dict[str, str], max_bytes: int | None,
           before_rename: Callable[[Path], None] | None) -> None:
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(handle)
    try:
        connection = sqlite3.connect(temporary)
        try:
            if max_bytes is not None:
                page_size = connection.execute("pragma page_size").fetchone()[0]
                connection.execute(f"pragma max_page_count = {max(1, int(max_bytes) // page_size)}")
            try:
                _fill(sqlite_utils.Database(connection), corpus, sources, info)
                connection.execute("insert into info (name, value) values ('content_digest', ?)",
                                   [content_digest(connection)])
                connection.commit()
            except sqlite3.OperationalError as error:
                if "full" not in str(error):
                    raise
                limit = f" (the limit is {max_bytes} bytes)" if max_bytes is not None else ""
                raise sqlite3.OperationalError(f"{error} while writing {path}{limit}") from error
        finally:
            connection.close()
        if before_rename is not None:
            before_rename(Path(temporary))
        os.chmod(temporary, 0o644)  # mkstemp makes it private; the server may run as another user
        os.replace(temporary, path)
        sync_directory(path.parent)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        Path(f"{temporary}-journal").unlink(missing_ok=True)
        raise


def _fill(db: sqlite_utils.Database, corpus: Corpus, sources: list[Source], info: dict[str, str]) -> None:
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
    db["cards"].insert_all(asdict(card) for card in corpus.cards)
    db["cards"].create_index(["name"])
    db["terms"].create({"phrase": str, "key": str, "game": str}, pk=("game", "phrase"))
    db["terms"].insert_all(asdict(term) for term in corpus.terms)
    db["vocabulary"].insert_all(
        ({"word": word, "count": count} for word, count in _vocabulary(entries).items()), pk="word"
    )
    documents = Counter(stem for stems in entry_stems for stem in stems)
    # sorted: the stems of an entry are a set, whose order changes from one run to the next
    db["stems"].insert_all(({"stem": stem, "documents": count} for stem, count in sorted(documents.items())),
                           pk="stem")
    db["links"].create_index(["source_key"])
    db["links"].create_index(["target_key"])
    db["entries"].create_index(["game", "kind"])
    db["entries"].enable_fts(["title", "aliases", "text"], tokenize="porter", create_triggers=False)
    db["entries_fts"].optimize()


#: The tables whatever a reader derives from the database is computed from (``info`` and the
#: pre-rendered ``pages`` are not content: a build id, a time, pages rendered from these tables).
CONTENT_TABLES = ("sources", "entries", "variants", "links", "unresolved", "cards", "terms", "vocabulary", "stems")


def content_digest(connection: sqlite3.Connection) -> str:
    """A hash of every row of the content tables, in order, and of the schema version.

    Two builds with the same digest hold the same rules, so what a reader computed from one
    (the search vocabulary, a search's results: ``kb.store.derived``) holds for the other: a
    rebuild that changed nothing (a nightly job, a change of code that is not the parser's)
    starts with everything a server had already worked out.
    """
    digest = hashlib.sha256(f"schema {SCHEMA_VERSION}".encode())
    for table in CONTENT_TABLES:
        digest.update(f"\0table {table}\0".encode())
        for row in connection.execute(f"select * from [{table}] order by rowid"):
            digest.update(repr(row).encode("utf-8", "surrogatepass"))
    return digest.hexdigest()


def _vocabulary(entries: list[Entry]) -> Counter[str]:
    """Every word of the titles, aliases and texts, lower-cased, with its count (for typo correction)."""
    counts: Counter[str] = Counter()
    for entry in entries:
        counts.update(words(" ".join([entry.title, *entry.aliases, entry.text])))
    return counts
