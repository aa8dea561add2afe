"""Small views shared by the browse modules: an entry's name and place, links, citations.

Every listing names entries, files them under their parents and cites their lines; these are
the helpers for that, over a read-only connection, so the listings stay about what they list.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from dataclasses import asdict, dataclass

GAMES = ("ahlcg", "elder-sign")
MAX_DEPTH = 32


class BrowseError(ValueError):
    """A filter value that cannot select anything (unknown category, malformed version...)."""



@dataclass(frozen=True)
class EntryRef:
    """Enough of an entry to name and link it."""

    key: str
    title: str
    kind: str
    game: str

    def as_json(self) -> dict[str, object]:
        return asdict(self)


def ref_of(row: sqlite3.Row) -> EntryRef:
    return EntryRef(row["key"], row["title"], row["kind"], row["game"])


def row_meta(row: sqlite3.Row) -> dict[str, object]:
    try:
        meta = json.loads(row["meta"] or "{}")
    except (TypeError, ValueError):
        return {}
    return meta if isinstance(meta, dict) else {}


def entry_ref(connection: sqlite3.Connection, key: str) -> EntryRef | None:
    row = connection.execute("select key, title, kind, game from entries where key = ?", [key]).fetchone()
    return ref_of(row) if row else None


def breadcrumbs(connection: sqlite3.Connection, key: str) -> list[EntryRef]:
    """The entries ``key`` is filed under, outermost first (not the entry itself)."""
    trail: list[EntryRef] = []
    seen = {key}
    row = connection.execute("select parent from entries where key = ?", [key]).fetchone()
    parent = row["parent"] if row else None
    while parent and parent not in seen and len(trail) < MAX_DEPTH:
        seen.add(parent)
        row = connection.execute("select key, title, kind, game, parent from entries where key = ?", [parent]).fetchone()
        if row is None:
            break
        trail.append(ref_of(row))
        parent = row["parent"]
    return list(reversed(trail))


def children(connection: sqlite3.Connection, key: str) -> list[EntryRef]:
    """The entries filed directly under ``key``, in document order."""
    return [
        ref_of(row)
        for row in connection.execute(
            "select key, title, kind, game from entries where parent = ? order by source, position", [key]
        )
    ]



def citation(row: sqlite3.Row) -> str:
    """Where a row was printed: "Rules Reference, page 7, lines 670–711"."""
    page = f", page {row['page']}" if row["page"] is not None else ""
    return f"{row['source_title']}{page}, lines {row['first_line']}–{row['last_line']}"


def links_out(connection: sqlite3.Connection, keys: list[str]) -> dict[str, list[EntryRef]]:
    found: dict[str, list[EntryRef]] = {key: [] for key in keys}
    if not keys:
        return found
    marks = ", ".join("?" for _ in keys)
    for row in connection.execute(
        f"""select l.source_key, e.key, e.title, e.kind, e.game from links l join entries e on e.key = l.target_key
            where l.source_key in ({marks}) order by l.line""",
        keys,
    ):
        ref = ref_of(row)
        if ref not in found[row["source_key"]]:
            found[row["source_key"]].append(ref)
    return found


def quoted_links(connection: sqlite3.Connection, keys: Iterable[str]) -> dict[str, list[tuple[str, str]]]:
    """For each key, its cross-references as (quoted text, target key), to turn into anchors."""
    keys = list(dict.fromkeys(keys))
    found: dict[str, list[tuple[str, str]]] = {key: [] for key in keys}
    for start in range(0, len(keys), 500):
        chunk = keys[start : start + 500]
        marks = ", ".join("?" for _ in chunk)
        for row in connection.execute(
            f"select source_key, quoted, target_key from links where source_key in ({marks}) order by line", chunk
        ):
            found[row["source_key"]].append((row["quoted"], row["target_key"]))
    return found


def entries_of_kinds(connection: sqlite3.Connection, kinds: Iterable[str]) -> list[sqlite3.Row]:
    kinds = list(kinds)
    marks = ", ".join("?" for _ in kinds)
    return connection.execute(
        f"""select e.*, s.title as source_title, p.title as parent_title
            from entries e join sources s on s.id = e.source left join entries p on p.key = e.parent
            where e.kind in ({marks}) order by e.source, e.position""",
        kinds,
    ).fetchall()

