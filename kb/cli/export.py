"""``kb export``: every entry as JSON lines, or the whole site as static files (``--site DIR``)."""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

import click

from kb.cli.connection import with_connection
from kb.lookup import export_entries
from web.site_export import export_site


@click.command()
@click.option("--jsonl", is_flag=True, help="Every entry, one JSON object per line.")
@click.option("--site", "site", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Write the whole site as static files to this folder (replaced whole, atomically).")
@with_connection
def export(connection: sqlite3.Connection, jsonl: bool, site: Path | None) -> None:
    """Export the entries as JSON lines (--jsonl), or the whole reference as a static site (--site DIR).

    --jsonl: every entry (key, title, game, kind, source, lines, page, text, links), one a line.
    --site DIR: every page, the search and the offline worker, as files that any static server
    (nginx, a CDN, GitHub Pages) serves with no kb server behind it."""
    if jsonl == (site is not None):
        raise click.UsageError("Give one of --jsonl or --site DIR.")
    if site is None:
        for record in export_entries(connection):
            click.echo(json.dumps(record, ensure_ascii=False))
        return
    database = Path(connection.execute("pragma database_list").fetchone()[2])
    started = time.perf_counter()
    try:
        written = export_site(database, site)
    except OSError as error:
        raise click.ClickException(f"cannot write the site to {site}: {error.strerror or error}") from None
    click.echo(f"{site}: {written.pages} pages, {written.files} files, {written.bytes / 1e6:.1f} MB "
               f"(search data {written.search_data_bytes / 1e3:.0f} KB) in {time.perf_counter() - started:.1f} s")
