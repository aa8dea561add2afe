"""The static site (``kb export --site``) served by a stock nginx, in a real browser.

The search runs in the page (``web/static/search/``, a port of ``kb.search``): on the evaluation
questions it must rank as ``kb search`` ranks (the same first result for 95% of them, the same
top three for 90%), and its Porter stemmer must index every word as SQLite's FTS5 does. After one
visit to ``/`` and "Save for offline", with the network off, searches give the first result
they gave online and pages never opened load. One export and one nginx per session.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from kb.search import search
from kb.search.evaluate import HELD_OUT_FILE, QUESTIONS_FILE, read_questions
from kb.store import open_readonly
from kb.tools import nginx
from tests.browser.conftest import VIEWPORTS

#: Whole-sentence questions a player asks at the table (from the evaluation set), and two words.
OFFLINE_QUERIES = (
    "aoo", "tentacle", "do enemies get a free hit when I draw a card while engaged",
    "how many cards can I keep in hand at end of round", "can I commit to someone else's test",
)


@pytest.fixture(scope="session")
def static_url(exported_site: tuple[Path, str]):
    reason = nginx.available()
    if reason:
        pytest.skip(reason)
    with nginx.serving(exported_site[0]) as url:
        yield url


@pytest.fixture(scope="session")
def questions() -> list[str]:
    return [q.ask for q in read_questions(QUESTIONS_FILE) + read_questions(HELD_OUT_FILE, True)]


def new_page(browser, url: str, viewport: str = "phone"):
    context = browser.new_context(base_url=url, **VIEWPORTS[viewport])
    context.set_default_timeout(20_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    return context, page


def browser_search(page, queries: list[str], limit: int = 10) -> list[list[str]]:
    return page.evaluate(
        """async ([queries, limit]) => {
            const out = [];
            for (const q of queries) {
              const found = await window.kbOffline.search({q, limit: String(limit)});
              out.push(found.response.results.map(r => r.key));
            }
            return out;
        }""", [queries, limit])


def test_the_browser_search_ranks_as_kb_search(browser, static_url, db_path, questions):
    context, page = new_page(browser, static_url, "desktop")
    page.goto("/")
    ours = browser_search(page, questions)
    connection = open_readonly(db_path)
    try:
        theirs = [[r.key for r in search(connection, q, limit=10)] for q in questions]
    finally:
        connection.close()
    first = sum(a[:1] == b[:1] for a, b in zip(ours, theirs)) / len(questions)
    top3 = sum(a[:3] == b[:3] for a, b in zip(ours, theirs)) / len(questions)
    differ = [(q, a[:3], b[:3]) for q, a, b in zip(questions, ours, theirs) if a[:3] != b[:3]]
    assert first >= 0.95 and top3 >= 0.90, f"first {first:.0%}, top three {top3:.0%}; differ: {differ[:10]}"
    assert page.errors == []
    context.close()


def test_the_browser_indexes_words_as_sqlite_fts5_does(browser, static_url, db_path):
    """Every term of the server's FTS5 index, with how many entries hold it, is the browser's."""
    connection = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        connection.execute("create virtual table temp.terms using fts5vocab(main, entries_fts, 'row')")
        sqlite_terms = dict(connection.execute("select term, doc from temp.terms").fetchall())
    finally:
        connection.close()
    context, page = new_page(browser, static_url, "desktop")
    page.goto("/")
    browser_terms = page.evaluate("""async () => {
        const engine = (await window.kbOffline.search({q: 'x'})).engine;
        const out = {};
        engine.index.postings.forEach((rows, term) => { out[term] = rows.size; });
        return out;
    }""")
    assert browser_terms == sqlite_terms
    context.close()


def first_result(page, query: str) -> str:
    page.goto("/?q=" + query.replace(" ", "+"))
    link = page.locator("#results .result-title a").first
    link.wait_for()
    return link.get_attribute("href")


def test_offline_after_save_every_page_and_the_search_work(browser, static_url, db_path):
    context, page = new_page(browser, static_url, "phone")
    page.goto("/")
    offer = page.locator("#offline-save")
    offer.get_by_role("button", name="Save for offline").click()
    page.locator("#offline-save[data-saved=true]").wait_for()
    assert "Saved for offline" in offer.inner_text()
    online = {query: first_result(page, query) for query in OFFLINE_QUERIES}
    connection = open_readonly(db_path)
    try:  # online, the static site answers what kb search answers
        for query, href in online.items():
            assert href == "/entry/" + search(connection, query, limit=1)[0].key
        unopened = [row[0] for row in connection.execute(
            "select key, title from entries where kind = 'entry' order by position desc limit 10")]
        titles = dict(connection.execute("select key, title from entries").fetchall())
    finally:
        connection.close()
    assert len(unopened) == 10

    context.set_offline(True)
    for query, href in online.items():
        assert first_result(page, query) == href, query
    page.goto("/?q=aoo")
    assert "aoo → attack of opportunity" in page.locator("#results .understood").inner_text()
    for key in unopened:
        response = page.goto("/entry/" + key)
        assert response is not None and response.ok
        assert titles[key] in page.locator("h1").inner_text()
    page.goto("/replay")
    assert "Replay needs the server" in page.locator("h1").inner_text()
    assert page.errors == []
    context.close()


def test_typing_a_search_on_the_static_site_searches_in_the_page(browser, static_url):
    """No server answers the results fragment (nginx: 404): the page searches, and says what it
    read and what it corrected, as kb serve's page does."""
    context, page = new_page(browser, static_url, "phone")
    page.goto("/")
    page.fill("#q", "atack of oportunity")
    results = page.locator(".results[data-searched-in=browser]")
    results.wait_for()
    assert "Showing results for attack of opportunity" in results.locator(".correction").inner_text()
    assert results.locator(".result-title a").first.inner_text() == "Attack of Opportunity"
    assert "atack" in page.url  # the address holds the query, as online
    page.fill("#q", "aoo")
    page.locator(".results .understood:has-text('aoo → attack of opportunity')").wait_for()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.errors == []
    context.close()


def test_kb_serve_offline_searches_in_the_page_not_with_another_querys_kept_page(browser, base_url):
    """Under kb serve, a search page opened online is kept with its results; offline, another
    query is searched in the page, not answered with the kept page of the first."""
    context, page = new_page(browser, base_url, "phone")
    page.goto("/search?q=surge")
    assert page.locator("#results .result-title a").first.get_attribute("href") == "/entry/ahlcg/rr/surge"
    page.wait_for_function("() => caches.match('/search-data.json').then(Boolean)", polling=200)
    page.wait_for_function("() => caches.match('/search?q=surge').then(Boolean)", polling=200)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", polling=100)
    context.set_offline(True)
    page.goto("/search?q=aoo")
    found = page.locator(".results[data-searched-in=browser] .result-title a").first
    found.wait_for()
    assert found.get_attribute("href") == "/entry/ahlcg/rr/attack-of-opportunity"
    assert page.errors == []
    context.close()
