"""How much of a card file the card reader reads, by type, cycle and gap category.

    python -m kb.tools.card_coverage FILE [--details N] [--gap CATEGORY]

FILE is ArkhamDB card JSON (its API's card list, a pack file of its data repository, or an object
with a ``cards`` list). The project ships no card data: point it at a catalogue you have.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from kb.cardtext.coverage import gap_listing, measure, report
from kb.catalogue import CatalogueError, read_card_file


@click.command()
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--details", default=15, show_default=True, help="How many of the commonest gaps to list.")
@click.option("--gap", "category", metavar="CATEGORY",
              help="Instead of the tables, list every gap of this category (e.g. effect:move, trigger) with its card.")
def main(file: Path, details: int, category: str | None) -> None:
    """Print the card reader's coverage of FILE."""
    try:
        cards = read_card_file(file)
    except CatalogueError as error:
        click.echo(f"error: {error}", err=True)
        sys.exit(1)
    cov = measure(cards)
    click.echo(gap_listing(cov, category) if category else report(cov, details))


if __name__ == "__main__":
    main()
