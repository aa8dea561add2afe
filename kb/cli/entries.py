"""``kb show`` and ``kb card``: one entry or one card, as text or JSON."""

from __future__ import annotations

import json
import re
import sqlite3
import textwrap

import click

from kb.catalogue.command import printed_card, printed_text_lines
from kb.cli.connection import with_connection
from kb.diff import word_diff
from kb.lookup import EntryNotFound, EntryView, get_entry
from kb.search.understand import find_card, resolve
from kb.terminal import printable_json


@click.command()
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
        found = resolve(connection, key_or_title)
        entry = get_entry(connection, found.key)
    except EntryNotFound as error:
        raise click.ClickException(str(error)) from error
    entry.matched_by = found.matched_by
    if found.notes and not as_json:
        click.echo("\n".join(f"({note})" for note in found.notes))
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


@click.command()
@click.argument("name")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@with_connection
def card(connection: sqlite3.Connection, name: str, as_json: bool) -> None:
    """A card the FAQ names: its collector number, errata, taboos and the FAQ items that mention it."""
    try:
        view = find_card(connection, name)
    except EntryNotFound as error:
        raise click.ClickException(str(error).replace("no entry", "no card", 1)) from error
    if as_json:
        click.echo(printable_json(json.dumps(view.as_json() | {"printed": printed_card(view.name)}, ensure_ascii=False,
                                             indent=2)))
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
                if item.get("change"):
                    click.echo(textwrap.indent(textwrap.fill(item["change"], 84), "    "))
