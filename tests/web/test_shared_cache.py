"""The responses ``kb serve``'s processes share: one renders, the others read; never a stale
build, never a wait, never an error.

Two applications over one shared file stand for two processes (each has its own memory cache
and its own connections, as a forked process does); the last test asks a real two-process
``kb serve``.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import stat
import subprocess
import sys
import threading
from pathlib import Path

from click.testing import CliRunner

from kb import serve as serve_module
from kb.serve import serve
from tests.generations import write_generation
from web import create_app
from web.prerender import warm_servers
from web.shared_cache import QUEUED, SHARED_PREFIX, SharedResponses, remove_dead_servers_files, shared_files_serving

SEARCH = "/api/search?q=marker+word"


def two_processes(db, shared, *, made: bool = True, **config):
    if made:
        SharedResponses.create(shared, 1_000_000)  # as `kb serve` makes it before the processes fork
    settings = {"KB_DB": str(db), "KB_SHARED_CACHE": str(shared), **config}
    return create_app(settings).test_client(), create_app(settings).test_client()


def written(client) -> None:
    """Wait for the client's process to have written what it handed to its writer thread."""
    client.application.extensions["kb_response_cache"].shared.flush()


def test_a_response_one_process_rendered_is_a_hit_in_the_other(tmp_path):
    write_generation(tmp_path / "kb.db", "alpha")
    first, second = two_processes(tmp_path / "kb.db", tmp_path / "shared.db")
    rendered = first.get(SEARCH)
    assert rendered.status_code == 200 and rendered.headers["X-KB-Cache"] == "miss"
    written(first)
    read = second.get(SEARCH)
    assert read.headers["X-KB-Cache"] == "hit"
    assert read.data == rendered.data and read.headers["X-KB-Build"] == "build-alpha"
    assert read.headers["Content-Type"] == rendered.headers["Content-Type"]
    assert read.headers["Content-Security-Policy"] == rendered.headers["Content-Security-Policy"]


def test_a_rebuilt_file_is_never_answered_with_what_the_replaced_one_rendered(tmp_path):
    db = tmp_path / "kb.db"
    write_generation(db, "alpha")
    first, second = two_processes(db, tmp_path / "shared.db")
    assert b"Alpha" in first.get("/?q=marker").data
    written(first)
    write_generation(db, "bravo")  # renamed over the file, as `kb build` does
    after = second.get("/?q=marker")
    written(second)
    assert after.headers["X-KB-Cache"] == "miss" and after.headers["X-KB-Build"] == "build-bravo"
    assert b"Bravo" in after.data and b"Alpha" not in after.data


def test_a_rebuild_of_the_same_rules_is_answered_at_once_naming_the_new_build(tmp_path):
    db = tmp_path / "kb.db"
    write_generation(db, "alpha")
    first, second = two_processes(db, tmp_path / "shared.db")
    rendered = first.get("/?q=marker")
    written(first)
    write_generation(db, "alpha", build="build-alpha-again")  # the same rules, built again
    again = second.get("/?q=marker")
    assert again.headers["X-KB-Cache"] == "hit" and again.headers["X-KB-Build"] == "build-alpha-again"
    assert again.data == rendered.data
    assert [name for name, _ in again.headers].count("X-KB-Build") == 1


def test_the_shared_file_keeps_at_most_its_bound_of_bodies(tmp_path):
    shared = SharedResponses.create(tmp_path / "shared.db", max_bytes=10_000)
    content = "digest"
    for index in range(200):
        shared.put(content, "/api/search", f"q={index}", "200 OK", [("Content-Type", "text/plain")], b"x" * 500)
        shared.flush()
    with sqlite3.connect(tmp_path / "shared.db") as connection:
        total, kept_queries = connection.execute("select sum(length(body)), group_concat(query) from responses").fetchone()
    assert total <= 10_000 + 64 * 500  # trimmed every 64 writes
    assert "q=199" in kept_queries and "q=0," not in kept_queries + ","  # the oldest went first
    assert shared.get(content, "/api/search", "q=199") == ("200 OK", [("Content-Type", "text/plain")], b"x" * 500)


def test_a_shared_file_that_cannot_be_used_costs_nothing(tmp_path):
    write_generation(tmp_path / "kb.db", "alpha")
    garbage = tmp_path / "garbage.db"
    garbage.write_bytes(b"not a database " * 500)
    for path in (tmp_path / "no such directory" / "shared.db", garbage, tmp_path / "never made.db"):
        first, second = two_processes(tmp_path / "kb.db", path, made=False)
        assert first.get(SEARCH).status_code == 200
        written(first)
        again = second.get(SEARCH)
        assert again.status_code == 200 and again.headers["X-KB-Cache"] == "miss"  # rendered, as without it
        assert b"Marker" in again.data
    assert garbage.read_bytes() == b"not a database " * 500  # and nothing of it was overwritten


def test_a_write_that_would_wait_for_another_process_is_skipped(tmp_path):
    shared = SharedResponses.create(tmp_path / "shared.db", max_bytes=1_000_000)
    content = "digest"
    shared.put(content, "/a", "", "200 OK", [], b"first")
    shared.flush()
    other = sqlite3.connect(tmp_path / "shared.db", isolation_level=None)
    other.execute("begin immediate")  # another process is writing
    try:
        shared.put(content, "/b", "", "200 OK", [], b"second")  # returns at once, nothing raised
        shared.flush()  # and the writer gave it up at once
        assert shared.get(content, "/a", "") == ("200 OK", [], b"first")  # reading still works
        assert shared.get(content, "/b", "") is None and shared.enabled
    finally:
        other.execute("rollback")
        other.close()
    shared.put(content, "/b", "", "200 OK", [], b"second")
    shared.flush()
    assert shared.get(content, "/b", "") == ("200 OK", [], b"second")


def test_kb_serve_gives_its_processes_one_file_only_its_user_can_read(monkeypatch, fixture_db):
    calls: dict[str, dict] = {}
    monkeypatch.setattr(serve_module, "prepare_database", lambda path: path)
    monkeypatch.setattr(serve_module, "run_gunicorn", lambda app, settings: calls.setdefault(settings["workers"], {}).update(
        app=app.app.app if hasattr(app, "app") else app))
    for workers in ("2", "1"):
        assert CliRunner().invoke(serve, ["--db", str(fixture_db), "--workers", workers]).exit_code == 0
    assert CliRunner().invoke(serve, ["--db", str(fixture_db), "--workers", "3", "--cache-mb", "0"]).exit_code == 0
    shared = Path(calls[2]["app"].config["KB_SHARED_CACHE"])
    try:
        assert stat.S_IMODE(shared.parent.stat().st_mode) == 0o700
        assert "KB_SHARED_CACHE" not in calls[1]["app"].config  # one process: nothing to share
        assert "KB_SHARED_CACHE" not in calls[3]["app"].config  # no cache at all
        flask_app = calls[2]["app"]
        other = create_app(dict(flask_app.config)).test_client()  # the second process
        client = flask_app.test_client()
        rendered = client.get("/api/search?q=costs")
        assert rendered.headers["X-KB-Cache"] == "miss"
        written(client)
        assert other.get("/api/search?q=costs").headers["X-KB-Cache"] == "hit"
    finally:
        shutil.rmtree(shared.parent, ignore_errors=True)


def test_no_request_waits_for_the_disk_a_full_queue_is_not_shared(tmp_path, monkeypatch):
    shared = SharedResponses.create(tmp_path / "shared.db", max_bytes=1_000_000)
    release, batches_written = threading.Event(), []
    real_write = shared._write

    def hanging_disk(batch):  # the first write hangs until released (at most 10 s)
        release.wait(10)
        real_write(batch)
        batches_written.append(len(batch))

    monkeypatch.setattr(shared, "_write", hanging_disk)
    content = "digest"
    for index in range(QUEUED + 200):  # more than the queue holds
        shared.put(content, "/p", str(index), "200 OK", [], b"body")
    assert batches_written == []  # every put returned while the writer was still stuck
    release.set()
    shared.flush()
    with sqlite3.connect(tmp_path / "shared.db") as connection:
        kept = connection.execute("select count(*) from responses").fetchone()[0]
    assert kept == sum(batches_written) and 0 < kept < QUEUED + 200  # what fit was written, the rest dropped


def test_many_threads_opening_the_file_at_once_all_share(tmp_path):
    shared = SharedResponses.create(tmp_path / "shared.db", max_bytes=1_000_000)
    shared.put("digest", "/p", "", "200 OK", [], b"body")
    shared.flush()
    start = threading.Barrier(16)
    found = []

    def read() -> None:
        start.wait()
        found.append(shared.get("digest", "/p", ""))

    threads = [threading.Thread(target=read) for _ in range(16)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert found == [("200 OK", [], b"body")] * 16 and shared.enabled


def test_a_process_forked_after_writing_shares_through_its_own_writer(tmp_path):
    shared = SharedResponses.create(tmp_path / "shared.db", max_bytes=1_000_000)
    shared.put("digest", "/before", "", "200 OK", [], b"parent")  # the parent's writer starts
    shared.flush()
    child = os.fork()
    if child == 0:  # the child writes through a writer of its own, then reads both back
        ok = False
        try:
            shared.put("digest", "/after", "", "200 OK", [], b"child")
            shared.flush()
            ok = shared.get("digest", "/before", "") == ("200 OK", [], b"parent") and \
                shared.get("digest", "/after", "") == ("200 OK", [], b"child")
        finally:
            os._exit(0 if ok else 1)
    _, status = os.waitpid(child, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert shared.get("digest", "/after", "") == ("200 OK", [], b"child")


def test_the_files_of_a_killed_server_are_removed_by_the_next_one(tmp_path):
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()  # a pid that no longer runs
    killed = tmp_path / f"{SHARED_PREFIX}{dead.pid}-abc123"
    running = tmp_path / f"{SHARED_PREFIX}{os.getpid()}-def456"
    unrelated = tmp_path / f"{SHARED_PREFIX}notapid-x"
    for directory in (killed, running, unrelated):
        directory.mkdir()
        (directory / "responses.db").write_bytes(b"x")
    assert remove_dead_servers_files(tmp_path) == [killed]
    assert not killed.exists() and running.exists() and unrelated.exists()


def a_server_of(db: Path, root: Path, pid: int | None = None) -> Path:
    """The shared file a server of ``db`` with process id ``pid`` (default: this one) made in ``root``."""
    directory = root / f"{SHARED_PREFIX}{pid or os.getpid()}-test"
    directory.mkdir()
    SharedResponses.create(directory / "responses.db", 1_000_000, serves=db)
    return directory / "responses.db"


def test_a_build_finds_the_files_of_the_running_servers_of_its_database(tmp_path):
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    (tmp_path / "servers").mkdir()
    mine = a_server_of(tmp_path / "kb.db", tmp_path / "servers")
    a_server_of(tmp_path / "other.db", tmp_path / "servers", pid=1)  # another database (pid 1 runs)
    a_server_of(tmp_path / "kb.db", tmp_path / "servers", pid=dead.pid)  # killed
    assert shared_files_serving(tmp_path / "kb.db", tmp_path / "servers") == [mine]
    assert shared_files_serving(tmp_path / "elsewhere" / "kb.db", tmp_path / "servers") == []


def alpha_served(tmp_path: Path):
    """``(database, servers' directory, a player's client)``: generation alpha, served by a running
    server (this process) whose shared file is in the servers' directory."""
    db, servers = tmp_path / "kb.db", tmp_path / "servers"
    servers.mkdir()
    write_generation(db, "alpha")
    shared = a_server_of(db, servers)
    return db, servers, create_app({"KB_DB": str(db), "KB_SHARED_CACHE": str(shared)}).test_client()


def test_a_build_that_changes_the_rules_warms_the_servers_searches(tmp_path):
    db, servers, player = alpha_served(tmp_path)
    asked = ["/?q=marker", "/search/results?q=other+marker", "/api/search?q=marker&limit=5", "/entry/test/rules/marker"]
    for url in asked:
        assert b"Alpha" in player.get(url).data
    written(player)
    new = tmp_path / "new.db"  # the build's complete file, not renamed yet
    write_generation(new, "bravo")
    assert warm_servers(new, db, servers) == 3  # the searches; the entry page is stored by the build
    new.rename(db)
    bravo = create_app({"KB_DB": str(db), "KB_RESPONSE_CACHE_BYTES": 0}).test_client()  # rendering each time
    for url in asked[:3]:
        answer = player.get(url)
        assert answer.headers["X-KB-Cache"] == "hit" and answer.headers["X-KB-Build"] == "build-bravo", url
        assert answer.data == bravo.get(url).data and b"Bravo" in answer.data, url
    assert player.get(asked[3]).headers["X-KB-Cache"] == "miss"


def test_a_build_of_the_same_rules_or_of_a_database_no_server_serves_warms_nothing(tmp_path):
    db, servers, player = alpha_served(tmp_path)
    player.get("/?q=marker")
    written(player)
    again = tmp_path / "again.db"
    write_generation(again, "alpha", build="build-alpha-again")
    assert warm_servers(again, db, servers) == 0  # what the server kept is already these rules'
    write_generation(again, "bravo")
    assert warm_servers(again, tmp_path / "unserved.db", servers) == 0
