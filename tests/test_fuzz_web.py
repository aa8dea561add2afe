"""Bad input everywhere, with hypothesis and the Flask test client, over the real database.

Whatever the search query, any URL parameter, an entry key or a timing chart name: never a 500,
never a traceback, and what the page echoes is escaped. A request body over
``MAX_CONTENT_LENGTH`` is refused with 413 by the one error handler, as HTML or JSON.
"""

from __future__ import annotations

import io
import json
import sqlite3
from urllib.parse import quote, quote_from_bytes

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from werkzeug.test import EnvironBuilder

from web import MAX_CONTENT_LENGTH, create_app
from web.db import get_db

#: A marker that must never come back unescaped (it would be live HTML).
PAYLOAD = '"><svg onload=alert(1)>'
LIVE = b"<svg onload=alert(1)>"
ALLOWED = {200, 301, 302, 308, 400, 404, 405, 413}
FUZZ = settings(
    max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture]
)

#: Text that can travel in a URL: any code point but lone surrogates (which no URL can encode).
text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=60)
#: Text with the payload somewhere in it.
hostile = st.builds(lambda before, after: before + PAYLOAD + after, text, text)
PARAMETERS = ["q", "game", "kind", "limit", "section", "version", "category", "page", "x"]
QUERY_ROUTES = ["/", "/search", "/search/results", "/api/search", "/errata", "/api/errata", "/faq", "/api/faq"]


@pytest.fixture(scope="module")
def client(db_path):
    # the response cache off: every request is rendered, none replayed
    app = create_app({"KB_DB": str(db_path), "KB_RESPONSE_CACHE_BYTES": 0})
    return app.test_client()


def check(response) -> None:
    """The properties every response must have, whatever was asked."""
    body = response.get_data()
    assert response.status_code in ALLOWED, (response.status_code, body[:300])
    assert b"Traceback" not in body and b'File "' not in body
    if response.content_type.startswith("text/html"):
        assert LIVE not in body, "an echo came back unescaped"
    if response.content_type.startswith("application/json"):
        json.loads(body)
    assert response.headers["X-Content-Type-Options"] == "nosniff"


@FUZZ
@given(route=st.sampled_from(QUERY_ROUTES), query=st.one_of(text, hostile))
def test_any_search_query(client, route, query):
    check(client.get(route, query_string={"q": query}))


@FUZZ
@given(route=st.sampled_from(QUERY_ROUTES), raw=st.binary(max_size=80))
def test_any_bytes_in_the_query_string(client, route, raw):
    # not even UTF-8: percent-encoded bytes, and the raw query string as a client may send it
    check(client.get(f"{route}?q={quote_from_bytes(raw)}&limit={quote_from_bytes(raw[:5])}"))


@FUZZ
@given(
    route=st.sampled_from(QUERY_ROUTES),
    parameters=st.lists(st.tuples(st.sampled_from(PARAMETERS), st.one_of(text, hostile, st.integers().map(str))), max_size=5),
)
def test_every_url_parameter_with_any_value_once_or_repeated(client, route, parameters):
    query = "&".join(f"{quote(name)}={quote(value)}" for name, value in parameters)
    check(client.get(f"{route}?{query}"))


@FUZZ
@given(prefix=st.sampled_from(["/entry/", "/api/entries/"]), key=st.one_of(text, hostile, st.just("../../etc/passwd")))
def test_any_entry_key(client, prefix, key):
    check(client.get(prefix + quote(key, safe="/")))


@FUZZ
@given(prefix=st.sampled_from(["/timing/", "/api/timing/"]), game=st.one_of(text, st.just("ahlcg")), name=st.one_of(text, hostile))
def test_any_timing_chart(client, prefix, game, name):
    check(client.get(f"{prefix}{quote(game or 'g', safe='')}/{quote(name or 'n', safe='')}"))


@FUZZ
@given(path=st.one_of(text, hostile), method=st.sampled_from(["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"]))
def test_any_path_and_method(client, path, method):
    check(client.open("/" + quote(path, safe="/"), method=method))


YAML_NOISE = st.sampled_from(["{", "[", "]", "}", ":", "- ", "&a ", "*a ", "!!python/object ", "\n", "  ", "'", '"', "#", "|"])


def test_the_replay_api_if_there_is_one(client):
    # POST /api/replay belongs to the timing engine's web work; fuzzed here once it exists
    routes = {rule.rule for rule in client.application.url_map.iter_rules()}
    if "/api/replay" not in routes:
        pytest.skip("no POST /api/replay yet")

    @settings(max_examples=30, deadline=None, derandomize=True)
    @given(
        body=st.one_of(text, hostile, st.lists(st.one_of(YAML_NOISE, text), max_size=12).map("".join)),
        content_type=st.sampled_from(["application/json", "application/yaml", "text/plain"]),
        path=st.sampled_from(sorted(routes & {"/api/replay", "/api/replay/check", "/replay/trace"})),
    )
    def replay(body, content_type, path):
        check(client.post(path, data=body.encode("utf-8"), content_type=content_type))

    replay()


@pytest.mark.parametrize("route", ["/", "/api/search", "/entry/ahlcg/rr/costs", "/api/replay", "/nowhere"])
@pytest.mark.parametrize("method", ["GET", "POST"])
def test_an_oversized_body_is_a_413_from_the_one_error_handler(client, route, method):
    response = client.open(route, method=method, data=b"x" * (MAX_CONTENT_LENGTH + 1), content_type="text/plain")
    assert response.status_code == 413
    if route.startswith("/api"):
        assert response.get_json()["error"]["status"] == 413
    else:
        assert response.content_type.startswith("text/html") and b"Request Entity Too Large" in response.data
    check(response)


def test_an_oversized_chunked_body_is_a_413(client):
    environ = EnvironBuilder(path="/api/search", method="POST", input_stream=io.BytesIO(b"x" * 150_000)).get_environ()
    del environ["CONTENT_LENGTH"]  # chunked: no declared length, the limit applies as it is read
    environ.update({"HTTP_TRANSFER_ENCODING": "chunked", "wsgi.input_terminated": True})
    response = client.open(environ)
    assert response.status_code == 413 and response.get_json()["error"]["status"] == 413


def test_a_small_body_is_not_refused(client):
    assert client.get("/api/search?q=costs", data=b"x" * 100).status_code == 200
    assert client.post("/api/search?q=costs", data=b"x" * 100).status_code == 405


def test_the_web_app_opens_the_database_read_only(db_path):
    app = create_app({"KB_DB": str(db_path)})
    with app.app_context():
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            get_db().execute("delete from entries")
