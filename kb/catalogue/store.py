"""The catalogue's SQLite file: import ArkhamDB card objects, look a card up by name or code.

One table, ``cards(code, name, folded, type_code, data)``: ``data`` is the card object as imported
(every field kept, so a later reader may use more of them); ``folded`` is the name case- and
accent-folded for lookups. Importing a card again (same code) replaces it.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kb.store import sqlite_uri

SCHEMA = """
create table if not exists cards (
    code text primary key,
    name text not null,
    folded text not null,
    type_code text,
    data text not null
);
create index if not exists cards_folded on cards(folded);
"""


class CatalogueError(ValueError):
    """A card file that cannot be imported, or a catalogue that cannot be read."""


def catalogue_path(rules_db: Path) -> Path:
    """``$KB_CARDS_DB`` when set, else ``cards.db`` beside the rules database."""
    if os.environ.get("KB_CARDS_DB"):
        return Path(os.environ["KB_CARDS_DB"])
    return rules_db.with_name("cards.db")


def fold(name: str) -> str:
    """A name for lookups: accents dropped, case folded, curly quotes straightened, spaces squeezed."""
    text = unicodedata.normalize("NFKD", name)
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return " ".join(text.casefold().split())


def read_card_file(path: Path) -> list[dict[str, Any]]:
    """The card objects of an ArkhamDB JSON file: its API's card list, or a pack file of its data
    repository (both a JSON list of card objects), or an object whose ``cards`` (or ``data``) is such a
    list. Each needs a ``code`` and a ``name``."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise CatalogueError(f"cannot read {path}: {exc.strerror or exc}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise CatalogueError(f"{path} is not JSON: {exc}") from None
    if isinstance(data, dict):  # an API answer ({"data": [...]}) or a collection ({"cards": [...]})
        data = next((data[k] for k in ("data", "cards") if isinstance(data.get(k), list)), data)
    if not isinstance(data, list):
        raise CatalogueError(f"{path}: expected a JSON list of card objects (ArkhamDB's card list or a pack file)")
    for i, card in enumerate(data):
        if not isinstance(card, dict):
            raise CatalogueError(f"{path}: item {i} is not a card object")
        for key in ("code", "name"):
            if not isinstance(card.get(key), (str, int)) or not str(card.get(key)).strip():
                raise CatalogueError(f"{path}: card {i} has no '{key}'")
    return data


def import_cards(db_path: Path, cards: Iterable[Mapping[str, Any]]) -> tuple[int, int]:
    """Import ``cards`` into the catalogue at ``db_path`` (created if missing): ``(added, replaced)``."""
    db_path.parent.mkdir(parents=True, exist_ok=True)
    connection = sqlite3.connect(db_path)
    try:
        connection.executescript(SCHEMA)
        known = {row[0] for row in connection.execute("select code from cards")}
        added = replaced = 0
        with connection:
            for card in cards:
                code = str(card["code"]).strip()
                name = str(card["name"]).strip()
                replaced += code in known
                added += code not in known
                known.add(code)
                connection.execute("insert or replace into cards values (?, ?, ?, ?, ?)",
                                   (code, name, fold(name), card.get("type_code"),
                                    json.dumps(dict(card), ensure_ascii=False)))
        return added, replaced
    finally:
        connection.close()


@dataclass
class Catalogue:
    """An open catalogue: look cards up by name (folded) or code."""

    connection: sqlite3.Connection

    def lookup(self, key: str) -> dict[str, Any] | None:
        """The card whose code is ``key``, else the one named ``key`` (the lowest code of a name printed
        more than once: the first printing); None when there is none."""
        row = self.connection.execute("select data from cards where code = ?", (key.strip(),)).fetchone()
        if row is None:
            row = self.connection.execute("select data from cards where folded = ? order by code limit 1",
                                          (fold(key),)).fetchone()
        return json.loads(row[0]) if row else None

    __call__ = lookup

    def count(self) -> int:
        return int(self.connection.execute("select count(*) from cards").fetchone()[0])

    def names(self) -> list[str]:
        return [r[0] for r in self.connection.execute("select distinct name from cards order by name")]

    def close(self) -> None:
        self.connection.close()


def open_catalogue(db_path: Path) -> Catalogue | None:
    """The catalogue at ``db_path`` opened read-only, or None when no catalogue was imported there."""
    if not Path(db_path).is_file():
        return None
    try:
        connection = sqlite3.connect(sqlite_uri(db_path), uri=True, check_same_thread=False)
        connection.execute("select count(*) from cards").fetchone()
    except sqlite3.DatabaseError as exc:
        raise CatalogueError(f"{db_path} is not a card catalogue: {exc}") from None
    return Catalogue(connection)


def catalogue_digest(db_path: Path) -> str:
    """A hash of the cards the catalogue at ``db_path`` holds (``""`` when there is none): what pages
    rendered with its printed texts record, so that they are not served once other cards are imported."""
    try:
        catalogue = open_catalogue(db_path)
    except CatalogueError:  # unreadable: the pages show no printed text, as without one
        return ""
    if catalogue is None:
        return ""
    digest = hashlib.sha256()
    try:
        for code, data in catalogue.connection.execute("select code, data from cards order by code"):
            digest.update(f"{len(code)}:{code}{len(data)}:".encode())
            digest.update(data.encode())
    finally:
        catalogue.close()
    return digest.hexdigest()[:32]
