"""The site's own links and redirects point where ``KB_BASE_URL`` says, never where ``Host`` says."""

from __future__ import annotations

import pytest

from kb.engine import example_path
from web.links import site_location

BASE = "https://rules.example/table/"
EX01 = example_path("ex01-nested-sequences").read_text(encoding="utf-8")


@pytest.fixture()
def based_app(app):
    app.config["KB_BASE_URL"] = BASE
    yield app
    app.config.pop("KB_BASE_URL")


@pytest.mark.parametrize(("url", "relative", "based"), [
    ("http://evil.example/errata", "/errata", "https://rules.example/table/errata"),
    ("//evil.example/errata?q=1", "/errata?q=1", "https://rules.example/table/errata?q=1"),
    ("http://evil.example//entry//x", "/entry//x", "https://rules.example/table/entry//x"),
    ("/replay?s=abc", "/replay?s=abc", "https://rules.example/table/replay?s=abc"),
])
def test_a_location_keeps_its_path_and_query_under_the_base_url_or_none(app, url, relative, based):
    with app.test_request_context("/", headers={"Host": "evil.example"}):
        assert site_location(url) == relative
        app.config["KB_BASE_URL"] = BASE
        try:
            assert site_location(url) == based
        finally:
            app.config.pop("KB_BASE_URL")


def test_a_share_link_is_under_the_base_url_whatever_host_the_request_names(based_app):
    client = based_app.test_client()
    response = client.post("/replay/trace", data=EX01, content_type="application/yaml",
                           headers={"Host": "evil.example"})
    html = response.get_data(as_text=True)
    assert response.status_code == 200 and 'data-share="https://rules.example/table/replay?s=' in html
    assert "evil.example" not in html


def test_a_routing_redirect_is_under_the_base_url_whatever_host_the_request_names(based_app):
    client = based_app.test_client()
    response = client.get("/entry//ahlcg/rr/costs", headers={"Host": "evil.example"})  # werkzeug merges the slashes
    assert response.status_code == 308
    assert response.headers["Location"] == "https://rules.example/table/entry/ahlcg/rr/costs"
