"""``kb export --site``: every page kb serve stores, at its URL, as a static server finds it;
the worker's files all there; the search data as kb serve answers it; written atomically."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

import web.site_export as site_export
from kb.cli import cli
from kb.search.rank import WEIGHTS
from web import create_app
from web.site_export import export_site


@pytest.fixture(scope="module")
def site(fixture_db: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("export") / "site"
    export_site(fixture_db, target)
    return target


@pytest.fixture(scope="module")
def served(fixture_db: Path):
    """kb serve's application over the same database."""
    return create_app({"KB_DB": str(fixture_db), "TESTING": True}).test_client()


def static_file(site: Path, url: str) -> Path | None:
    """The file nginx answers ``url`` with (``try_files $uri $uri/index.html $uri/index.json``)."""
    path = url.split("?")[0].lstrip("/")
    for candidate in (site / path, site / path / "index.html", site / path / "index.json"):
        if candidate.is_file():
            return candidate
    return None


def test_every_page_is_written_at_its_url_with_the_bytes_kb_serve_answers(site, served):
    pages = json.loads((site / "offline-pages.json").read_text())
    assert "/" in pages and "/faq" in pages and "/replay" in pages
    entries = [page for page in pages if page.startswith("/entry/")]
    assert entries and not [page for page in pages if page.startswith("/api")]
    for page in pages:
        file = static_file(site, page)
        assert file is not None and file.name == "index.html", page
        if page != "/replay":
            assert file.read_bytes() == served.get(page).get_data(), page
    api = "/api/entries/" + entries[0].removeprefix("/entry/")
    answer = static_file(site, api)
    assert answer is not None and answer.name == "index.json"
    assert json.loads(answer.read_bytes()) == served.get(api).get_json()


def test_the_worker_finds_every_file_it_keeps_on_install(site):
    script = (site / "sw.js").read_text()
    assert "__KB_" not in script
    precache = json.loads(re.search(r"var PRECACHE = (\[.*?\]);", script).group(1))
    assert "/search-data.json" in precache and "/static/search/engine.js" in precache
    assert [url for url in precache if static_file(site, url) is None] == []
    assert json.loads((site / "manifest.webmanifest").read_text())["start_url"] == "/"


def test_the_search_data_is_kb_serves_and_carries_the_rankings_weights(site, served):
    data = (site / "search-data.json").read_bytes()
    assert data == served.get("/search-data.json").get_data()
    assert json.loads(data)["constants"]["WEIGHTS"] == WEIGHTS


def test_the_replay_page_says_it_needs_the_server(site):
    html = (site / "replay" / "index.html").read_text()
    assert "<h1>Replay needs the server</h1>" in html and "kb serve" in html


def test_a_new_export_replaces_a_linked_site_in_one_step_and_leaves_nothing_behind(fixture_db, tmp_path):
    first = tmp_path / "site.v1"
    first.mkdir()
    (first / "stale.html").write_text("old")
    link = tmp_path / "site"
    link.symlink_to(first.name)
    export_site(fixture_db, link)
    assert link.is_symlink() and (link / "index.html").is_file() and not (link / "stale.html").exists()
    assert first.is_dir()  # a folder the export did not write is the operator's: kept
    export_site(fixture_db, link)  # the export's own folder, replaced, is removed
    assert {p.name for p in tmp_path.iterdir() if p.name != first.name} == {"site", link.resolve().name}


def test_a_new_export_replaces_a_folder_and_a_failed_one_changes_nothing(fixture_db, tmp_path, monkeypatch):
    target = tmp_path / "site"
    target.mkdir()
    (target / "stale.html").write_text("old")
    export_site(fixture_db, target)
    assert (target / "index.html").is_file() and not (target / "stale.html").exists()
    before = sorted(str(p.relative_to(target)) for p in target.rglob("*"))

    def broken(database, root):
        (root / "half.html").write_text("half")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(site_export, "_write", broken)
    with pytest.raises(OSError):
        export_site(fixture_db, target)
    assert sorted(str(p.relative_to(target)) for p in target.rglob("*")) == before
    assert [p.name for p in tmp_path.iterdir()] == ["site"]


def test_kb_export_site_reports_what_it_wrote(exported_site):
    site, output = exported_site
    pages, files = re.search(r"site: (\d+) pages, (\d+) files, [\d.]+ MB \(search data \d+ KB\) in [\d.]+ s", output).groups()
    assert int(pages) == len(json.loads((site / "offline-pages.json").read_text()))
    assert int(files) == sum(1 for file in site.rglob("*") if file.is_file())


def test_kb_export_refuses_bad_arguments_with_a_clear_error(db_path, tmp_path):
    """(On the session's real database: the command first checks that it is current, and would
    rebuild the hand-written fixture database in place.)"""
    runner = CliRunner()
    neither = runner.invoke(cli, ["export", "--db", str(db_path)])
    both = runner.invoke(cli, ["export", "--jsonl", "--site", str(tmp_path / "x"), "--db", str(db_path)])
    for result in (neither, both):
        assert result.exit_code == 2 and "Give one of --jsonl or --site DIR." in result.output
    (tmp_path / "file").write_text("")
    blocked = runner.invoke(cli, ["export", "--site", str(tmp_path / "file" / "site"), "--db", str(db_path)])
    assert blocked.exit_code == 1 and "cannot write the site to" in blocked.output
    assert "Traceback" not in blocked.output


def test_kb_serve_lists_the_pages_to_save_from_a_database_without_stored_pages(served, fixture_db):
    """(The hand-written fixture has no ``pages`` table: the search and every entry page.)"""
    listed = served.get("/offline-pages.json").get_json()
    connection = sqlite3.connect(fixture_db)
    try:
        keys = [row[0] for row in connection.execute("select key from entries")]
    finally:
        connection.close()
    assert set(listed) == {"/", "/search", *(f"/entry/{key}" for key in keys)}
    assert all(served.get(page).status_code == 200 for page in listed)
