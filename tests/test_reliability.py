"""The service keeps answering and nothing is lost: failed builds, rebuilds under load, the cache.

A failed build (a source file missing, a curation item that no longer matches its line, a full
disk simulated by a size limit) leaves the previous database byte for byte and says what went
wrong. Rebuilding while a server on loopback answers several clients fails no request, and every
response comes whole from one database: the old or the new, never a mix, never a half-built file.
The 60-second load test itself is a script (``python -m kb.tools.loadtest``), not a test.
"""

from __future__ import annotations

import shutil
import socket
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

import kb.cli.build
from kb.build import BuildError, build
from kb.cli import cli
from kb.sources import RULES_SRC
from kb.store import read_info
from kb.tools.loadtest.client import Connection
from kb.tools.loadtest.serving import serving
from kb.tools.loadtest.workload import Workload
from tests.generations import write_generation
from tests.http_server import serving_in_thread
from web import create_app
from web.cache import FileFacts


@pytest.fixture()
def served(db_path, tmp_path) -> Path:
    """A copy of the session's database, as the database being served."""
    path = tmp_path / "kb.db"
    shutil.copyfile(db_path, path)
    return path


@pytest.fixture()
def sources_copy(tmp_path) -> Path:
    root = tmp_path / "rules_src"
    shutil.copytree(RULES_SRC, root)
    return root


def assert_untouched(path: Path, before: bytes) -> None:
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir() if p.name.startswith(".kb.db")) == []  # no temporary left


# ---------------------------------------------------------------------------------------------
# A failed build leaves the previous database untouched and says why


def test_a_source_file_missing_fails_the_build_and_keeps_the_database(served, sources_copy):
    before = served.read_bytes()
    (sources_copy / "004_f3b6c6e387436864.txt").unlink()
    with pytest.raises(BuildError, match=r"reading the manifest: ManifestError: .*source 'faq' names missing file 004_"):
        build(served, sources_copy)
    assert_untouched(served, before)


def test_a_curation_item_that_no_longer_matches_fails_the_build_and_keeps_the_database(served, sources_copy):
    before = served.read_bytes()
    curation = sources_copy / "rr_curation.toml"
    curation.write_text(curation.read_text(encoding="utf-8").replace('printed = "any  abilites (see below)"',
                                                                     'printed = "no longer in the source"'), encoding="utf-8")
    with pytest.raises(BuildError, match=r"parsing the Rules Reference \(rr\): CurationError: line 118: expected the text"):
        build(served, sources_copy)
    assert_untouched(served, before)


def test_a_full_disk_fails_the_build_and_keeps_the_database(served):
    before = served.read_bytes()
    with pytest.raises(sqlite3.OperationalError, match=r"database or disk is full while writing .*kb\.db \(the limit is 200000 bytes\)"):
        build(served, max_bytes=200_000)
    assert_untouched(served, before)
    assert read_info(served)["fingerprint"]  # and it still opens


def test_kb_build_says_the_previous_database_is_unchanged(served, sources_copy, monkeypatch):
    before = served.read_bytes()
    (sources_copy / "manifest.toml").write_text("[[source]]\nid = 'rr'\n", encoding="utf-8")  # broken: fields missing
    monkeypatch.setattr(kb.cli.build, "build_database", lambda path, progress, **kwargs: build(path, sources_copy, progress, **kwargs))
    result = CliRunner().invoke(cli, ["build", "--db", str(served)])
    assert result.exit_code == 1
    assert "Error: build failed, the previous database is unchanged: reading the manifest: ManifestError:" in result.output
    assert "missing" in result.output and "Traceback" not in result.output
    assert_untouched(served, before)


# ---------------------------------------------------------------------------------------------
# Every response says which build it came from; the kept responses follow the file


def test_responses_carry_the_build_and_the_cache_follows_a_rebuilt_file(tmp_path):
    path = tmp_path / "kb.db"
    write_generation(path, "alpha")
    client = create_app({"KB_DB": str(path)}).test_client()
    first = client.get("/entry/test/rules/marker")
    assert first.headers["X-KB-Build"] == "build-alpha" and first.headers["X-KB-Cache"] == "miss"
    again = client.get("/entry/test/rules/marker")
    assert again.headers["X-KB-Cache"] == "hit" and again.data == first.data
    assert again.headers["Content-Security-Policy"] == first.headers["Content-Security-Policy"]
    write_generation(path, "bravo")  # renamed over the file: the kept page is not served again
    after = client.get("/entry/test/rules/marker")
    assert after.headers["X-KB-Build"] == "build-bravo" and b"bravo" in after.data and b"alpha" not in after.data
    assert "X-KB-Build" not in client.get("/about").headers  # not read from the database
    assert client.get("/entry/test/rules/nothing").headers.get("X-KB-Cache") is None  # a 404 is never kept


def test_a_page_rendered_from_rules_other_than_the_request_found_is_not_kept(tmp_path, monkeypatch):
    path = tmp_path / "kb.db"
    write_generation(path, "alpha")
    client = create_app({"KB_DB": str(path)}).test_client()
    alpha = FileFacts().of(str(path))  # what a request found just before a rebuild was renamed in
    write_generation(path, "bravo")
    with monkeypatch.context() as patched:
        patched.setattr(FileFacts, "of", lambda self, _path: alpha)
        for _ in range(2):
            rendered = client.get("/?q=marker")  # looked up under alpha's rules, rendered from bravo's
            assert rendered.headers["X-KB-Build"] == "build-bravo" and b"Bravo" in rendered.data
            assert "X-KB-Cache" not in rendered.headers  # answered, never kept: not filed under alpha's rules
    assert client.get("/?q=marker").headers["X-KB-Cache"] == "miss"  # nor under bravo's
    kept = client.get("/?q=marker")
    assert kept.headers["X-KB-Cache"] == "hit" and b"Bravo" in kept.data and kept.headers["X-KB-Build"] == "build-bravo"


def test_the_service_worker_names_each_build_even_of_the_same_rules(tmp_path):
    path = tmp_path / "kb.db"
    write_generation(path, "alpha")
    client = create_app({"KB_DB": str(path)}).test_client()
    assert '"kb-build-alpha-' in client.get("/sw.js").get_data(as_text=True)
    write_generation(path, "alpha", build="build-alpha-again")
    assert '"kb-build-alpha-again-' in client.get("/sw.js").get_data(as_text=True)  # the phones' copies are refreshed


# ---------------------------------------------------------------------------------------------
# Rebuilds under load, on loopback


def test_rebuilds_while_kb_serve_answers_fail_nothing_and_never_mix(served, sources_copy, monkeypatch):
    monkeypatch.setenv("KB_DB", str(served))
    urls = [url for urls in Workload.from_database(served).urls.values() for url in urls[:6]]
    builds = [read_info(served)["build_id"]]
    failures: list[str] = []
    with serving(None) as server:  # kb serve over $KB_DB
        builds.append(read_info(served)["build_id"])  # kb serve rebuilt the copy with its pages stored
        stop = threading.Event()
        samples: list[tuple[str, int, str | None, bytes]] = []
        threads = [
            threading.Thread(target=hammer, args=(server.port, urls, seed, stop, samples, 0.002)) for seed in range(3)
        ]
        for thread in threads:
            thread.start()
        try:
            for attempt in range(3):
                if attempt == 1:  # a build that fails in the middle: nothing changes
                    before = served.read_bytes()
                    (sources_copy / "manifest.toml").unlink()
                    with pytest.raises(BuildError, match="no manifest"):
                        build(root=sources_copy)
                    if served.read_bytes() != before:
                        failures.append("the failed build changed the database")
                else:
                    build()  # kb build, the library function, to $KB_DB
                    builds.append(read_info(served)["build_id"])
                time.sleep(0.1)
        finally:
            stop.set()
            for thread in threads:
                thread.join()
        oversized = raw_request(server.port, "GET /api/search?q=x HTTP/1.1\r\nHost: t\r\nContent-Length: 70000\r\n\r\n", 70000)
        assert oversized.startswith(b"HTTP/1.1 413") and b'"status":413' in oversized.replace(b" ", b"")
        too_big = raw_request(server.port, "POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 5000000\r\n\r\n", 0)
        assert too_big.startswith(b"HTTP/1.1 413")  # refused on its declared length, before any of it is read

    assert failures == []
    assert len(samples) > 50
    assert [s for s in samples if s[1] != 200] == []
    assert {b for url, _, b, _ in samples if url != "/api"} <= set(builds)  # /api alone reads no database
    assert len({b for _, _, b, _ in samples if b}) >= 2, "the responses did not span a rebuild"
    bodies: dict[str, set[bytes]] = {}
    for url, _, _, body in samples:
        bodies.setdefault(url, set()).add(body)
    # the same sources build the same database: one body per URL, whichever build answered
    assert {url: len(b) for url, b in bodies.items() if len(b) > 1} == {}


def test_swapping_two_different_databases_under_load_never_mixes_them(tmp_path):
    path = tmp_path / "kb.db"
    write_generation(path, "alpha")
    urls = ["/entry/test/rules/marker", "/api/entries/test/rules/marker", "/?q=marker", "/api/search?q=marker",
            "/entry/test/rules/other", "/search/results?q=other+marker"]
    stop = threading.Event()
    samples: list[tuple[str, int, str | None, bytes]] = []
    with serving_in_thread(create_app({"KB_DB": str(path)})) as base_url:
        port = int(base_url.rsplit(":", 1)[1])
        threads = [threading.Thread(target=hammer, args=(port, urls, seed, stop, samples)) for seed in range(4)]
        try:
            for thread in threads:
                thread.start()
            swaps = 0
            deadline = time.monotonic() + 30  # a bound, not a timing: the loop ends on counts
            while (swaps < 8 or len(samples) < 100) and time.monotonic() < deadline:
                write_generation(path, ("alpha", "bravo")[swaps % 2])  # the store's atomic write, each time
                swaps += 1
                time.sleep(0.02)
        finally:
            stop.set()
            for thread in threads:
                thread.join()
    assert swaps >= 8 and len(samples) >= 100
    assert [s[:3] for s in samples if s[1] != 200] == []
    for url, _, build_id, body in samples:
        assert build_id in ("build-alpha", "build-bravo"), (url, build_id)
        mine, theirs = ("alpha", "bravo") if build_id == "build-alpha" else ("bravo", "alpha")
        assert f"generation {mine}".encode() in body and f"generation {theirs}".encode() not in body, (url, build_id)
    assert {b for _, _, b, _ in samples} == {"build-alpha", "build-bravo"}


# ---------------------------------------------------------------------------------------------
# helpers


def hammer(port: int, urls: list[str], seed: int, stop: threading.Event, samples: list, pause: float = 0.0) -> None:
    """One client: the URLs in turn on a keep-alive connection until ``stop`` (``pause`` s apart)."""
    connection = Connection(port, timeout=30)
    index = seed
    try:
        while not stop.is_set():
            url = urls[index % len(urls)]
            index += 1
            try:
                status, headers, body = connection.get(url)
            except OSError as error:
                samples.append((url, 0, None, repr(error).encode()))
                connection.close()
                connection = Connection(port, timeout=30)
                continue
            samples.append((url, status, headers.get("x-kb-build"), body))
            if pause:
                time.sleep(pause)
    finally:
        connection.close()


def raw_request(port: int, head: str, body_bytes: int) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(head.encode("ascii") + b"x" * body_bytes)
        sock.shutdown(socket.SHUT_WR)
        data = b""
        try:
            while chunk := sock.recv(65536):
                data += chunk
        except ConnectionResetError:  # the server may close on what it refused
            pass
        return data
