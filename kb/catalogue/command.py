"""``kb cards``: import a card catalogue (ArkhamDB's card JSON) and look cards up in it.

The command line (``kb.cli.replay``) hands :func:`default_catalogue` to ``kb replay``
(:func:`kb.engine.command.use_catalogue`), so a situation may name a card (``name: Guard Dog`` or
``code: "01021"``) and take its numbers and text from it; the engine itself opens no database.
"""

from __future__ import annotations

import json
import re
import textwrap
from pathlib import Path
from typing import Any

import click

from kb.cardtext.coverage import headline, measure
from kb.store import default_db_path
from kb.terminal import printable, printable_json

from .cardfile import CatalogueError, read_card_file
from .store import Catalogue, catalogue_path, import_cards, open_catalogue

#: The numbers ``kb cards show`` prints, in ArkhamDB's field names and players' words.
#: An enemy's attack (``enemy_damage``, ``enemy_horror``) is printed apart: the damage and horror it deals
#: when it attacks, never damage or horror placed on it.
_NUMBERS = (("cost", "cost"), ("enemy_fight", "fight"), ("health", "health"), ("enemy_evade", "evade"),
            ("sanity", "sanity"), ("shroud", "shroud"), ("clues", "clues"), ("skill_willpower", "willpower"),
            ("skill_intellect", "intellect"), ("skill_combat", "combat"), ("skill_agility", "agility"))


def _attack(card: dict[str, Any]) -> str | None:
    """An enemy's printed attack in words: "its attack deals 1 damage and 1 horror"."""
    amounts = [(card.get(key), word) for key, word in (("enemy_damage", "damage"), ("enemy_horror", "horror"))]
    if not any(isinstance(n, int) and n >= 0 for n, _ in amounts):
        return None
    dealt = " and ".join(f"{n if isinstance(n, int) and n >= 0 else 0} {word}" for n, word in amounts)
    return f"attack {dealt} (printed: what its attack deals)"


def default_catalogue() -> Catalogue | None:
    """The catalogue beside the rules database (``$KB_CARDS_DB``), or None when none was imported."""
    return open_catalogue(catalogue_path(default_db_path()))



def card_summary(card: dict[str, Any]) -> list[str]:
    """A card as text: name, type and traits, its numbers, its printed text (no control sequences)."""
    head = f"{card['name']} ({card['code']})"
    kind = " · ".join(x for x in (card.get("type_code"), card.get("traits")) if x)
    lines = [head + (f" — {kind}" if kind else "")]
    numbers = [f"{word} {card[key]}" + (" per investigator" if key == "health" and card.get("health_per_investigator")
                                        else "")
               for key, word in _NUMBERS if isinstance(card.get(key), int) and card[key] >= 0]
    if numbers:
        lines.append("  " + ", ".join(numbers))
    attack = _attack(card)
    if attack:
        lines.append("  " + attack)
    text = re.sub(r"</?[a-z]+>", "", str(card.get("text") or "")).replace("[[", "").replace("]]", "").strip()
    if text:
        lines += textwrap.wrap(text, width=96, initial_indent="  ", subsequent_indent="  ") or []
    return [printable(line) for line in lines]


def printed_text_lines(name: str) -> list[str]:
    """``kb card``'s "Printed text" lines for ``name`` from the catalogue ([] without one, or no such card)."""
    card = printed_card(name)
    if card is None:
        return []
    return ["Printed text (your catalogue):"] + card_summary(card)[1:]


def printed_card(name: str) -> dict[str, Any] | None:
    """The catalogue's card object for ``name``, or None (also when the catalogue, or its record of the
    card, cannot be read: ``kb card`` then shows the rulings without the printed text)."""
    try:
        catalogue = default_catalogue()
    except CatalogueError:
        return None
    if catalogue is None:
        return None
    try:
        return catalogue.lookup(name)
    except CatalogueError:
        return None
    finally:
        catalogue.close()


def _path(cards_db: Path | None) -> Path:
    return cards_db or catalogue_path(default_db_path())


cards_db_option = click.option(
    "--cards-db", "cards_db", type=click.Path(dir_okay=False, path_type=Path), default=None,
    help="Catalogue file (default: $KB_CARDS_DB, else cards.db beside the rules database).")


@click.group("cards")
def cards() -> None:
    """Your card catalogue: import ArkhamDB's card JSON, look cards up (no card data ships with kb)."""


@cards.command("import")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@cards_db_option
def import_command(file: Path, cards_db: Path | None) -> None:
    """Import FILE, ArkhamDB's public card JSON (its API's card list or a pack file of its data)."""
    path = _path(cards_db)
    try:
        found = read_card_file(file)
        added, replaced = import_cards(path, found)
    except CatalogueError as error:
        raise click.ClickException(str(error)) from None
    click.echo(f"imported {added + replaced} cards ({added} new, {replaced} replaced) into {path}")
    click.echo(f"card text: {headline(measure(found))} (details: python -m kb.tools.card_coverage FILE)")


@cards.command("show")
@click.argument("name")
@click.option("--json", "as_json", is_flag=True, help="Print the card object as imported.")
@cards_db_option
def show_command(name: str, as_json: bool, cards_db: Path | None) -> None:
    """Show the card NAME (or code) from the catalogue: its numbers and printed text."""
    try:
        catalogue = open_catalogue(_path(cards_db))
    except CatalogueError as error:
        raise click.ClickException(str(error)) from None
    if catalogue is None:
        raise click.ClickException("no card catalogue yet: import one with `kb cards import FILE`")
    try:
        card = catalogue.lookup(name)
    except CatalogueError as error:
        raise click.ClickException(str(error)) from None
    finally:
        catalogue.close()
    if card is None:
        raise click.ClickException(f"no card named or numbered {printable(name)!r} in the catalogue")
    click.echo(printable_json(json.dumps(card, ensure_ascii=False, indent=2)) if as_json else "\n".join(card_summary(card)))
