"""``kb serve``: gunicorn by default, Flask's server with --debug, over the database given."""

from __future__ import annotations

import shutil

import flask
from click.testing import CliRunner

from kb import serve as serve_module
from kb.serve import serve
from kb.store import StoreError


def test_serve_runs_gunicorn_over_the_database(monkeypatch, fixture_db):
    calls = {}
    monkeypatch.setattr(serve_module, "prepare_database", lambda path: path)
    monkeypatch.setattr(serve_module, "run_gunicorn", lambda app, settings: calls.update(app=app, **settings))
    result = CliRunner().invoke(
        serve, ["--db", str(fixture_db), "--host", "0.0.0.0", "--port", "8123", "--workers", "3", "--threads", "2",
                "--worker-class", "gthread"]
    )
    assert result.exit_code == 0, result.output
    assert calls["bind"] == "0.0.0.0:8123" and calls["workers"] == 3 and calls["threads"] == 2
    assert calls["worker_class"] == "gthread"
    assert calls["app"].config["KB_DB"] == str(fixture_db)
    assert f"Serving {fixture_db} on http://0.0.0.0:8123/ (gunicorn, 3 processes × 2 threads)" in result.stderr
    assert calls["app"].test_client().get("/?q=costs").status_code == 200


def test_serve_runs_the_event_loop_worker_by_default(monkeypatch, fixture_db):
    calls = {}
    monkeypatch.setattr(serve_module, "prepare_database", lambda path: path)
    monkeypatch.setattr(serve_module, "run_gunicorn", lambda app, settings: calls.update(app=app, **settings))
    result = CliRunner().invoke(serve, ["--db", str(fixture_db), "--workers", "2"])
    assert result.exit_code == 0, result.output
    assert calls["worker_class"] == "web.server.Worker" and calls["keepalive"] == 10
    assert type(calls["app"]).__name__ == "BufferedBody" and type(calls["app"].app).__name__ == "Dispatch"
    assert "(gunicorn, 2 processes × an event loop and 4 threads)" in result.stderr


def test_serve_client_timeout_sets_the_header_and_the_body_deadlines(monkeypatch, fixture_db):
    calls = {}
    monkeypatch.setattr(serve_module, "prepare_database", lambda path: path)
    monkeypatch.setattr(serve_module, "run_gunicorn", lambda app, settings: calls.update(app=app, **settings))
    result = CliRunner().invoke(serve, ["--db", str(fixture_db), "--client-timeout", "4"])
    assert result.exit_code == 0, result.output
    assert calls["keepalive"] == 4 and calls["app"].seconds == 4
    refused = CliRunner().invoke(serve, ["--db", str(fixture_db), "--client-timeout", "0"])
    assert refused.exit_code == 2 and "--client-timeout" in refused.output


def test_serve_stores_every_page_in_the_database_before_the_first_player_asks(monkeypatch, db_path, tmp_path):
    served = tmp_path / "kb.db"
    shutil.copy(db_path, served)
    calls = {}
    monkeypatch.setattr(serve_module, "run_gunicorn", lambda app, settings: calls.update(app=app))
    assert CliRunner().invoke(serve, ["--db", str(served), "--worker-class", "gthread"]).exit_code == 0
    client = calls["app"].test_client()
    for url in ("/entry/ahlcg/rr/surge", "/api/entries/elder-sign/rules/midnight", "/faq", "/errata", "/errata?kind=card"):
        response = client.get(url)
        assert response.status_code == 200 and response.headers["X-KB-Cache"] == "stored", url
        assert response.headers["ETag"] and response.headers["Cache-Control"] == "public, max-age=300"
        assert response.headers["X-KB-Build"] and response.headers["X-Frame-Options"] == "DENY"
        again = client.get(url, headers={"If-None-Match": response.headers["ETag"]})
        assert again.status_code == 304 and again.data == b""
    assert client.get("/api/search?q=surge").headers["X-KB-Cache"] == "miss"  # searches are not guessed


def test_serve_debug_runs_the_flask_development_server(monkeypatch, fixture_db):
    calls = {}
    monkeypatch.setattr(serve_module, "prepare_database", lambda path: path)
    monkeypatch.setattr(flask.Flask, "run", lambda self, **kwargs: calls.update(kwargs))
    monkeypatch.setattr(serve_module, "run_gunicorn", lambda *a, **k: (_ for _ in ()).throw(AssertionError("gunicorn in debug")))
    result = CliRunner().invoke(serve, ["--db", str(fixture_db), "--debug"])
    assert result.exit_code == 0, result.output
    assert calls == {"host": "127.0.0.1", "port": 8000, "debug": True, "use_reloader": False}
    assert "http://127.0.0.1:8000/ (Flask debug server)" in result.stderr  # the address the README gives


def test_serve_reports_a_database_it_cannot_build(monkeypatch, tmp_path):
    def fail(path, **kwargs):
        raise StoreError("no database")

    monkeypatch.setattr(serve_module, "ensure_database", fail)
    result = CliRunner().invoke(serve, ["--db", str(tmp_path / "kb.db")])
    assert result.exit_code == 1 and "Error: no database to serve: no database" in result.output


def test_serve_rejects_a_bad_port():
    result = CliRunner().invoke(serve, ["--port", "70000"])
    assert result.exit_code == 2 and "70000 is not in the range 0<=x<=65535" in result.output
