"""Look up one entry by key or title, with its links, backlinks, variants and provenance.

A title typed with typos ("atack of oportunity") is matched with rapidfuzz; a query that
matches nothing well enough raises ``EntryNotFound`` carrying the nearest titles as
suggestions, so the caller can say "no entry; did you mean …".
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field

from rapidfuzz import fuzz, process, utils

from kb.model import slugify
from kb.store import derived

#: Below this rapidfuzz ratio a title is not taken as what the user meant.
MATCH_CUTOFF = 80.0
SUGGESTION_CUTOFF = 55.0


class EntryNotFound(LookupError):
    """No entry matches; ``suggestions`` are the closest titles."""

    def __init__(self, query: str, suggestions: list[str]) -> None:
        self.query = query
        self.suggestions = suggestions
        hint = f"; did you mean {', '.join(repr(s) for s in suggestions)}?" if suggestions else ""
        super().__init__(f"no entry {query!r}{hint}")


@dataclass(frozen=True)
class LinkView:
    key: str
    title: str
    kind: str
    quoted: str
    line: int


@dataclass(frozen=True)
class VariantView:
    source: str
    source_title: str
    title: str
    text: str
    first_line: int
    last_line: int


@dataclass(frozen=True)
class RulingView:
    """A ruling, erratum or Q&A that touches an entry: ``relation`` is the link kind."""

    key: str
    title: str
    kind: str
    relation: str
    #: how it is named at the table: "errata v1.0", "FAQ 1.4", "FAQ Q&A"
    name: str
    #: where in the entry an erratum changes it ("third bullet"), when it says
    location: str | None = None
    version: str | None = None

    @property
    def label(self) -> str:
        """The name with the place it amends: "errata v1.0: third bullet"."""
        return f"{self.name}: {self.location}" if self.location else self.name

    def as_json(self) -> dict[str, object]:
        return {**asdict(self), "label": self.label}


#: Entries that rule on other entries, and the link kinds by which any entry does.
RULING_KINDS = ("erratum", "ruling", "question")
RULING_RELATIONS = ("amends", "clarifies", "replaces")


def ruling_label(kind: str, meta: dict[str, object]) -> str:
    """How a ruling is named at the table: "FAQ 1.4", "errata v1.0", "FAQ Q&A", "FAQ"."""
    if kind == "erratum":
        return f"errata {meta['version']}" if meta.get("version") else "errata"
    if meta.get("number"):
        return f"FAQ {meta['number']}"
    return "FAQ Q&A" if kind == "question" else "FAQ"


@dataclass
class EntryView:
    key: str
    title: str
    game: str
    kind: str
    parent: str | None
    parent_title: str | None
    source: str
    source_title: str
    first_line: int
    last_line: int
    page: int | None
    text: str
    aliases: list[str]
    meta: dict[str, object]
    links: list[LinkView] = field(default_factory=list)
    backlinks: list[LinkView] = field(default_factory=list)
    variants: list[VariantView] = field(default_factory=list)
    rulings: list[RulingView] = field(default_factory=list)
    matched_by: str = "key"

    @property
    def amendments(self) -> list[RulingView]:
        return [r for r in self.rulings if r.relation == "amends"]

    @property
    def current_text(self) -> str:
        """The text in force: with its errata applied when an erratum amends the entry."""
        amended = next((v for v in self.variants if v.source == "faq"), None)
        return amended.text if amended else self.text

    def citation(self) -> str:
        page = f", page {self.page}" if self.page is not None else ""
        return f"{self.source_title}{page}, lines {self.first_line}–{self.last_line}"

    def as_json(self) -> dict[str, object]:
        return asdict(self)


@dataclass(frozen=True)
class TitleIndex:
    """Every way a player names an entry, computed once per database build."""

    #: folded title or alias → key (entries first, then figures and notes)
    by_name: dict[str, str]
    #: last part of a key ("st-6") → key
    by_slug: dict[str, str]
    keys: tuple[str, ...]
    titles: tuple[str, ...]
    #: the titles as the fuzzy match compares them (``utils.default_process``), prepared once
    folded_titles: tuple[str, ...]
    #: key → its place in ``keys``
    position: dict[str, int]

    @classmethod
    def of(cls, connection: sqlite3.Connection) -> "TitleIndex":
        rows = connection.execute(
            "select key, title, aliases from entries order by kind not in ('entry', 'step', 'section'), position"
        ).fetchall()
        by_name: dict[str, str] = {}
        by_slug: dict[str, str] = {}
        for key, title, aliases in rows:
            for name in (title, *json.loads(aliases)):
                by_name.setdefault(name.casefold(), key)
            by_slug.setdefault(key.rsplit("/", 1)[-1], key)
        keys, titles = tuple(r[0] for r in rows), tuple(r[1] for r in rows)
        folded = tuple(utils.default_process(t) for t in titles)
        return cls(by_name, by_slug, keys, titles, folded, {key: i for i, key in enumerate(keys)})


def resolve_key(connection: sqlite3.Connection, query: str, fuzzy_among: Sequence[str] | None = None) -> tuple[str, str]:
    """The key ``query`` names (a key, a title, an alias or a near-miss title) and how.

    A near miss is looked for among every title, or only those of the keys ``fuzzy_among`` (the
    search page: its results, which already hold a misspelled title's entry; comparing a question
    with every title of a large corpus would cost more than the search itself).
    """
    query = query.strip()
    if connection.execute("select 1 from entries where key = ?", [query]).fetchone():
        return query, "key"
    index: TitleIndex = derived(connection, "title index", TitleIndex.of)
    if (key := index.by_name.get(query.casefold())) is not None:
        return key, "title"
    try:
        slug = slugify(query)
    except ValueError:
        slug = ""
    if slug and (key := index.by_slug.get(slug)) is not None:
        return key, "slug"
    folded = utils.default_process(query)
    positions = range(len(index.keys)) if fuzzy_among is None else [index.position[k] for k in fuzzy_among if k in index.position]
    choices = [index.folded_titles[i] for i in positions]
    best = process.extractOne(folded, choices, scorer=fuzz.ratio, processor=None, score_cutoff=MATCH_CUTOFF)
    if best is not None:
        return index.keys[positions[best[2]]], "fuzzy"
    near = process.extract(folded, choices, scorer=fuzz.ratio, processor=None, limit=3, score_cutoff=SUGGESTION_CUTOFF)
    raise EntryNotFound(query, list(dict.fromkeys(index.titles[positions[i]] for _, _, i in near)))


def get_entry(connection: sqlite3.Connection, query: str) -> EntryView:
    """The entry ``query`` names, with everything ``kb show`` displays."""
    key, matched_by = resolve_key(connection, query)
    row = connection.execute(
        """select e.*, s.title as source_title, p.title as parent_title
           from entries e join sources s on s.id = e.source left join entries p on p.key = e.parent
           where e.key = ?""",
        [key],
    ).fetchone()
    view = EntryView(
        key=row["key"], title=row["title"], game=row["game"], kind=row["kind"], parent=row["parent"],
        parent_title=row["parent_title"],
        source=row["source"], source_title=row["source_title"], first_line=row["first_line"],
        last_line=row["last_line"], page=row["page"], text=row["text"],
        aliases=json.loads(row["aliases"]), meta=json.loads(row["meta"]), matched_by=matched_by,
    )
    view.links = _links(connection, "source_key", "target_key", key)
    view.backlinks = _links(connection, "target_key", "source_key", key)
    view.rulings = attachments(connection, [key])[key]
    view.variants = [
        VariantView(r["source"], r["source_title"], r["title"], r["text"], r["first_line"], r["last_line"])
        for r in connection.execute(
            """select v.*, s.title as source_title from variants v join sources s on s.id = v.source
               where v.key = ? order by s.precedence desc""",
            [key],
        )
    ]
    return view


def attachments(connection: sqlite3.Connection, keys: list[str]) -> dict[str, list[RulingView]]:
    """For each key, the errata, rulings and Q&A linked to it, in document order."""
    found: dict[str, list[RulingView]] = {key: [] for key in keys}
    if not keys:
        return found
    marks = ", ".join("?" for _ in keys)
    rows = connection.execute(
        f"""select l.target_key, e.key, e.title, e.kind, l.kind, e.meta from links l join entries e on e.key = l.source_key
            where l.target_key in ({marks}) and (e.kind in {RULING_KINDS} or l.kind in {RULING_RELATIONS})
            order by e.position""",
        keys,
    )
    for target, ruling_key, title, kind, relation, meta_json in rows:
        if any(item.key == ruling_key for item in found[target]):
            continue
        meta = json.loads(meta_json)
        location = str(meta["location"]) if relation == "amends" and meta.get("location") else None
        version = str(meta["version"]) if meta.get("version") else None
        found[target].append(RulingView(ruling_key, title, kind, relation, ruling_label(kind, meta), location, version))
    return found


def _links(connection: sqlite3.Connection, this: str, other: str, key: str) -> list[LinkView]:
    return [
        LinkView(r[0], r[1], r[2], r[3], r[4])
        for r in connection.execute(
            f"""select l.{other}, e.title, l.kind, l.quoted, l.line from links l
                join entries e on e.key = l.{other} where l.{this} = ? order by l.line""",
            [key],
        )
    ]


def export_entries(connection: sqlite3.Connection):
    """Every entry as a JSON-ready dict, in document order (for ``kb export --jsonl``)."""
    links: dict[str, list[dict[str, object]]] = {}
    for source_key, target_key, kind, quoted, line in connection.execute(
        "select source_key, target_key, kind, quoted, line from links order by line"
    ):
        links.setdefault(source_key, []).append({"to": target_key, "kind": kind, "quoted": quoted, "line": line})
    for row in connection.execute("select * from entries order by position"):
        yield {
            "key": row["key"], "title": row["title"], "game": row["game"], "kind": row["kind"],
            "parent": row["parent"], "source": row["source"], "lines": [row["first_line"], row["last_line"]],
            "page": row["page"], "text": row["text"], "aliases": json.loads(row["aliases"]),
            "links": links.get(row["key"], []),
        }
