"""Reading the card index: each card the FAQ names, with its collector number, errata and the FAQ
items that mention it (``kb card NAME``).

The index itself is made at build time (``kb.link.cards``) and stored in the ``cards`` table.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import asdict, dataclass, field

from rapidfuzz import fuzz, process, utils

from kb.lookup import EntryNotFound, ruling_label
from kb.tokens import fold

MATCH_CUTOFF = 80.0


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
