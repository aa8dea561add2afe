"""The catalogue's SQLite file: import ArkhamDB card objects, look a card up by name or code.

One table, ``cards(code, name, folded, type_code, data)``: ``data`` is the card object as imported
(every field kept, so a later reader may use more of them); ``folded`` is the name case- and
accent-folded for lookups. Importing a card again (same code) replaces it.

An import is atomic for readers, the rules database's way (``kb.store.write``): the catalogue is
copied into a temporary file beside it, the cards are written there, and the file is renamed over
the old one, so a reader (a replay, an entry page) opens either the old catalogue or the new one,
never a half-written file nor one with a journal it cannot roll back (read-only, it could not:
every replay failed after an import was killed). Imports take turns under the build lock, which
also removes what a killed import left. The card file is checked before anything is written
(``cardfile``); a full disk or an unreadable catalogue is a :class:`CatalogueError`, one line.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import tempfile
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kb.store import sqlite_uri
from kb.store.files import build_lock, remove_leftovers, sync_directory

from .cardfile import MAX_CARDS, CatalogueError, card_problem

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


def catalogue_path(rules_db: Path) -> Path:
    """``$KB_CARDS_DB`` when set, else ``cards.db`` beside the rules database."""
    if os.environ.get("KB_CARDS_DB"):
        return Path(os.environ["KB_CARDS_DB"])
    return rules_db.with_name("cards.db")


def fold(name: str) -> str:
    """A name for lookups: compatibility forms unified (NFKC's), accents dropped, case folded,
    curly quotes straightened, spaces squeezed."""
    text = unicodedata.normalize("NFKD", name)
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return " ".join(text.casefold().split())


def import_cards(db_path: Path, cards: Iterable[Mapping[str, Any]]) -> tuple[int, int]:
    """Import ``cards`` (checked by ``cardfile``) into the catalogue at ``db_path`` (created if
    missing), atomically: ``(added, replaced)``."""
    if db_path.exists() and not db_path.is_file():
        raise CatalogueError(f"{db_path} is not a file, so it cannot hold a card catalogue")
    try:
        db_path.parent.mkdir(parents=True, exist_ok=True)
        with build_lock(db_path):
            remove_leftovers(db_path)
            return _import(db_path, cards)
    except sqlite3.DatabaseError as error:
        raise CatalogueError(f"cannot write the card catalogue {db_path}: {error}") from None
    except OSError as error:
        raise CatalogueError(f"cannot write the card catalogue {db_path}: {error.strerror or error}") from None


def _import(db_path: Path, cards: Iterable[Mapping[str, Any]]) -> tuple[int, int]:
    handle, temporary = tempfile.mkstemp(prefix=f".{db_path.name}.", suffix=".tmp", dir=db_path.parent)
    os.close(handle)
    try:
        connection = sqlite3.connect(temporary)
        try:
            if db_path.is_file():
                _copy_into(db_path, connection)
            connection.executescript(SCHEMA)
            added, replaced = _insert(connection, cards)
            total = connection.execute("select count(*) from cards").fetchone()[0]
            if total > MAX_CARDS:
                raise CatalogueError(f"the catalogue would hold {total} cards, more than the {MAX_CARDS} it may hold")
            connection.commit()
        finally:
            connection.close()
        os.chmod(temporary, 0o644)  # mkstemp makes it private; the server may run as another user
        os.replace(temporary, db_path)
        sync_directory(db_path.parent)
        return added, replaced
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        Path(f"{temporary}-journal").unlink(missing_ok=True)
        raise


def _copy_into(db_path: Path, target: sqlite3.Connection) -> None:
    """The cards of the catalogue at ``db_path`` copied into ``target``. Opened writable, so that a
    journal an import of an older version left is rolled back first; not a catalogue: refused."""
    try:
        source = sqlite3.connect(db_path)
        try:
            source.execute("select count(*) from cards").fetchone()
            source.backup(target)
        finally:
            source.close()
    except sqlite3.DatabaseError as error:
        raise CatalogueError(f"{db_path} is not a card catalogue ({error}); move it away or choose another "
                             "--cards-db") from None


def _insert(connection: sqlite3.Connection, cards: Iterable[Mapping[str, Any]]) -> tuple[int, int]:
    known = {row[0] for row in connection.execute("select code from cards")}
    added = replaced = 0
    for i, card in enumerate(cards):
        problem = card_problem(card)  # read_card_file checked them; a caller handing cards in may not have
        if problem:
            raise CatalogueError(f"card {i} {problem}")
        code = str(card["code"]).strip()
        name = str(card["name"]).strip()
        replaced += code in known
        added += code not in known
        known.add(code)
        connection.execute("insert or replace into cards values (?, ?, ?, ?, ?)",
                           (code, name, fold(name), card.get("type_code"),
                            json.dumps(dict(card), ensure_ascii=False, allow_nan=False)))
    return added, replaced


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
        if row is None:
            return None
        try:
            return json.loads(row[0])
        except ValueError:  # a byte changed inside the stored JSON, which SQLite's checks cannot see
            raise CatalogueError(f"the catalogue's record of {key.strip()!r} is damaged; import the card file "
                                 "again") from None

    __call__ = lookup

    def count(self) -> int:
        return int(self.connection.execute("select count(*) from cards").fetchone()[0])

    def names(self) -> list[str]:
        return [r[0] for r in self.connection.execute("select distinct name from cards order by name")]

    def close(self) -> None:
        self.connection.close()


def open_catalogue(db_path: Path) -> Catalogue | None:
    """The catalogue at ``db_path`` opened read-only, or None when no catalogue was imported there.

    A journal beside it (an import of an older version was killed) is rolled back first, writable,
    when this process may: read-only, SQLite could not, and every read would fail.
    """
    if not Path(db_path).is_file():
        return None
    if Path(f"{db_path}-journal").exists():
        with contextlib.suppress(sqlite3.DatabaseError):
            repair = sqlite3.connect(db_path)
            try:
                repair.execute("select count(*) from sqlite_master").fetchone()
            finally:
                repair.close()
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
