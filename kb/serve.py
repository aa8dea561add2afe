"""``kb serve``: the web app over the read-only database, under a production WSGI server.

waitress serves it by default; ``--debug`` runs Flask's development server (reloader and
debug logging) instead. The database is built first if it is missing or stale, like every
other ``kb`` command; the app then only ever opens it read-only.

Before it accepts connections, the server answers one search itself, so that the search
vocabulary (loaded once per database) is not loaded by the first players, and renders the fixed
pages (search form, errata, FAQ, timing charts, their API) and every entry's page and API answer
(a few seconds: the rules are a fixed set of about 550 entries, and a link shared with a whole
convention hall otherwise makes the first minute the slowest). Rendered responses are kept in
memory (``--cache-mb``; ``web.cache``). The waitress settings below were chosen with
``python -m kb.loadtest`` (32 clients, see the README): the work is CPU-bound under one GIL, so
more threads do not add throughput; the limits let many idle keep-alive connections wait without
refusing new ones, and refuse absurd request bodies before they are buffered.
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path
from urllib.parse import quote

import click

from kb.build import default_db_path, ensure_database
from kb.store import StoreError, open_readonly

#: waitress settings for ``kb serve`` (see the module docstring).
WAITRESS_SETTINGS = {
    "connection_limit": 1000,  # open connections (idle keep-alive ones included); default 100
    "backlog": 2048,  # connections queued by the kernel before accept(); default 1024
    "channel_timeout": 60,  # seconds an idle connection is kept; default 120
    "asyncore_use_poll": True,  # poll(), not select(): no 1024-descriptor ceiling
    # bodies up to 1 MiB reach the app, which refuses any over 64 KiB (MAX_CONTENT_LENGTH) with its
    # own 413 page; beyond 1 MiB waitress answers 413 itself, without buffering the body
    "max_request_body_size": 1024 * 1024,
    "max_request_header_size": 64 * 1024,  # default 256 KiB
    "clear_untrusted_proxy_headers": True,
}
DEFAULT_THREADS = 4
DEFAULT_CACHE_MB = 64


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to listen on (0.0.0.0 for every one).")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="Port to listen on.")
@click.option("--threads", type=click.IntRange(1, 64), default=DEFAULT_THREADS, show_default=True, help="Worker threads (waitress).")
@click.option(
    "--cache-mb", type=click.IntRange(0, 16384), default=DEFAULT_CACHE_MB, show_default=True,
    help="Memory for rendered responses, in MiB (0: render every request).",
)
@click.option("--debug", is_flag=True, help="Run Flask's development server with debugging instead of waitress.")
@click.option(
    "--db", "db_path", type=click.Path(dir_okay=False, path_type=Path), default=None,
    help="Database file (default: $KB_DB, else data/kb.db in the repository).",
)
def serve(host: str, port: int, threads: int, cache_mb: int, debug: bool, db_path: Path | None) -> None:
    """Serve the web pages and the JSON API over the rules database."""
    try:
        path = ensure_database(db_path or default_db_path())
    except (StoreError, OSError, ValueError, sqlite3.DatabaseError) as error:
        raise click.ClickException(f"no database to serve: {error}") from error

    from web import create_app

    app = create_app({"KB_DB": str(path), "KB_RESPONSE_CACHE_BYTES": cache_mb * 1024 * 1024})
    warm_up(app, path)
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    click.echo(f"Serving {path} on http://{shown}:{port}/ ({'Flask debug server' if debug else 'waitress'}); Ctrl-C stops.", err=True)
    if debug:
        app.run(host=host, port=port, debug=True, use_reloader=False)
        return
    import waitress

    # waitress warns "Task queue depth is N" whenever more requests than threads are in flight,
    # which is the normal state under load (more threads do not add throughput, see above): the
    # figures to watch are the latencies of python -m kb.loadtest, not this warning.
    logging.getLogger("waitress.queue").setLevel(logging.ERROR)
    waitress.serve(app, host=host, port=port, threads=threads, ident="kb", **WAITRESS_SETTINGS)


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
