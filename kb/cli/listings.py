"""``kb errata`` and ``kb faq``: the FAQ's errata, rulings and questions as listings."""

from __future__ import annotations

import json
import sqlite3

import click

from kb import browse
from kb.cli.connection import with_connection
from kb.cli.entries import print_entry


@click.command()
@click.option("--kind", "category", type=click.Choice(browse.ERRATA_CATEGORIES), help="Only errata of this kind.")
@click.option("--version", help="Only errata of this FAQ version (v1.0, v1.41...).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON (the shape of /api/errata).")
@with_connection
def errata(connection: sqlite3.Connection, category: str | None, version: str | None, as_json: bool) -> None:
    """The errata of the FAQ: rulebook, campaign guide, card and taboo."""
    try:
        listing = browse.list_errata(connection, category=category, version=browse.normalize_version(version) if version else None)
    except browse.BrowseError as error:
        raise click.ClickException(str(error)) from error
    if as_json:
        click.echo(json.dumps(listing.as_json(), ensure_ascii=False, indent=2))
        return
    for item in listing.items:
        amends = f" → {', '.join(ref.title for ref in item.amends)}" if item.amends else ""
        click.echo(f"{item.version or '':<6} {item.category:<9} {item.title}{amends}  [{item.key}]")
    if not listing.items:
        click.echo("no errata")


@click.command()
@click.argument("number", required=False)
@click.option("--section", help="Only this FAQ section.")
@click.option("--kind", type=click.Choice(browse.FAQ_KINDS), help="Only rulings or only questions.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON (the shape of /api/faq).")
@with_connection
def faq(connection: sqlite3.Connection, number: str | None, section: str | None, kind: str | None, as_json: bool) -> None:
    """The FAQ rulings and questions by section; with NUMBER ("1.4"), that ruling in full."""
    if number:
        print_entry(connection, "ahlcg/faq/" + number.strip().strip("()").replace(".", "-"), as_json=as_json)
        return
    try:
        listing = browse.list_faq(connection, section=section, kind=kind)
    except browse.BrowseError as error:
        raise click.ClickException(str(error)) from error
    if as_json:
        click.echo(json.dumps(listing.as_json(), ensure_ascii=False, indent=2))
        return
    for group in listing.sections:
        click.echo(group.name)
        for item in group.items:
            label = f"{item.number} " if item.number else ""
            click.echo(f"  {label}{item.title}  [{item.key}]")
