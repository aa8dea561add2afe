"""Glossary terms on the pages and in the API; the manifest, service worker and offline page."""

from __future__ import annotations

import json
import re

from kb.browse import TermEntry, TermMatch
from tests.web.test_pages import text_of
from web import CONTENT_SECURITY_POLICY, render

RETALIATE_LINK = (
    '<a class="term" href="/entry/ahlcg/rr/retaliate" data-term="ahlcg/rr/retaliate" '
    'data-tip="Retaliate is a keyword ability." data-tip-title="Retaliate">'
)


def test_a_ruling_links_its_rules_terms_with_their_first_sentence(client):
    html = text_of(client.get("/entry/ahlcg/faq/1-5"))
    assert RETALIATE_LINK + "Retaliate</a>" in html
    assert '<a class="term" href="/entry/ahlcg/rr/hunter"' in html
    assert html.count('data-term="ahlcg/rr/retaliate"') == 1  # the first mention only


def test_terms_are_linked_in_rulings_shown_on_an_entry_and_on_the_faq(client):
    assert RETALIATE_LINK in text_of(client.get("/entry/ahlcg/rr/costs"))  # FAQ 1.5, inline
    assert RETALIATE_LINK in text_of(client.get("/faq"))


def test_an_entry_never_links_itself(client):
    html = text_of(client.get("/entry/ahlcg/rr/retaliate"))
    assert 'data-term="ahlcg/rr/retaliate"' not in html
    assert '<a class="term" href="/entry/ahlcg/rr/hunter"' not in html  # not mentioned


def test_terms_api_for_pages_that_build_text_in_the_browser(client):
    data = client.get("/api/terms?game=ahlcg").get_json()
    assert data["game"] == "ahlcg"
    retaliate = next(term for term in data["terms"] if term["key"] == "ahlcg/rr/retaliate")
    assert retaliate == {
        "key": "ahlcg/rr/retaliate", "title": "Retaliate", "game": "ahlcg",
        "summary": "Retaliate is a keyword ability.", "phrases": ["retaliate"], "url": "/entry/ahlcg/rr/retaliate",
    }
    assert client.get("/api/terms?game=chess").status_code == 400
    assert client.get("/api/terms?game=elder-sign").get_json()["terms"] == []


def test_titles_api_is_the_offline_search_index(client):
    entries = client.get("/api/titles").get_json()["entries"]
    costs = next(e for e in entries if e["key"] == "ahlcg/rr/costs")
    assert costs == {"key": "ahlcg/rr/costs", "title": "Costs", "game": "ahlcg", "kind": "entry", "parent": "Glossary"}


def match(text: str, word: str, tip: str = "A tip.") -> list[TermMatch]:
    start = text.find(word)
    return [TermMatch(start, start + len(word), TermEntry("ahlcg/rr/t", "T", "ahlcg", tip))] if start >= 0 else []


def test_render_links_terms_outside_cross_references_and_escapes_the_tip():
    html = render.render(
        "See “Fast” on page 11; fast again.", [("“Fast” on page 11", "ahlcg/rr/fast")], lambda key: f"/entry/{key}",
        terms=lambda text: match(text, "fast", 'Say "hi" <b>'),
    )
    assert '<a class="xref" href="/entry/ahlcg/rr/fast"' in html
    assert 'data-tip="Say &#34;hi&#34; &lt;b&gt;"' in html and ">fast</a> again" in html


def test_render_marks_spans_inside_markdown():
    text = "Intro.\n\n- When a player is exhausting.\n\n- **Other**."
    start = text.index("a player is")
    html = render.render(text, marks=[(start, start + len("a player is"))])
    assert '<p>When <ins class="amended">a player is</ins> exhausting.</p>' in html and "<strong>Other</strong>" in html
    assert "\ufdd2" not in render.render("x\ufdd2y\ufdd3z")  # marks in the source are dropped


def test_quoted_and_key_filters():
    assert str(render.quoted("“Costs” on page 7")) == "“Costs” on page 7"
    assert str(render.quoted("(Additional Costs)")) == "“Additional Costs”"
    assert str(render.quoted("Costs")) == "“Costs”"
    assert str(render.key_breaks("ahlcg/rr/<x>")) == "ahlcg/<wbr>rr/<wbr>&lt;x&gt;"


def test_manifest_names_local_icons_that_exist(client):
    response = client.get("/manifest.webmanifest")
    assert response.status_code == 200 and response.content_type.startswith("application/manifest+json")
    manifest = json.loads(response.get_data(as_text=True))
    assert manifest["start_url"] == "/" and manifest["scope"] == "/" and manifest["display"] == "standalone"
    sizes = set()
    for icon in manifest["icons"]:
        assert icon["src"].startswith("/static/icons/")
        body = client.get(icon["src"]).get_data()
        if icon["type"] == "image/png":
            assert body[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = int.from_bytes(body[16:20], "big"), int.from_bytes(body[20:24], "big")
            assert f"{width}x{height}" == icon["sizes"]
            sizes.add(width)
    assert {192, 512} <= sizes
    assert '<link rel="manifest" href="/manifest.webmanifest">' in text_of(client.get("/"))


def test_service_worker_is_served_from_the_root_with_its_cache_named_by_the_build(client):
    response = client.get("/sw.js")
    assert response.status_code == 200 and "javascript" in response.content_type
    assert response.headers["Service-Worker-Allowed"] == "/" and response.headers["Cache-Control"] == "no-cache"
    assert response.headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY
    script = text_of(response)
    assert "__KB_" not in script
    version = re.search(r'var CACHE = "(kb-[^"]+)";', script).group(1)
    assert version.startswith("kb-2024-01-01T00:00:00-")  # the fixture's build
    precache = json.loads(re.search(r"var PRECACHE = (\[.*?\]);", script).group(1))
    assert {"/offline", "/offline/replay", "/search-data.json", "/static/style.css", "/static/search/engine.js"} <= set(precache)
    for url in precache:
        assert client.get(url).status_code == 200, url


def test_offline_page_searches_the_kept_pages(client):
    html = text_of(client.get("/offline?q=costs"))
    assert "<h1>You are offline</h1>" in html and "data-offline-page" in html and 'id="offline-results"' in html
    assert "<script>" not in html
