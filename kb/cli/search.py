"""``kb search``: search the rules, as plain text or JSON."""

from __future__ import annotations

import json
import sqlite3
import textwrap

import click

from kb.cli.connection import with_connection
from kb.search import run_search

GAMES = click.Choice(["ahlcg", "elder-sign"])


@click.command()
@click.argument("query")
@click.option("--game", type=GAMES, help="Only entries of this game.")
@click.option("--kind", help="Only entries of this kind (entry, step, ruling, question, erratum...).")
@click.option("--limit", type=click.IntRange(1, 100), default=10, show_default=True)
@click.option("--explain", is_flag=True, help="Show how each score is made.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@with_connection
def search(
    connection: sqlite3.Connection, query: str, game: str | None, kind: str | None, limit: int, explain: bool, as_json: bool
) -> None:
    """Search the rules for QUERY (words, typos, jargon, "ST.6", "FAQ 1.4"...)."""
    response = run_search(connection, query, game=game, kind=kind, limit=limit)
    if as_json:
        click.echo(json.dumps(response.as_json(explain), ensure_ascii=False, indent=2))
        return
    if response.corrected_query:
        click.echo(f"showing results for {response.corrected_query}")
    if response.understood:
        click.echo(f"understood: {'; '.join(response.understood)}")
    if not response.results:
        hint = f"; did you mean {', '.join(response.suggestions)}?" if response.suggestions else ""
        click.echo(f"no results{hint}")
        return
    for number, result in enumerate(response.results, start=1):
        attached = f"  + {', '.join(result.attached)}" if result.attached else ""
        click.echo(f"{number}. {result.title}  [{result.key}]  ({result.game}, {result.kind}){attached}")
        click.echo(textwrap.indent(textwrap.fill(result.snippet, 88), "   "))
        if explain:
            parts = ", ".join(f"{name} {value:+.2f}" for name, value in result.explain.items())
            click.echo(f"   score {result.score:.2f} = {parts}")
