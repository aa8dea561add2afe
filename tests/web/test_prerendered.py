"""Stored pages (``web.prerendered``): served from the database file, then from memory, until a
rebuild renames another file over it; the next request serves the new file's page."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from html import unescape

import pytest

from kb.catalogue import import_cards, read_card_file
from tests.web.test_printed_cards import CARDS, ENTRY
from web import create_app, db
from web.prerender import store_pages
from web.prerendered import has_pages

URL = "/entry/ahlcg/rr/surge"


def relabel(path, build: str, marker: bytes) -> None:
    """Make the file at ``path`` look like another build: its id and its stored pages' header and body."""
    connection = sqlite3.connect(path)
    old = connection.execute("select value from info where name = 'build_id'").fetchone()[0]
    connection.execute("update info set value = ? where name = 'build_id'", [build])
    for path_, query, headers, body in connection.execute("select path, query, headers, body from pages").fetchall():
        connection.execute("update pages set headers = ?, body = ? where path = ? and query = ?",
                           [json.dumps([[n, build if v == old else v] for n, v in json.loads(headers)]), body + marker,
                            path_, query])
    connection.commit()
    connection.close()


@pytest.fixture(scope="module")
def with_pages(db_path, tmp_path_factory):
    path = tmp_path_factory.mktemp("pages") / "kb.db"
    shutil.copy(db_path, path)
    store_pages(path)
    return path


@pytest.fixture()
def served(with_pages, tmp_path):
    served = tmp_path / "kb.db"
    shutil.copy(with_pages, served)
    relabel(served, "build-alpha", b"<!-- alpha -->")
    return served


def test_a_stored_page_is_served_again_and_again_the_same_with_its_etag(served):
    client = create_app({"KB_DB": str(served)}).test_client()
    first, second = client.get(URL), client.get(URL)
    assert first.headers["X-KB-Cache"] == second.headers["X-KB-Cache"] == "stored"
    assert first.data == second.data and first.data.endswith(b"<!-- alpha -->")
    assert first.headers["ETag"] == second.headers["ETag"] and first.headers["X-KB-Build"] == "build-alpha"
    assert int(second.headers["Content-Length"]) == len(second.data)
    revalidated = client.get(URL, headers={"If-None-Match": first.headers["ETag"]})
    assert revalidated.status_code == 304 and revalidated.data == b"" and "Content-Type" not in revalidated.headers
    head = client.head(URL)
    assert head.status_code == 200 and head.data == b"" and head.headers["X-KB-Build"] == "build-alpha"


def test_after_a_rebuild_the_new_files_pages_are_served_not_the_ones_kept(served, tmp_path):
    client = create_app({"KB_DB": str(served)}).test_client()
    assert client.get(URL).headers["X-KB-Build"] == "build-alpha"
    rebuilt = tmp_path / "new.db"
    shutil.copy(served, rebuilt)
    relabel(rebuilt, "build-bravo", b"<!-- bravo -->")
    os.replace(rebuilt, served)  # what a build does: a whole new file renamed over the old one
    after = client.get(URL)
    assert after.headers["X-KB-Cache"] == "stored" and after.headers["X-KB-Build"] == "build-bravo"
    assert after.data.endswith(b"<!-- alpha --><!-- bravo -->")


def test_a_search_is_not_a_stored_page(served):
    response = create_app({"KB_DB": str(served)}).test_client().get("/api/search?q=surge")
    assert response.status_code == 200 and response.headers["X-KB-Cache"] == "miss"


def test_cards_imported_after_the_build_show_on_the_entry_pages_at_once(served, tmp_path, monkeypatch):
    """The stored pages were rendered without a card catalogue: once the user imports one, the
    entry page naming a card shows its printed text (rendered, and kept nowhere, since the next
    import changes it without changing the database); ``kb serve`` stores the pages again."""
    monkeypatch.setenv("KB_CARDS_DB", str(tmp_path / "cards.db"))
    client = create_app({"KB_DB": str(served)}).test_client()
    before = client.get(ENTRY)
    assert before.headers["X-KB-Cache"] == "stored" and "As printed" not in before.get_data(as_text=True)
    assert has_pages(served)
    import_cards(tmp_path / "cards.db", read_card_file(CARDS))
    assert not has_pages(served)  # kb serve renders them again before it serves
    for _ in range(2):
        after = client.get(ENTRY)
        assert after.status_code == 200 and "X-KB-Cache" not in after.headers
        assert "Spend 1 ammo: Fight." in unescape(after.get_data(as_text=True))
    store_pages(served)  # what kb build and kb serve do
    stored = create_app({"KB_DB": str(served)}).test_client().get(ENTRY)
    assert stored.headers["X-KB-Cache"] == "stored" and "Spend 1 ammo: Fight." in unescape(stored.get_data(as_text=True))


def in_a_forked_child(check) -> int:
    """Run ``check()`` in a forked child (as ``kb serve``'s workers are forked from a warmed-up
    parent); its exit code: 0 when it returned true."""
    pid = os.fork()
    if pid == 0:  # the child: never back into pytest
        code = 1
        try:
            code = 0 if check() else 1
        finally:
            os._exit(code)
    return os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork on this platform")
def test_a_forked_process_reads_the_file_through_its_own_connections(served):
    """SQLite forbids using a connection across a fork: the parent opened the file (for its stored
    pages and for a request), and the child serves the same answers through connections it opened."""
    app = create_app({"KB_DB": str(served)})
    client = app.test_client()
    assert client.get(URL).headers["X-KB-Cache"] == "stored"
    with app.app_context():
        parents = (app.wsgi_app._version.connection, db.get_db())

    def child() -> bool:
        page = client.get(URL)
        with app.app_context():
            request_connection = db.get_db()
        return (page.headers["X-KB-Cache"] == "stored" and page.data.endswith(b"<!-- alpha -->")
                and app.wsgi_app._version.connection not in parents and request_connection not in parents)

    assert in_a_forked_child(child) == 0
    assert client.get(URL).headers["X-KB-Cache"] == "stored"  # the parent's are still its own
