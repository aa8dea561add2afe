"""The database: complete tables, FTS index, atomic rebuilds and rebuild-when-stale."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys

import pytest

import kb.store.write
from kb.build import build
from kb.fingerprint import fingerprint
from kb.freshness import ensure_database
from kb.store import open_readonly, read_info
from tests.generations import write_generation


def test_tables_hold_every_entry_variant_and_link(connection, corpus):
    count = lambda table: connection.execute(f"select count(*) from {table}").fetchone()[0]
    assert count("entries") == len(corpus.entries)
    assert count("variants") == len(corpus.variants)
    assert count("links") == len(corpus.links)
    assert count("sources") == 5
    assert count("unresolved") == 0


def test_provenance_is_stored_with_every_entry(connection):
    row = connection.execute("select source, first_line, last_line, page from entries where key = 'ahlcg/rr/attack-of-opportunity'").fetchone()
    assert tuple(row) == ("rr", 371, 394, 5)


def test_each_entry_stores_its_stems_and_each_stem_its_entry_count(connection):
    for word in ("midnight", "surge", "retaliate"):
        stored = connection.execute("select documents from stems where stem = ?", [word]).fetchone()[0]
        containing = connection.execute(
            "select count(*) from entries where lower(title || aliases || text) like ?", [f"%{word}%"]
        ).fetchone()[0]
        assert stored == containing > 0
    aoo = connection.execute("select stems from entries where key = 'ahlcg/rr/attack-of-opportunity'").fetchone()[0]
    assert {"attack", "opportunity", "enemy", "action"} <= set(aoo.split())


def test_fts_index_uses_porter_stemming(connection):
    keys = [r[0] for r in connection.execute(
        "select e.key from entries_fts join entries e on e.rowid = entries_fts.rowid where entries_fts match 'exhausting' order by rank"
    )]
    assert "ahlcg/rr/exhaust-exhausted" in keys


def test_database_is_opened_read_only(db_path):
    connection = open_readonly(db_path)
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        connection.execute("delete from entries")
    connection.close()


def test_a_failed_build_leaves_the_previous_database_intact(tmp_path, monkeypatch):
    path = tmp_path / "kb.db"
    build(path)
    before = path.read_bytes()

    def broken_fill(*args, **kwargs):
        raise sqlite3.OperationalError("disk full")

    monkeypatch.setattr(kb.store.write, "_fill", broken_fill)
    with pytest.raises(sqlite3.OperationalError):
        build(path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["kb.db"]  # no temporary file left behind


def test_a_reader_keeps_its_snapshot_while_the_database_is_replaced(tmp_path):
    path = tmp_path / "kb.db"
    build(path)
    reader = open_readonly(path)
    build(path)  # renamed over the file the reader has open
    assert reader.execute("select count(*) from entries").fetchone()[0] > 200
    reader.close()


def test_missing_or_stale_database_is_rebuilt_on_first_use(tmp_path):
    path = tmp_path / "kb.db"
    ensure_database(path)
    assert read_info(path)["fingerprint"] == fingerprint()
    with sqlite3.connect(path) as connection:
        connection.execute("update info set value = 'old' where name = 'fingerprint'")
    ensure_database(path)
    assert read_info(path)["fingerprint"] == fingerprint()


def _written_with_hash_seed(path, seed: str) -> str:
    """The content digest of the web fixture's corpus written by a fresh interpreter whose string
    hashes (so the order of every set) come from ``seed``."""
    subprocess.run([sys.executable, "-c", "import sys; from pathlib import Path; from tests.web.conftest import "
                    "write_fixture_database; write_fixture_database(Path(sys.argv[1]))", str(path)],
                   check=True, env={**os.environ, "PYTHONHASHSEED": seed}, capture_output=True)
    return read_info(path)["content_digest"]


def test_the_same_corpus_is_written_row_for_row_the_same_whatever_the_interpreter(tmp_path):
    digests = {_written_with_hash_seed(tmp_path / f"kb{seed}.db", seed) for seed in ("1", "2", "3")}
    assert len(digests) == 1
    stems = [[tuple(row) for row in sqlite3.connect(tmp_path / f"kb{seed}.db").execute("select * from stems order by rowid")]
             for seed in ("1", "2")]
    assert stems[0] == stems[1] == sorted(stems[0])


def test_the_content_digest_changes_with_the_rules_and_not_with_the_build(tmp_path):
    write_generation(tmp_path / "a.db", "alpha")
    write_generation(tmp_path / "b.db", "alpha", build="another-build")
    write_generation(tmp_path / "c.db", "bravo")
    digest = {name: read_info(tmp_path / f"{name}.db")["content_digest"] for name in "abc"}
    assert digest["a"] == digest["b"] != digest["c"]
    assert read_info(tmp_path / "a.db")["build_id"] != read_info(tmp_path / "b.db")["build_id"]


def test_the_content_digest_covers_every_table_a_reader_derives_from(connection):
    tables = {row[0] for row in connection.execute("select name from sqlite_master where type = 'table'")}
    stored_apart = {"info", "pages", "pages_info"}  # the build's id and time; pages rendered from the rest
    index = {table for table in tables if table.startswith("entries_fts")}  # FTS5's own, built from entries
    assert tables - stored_apart - index == set(kb.store.write.CONTENT_TABLES)
