"""The card index: each card the FAQ names, with its collector number, errata and the FAQ items
that mention it (``kb card NAME``).

The FAQ is the only source that names cards; its parser records them in each entry's meta:
``cards`` for the cards an erratum or taboo is about, ``cards_mentioned`` for the cards a ruling
or answer names in passing. The index is built from those at build time.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import asdict, dataclass, field

from rapidfuzz import fuzz, process, utils

from kb.lookup import EntryNotFound, ruling_label
from kb.model import Entry
from kb.tokens import fold

MATCH_CUTOFF = 80.0


@dataclass(frozen=True)
class CardMention:
    """One card named by one entry; ``relation`` is "erratum", "taboo" or "mention"."""

    name: str
    number: str
    entry_key: str
    relation: str


def card_mentions(entries: list[Entry]) -> list[CardMention]:
    """Every card the entries name, in document order, once per (card, entry, relation)."""
    found: dict[tuple[str, str, str, str], None] = {}
    for entry in entries:
        about = "taboo" if entry.key.startswith("ahlcg/faq/taboo-") else "erratum"
        for card in entry.meta.get("cards", []) or []:
            found[(card["name"], str(card.get("number", "")), entry.key, about)] = None
        for card in entry.meta.get("cards_mentioned", []) or []:
            found[(card["name"], str(card.get("number", "")), entry.key, "mention")] = None
    return [CardMention(*item) for item in found]


@dataclass
class CardView:
    name: str
    numbers: list[str]
    errata: list[dict[str, str]] = field(default_factory=list)
    taboos: list[dict[str, str]] = field(default_factory=list)
    mentions: list[dict[str, str]] = field(default_factory=list)

    def as_json(self) -> dict[str, object]:
        return asdict(self)


def card_names(connection: sqlite3.Connection) -> list[str]:
    return [row[0] for row in connection.execute("select distinct name from cards order by name")]


def get_card(connection: sqlite3.Connection, name: str) -> CardView:
    """The card called ``name`` (a near-miss is matched), with its errata, taboos and mentions."""
    names = card_names(connection)
    folded = {fold(n): n for n in names}
    found = folded.get(fold(name.strip()))
    if found is None:
        best = process.extractOne(name, names, scorer=fuzz.WRatio, processor=utils.default_process, score_cutoff=MATCH_CUTOFF)
        if best is None:
            near = process.extract(name, names, scorer=fuzz.ratio, processor=utils.default_process, limit=3, score_cutoff=50)
            raise EntryNotFound(name, [n for n, _, _ in near])
        found = best[0]
    view = CardView(found, [])
    rows = connection.execute(
        """select c.number, c.relation, e.key, e.title, e.kind, e.meta from cards c join entries e on e.key = c.entry_key
           where c.name = ? order by e.position""",
        [found],
    )
    for number, relation, key, title, kind, meta in rows:
        if number and number not in view.numbers:
            view.numbers.append(number)
        item = {"key": key, "title": title, "label": ruling_label(kind, json.loads(meta))}
        {"erratum": view.errata, "taboo": view.taboos, "mention": view.mentions}[relation].append(item)
    return view
