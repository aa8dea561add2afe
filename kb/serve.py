"""``kb serve``: the web app over the read-only database, under a production WSGI server.

gunicorn serves it by default: one process per core (``--workers``), each running gevent's event
loop (``web.server.Worker``): a connection waits in the loop, not in a thread, so slow clients
(a header line every few seconds, a body that never comes) hold nothing another player needs;
the headers must arrive within 10 s and the body within 10 s more (``web.server``), and each body
is read whole before the application sees it (``web.server.BufferedBody``). ``--worker-class
gthread`` runs the thread-per-request worker used before (``--threads`` each), for comparison;
``--debug`` runs Flask's development server instead.

Why the event loop: measured with ``python -m kb.tools.hostile`` on the 2-core shared machine,
50 slow clients held all 8 gthread request threads and most ordinary requests timed out, while
the gevent worker served the 32 ordinary clients without an error (figures in the README).
Why several processes still: the work is CPU-bound Python under one global lock per process,
so only processes use both cores.

The database is built first if it is missing, stale or damaged, like every other ``kb``
command, and with its pages: every entry page, the errata, FAQ and timing pages and their API
answers are rendered into the new file before it replaces the old one (``web.prerendered``), so
the server, and every later rebuild (``kb build``), is ready from the first request: no
process renders them. A current database built without them (by another command) is rebuilt
with them, where the file can be written; otherwise pages are rendered on demand and kept in
memory (``--cache-mb``; ``web.cache``). The processes share what they render through a file in a
private temporary directory (``web.shared_cache``; a build of the served file that changes the
rules writes there the searches players asked, rendered from the new rules before the rename),
so that after a start or a rebuild each search is rendered once, not once per process: with 32
clients back to back on 2 cores, p99 went from 61-111 ms to 43-45 ms, and requests per second
from 2,100-2,900 to 3,300-3,400.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import click
from gunicorn.app.base import BaseApplication

from kb.freshness import ensure_database
from kb.store import StoreError, default_db_path
from web import MAX_CONTENT_LENGTH, create_app
from web.prerender import prepare_build
from web.prerendered import has_pages
from web.server import (CONNECTIONS, CONNECTIONS_PER_CLIENT, CONNECTIONS_PER_CLIENT_ENV, HEADER_SECONDS, BufferedBody,
                        Dispatch, install_error_writer)
from web.shared_cache import make_shared_file

#: gunicorn settings for ``kb serve`` besides the address, workers, threads and worker class.
GUNICORN_SETTINGS = {
    "worker_connections": CONNECTIONS,  # open connections per process (idle keep-alive ones included)
    "backlog": 2048,  # connections queued by the kernel before accept()
    "timeout": 30,  # a worker silent this long is restarted
    # The request line may carry a replay share code (web.replay.share.SHARE_LIMIT, which fits in this
    # and in a proxy's usual 8 KB); bodies are bounded by the app (64 KiB, its own 413 page).
    "limit_request_line": 8190,
    "limit_request_field_size": 16 * 1024,
    "accesslog": None,
    "errorlog": "-",
    "loglevel": "warning",
}
WORKER_CLASSES = {"gevent": "web.server.Worker", "gthread": "gthread"}
DEFAULT_THREADS = 4
DEFAULT_CACHE_MB = 64


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to listen on (0.0.0.0 for every one).")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="Port to listen on.")
@click.option("--workers", type=click.IntRange(1, 64), default=None, help="Processes (default: one per core).")
@click.option("--worker-class", type=click.Choice(sorted(WORKER_CLASSES)), default="gevent", show_default=True,
              help="gevent: an event loop per process (slow clients hold no worker); gthread: threads per process.")
@click.option("--threads", type=click.IntRange(1, 64), default=DEFAULT_THREADS, show_default=True,
              help="Threads per process (gevent: for searches and pages rendered on demand).")
@click.option(
    "--cache-mb", type=click.IntRange(0, 16384), default=DEFAULT_CACHE_MB, show_default=True,
    help="Memory for responses rendered on demand, in MiB (0: render every request).",
)
@click.option("--connections-per-client", type=click.IntRange(0), default=CONNECTIONS_PER_CLIENT, show_default=True,
              help="Connections one client address may hold per process (0: no limit, e.g. behind a proxy).")
@click.option("--client-timeout", type=click.IntRange(1, 300), default=HEADER_SECONDS, show_default=True,
              help="Seconds a client has for its request line and headers, then as long again for its body "
                   "(408 after); an idle keep-alive connection is closed after as long.")
@click.option("--base-url", default=None, help="Absolute URL of the site, for share links (default: relative links).")
@click.option("--debug", is_flag=True, help="Run Flask's development server with debugging instead of gunicorn.")
@click.option(
    "--db", "db_path", type=click.Path(dir_okay=False, path_type=Path), default=None,
    help="Database file (default: $KB_DB, else data/kb.db in the repository).",
)
def serve(host: str, port: int, workers: int | None, worker_class: str, threads: int, cache_mb: int,
          connections_per_client: int, client_timeout: int, base_url: str | None, debug: bool,
          db_path: Path | None) -> None:
    """Serve the web pages and the JSON API over the rules database."""
    try:
        path = prepare_database(db_path or default_db_path())
    except (StoreError, OSError, ValueError, sqlite3.DatabaseError) as error:
        raise click.ClickException(f"no database to serve: {error}") from None

    config: dict[str, object] = {"KB_DB": str(path), "KB_RESPONSE_CACHE_BYTES": cache_mb * 1024 * 1024}
    processes = workers or os.cpu_count() or 1
    if cache_mb and processes > 1 and not debug:
        config["KB_SHARED_CACHE"] = make_shared_file(cache_mb * 1024 * 1024, serves=path)
    if base_url:
        config["KB_BASE_URL"] = base_url
    app = create_app(config)
    warm_up(app)
    shown = f"[{host}]" if ":" in host else host  # the address as given: an IPv6 one in brackets
    if debug:
        server = "Flask debug server"
    elif worker_class == "gevent":
        server = f"gunicorn, {processes} processes × an event loop and {threads} threads"
    else:
        server = f"gunicorn, {processes} processes × {threads} threads"
    click.echo(f"Serving {path} on http://{shown}:{port}/ ({server}); Ctrl-C stops.", err=True)
    if debug:
        app.run(host=host, port=port, debug=True, use_reloader=False)
        return
    served = app
    if worker_class == "gevent":
        os.environ[CONNECTIONS_PER_CLIENT_ENV] = str(connections_per_client)  # read by each process's loop
        # the whole body first (within its deadline), then a stored page from the loop, else a thread
        served = BufferedBody(Dispatch(app, threads=threads), limit=MAX_CONTENT_LENGTH, seconds=client_timeout)
    settings = {**GUNICORN_SETTINGS, "bind": f"{host}:{port}", "workers": processes, "threads": threads,
                "worker_class": WORKER_CLASSES[worker_class],
                # gevent: the request line and headers must arrive within this, and an idle keep-alive
                # connection is closed after as long (gthread: only the latter)
                "keepalive": client_timeout}
    run_gunicorn(served, settings)


def prepare_database(path: Path) -> Path:
    """The database, current, intact and with the pages this code renders (built or rebuilt with
    them if need be; a file that cannot be rewritten is served as it is, with a warning on
    standard error, its pages rendered on demand)."""
    return ensure_database(path, before_rename=lambda temporary: prepare_build(temporary, path), complete=has_pages,
                           warn=lambda message: click.echo(message, err=True))


def run_gunicorn(app, settings: dict[str, object]) -> None:
    """Serve ``app`` (already created) with gunicorn until it is stopped."""
    install_error_writer()  # gthread too: gunicorn's own 400/414/431 carry the security headers

    class Server(BaseApplication):
        def load_config(self) -> None:
            for name, value in settings.items():
                self.cfg.set(name, value)

        def load(self):
            return app

    Server().run()


#: Rendered once in the parent process before the workers fork: the search vocabulary (loaded once
#: per database) and every template a dynamic page uses (compiled once, inherited by the workers),
#: so that no player's first search, first replay page or first error pays for them.
WARM_URLS = ("/api/search?q=warm+up&limit=1", "/?q=warm+up", "/search/results?q=warm+up", "/replay",
             "/entry/warm-up-no-such-entry", "/api/entries/warm-up-no-such-entry")


def warm_up(app) -> None:
    """Load and compile what the first requests would (``WARM_URLS``) before any player waits for
    it; a server that cannot warm up still serves (the error is logged)."""
    client = app.test_client()
    try:
        for url in WARM_URLS:
            client.get(url)
    except Exception as error:  # noqa: BLE001
        app.logger.warning("warm-up failed: %s", error)
