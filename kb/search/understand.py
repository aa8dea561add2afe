"""One understanding of what a player names, for ``kb show``, ``kb card``, search and the web.

``kb search`` reads "aoo", "st6", "zap window" or "the word 'then'" as the rules they name; so
must ``kb show``. ``resolve`` finds the entry a query names, in this order:

1. a key, or a title, alias or step number typed exactly ("Surge", "ST.6 Determine…", "1.4");
   an identifier ("st6", "2.2.1", "FAQ 1.4") — when an identifier and a title name two entries
   ("2.2" is framework step 2.2 and FAQ ruling 2.2) the query is ambiguous and both are listed;
2. what the whole query names as search understands it: jargon ("aoo", "zap window") or a rule
   named by its word ("the word then");
3. a card the FAQ names ("guard dog"): the FAQ entry that speaks of it;
4. a near-miss title ("atack of oportunity").

``find_card`` is ``kb.cards.get_card`` that also finds a card the FAQ names only in its text
(no collector number: "Guard Dog" in FAQ 1.4) and says what each erratum and taboo changes.
"""

from __future__ import annotations

import json
import re
import sqlite3
from dataclasses import dataclass, field

from kb.cards import CardView, get_card
from kb.lookup import EntryNotFound, resolve_key, ruling_label
from kb.search import Vocabulary
from kb.search.query import identifier_keys
from kb.tokens import words

#: Sources that speak of cards (the FAQ and the community glossary that carries its rulings).
CARD_SOURCES = ("faq", "glossary-2024")


class AmbiguousQuery(EntryNotFound):
    """The query names more than one entry; ``candidates`` are (key, title) pairs."""

    def __init__(self, query: str, candidates: list[tuple[str, str]]) -> None:
        self.candidates = candidates
        LookupError.__init__(self, f"{query!r} names {len(candidates)} entries; show one by its key:\n" + "\n".join(
            f"  {key}  {title}" for key, title in candidates))
        self.query = query
        self.suggestions = [key for key, _ in candidates]


@dataclass
class Resolved:
    key: str
    #: "key", "title", "slug", "identifier", "named" (jargon, a rule named by its word), "card" or "fuzzy"
    matched_by: str
    #: what was read in the query, to show: "aoo → attack of opportunity", "Guard Dog: named in …"
    notes: list[str] = field(default_factory=list)


def _title(connection: sqlite3.Connection, key: str) -> str:
    row = connection.execute("select title from entries where key = ?", [key]).fetchone()
    return row[0] if row else key


def resolve(connection: sqlite3.Connection, query: str, *, near_miss: bool = True) -> Resolved:
    """The entry ``query`` names (see the module's docstring); ``AmbiguousQuery`` when it names
    several, ``EntryNotFound`` with the nearest titles when none. Without ``near_miss`` a
    misspelled title is not looked for among all the titles (the search page looks among its
    results)."""
    query = query.strip()
    exact: tuple[str, str] | None = None
    try:
        exact = resolve_key(connection, query, fuzzy_among=[])
    except EntryNotFound:
        pass
    if exact and exact[1] == "key":
        return Resolved(*exact)
    known = {key for key in identifier_keys(query) if connection.execute("select 1 from entries where key = ?", [key]).fetchone()}
    named = list(dict.fromkeys(sorted(known) + ([exact[0]] if exact else [])))
    if len(named) > 1:
        raise AmbiguousQuery(query, [(key, _title(connection, key)) for key in named])
    if exact:
        return Resolved(*exact)
    if named:
        return Resolved(named[0], "identifier")
    plan = Vocabulary.of(connection).plan(query)
    whole = [key for key, span in plan.naming.items() if span is not None and len(span) == len(plan.concepts)]
    whole = [key for key in whole if connection.execute("select 1 from entries where key = ?", [key]).fetchone()]
    if whole:
        return Resolved(whole[0], "named", list(plan.understood))
    mentions = card_entries(connection, query)
    if mentions:
        name, keys = mentions
        others = [f"{name} is also named in {_title(connection, key)}  [{key}]" for key in keys[1:]]
        return Resolved(keys[0], "card", [f"{name} is a card: what {_label(connection, keys[0])} says of it", *others])
    if not near_miss:
        raise EntryNotFound(query, [])
    return Resolved(*resolve_key(connection, query))


def card_entries(connection: sqlite3.Connection, name: str) -> tuple[str, list[str]] | None:
    """A card ``name`` names, as the FAQ writes it, and the entries that speak of it: the card
    index first (errata, taboos, mentions with a number), then the FAQ texts naming it as a
    phrase of two or more words ("Guard Dog"). None when no entry names it."""
    plain = words(name)
    if not plain:
        return None
    row = connection.execute(
        "select c.name from cards c where lower(c.name) = ? limit 1", [" ".join(plain)]
    ).fetchone()
    if row:
        keys = [r[0] for r in connection.execute(
            "select c.entry_key from cards c join entries e on e.key = c.entry_key where c.name = ? order by e.position", [row[0]])]
        return row[0], list(dict.fromkeys(keys))
    if len(plain) < 2:
        return None
    phrase = '"' + " ".join(plain).replace('"', '""') + '"'
    marks = ", ".join("?" for _ in CARD_SOURCES)
    rows = connection.execute(
        f"""select e.key, e.text, e.title from entries_fts join entries e on e.rowid = entries_fts.rowid
            where entries_fts match ? and e.source in ({marks}) order by e.source = 'faq' desc, e.position""",
        [phrase, *CARD_SOURCES],
    ).fetchall()
    found = [(key, _written(text, plain) or _written(title, plain)) for key, text, title in rows]
    found = [(key, written) for key, written in found if written and written[0].isupper()]
    if not found:
        return None
    return found[0][1], [key for key, _ in found]


def _written(text: str, plain: list[str]) -> str | None:
    """How ``text`` writes the words ``plain`` in a row ("Guard Dog"), if it does."""
    pattern = r"(?<![^\W_])" + r"[\W_]+".join(re.escape(w) for w in plain) + r"(?![^\W_])"
    match = re.search(pattern, text, re.IGNORECASE)
    return match.group(0) if match else None


def find_card(connection: sqlite3.Connection, name: str) -> CardView:
    """``kb.cards.get_card``, plus the cards the FAQ names only in its text, and for each
    erratum and taboo what it changes (``change``: its text)."""
    try:
        view = get_card(connection, name)
    except EntryNotFound as error:
        found = card_entries(connection, name)
        if found is None:
            raise error
        view = CardView(found[0], [])
        view.mentions = [
            {"key": key, "title": _title(connection, key), "label": _label(connection, key)} for key in found[1]
        ]
        return view
    for item in view.errata + view.taboos:
        row = connection.execute("select text, meta from entries where key = ?", [item["key"]]).fetchone()
        if row:
            listed = json.loads(row[1]).get("list")
            item["change"] = (f"{listed} list: " if listed else "") + " ".join(row[0].split())
    return view


def named_entry(connection: sqlite3.Connection, query: str) -> tuple[str, str] | None:
    """The entry ``query`` names outright, as ``resolve`` finds it, and how; None when it names
    none, several, or only a near-miss title (for the search page's "Go to …")."""
    try:
        found = resolve(connection, query, near_miss=False)
    except EntryNotFound:
        return None
    return found.key, found.matched_by


def _label(connection: sqlite3.Connection, key: str) -> str:
    row = connection.execute("select kind, meta, source from entries where key = ?", [key]).fetchone()
    if row is None:
        return key
    return ruling_label(row[0], json.loads(row[1])) if row[2] == "faq" else "glossary"
