"""Measure the parser on a file of cards: the share whose text parses with nothing unparsed.

    python3 -m kb.cardtext.evaluate CARDS.json [--failures N]

``CARDS.json`` is a list of card objects in ArkhamDB's shape (``code``, ``name``, ``type_code``,
``text``…). Cards without text are not counted. The figure is the share of the counted cards whose
every paragraph became abilities, keywords or card fields with no unparsed fragment; the commonest
reasons follow, so that the next grammar rule to write is the one that fails most often.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click

from .parser import CARD_TYPES, parse_card_text


@dataclass(frozen=True)
class Evaluation:
    """The counts of one run: cards with text, cards fully parsed, abilities, reasons."""

    counted: int
    complete: int
    abilities: int
    reasons: tuple[tuple[str, int], ...]
    failures: tuple[tuple[str, str, str], ...]  # (code, name, first unparsed fragment and reason)

    @property
    def share(self) -> float:
        return self.complete / self.counted if self.counted else 0.0


def evaluate(cards: list[dict[str, Any]]) -> Evaluation:
    """Parse every card with text and count the complete ones."""
    counted = complete = abilities = 0
    reasons: Counter[str] = Counter()
    failures: list[tuple[str, str, str]] = []
    for card in cards:
        text = card.get("text")
        if not isinstance(text, str) or not text.strip():
            continue
        type_code = card.get("type_code")
        result = parse_card_text(text, name=card.get("name"),
                                 type_code=type_code if type_code in CARD_TYPES else None)
        counted += 1
        abilities += len(result.abilities)
        if result.complete:
            complete += 1
            continue
        for u in result.unparsed:
            reasons[u.reason] += 1
        first = result.unparsed[0]
        failures.append((str(card.get("code", "?")), str(card.get("name", "?")), f'"{first.text}": {first.reason}'))
    return Evaluation(counted, complete, abilities, tuple(reasons.most_common()), tuple(failures))


def report(ev: Evaluation, failures: int = 10) -> str:
    lines = [f"cards with text: {ev.counted}",
             f"parsed with nothing unparsed: {ev.complete} ({ev.share:.1%})",
             f"abilities emitted: {ev.abilities}"]
    if ev.reasons:
        lines.append("commonest reasons:")
        lines.extend(f"  {n:4d}  {reason}" for reason, n in ev.reasons[:10])
    if ev.failures and failures:
        lines.append("first failures:")
        lines.extend(f"  {code} {name}: {what}" for code, name, what in ev.failures[:failures])
    return "\n".join(lines)


@click.command()
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--failures", default=10, show_default=True, help="How many failing cards to list.")
def main(path: Path, failures: int) -> None:
    """Print the share of the cards in PATH (ArkhamDB card objects) that parse completely."""
    try:
        cards = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        click.echo(f"error: cannot read {path}: {exc}", err=True)
        sys.exit(1)
    if not isinstance(cards, list) or not all(isinstance(c, dict) for c in cards):
        click.echo(f"error: {path} is not a list of card objects", err=True)
        sys.exit(1)
    click.echo(report(evaluate(cards), failures))


if __name__ == "__main__":
    main()
