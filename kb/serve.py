"""``kb serve``: the web app over the read-only database, under a production WSGI server.

waitress serves it by default; ``--debug`` runs Flask's development server (reloader and
debug logging) instead. The database is built first if it is missing or stale, like every
other ``kb`` command; the app then only ever opens it read-only.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import click

from kb.build import default_db_path, ensure_database
from kb.store import StoreError


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to listen on (0.0.0.0 for every one).")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="Port to listen on.")
@click.option("--threads", type=click.IntRange(1, 64), default=4, show_default=True, help="Worker threads (waitress).")
@click.option("--debug", is_flag=True, help="Run Flask's development server with debugging instead of waitress.")
@click.option(
    "--db", "db_path", type=click.Path(dir_okay=False, path_type=Path), default=None,
    help="Database file (default: $KB_DB, else data/kb.db in the repository).",
)
def serve(host: str, port: int, threads: int, debug: bool, db_path: Path | None) -> None:
    """Serve the web pages and the JSON API over the rules database."""
    try:
        path = ensure_database(db_path or default_db_path())
    except (StoreError, OSError, ValueError, sqlite3.DatabaseError) as error:
        raise click.ClickException(f"no database to serve: {error}") from error

    from web import create_app

    app = create_app({"KB_DB": str(path)})
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    click.echo(f"Serving {path} on http://{shown}:{port}/ ({'Flask debug server' if debug else 'waitress'}); Ctrl-C stops.", err=True)
    if debug:
        app.run(host=host, port=port, debug=True, use_reloader=False)
        return
    import waitress

    waitress.serve(app, host=host, port=port, threads=threads, ident="kb")
