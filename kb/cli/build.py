"""``kb build``: parse the sources and rebuild the database atomically, its pages rendered in it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import click

from kb.build import build as build_database
from kb.cli.connection import db_option
from kb.store import default_db_path


@click.command()
@db_option
def build(db_path: Path | None) -> None:
    """Parse the source documents and (re)build the database atomically."""
    path = db_path or default_db_path()
    # imported here, not at the top: the renderer brings Flask and Jinja, which no other command needs
    # (``kb search`` starts without them); the pages are stored in the new file before it is visible,
    # and a running server of the file gets the searches its players asked, from the new rules
    from web.prerender import prepare_build

    def render(temporary: Path) -> None:
        click.echo("… rendering the pages", err=True)
        warmed = prepare_build(temporary, path)
        if warmed:
            click.echo(f"… rendered {warmed} searches the players of a running `kb serve` asked", err=True)

    try:
        report = build_database(path, progress=lambda message: click.echo(f"… {message}", err=True),
                                before_rename=render)
    except (OSError, ValueError, sqlite3.DatabaseError) as error:
        raise click.ClickException(f"build failed, the previous database is unchanged: {error}") from error
    click.echo(f"Built {report.path} in {report.seconds:.2f} s")
    for source, count in sorted(report.entries_per_source.items()):
        click.echo(f"  {source}: {count} entries")
    for source, count in sorted(report.variants_per_source.items()):
        click.echo(f"  {source}: {count} variants")
    click.echo(f"  links resolved: {report.links}, unresolved: {len(report.unresolved)}")
    for item in report.unresolved:
        click.echo(f"  unresolved: {item.source_key} line {item.line}: {item.quoted!r}: {item.reason}")
