"""One search per question per process: the search page and its as-you-type results share the
search they asked, until the rules change."""

from __future__ import annotations

from kb import browse
from tests.generations import write_generation
from web import create_app, searches


def counting(monkeypatch) -> list[str]:
    asked: list[str] = []
    real = browse.search_page

    def search_page(connection, query, **options):
        asked.append(query)
        return real(connection, query, **options)

    monkeypatch.setattr(searches.browse, "search_page", search_page)
    return asked


def test_the_page_and_its_results_fragment_search_once(monkeypatch, tmp_path):
    write_generation(tmp_path / "kb.db", "alpha")
    client = create_app({"KB_DB": str(tmp_path / "kb.db")}).test_client()
    asked = counting(monkeypatch)
    fragment = client.get("/search/results?q=marker+word")
    page = client.get("/?q=marker+word")
    assert asked == ["marker word"]
    assert fragment.headers["X-KB-Cache"] == page.headers["X-KB-Cache"] == "miss"  # two responses, one search
    assert b"Marker Alpha" in fragment.data and b"Marker Alpha" in page.data
    client.get("/search/results?q=marker+word&limit=5")  # another limit is another search
    client.get("/search/results?q=marker+word&game=ahlcg")  # and so is a filter
    assert asked == ["marker word"] * 3
    client.get("/api/search?q=marker+word")  # the API's answer leaves out what only the page shows
    assert asked == ["marker word"] * 3


def test_a_rebuilt_file_is_searched_again(monkeypatch, tmp_path):
    db = tmp_path / "kb.db"
    write_generation(db, "alpha")
    client = create_app({"KB_DB": str(db)}).test_client()
    asked = counting(monkeypatch)
    assert b"Marker Alpha" in client.get("/?q=marker").data
    write_generation(db, "bravo")
    after = client.get("/search/results?q=marker")  # the same search, asked of the new file
    assert asked == ["marker", "marker"]
    assert "Marker Bravo" in after.get_data(as_text=True) and "Alpha" not in after.get_data(as_text=True)


def test_without_the_response_cache_every_request_searches(monkeypatch, tmp_path):
    write_generation(tmp_path / "kb.db", "alpha")
    client = create_app({"KB_DB": str(tmp_path / "kb.db"), "KB_RESPONSE_CACHE_BYTES": 0}).test_client()
    asked = counting(monkeypatch)
    client.get("/?q=marker")
    client.get("/?q=marker")
    assert asked == ["marker", "marker"]


def test_a_rebuild_that_changed_nothing_answers_at_once_naming_its_own_build(monkeypatch, tmp_path):
    db = tmp_path / "kb.db"
    write_generation(db, "alpha")
    client = create_app({"KB_DB": str(db)}).test_client()
    asked = counting(monkeypatch)
    first = client.get("/?q=marker")
    write_generation(db, "alpha", build="build-alpha-again")  # the same rules, built again
    again = client.get("/?q=marker")
    assert asked == ["marker"]  # searched once
    assert again.headers["X-KB-Cache"] == "hit" and again.headers["X-KB-Build"] == "build-alpha-again"
    assert first.headers["X-KB-Build"] == "build-alpha"
    assert again.data == first.data  # the same bytes: rendered once, from the same rules
