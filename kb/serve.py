"""``kb serve``: the web app over the read-only database, under a production WSGI server.

gunicorn serves it by default: one process per core (``--workers``), each with a few threads
(``--threads``); ``--debug`` runs Flask's development server (reloader and debug logging)
instead. The database is built first if it is missing or stale, like every other ``kb``
command; the app then only ever opens it read-only.

Before it accepts connections, the server answers one search itself, so that the search
vocabulary (loaded once per database) is not loaded by the first players, and renders the fixed
pages (search form, errata, FAQ, timing charts, their API) and every entry's page and API answer
(a few seconds: the rules are a fixed set of about 550 entries, and a link shared with a whole
convention hall otherwise makes the first minute the slowest). This happens once, in the parent
process: the workers are forked from it and start with all of it in memory. Rendered responses
are kept in memory (``--cache-mb``; ``web.cache``).

Why gunicorn and several processes: the work is CPU-bound Python under one global lock per
process, so only processes use both cores; and waitress (used before) lost most of its
throughput under 32 keep-alive clients because its single event-loop thread kept the lock while
the workers waited for it (measured with ``python -m kb.tools.loadtest``: 1,200 requests/s with
waitress against 3,200 with two gunicorn processes, pages already rendered).
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from urllib.parse import quote

import click
from gunicorn.app.base import BaseApplication

from kb.freshness import ensure_database
from kb.store import StoreError, default_db_path, open_readonly
from web import create_app

#: gunicorn settings for ``kb serve`` besides the address, workers and threads (see the module docstring).
GUNICORN_SETTINGS = {
    "worker_class": "gthread",  # threads per process; keep-alive connections wait in a selector, not a thread
    "worker_connections": 1000,  # open connections per process (idle keep-alive ones included)
    "backlog": 2048,  # connections queued by the kernel before accept()
    "keepalive": 60,  # seconds an idle keep-alive connection is kept
    "timeout": 30,  # a worker silent this long is restarted
    # The request line may carry a replay share code (web.replay.SHARE_LIMIT, which fits in this
    # and in a proxy's usual 8 KB); bodies are bounded by the app (64 KiB, its own 413 page).
    "limit_request_line": 8190,
    "limit_request_field_size": 16 * 1024,
    "accesslog": None,
    "errorlog": "-",
    "loglevel": "warning",
}
DEFAULT_THREADS = 4
DEFAULT_CACHE_MB = 64


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to listen on (0.0.0.0 for every one).")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="Port to listen on.")
@click.option("--workers", type=click.IntRange(1, 64), default=None, help="Processes (default: one per core).")
@click.option("--threads", type=click.IntRange(1, 64), default=DEFAULT_THREADS, show_default=True, help="Threads per process.")
@click.option(
    "--cache-mb", type=click.IntRange(0, 16384), default=DEFAULT_CACHE_MB, show_default=True,
    help="Memory for rendered responses, in MiB (0: render every request).",
)
@click.option("--debug", is_flag=True, help="Run Flask's development server with debugging instead of gunicorn.")
@click.option(
    "--db", "db_path", type=click.Path(dir_okay=False, path_type=Path), default=None,
    help="Database file (default: $KB_DB, else data/kb.db in the repository).",
)
def serve(host: str, port: int, workers: int | None, threads: int, cache_mb: int, debug: bool, db_path: Path | None) -> None:
    """Serve the web pages and the JSON API over the rules database."""
    try:
        path = ensure_database(db_path or default_db_path())
    except (StoreError, OSError, ValueError, sqlite3.DatabaseError) as error:
        raise click.ClickException(f"no database to serve: {error}") from error

    app = create_app({"KB_DB": str(path), "KB_RESPONSE_CACHE_BYTES": cache_mb * 1024 * 1024})
    warm_up(app, path)
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    server = "Flask debug server" if debug else f"gunicorn, {workers or os.cpu_count() or 1} processes × {threads} threads"
    click.echo(f"Serving {path} on http://{shown}:{port}/ ({server}); Ctrl-C stops.", err=True)
    if debug:
        app.run(host=host, port=port, debug=True, use_reloader=False)
        return
    run_gunicorn(app, {**GUNICORN_SETTINGS, "bind": f"{host}:{port}", "workers": workers or os.cpu_count() or 1, "threads": threads})


def run_gunicorn(app, settings: dict[str, object]) -> None:
    """Serve ``app`` (already created and warmed) with gunicorn until it is stopped."""

    class Server(BaseApplication):
        def load_config(self) -> None:
            for name, value in settings.items():
                self.cfg.set(name, value)

        def load(self):
            return app

    Server().run()


#: Pages every visitor may land on: rendered (and so kept) before the first player asks.
WARM_PAGES = ("/", "/errata", "/faq", "/timing", "/about", "/api", "/api/errata", "/api/faq", "/api/timing")


def warm_up(app, path: Path) -> None:
    """Load what the first search loads (the vocabulary) and render the fixed pages and every
    entry, before any player waits for them; a server that cannot warm up still serves (the
    error is logged)."""
    client = app.test_client()
    try:
        client.get("/api/search?q=warm+up&limit=1")
        for page in WARM_PAGES:
            client.get(page)
        charts = client.get("/api/timing").get_json() or {}
        for chart in charts.get("charts", []):
            client.get(chart["url"])
            client.get(chart["url"].removeprefix("/api"))
        connection = open_readonly(path)
        try:
            keys = [row[0] for row in connection.execute("select key from entries order by position")]
        finally:
            connection.close()
        for key in keys:
            client.get(f"/entry/{quote(key)}")
            client.get(f"/api/entries/{quote(key)}")
    except Exception as error:
        app.logger.warning("warm-up failed: %s", error)
