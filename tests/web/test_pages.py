"""The HTML pages through the Flask test client: every route, good and bad input."""

from __future__ import annotations

import re

import pytest

from kb import browse
from web import CONTENT_SECURITY_POLICY, create_app

PAYLOAD = "<script>alert('q')</script>"


def text_of(response) -> str:
    return response.get_data(as_text=True)


def test_security_headers_on_pages_api_errors_and_static(client):
    for url in ["/", "/entry/ahlcg/rr/costs", "/api/search?q=costs", "/entry/no/such-key", "/static/style.css"]:
        response = client.get(url)
        assert response.headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY, url
        assert response.headers["X-Content-Type-Options"] == "nosniff", url
        assert response.headers["X-Frame-Options"] == "DENY"
    assert "script-src 'self'" in CONTENT_SECURITY_POLICY and "unsafe-inline" not in CONTENT_SECURITY_POLICY


def test_pages_load_only_local_assets_and_no_inline_script_or_style(client):
    for url in ["/", "/?q=costs", "/entry/ahlcg/rr/ability", "/errata", "/faq", "/timing", "/timing/ahlcg/phase-sequence", "/about"]:
        html = text_of(client.get(url))
        assert re.findall(r'<script src="([^"]+)"', html) == [
            "/static/app.js", "/static/tooltip.js", "/static/compare.js", "/static/offline.js",
        ], url
        assert "<script>" not in html and " style=" not in html and "<style" not in html, url
        assert not re.search(r'(src|href)="(https?:)?//', html.replace('href="https://example.org"', "")), url


def test_static_assets_are_served(client):
    for name, kind in [("style.css", "text/css"), ("app.js", "javascript"), ("favicon.svg", "image/svg+xml")]:
        response = client.get(f"/static/{name}")
        assert response.status_code == 200 and kind in response.content_type


def test_search_page_without_a_query_is_the_form(client):
    html = text_of(client.get("/"))
    assert '<form class="search-form" role="search" action="/" method="get"' in html
    assert '<input id="q" name="q" type="search" value=""' in html
    assert '<label class="visually-hidden" for="q">Search the rules</label>' in html
    assert 'href="/timing"' in html and 'href="/errata"' in html and 'href="/faq"' in html
    assert client.get("/search").status_code == 200


def test_search_results_with_snippets_badges_and_attachments(client):
    html = text_of(client.get("/?q=costs"))
    assert '<h2 class="result-title"><a href="/entry/ahlcg/rr/costs">Costs</a></h2>' in html
    assert "<mark>" in html
    assert '<span class="badge kind kind-erratum">errata v1.0: second bullet</span>' in html  # attached to Costs
    assert '<option value="ahlcg">Arkham Horror: The Card Game</option>' in html


def test_search_filters_by_game_and_kind(client):
    html = text_of(client.get("/?q=costs&kind=ruling"))
    assert 'href="/entry/ahlcg/faq/1-5"' in html and 'class="result-title"><a href="/entry/ahlcg/rr/costs"' not in html
    assert '<option value="ruling" selected>' in html
    html = text_of(client.get("/?q=midnight&game=elder-sign"))
    assert 'href="/entry/elder-sign/rules/midnight"' in html
    assert '<option value="elder-sign" selected>' in html
    assert "No results" in text_of(client.get("/?q=costs&game=elder-sign"))


def test_search_shows_the_typo_correction(client):
    html = text_of(client.get("/?q=Cosst"))
    assert '<p class="correction">Showing results for <strong>costs</strong> (you typed “Cosst”).</p>' in html


def test_search_with_no_results_suggests_titles(client):
    html = text_of(client.get("/?q=qqqqzzzz"))
    assert "No results for “qqqqzzzz”." in html


def test_search_results_fragment_for_live_search(client):
    response = client.get("/search/results?q=costs")
    html = text_of(response)
    assert response.status_code == 200
    assert html.lstrip().startswith('<div class="results"') and "<html" not in html
    assert text_of(client.get("/search/results")).strip() == ""


def test_html_payload_in_the_query_comes_back_escaped(client):
    for url in ["/", "/search/results"]:
        html = text_of(client.get(url, query_string={"q": PAYLOAD}))
        assert PAYLOAD not in html
        assert "&lt;script&gt;alert(&#39;q&#39;)&lt;/script&gt;" in html
    html = text_of(client.get("/", query_string={"q": '"><img src=x onerror=alert(1)>'}))
    assert "<img" not in html and "&#34;&gt;&lt;img src=x onerror=alert(1)&gt;" in html


@pytest.mark.parametrize(
    "query, message",
    [
        ("limit=abc", "&#39;abc&#39; is not a whole number"),
        ("limit=0", "0 is not between 1 and 100"),
        ("limit=99999999999", "is not between 1 and 100"),
        ("limit=-5", "-5 is not between 1 and 100"),
        ("game=chess", "&#39;chess&#39; is not one of ahlcg, elder-sign"),
        ("kind=spell", "&#39;spell&#39; is not one of"),
        ("q=a&q=b", "given more than once"),
        ("q=" + "x" * 10_001, "longer than 10000 characters"),
        ("q=a%00b", "NUL"),
    ],
)
def test_bad_parameters_are_400_pages(client, query, message):
    response = client.get("/?" + query)
    assert response.status_code == 400
    html = text_of(response)
    assert "<h1><span class=\"status\">400</span> Bad Request</h1>" in html
    assert message in html
    assert "Traceback" not in html


def test_entry_page_renders_markdown_icons_links_and_provenance(client):
    html = text_of(client.get("/entry/ahlcg/rr/ability"))
    assert "<h1>Ability</h1>" in html
    assert '<cite>Rules Reference, page 2, lines 120–140</cite>' in html
    assert '<span class="icon icon-free" title="Free">' in html
    assert '<a class="xref" href="/entry/ahlcg/rr/costs" data-key="ahlcg/rr/costs">“Costs” on page 7</a>' in html
    assert "&lt;script&gt;alert('entry')&lt;/script&gt;" in html and "<script>alert" not in html
    assert "javascript:" not in html and "<img" not in html
    assert '<li><a href="/">Rules</a></li>\n      <li><a href="/entry/ahlcg/rr/glossary">Glossary</a></li>' in html
    assert '<span class="alias">Abilities</span>' in html
    assert '<a href="/entry/ahlcg/rr/ability/triggered-abilities">Triggered Abilities</a>' in html  # children
    assert 'href="/api/entries/ahlcg/rr/ability"' in html


def test_entry_page_backlinks_rulings_and_editions(client):
    html = text_of(client.get("/entry/ahlcg/rr/costs"))
    assert 'Referenced by' in html and '<a href="/entry/ahlcg/rr/2-2-1">2.2.1 Investigator takes an action, if able</a>' in html
    assert "Rulings and errata on this rule" in html
    assert '<span class="badge kind kind-erratum">errata v1.0: second bullet</span> <a href="/entry/ahlcg/errata/rr-costs">' in html
    assert "<h2 id=\"editions-heading\">Editions</h2>" in html
    assert "<cite>Rules Reference, as printed</cite>, lines 670–700" in html
    assert "<cite>With errata applied (Frequently Asked Questions)</cite>, lines 22–25" in html
    assert '<span class="added">+6</span> <span class="removed">−3</span> words' in html
    assert "<ins>a player is </ins>" in html


def test_erratum_entry_page_shows_printed_and_corrected_side_by_side(client):
    html = text_of(client.get("/entry/ahlcg/errata/rr-costs"))
    assert '<section class="side-by-side" aria-label="Printed and corrected text">' in html
    assert "only cards under their owner’s control may be used" in html
    assert "only cards under that player’s control may be used" in html
    assert '<span class="badge version">v1.0</span>' in html


def test_step_entry_links_to_its_timing_chart(client):
    html = text_of(client.get("/entry/ahlcg/rr/st-2"))
    assert 'href="/timing/ahlcg/skill-test#n-st-2">See it on the Skill Test Timing Chart</a>' in html


def test_titles_slugs_and_step_numbers_redirect_to_the_stable_url(client):
    for name in ["Costs", "costs", "ST.2", "st-2"]:
        response = client.get(f"/entry/{name}")
        assert response.status_code == 302, name
        assert response.headers["Location"].startswith("/entry/ahlcg/rr/")


def test_unknown_key_is_a_404_page_with_suggestions(client):
    response = client.get("/entry/ahlcg/rr/no-such-entry")
    assert response.status_code == 404
    html = text_of(response)
    assert "<h1><span class=\"status\">404</span> Not Found</h1>" in html
    assert "No entry &#39;ahlcg/rr/no-such-entry&#39;." in html
    response = client.get("/entry/Cosst")  # a near miss is not a key: 404, with the entry it resembles
    assert response.status_code == 404 and '<a href="/entry/ahlcg/rr/costs">Costs</a>' in text_of(response)
    response = client.get(f"/entry/{PAYLOAD}")
    assert response.status_code == 404 and PAYLOAD not in text_of(response)


def test_unknown_routes_and_methods(client):
    assert client.get("/nowhere").status_code == 404
    response = client.post("/")
    assert response.status_code == 405 and "GET" in response.headers["Allow"]
    assert client.get("/" + "x" * 3000).status_code == 400


def test_errata_page(client):
    html = text_of(client.get("/errata"))
    for heading in ["Rulebook errata", "Campaign guide errata", "Card errata", "Taboo list"]:
        assert heading in html
    assert '<div class="printed"><h4>Printed</h4><ul>\n<li>When exhausting cards' in html
    assert '<div class="corrected"><h4>Corrected</h4><ul>\n<li>When a player is exhausting' in html
    assert '<a class="card-name" href="/card/Henry%20Armitage">Henry Armitage (40)</a>' in html
    assert '<option value="v1.41">v1.41</option>' in html
    assert '<option value="card">Card errata (2)</option>' in html
    assert "<summary>What changed</summary>" in html  # Lucky Dice: original and corrected in meta
    assert "&lt;script&gt;alert('entry')&lt;/script&gt;" in html and "<script>alert" not in html
    assert 'Amends:</span> <a href="/entry/ahlcg/rr/costs">Costs</a>' in html


def test_errata_filters(client):
    html = text_of(client.get("/errata?kind=card&version=1.5"))
    assert "Lucky Dice" in html and "Henry Armitage" not in html
    assert '<option value="v1.5" selected>' in html and '<option value="card" selected>' in html
    assert "No errata match these filters" in text_of(client.get("/errata?kind=rulebook&version=v1.5"))
    assert client.get("/errata?kind=spoilers").status_code == 400
    assert client.get("/errata?version=latest").status_code == 400


def test_faq_page(client):
    html = text_of(client.get("/faq"))
    assert '<h2 id="s-1-h">Game Play</h2>' in html
    assert '<span class="number">1.4</span> Reaction Abilities' in html
    assert 'Rules it touches:</span> <a href="/entry/ahlcg/rr/ability">Ability</a>' in html
    assert '<a class="xref" href="/entry/ahlcg/rr/ability" data-key="ahlcg/rr/ability">“Ability”</a>' in html
    assert "Definitions and terms" in html and "Frequently Asked Questions" in html
    assert "<script>alert" not in html


def test_faq_filters(client):
    html = text_of(client.get("/faq?kind=question"))
    assert "Olive McBride" in html and "Reaction Abilities" not in html
    assert "Olive McBride" not in text_of(client.get("/faq?section=Game+Play"))
    assert client.get("/faq?section=Spoilers").status_code == 400
    assert client.get("/faq?kind=erratum").status_code == 400


def test_timing_index_lists_charts_per_game(client):
    html = text_of(client.get("/timing"))
    assert 'href="/timing/ahlcg/phase-sequence"' in html and 'href="/timing/ahlcg/skill-test"' in html
    assert 'href="/timing/elder-sign/midnight"' in html


def test_timing_chart_page(client):
    html = text_of(client.get("/timing/ahlcg/phase-sequence"))
    assert html.count('<span class="window-box">Player window</span>') == 3
    assert '<li class="chart-item chart-step" id="n-1-1">' in html
    assert '<span class="step-label">Round begins. Mythos phase begins.</span>' in html
    assert '<a href="/entry/ahlcg/rr/1-1">1.1 Mythos phase begins</a>' in html
    assert '<p class="phase-note">skip during first round of game</p>' in html
    assert '<div class="chart-tools" hidden data-chart-tools>' in html
    assert '<ol class="chart-sequence nested">' in html  # 2.2.1 inside 2.2
    assert 'href="/entry/ahlcg/rr/appendix-ii" aria-label="What is a player window?"' in html


def test_elder_sign_sequence_page(client):
    html = text_of(client.get("/timing/elder-sign/midnight"))
    assert html.index("Resolve “At Midnight” Effects") < html.index("Draw a New Mythos Card") < html.index("Replenish")
    assert "window-box" not in html


def test_unknown_chart_is_404(client):
    assert client.get("/timing/ahlcg/nope").status_code == 404
    assert client.get("/timing/nope").status_code == 404


def test_about_and_robots(client):
    assert "JSON API" in text_of(client.get("/about"))
    assert text_of(client.get("/robots.txt")).startswith("User-agent: *")


def test_missing_database_is_a_503_page_not_a_traceback(tmp_path):
    client = create_app({"KB_DB": str(tmp_path / "missing.db"), "TESTING": True}).test_client()
    response = client.get("/?q=costs")
    assert response.status_code == 503 and "run `kb build`" in text_of(response)
    assert client.get("/api/search?q=costs").get_json()["error"]["status"] == 503


def test_an_unexpected_error_is_a_500_page(app, monkeypatch):
    def boom(*args, **kwargs):
        raise RuntimeError("secret detail")

    monkeypatch.setattr(browse, "list_errata", boom)
    app.config["PROPAGATE_EXCEPTIONS"] = False
    response = app.test_client().get("/errata")
    assert response.status_code == 500
    assert "secret detail" not in text_of(response) and "Traceback" not in text_of(response)


def test_real_database_pages(real_client):
    html = text_of(real_client.get("/entry/ahlcg/rr/st-6"))
    assert "<cite>Rules Reference, page 26, lines 3055–3072</cite>" in html
    assert '<span class="icon icon-auto_fail" title="Auto-fail">' in html
    assert '<a href="/entry/ahlcg/rr/skill-test-timing">Skill Test Timing</a>' in html
    html = text_of(real_client.get("/entry/ahlcg/rr/attack-of-opportunity"))
    assert "Referenced by" in html and "Editions" in html
    assert real_client.get("/timing/ahlcg/phase-sequence").status_code == 200
    html = text_of(real_client.get("/?q=attack+of+oportunity"))
    assert 'href="/entry/ahlcg/rr/attack-of-opportunity"' in html
