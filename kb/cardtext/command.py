"""``kb ability TEXT [--json]``: parse a card's printed text and show its abilities.

A thin layer over :func:`kb.cardtext.parse_card_text`. ``-`` reads the text from standard input.
Bad input is one clear line on standard error and exit status 1, never a traceback; so is a text of
which nothing is read (no ability, card property or clause: the result is still printed first).
"""

from __future__ import annotations

import json
import sys
from typing import Any

import click

from .markup import MAX_TEXT
from .model import CardTextResult
from .outline import outline
from .parser import CARD_TYPES, parse_card_text


def _fmt(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_fmt(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_fmt(v) for v in value) + "]"
    return json.dumps(value) if isinstance(value, bool) else str(value)


def summary(result: CardTextResult) -> str:
    """The readable summary: one block an ability, then the card fields and the unparsed fragments."""
    lines: list[str] = []
    for k, a in enumerate(result.abilities, 1):
        head = a.kind + (f" ({a.timing})" if a.timing else "")
        lines.append(f"{k}. {head}{'' if not a.gaps else ' [not runnable]'}: {a.source_text}")
        if a.trigger:
            lines.append(f"   trigger: {_fmt(a.trigger)}")
        if a.cost:
            lines.append(f"   cost: {_fmt(a.cost)}")
        if a.limit:
            lines.append(f"   limit: {_fmt(a.limit)}")
        for key, value in a.extra:
            lines.append(f"   {key}: {_fmt(value)}")
        for e in a.effects:
            lines.append(f"   - {_fmt(e)}")
    if not result.abilities:
        lines.append("no abilities")
    for key, value in result.card:
        lines.append(f"card {key}: {_fmt(value)}")
    if result.other_keywords:
        lines.append("other keywords: " + ", ".join(result.other_keywords))
    for note in result.notes:
        lines.append(f"note: {note}")
    for s in result.unsupported:
        lines.append(f"unsupported ({s.category}): \"{s.text}\" ({s.reason})")
    for u in result.unparsed:
        lines.append(f"unparsed ({u.grammar or 'lowering'}): \"{u.text}\" ({u.reason})")
    return "\n".join(lines)


def read_nothing(result: CardTextResult) -> bool:
    """Nothing of the text became an ability, a card property or a clause read: only refusals."""
    return not (result.abilities or result.card or result.other_keywords or result.unsupported)


@click.command("ability")
@click.argument("text")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@click.option("--name", default=None, help="The card's name, so that its text's own name reads as 'self'.")
@click.option("--type", "type_code", default=None,
              help=f"The card type ({', '.join(CARD_TYPES)}): how text with no icon reads.")
@click.option("--tree", is_flag=True, help="Print the grammar's tree of the text (clauses and chunks) instead.")
def ability(text: str, as_json: bool, name: str | None, type_code: str | None, tree: bool) -> None:
    """Parse a card's printed TEXT into abilities in the engine's vocabulary ('-' reads stdin)."""
    if text == "-":
        try:
            text = sys.stdin.read(MAX_TEXT + 1)  # no further: a card text is bounded (markup.py)
        except (OSError, UnicodeDecodeError) as exc:
            click.echo(f"error: cannot read the card text from standard input: {exc}", err=True)
            sys.exit(1)
    if not text.strip():
        click.echo("error: the card text is empty", err=True)
        sys.exit(1)
    if tree:
        click.echo("\n".join(outline(text, name)))
        return
    try:
        result = parse_card_text(text, name=name, type_code=type_code)
    except (ValueError, TypeError) as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(1)
    click.echo(result.dumps() if as_json else summary(result))
    if read_nothing(result):
        first = result.unparsed[0] if result.unparsed else None
        why = f": {first.reason} ({first.grammar}): \"{first.text}\"" if first else ""
        click.echo(f"error: nothing of the card text was read{why}", err=True)
        sys.exit(1)
