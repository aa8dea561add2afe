"""The ``kb`` command line: a thin layer over the library.

Each command opens the database (building it on first use), calls one library function, and
turns library errors into ``click.ClickException`` — a clean message and a non-zero exit.
"""

from __future__ import annotations

import functools
import json
import re
import sqlite3
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from kb.build import build as build_database
from kb.build import default_db_path, ensure_database
from kb import browse
from kb.cards import get_card
from kb.cardtext.command import ability
from kb.catalogue.command import cards, printed_card, printed_text_lines
from kb.diff import word_diff
from kb.lookup import EntryNotFound, EntryView, export_entries, get_entry
from kb.engine.command import replay
from kb.search import run_search
from kb.serve import serve
from kb.store import StoreError, open_readonly

GAMES = click.Choice(["ahlcg", "elder-sign"])


def db_option(command: Callable[..., Any]) -> Callable[..., Any]:
    """``--db PATH`` on every command that reads the database (default: $KB_DB or data/kb.db)."""
    return click.option(
        "--db", "db_path", type=click.Path(dir_okay=False, path_type=Path), default=None,
        help="Database file (default: $KB_DB, else data/kb.db in the repository).",
    )(command)


def with_connection(command: Callable[..., Any]) -> Callable[..., Any]:
    """Open the database read-only (building it first if missing or stale) for the command."""

    @functools.wraps(command)
    def wrapper(db_path: Path | None, **kwargs: Any) -> Any:
        try:
            path = ensure_database(db_path or default_db_path())
            connection = open_readonly(path)
        except (StoreError, OSError, sqlite3.DatabaseError) as error:
            raise click.ClickException(str(error)) from error
        try:
            return command(connection, **kwargs)
        finally:
            connection.close()

    return db_option(wrapper)


@click.group()
@click.version_option(package_name="arkham-rules-kb")
def cli() -> None:
    """Rules knowledge base for Arkham Horror: The Card Game and Elder Sign."""


@cli.command()
@db_option
def build(db_path: Path | None) -> None:
    """Parse the source documents and (re)build the database atomically."""
    path = db_path or default_db_path()
    try:
        report = build_database(path, progress=lambda message: click.echo(f"… {message}", err=True))
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


@cli.command()
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


@cli.command()
@click.argument("key_or_title")
@click.option("--printed", is_flag=True, help="Show the printed text, not the text with errata applied.")
@click.option("--diff", "show_diff", is_flag=True, help="Show the difference between the printed text and the current one.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@with_connection
def show(connection: sqlite3.Connection, key_or_title: str, printed: bool, show_diff: bool, as_json: bool) -> None:
    """Show one entry (by key, title or a near-miss title) with its links, rulings and editions."""
    print_entry(connection, key_or_title, printed=printed, show_diff=show_diff, as_json=as_json)


def print_entry(connection: sqlite3.Connection, key_or_title: str, *, printed: bool = False, show_diff: bool = False, as_json: bool = False) -> None:
    try:
        entry = get_entry(connection, key_or_title)
    except EntryNotFound as error:
        raise click.ClickException(str(error)) from error
    if as_json:
        click.echo(json.dumps(entry.as_json(), ensure_ascii=False, indent=2))
    elif show_diff:
        click.echo(format_diff(entry))
    else:
        click.echo(format_entry(entry, printed=printed))


def word_diff_text(old: str, new: str, context: int = 8) -> str:
    """Word differences marked [-removed-] and {+added+}, long unchanged stretches elided.

    Bullet marks are not words: an edition that ran the bullets into paragraphs says the same.
    """
    out: list[str] = []
    ops = word_diff(*(re.sub(r"(?m)^\s*- ", "", text) for text in (old, new)))
    for index, (op, text) in enumerate(ops):
        text = " ".join(text.split())
        if op == "equal":
            words = text.split()
            if len(words) > 2 * context:
                head = words[:context] if index > 0 else []
                tail = words[-context:] if index < len(ops) - 1 else []
                text = " ".join(head + ["…"] + tail)
            out.append(text)
        else:
            out.append(("[-{}-]" if op == "delete" else "{{+{}+}}").format(text))
    return " ".join(part for part in out if part)


def format_diff(entry: EntryView) -> str:
    """Word differences between the printed text and each other edition: [-removed-] {+added+}."""
    parts = [f"{entry.title}  [{entry.key}]"]
    for variant in entry.variants:
        header = f"{entry.source_title} → {variant.source_title} ({variant.title}):"
        if "[-" not in (diff := word_diff_text(entry.text, variant.text)) and "{+" not in diff:
            parts += ["", header, "same wording"]
        else:
            parts += ["", header, diff]
    if not entry.variants:
        parts.append("no other edition of this entry")
    return "\n".join(parts)


def format_entry(entry: EntryView, printed: bool = False) -> str:
    """The plain-text page of an entry, as ``kb show`` prints it."""
    lines = []
    if entry.matched_by == "fuzzy":
        lines.append(f"(closest title to your query: {entry.title})")
    lines += [f"{entry.title}  [{entry.key}]", f"{entry.citation()} · {entry.kind} · {entry.game}"]
    if entry.parent:
        lines.append(f"Part of: {entry.parent_title}  [{entry.parent}]")
    if entry.aliases:
        lines.append("Also printed as: " + "; ".join(entry.aliases))
    for amendment in entry.amendments:
        lines.append(f"Amended by {amendment.label}  [{amendment.key}]")
    if entry.amendments:
        lines.append("(printed text: --printed; the difference: --diff)" if not printed else "(the printed text, without errata)")
    for ruling in entry.rulings:
        if ruling.relation == "replaces":
            lines.append(f"Replaced by {ruling.label} ({ruling.title}): the FAQ takes precedence over this text  [{ruling.key}]")
    lines += ["", entry.text if printed else entry.current_text, ""]
    about = [r for r in entry.rulings if r.relation not in ("amends", "replaces")]
    if about:
        lines.append("Rulings about this rule:")
        lines += [f"  {r.label}: {r.title}  [{r.key}]" for r in about]
    if entry.links:
        lines.append("Links:")
        lines += [f"  → {link.title}  [{link.key}]  ({link.kind}, line {link.line})" for link in entry.links]
    if entry.backlinks:
        lines.append("Referenced by:")
        lines += [f"  ← {link.title}  [{link.key}]  (line {link.line})" for link in entry.backlinks]
    if entry.variants:
        lines.append("Other editions:")
        lines += [f"  {v.source_title} ({v.source}), lines {v.first_line}–{v.last_line}" for v in entry.variants]
    return "\n".join(lines).rstrip()


@cli.command()
@click.argument("name")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@with_connection
def card(connection: sqlite3.Connection, name: str, as_json: bool) -> None:
    """A card the FAQ names: its collector number, errata, taboos and the FAQ items that mention it."""
    try:
        view = get_card(connection, name)
    except EntryNotFound as error:
        raise click.ClickException(str(error).replace("no entry", "no card", 1)) from error
    if as_json:
        click.echo(json.dumps(view.as_json() | {"printed": printed_card(view.name)}, ensure_ascii=False, indent=2))
        return
    numbers = ", ".join(view.numbers) or "no number printed"
    click.echo(f"{view.name} ({numbers})")
    for line in printed_text_lines(view.name):
        click.echo(line)
    for heading, items in (("Errata", view.errata), ("Taboo", view.taboos), ("Mentioned in", view.mentions)):
        if items:
            click.echo(f"{heading}:")
            for item in items:
                click.echo(f"  {item['label']}: {item['title']}  [{item['key']}]")


@cli.command()
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


@cli.command()
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


@cli.command()
@click.option("--jsonl", is_flag=True, required=True, help="One JSON object per line.")
@with_connection
def export(connection: sqlite3.Connection, jsonl: bool) -> None:
    """Export every entry (key, title, game, kind, source, lines, page, text, links)."""
    for record in export_entries(connection):
        click.echo(json.dumps(record, ensure_ascii=False))


cli.add_command(serve)
cli.add_command(replay)
cli.add_command(ability)
cli.add_command(cards)

if __name__ == "__main__":  # pragma: no cover
    cli()
