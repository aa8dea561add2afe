"""A damaged, stale or oddly placed database: found, said in one line, rebuilt when it can be.

Corruption is one page of the file overwritten with noise (what a disk or a copy can do); the
reading commands and the web app must say what to do, never print a traceback, and ``/healthz``
must not answer 200 over it.
"""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

import kb.build
import kb.cli.connection
import kb.cli.entries
import kb.freshness
from kb.cli import cli
from kb.freshness import ensure_database
from kb.store import DatabaseDamaged, StoreError, is_intact, open_readonly
from kb.store.write import remove_leftovers
from web import create_app


def corrupt(path: Path, page: int = 150) -> None:
    with path.open("r+b") as handle:
        handle.seek(4096 * page)
        handle.write(bytes(range(256)) * 16)


@pytest.fixture()
def damaged_db(db_path: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "kb.db"
    shutil.copy(db_path, copy)
    corrupt(copy)
    return copy


def test_a_damaged_database_is_found_when_opened(damaged_db):
    assert not is_intact(damaged_db)
    with pytest.raises(DatabaseDamaged, match=r"is damaged .*run `kb build`"):
        open_readonly(damaged_db)


@pytest.mark.parametrize("args", [["search", "ability"], ["show", "Ability"], ["errata"], ["export", "--jsonl"]])
def test_reading_commands_say_one_line_not_a_traceback(damaged_db, monkeypatch, args):
    """Sources unavailable (the rebuild is not tried): one line that says what to do."""
    monkeypatch.setattr(kb.cli.connection, "ensure_database", lambda path, **kwargs: path)
    result = CliRunner().invoke(cli, [*args, "--db", str(damaged_db)])
    assert result.exit_code == 1
    assert "Traceback" not in result.output and result.exception is None or isinstance(result.exception, SystemExit)
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "damaged" in lines[0] and "kb build" in lines[0], result.output


def test_an_error_at_query_time_is_one_line_too(db_path, monkeypatch):
    """SQLite may find the damage only when a query reaches the page: still one line."""
    def failing(*args, **kwargs):
        raise sqlite3.DatabaseError("database disk image is malformed")

    monkeypatch.setattr(kb.cli.entries, "get_entry", failing)
    result = CliRunner().invoke(cli, ["show", "Ability", "--db", str(db_path)])
    assert result.exit_code == 1
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "is damaged (database disk image is malformed)" in lines[0], result.output


def test_a_damaged_database_is_rebuilt_when_the_sources_are_there(damaged_db):
    assert ensure_database(damaged_db) == damaged_db
    assert is_intact(damaged_db)


def test_the_web_answers_503_and_healthz_tells_the_truth(damaged_db):
    client = create_app({"KB_DB": str(damaged_db), "TESTING": True, "KB_RESPONSE_CACHE_BYTES": 0}).test_client()
    response = client.get("/entry/Ability")
    assert response.status_code == 503 and "damaged" in response.get_data(as_text=True)
    assert "Traceback" not in response.get_data(as_text=True)
    response = client.get("/api/search?q=ability")
    assert response.status_code == 503 and "damaged" in response.get_json()["error"]["message"]
    health = client.get("/healthz")
    assert health.status_code == 503 and health.get_json()["status"] == "unavailable"


def test_healthz_is_200_over_a_good_database(db_path):
    assert create_app({"KB_DB": str(db_path), "TESTING": True}).test_client().get("/healthz").status_code == 200


@pytest.mark.parametrize("args", [["show", "Ability"], ["card", ".45 Automatic"]])
def test_a_record_damaged_inside_a_stored_field_is_one_line(db_path, tmp_path, monkeypatch, args):
    """One byte changed inside a stored JSON field: SQLite's checks cannot see it, the command says it."""
    copy = tmp_path / "kb.db"
    shutil.copy(db_path, copy)
    with sqlite3.connect(copy) as connection:
        connection.execute("update entries set meta = '{' || meta, aliases = '[' || aliases")
    connection.close()
    monkeypatch.setattr(kb.cli.connection, "ensure_database", lambda path, **kwargs: path)
    result = CliRunner().invoke(cli, [*args, "--db", str(copy)])
    assert result.exit_code == 1 and "Traceback" not in result.output, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "is damaged (a stored record is not JSON" in lines[0], result.output


def test_a_full_disk_when_a_rebuild_is_wanted_serves_the_intact_database(db_path, tmp_path, monkeypatch):
    """kb serve wants its pages rebuilt in, the disk is full (SQLite's own error): it reads the intact file."""
    copy = tmp_path / "kb.db"
    shutil.copy(db_path, copy)

    def full(*args, **kwargs):
        raise sqlite3.OperationalError(f"database or disk is full while writing {copy}")

    monkeypatch.setattr(kb.build, "build", full)
    warnings: list[str] = []
    assert ensure_database(copy, complete=lambda path: False, warn=warnings.append) == copy
    assert len(warnings) == 1 and "cannot be rebuilt here (database or disk is full" in warnings[0]


def test_a_database_error_at_query_time_is_a_503(db_path, monkeypatch):
    app = create_app({"KB_DB": str(db_path), "TESTING": True, "KB_RESPONSE_CACHE_BYTES": 0})

    @app.get("/boom")
    def boom():
        raise sqlite3.DatabaseError("database disk image is malformed")

    response = app.test_client().get("/boom")
    assert response.status_code == 503 and response.headers["Retry-After"]


def test_leftovers_of_a_killed_build_are_removed(db_path, tmp_path):
    path = tmp_path / "kb.db"
    shutil.copy(db_path, path)
    stale = [tmp_path / ".kb.db.abc123.tmp", tmp_path / ".kb.db.abc123.tmp-journal"]
    for leftover in stale:
        leftover.write_bytes(b"half a build")
    other = tmp_path / "notes.tmp"
    other.write_text("not ours")
    kb.build.build(path)
    assert not any(leftover.exists() for leftover in stale)
    assert other.exists() and sorted(p.name for p in tmp_path.iterdir()) == ["kb.db", "notes.tmp"]
    assert remove_leftovers(path) == []


def test_a_hash_in_the_path_keeps_the_database_read_only(db_path, tmp_path):
    folder = tmp_path / "a#b?c%20d"
    folder.mkdir()
    path = folder / "kb.db"
    shutil.copy(db_path, path)
    connection = open_readonly(path)
    try:
        assert connection.execute("pragma database_list").fetchone()[2] == str(path)
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            connection.execute("create table x (y)")
    finally:
        connection.close()
    assert not (tmp_path / "a").exists()


def test_a_stale_database_on_a_read_only_file_system_is_read_with_a_warning(db_path, tmp_path, monkeypatch):
    path = tmp_path / "kb.db"
    shutil.copy(db_path, path)
    monkeypatch.setattr(kb.freshness, "is_current", lambda path, root=None: False)

    def read_only(*args, **kwargs):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(kb.build, "build", read_only)
    warnings: list[str] = []
    assert ensure_database(path, warn=warnings.append) == path
    assert len(warnings) == 1 and "stale" in warnings[0] and "Read-only file system" in warnings[0]
    corrupt(path)
    with pytest.raises(DatabaseDamaged, match="rebuilding it failed"):
        ensure_database(path, warn=warnings.append)


def test_a_current_database_without_what_the_caller_adds_is_rebuilt_once_with_it(db_path, tmp_path, monkeypatch):
    """``kb serve`` adds its pages (``before_rename``) and asks for them (``complete``): a current,
    intact file without them is built once, with them; and where it cannot be, read with one warning."""
    path = tmp_path / "kb.db"
    shutil.copy(db_path, path)
    added: list[Path] = []
    assert ensure_database(path, before_rename=added.append, complete=lambda _: bool(added)) == path
    assert len(added) == 1 and is_intact(path)
    assert ensure_database(path, before_rename=added.append, complete=lambda _: bool(added)) == path
    assert len(added) == 1  # complete now: nothing built

    def read_only(*args, **kwargs):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(kb.build, "build", read_only)
    warnings: list[str] = []
    assert ensure_database(path, warn=warnings.append, complete=lambda _: False) == path
    assert len(warnings) == 1 and "is incomplete and cannot be rebuilt here" in warnings[0]
    assert "Read-only file system" in warnings[0]


def test_no_database_is_a_store_error(tmp_path):
    with pytest.raises(StoreError, match="no database"):
        open_readonly(tmp_path / "missing.db")
