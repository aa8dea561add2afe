"""The JSON API: the command line's ``--json`` shapes, errors as JSON, bad input as 400."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from kb import browse
from kb.cli import cli
from kb.store import open_readonly

PAYLOAD = "<script>alert('q')</script>"


def cli_json(db_path, *args: str):
    result = CliRunner().invoke(cli, [*args, "--json", "--db", str(db_path)])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


@pytest.mark.parametrize("query", ["attack of opportunity", "ST.6", "atack of oportunity", "commit to someone else's test"])
def test_search_has_the_shape_of_kb_search_json(real_client, db_path, query):
    response = real_client.get("/api/search", query_string={"q": query, "limit": 5})
    assert response.status_code == 200 and response.content_type == "application/json"
    assert response.get_json() == cli_json(db_path, "search", query, "--limit", "5")


@pytest.mark.parametrize("query", ["attack of opportunity", "Atack of Opportunitx", "2.2", "aoo", "zzqx qwpoeiruty"])
@pytest.mark.parametrize("game", [None, "elder-sign"])
def test_search_answers_what_the_search_page_found(real_client, db_path, query, game):
    # the API leaves out what only the page shows, not a result or a suggestion
    answered = real_client.get("/api/search", query_string={"q": query, "limit": 10, **({"game": game} if game else {})})
    connection = open_readonly(db_path)
    try:
        page = browse.search_page(connection, query, game=game, limit=10)
    finally:
        connection.close()
    assert answered.get_json() == page.as_json()


def test_search_filters_match_the_cli(real_client, db_path):
    response = real_client.get("/api/search", query_string={"q": "doom", "game": "ahlcg", "limit": 3})
    assert response.get_json() == cli_json(db_path, "search", "doom", "--game", "ahlcg", "--limit", "3")


@pytest.mark.parametrize("key", ["ahlcg/rr/st-6", "ahlcg/rr/attack-of-opportunity", "ahlcg/rr/costs"])
def test_entry_has_the_shape_of_kb_show_json(real_client, db_path, key):
    response = real_client.get(f"/api/entries/{key}")
    assert response.status_code == 200
    assert response.get_json() == cli_json(db_path, "show", key)


def test_entry_by_title_or_step_number_like_kb_show(client):
    data = client.get("/api/entries/ST.2").get_json()
    assert data["key"] == "ahlcg/rr/st-2" and data["matched_by"] == "slug"
    assert client.get("/api/entries/Costs").get_json()["matched_by"] == "title"


def test_unknown_entry_is_a_json_404_with_suggestions(client):
    response = client.get("/api/entries/Cosst")
    assert response.status_code == 404
    assert response.get_json() == {
        "error": {"status": 404, "title": "Not Found", "message": "No entry 'Cosst'.", "suggestions": ["Costs"]}
    }
    assert client.get("/api/entries/ahlcg/rr/no-such-entry").status_code == 404


def test_search_json_escapes_nothing_it_need_not_and_echoes_the_query(client):
    data = client.get("/api/search", query_string={"q": PAYLOAD}).get_json()
    assert data["query"] == PAYLOAD  # JSON is data: the client escapes when it renders
    response = client.get("/api/search", query_string={"q": PAYLOAD})
    assert response.content_type == "application/json"


@pytest.mark.parametrize(
    "url",
    [
        "/api/search?q=x&limit=1000",
        "/api/search?q=x&limit=ten",
        "/api/search?q=x&game=chess",
        "/api/search?q=x&kind=spell",
        "/api/errata?kind=spoilers",
        "/api/errata?version=latest",
        "/api/faq?kind=erratum",
        "/api/faq?section=Spoilers",
    ],
)
def test_bad_parameters_are_json_400(client, url):
    response = client.get(url)
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert error["status"] == 400 and error["title"] == "Bad Request" and error["message"]


def test_errata_json_is_the_library_listing(client, fixture_db):
    data = client.get("/api/errata?kind=card").get_json()
    connection = open_readonly(fixture_db)
    try:
        expected = browse.list_errata(connection, category="card").as_json()
    finally:
        connection.close()
    assert data == json.loads(json.dumps(expected))
    assert data["filters"] == {"category": "card", "version": None}
    assert data["categories"] == {"rulebook": 1, "campaign": 1, "card": 2, "taboo": 1}
    assert [item["key"] for item in data["errata"]] == ["ahlcg/errata/card-henry-armitage", "ahlcg/errata/card-lucky-dice"]
    assert data["errata"][0]["cards"] == [{"name": "Henry Armitage", "number": "40"}]
    assert client.get("/api/errata?version=v1.0").get_json()["errata"][0]["original"].startswith("- When exhausting")


def test_faq_json(client):
    data = client.get("/api/faq").get_json()
    assert data["available"] == ["Game Play", "Definitions and terms", "Frequently Asked Questions"]
    first = data["sections"][0]["items"][0]
    assert first["number"] == "1.4" and first["touches"] == [
        {"key": "ahlcg/rr/ability", "title": "Ability", "kind": "entry", "game": "ahlcg"}
    ]
    assert [s["name"] for s in client.get("/api/faq?kind=question").get_json()["sections"]] == ["Frequently Asked Questions"]


def test_timing_json(client):
    charts = client.get("/api/timing").get_json()["charts"]
    assert [c["id"] for c in charts] == ["ahlcg/phase-sequence", "ahlcg/skill-test", "elder-sign/midnight"]
    chart = client.get(charts[1]["url"]).get_json()
    assert [n["type"] for n in chart["nodes"]] == ["step", "window", "step", "window", "step"]
    assert chart["nodes"][0]["key"] == "ahlcg/rr/st-1"
    response = client.get("/api/timing/ahlcg/nope")
    assert response.status_code == 404 and response.get_json()["error"]["message"] == "No timing chart 'ahlcg/nope'."


def test_api_index_and_unknown_endpoint(client):
    assert set(client.get("/api").get_json()["endpoints"]) == {"search", "entry", "errata", "faq", "timing", "chart", "terms", "titles", "replay"}
    response = client.get("/api/nothing")
    assert response.status_code == 404 and response.get_json()["error"]["status"] == 404


def test_html_error_pages_answer_json_to_json_clients(client):
    response = client.get("/entry/ahlcg/rr/no-such-entry", headers={"Accept": "application/json"})
    assert response.status_code == 404 and response.get_json()["error"]["title"] == "Not Found"
