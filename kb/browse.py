"""Browsing the knowledge base: errata, FAQ, timing charts, an entry's place and editions.

What the web pages need beyond ``kb.search`` and ``kb.lookup``, as plain functions over a
read-only connection that return dataclasses with an ``as_json()`` (the JSON API and any
``--json`` command print exactly that). Nothing here knows about HTML.

The errata and FAQ listings are generic over the entry kinds and meta fields the FAQ parser
writes (kinds ``erratum``/``ruling``/``question``; meta ``version``, ``section``, ``original``,
``corrected``, ``cards``); the timing charts are derived from the step and phase entries and
from the text of the chart figures ("PLAYER WINDOW" lines), plus any step entries carrying
meta ``{"sequence", "order"}`` (Elder Sign's turn, midnight...). They fill in as the data lands.
"""

from __future__ import annotations

import difflib
import json
import re
import sqlite3
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from decimal import Decimal, InvalidOperation

from kb.diff import word_diff
from kb.parse.faq import version_key
from kb.lookup import EntryNotFound, EntryView, RulingView, attachments, resolve_key
from kb.search import SearchResponse, SearchResult, run_search
from kb.store import derived

GAMES = ("ahlcg", "elder-sign")
ERRATA_CATEGORIES = ("rulebook", "campaign", "card", "taboo", "other")
FAQ_KINDS = ("ruling", "question")
VERSION_PATTERN = re.compile(r"v?\d+(?:\.\d+)*", re.IGNORECASE)
MAX_DEPTH = 32


class BrowseError(ValueError):
    """A filter value that cannot select anything (unknown category, malformed version...)."""


class ChartNotFound(LookupError):
    """No timing chart has this id; ``available`` lists the ids there are."""

    def __init__(self, chart_id: str, available: list[str]) -> None:
        self.chart_id = chart_id
        self.available = available
        super().__init__(f"no timing chart {chart_id!r}; charts: {', '.join(available) or 'none'}")


# ---------------------------------------------------------------------------------------------
# Small views


@dataclass(frozen=True)
class EntryRef:
    """Enough of an entry to name and link it."""

    key: str
    title: str
    kind: str
    game: str

    def as_json(self) -> dict[str, object]:
        return asdict(self)


def _ref(row: sqlite3.Row) -> EntryRef:
    return EntryRef(row["key"], row["title"], row["kind"], row["game"])


def _meta(row: sqlite3.Row) -> dict[str, object]:
    try:
        meta = json.loads(row["meta"] or "{}")
    except (TypeError, ValueError):
        return {}
    return meta if isinstance(meta, dict) else {}


def entry_ref(connection: sqlite3.Connection, key: str) -> EntryRef | None:
    row = connection.execute("select key, title, kind, game from entries where key = ?", [key]).fetchone()
    return _ref(row) if row else None


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
        trail.append(_ref(row))
        parent = row["parent"]
    return list(reversed(trail))


def children(connection: sqlite3.Connection, key: str) -> list[EntryRef]:
    """The entries filed directly under ``key``, in document order."""
    return [
        _ref(row)
        for row in connection.execute(
            "select key, title, kind, game from entries where parent = ? order by source, position", [key]
        )
    ]


# ---------------------------------------------------------------------------------------------
# Search page


@dataclass
class SearchPage:
    """What the search page shows: the search response, the entry the query names, attachments."""

    response: SearchResponse
    game: str | None
    kind: str | None
    limit: int
    #: the entry the query names outright (a key, title, alias, step number or near-miss title)
    best: EntryRef | None = None
    #: how ``best`` was found: "key", "title", "slug" or "fuzzy" (a typo corrected)
    matched_by: str | None = None
    attachments: dict[str, list[RulingView]] = field(default_factory=dict)

    @property
    def query(self) -> str:
        return self.response.query

    @property
    def results(self) -> list[SearchResult]:
        return self.response.results

    @property
    def corrected_query(self) -> str | None:
        return self.response.corrected_query

    @property
    def suggestions(self) -> list[str]:
        return self.response.suggestions

    def as_json(self) -> dict[str, object]:
        """The shape of ``kb search --json``."""
        return self.response.as_json()


#: Queries longer than this are not looked up as a title (they are still searched).
MAX_TITLE_QUERY = 200


def search_page(
    connection: sqlite3.Connection, query: str, *, game: str | None = None, kind: str | None = None, limit: int = 10
) -> SearchPage:
    """Search, filtered by game and kind, with the entry the query names and the attachments."""
    if game is not None and game not in GAMES:
        raise BrowseError(f"unknown game {game!r}; games: {', '.join(GAMES)}")
    page = SearchPage(run_search(connection, query, game=game, kind=kind, limit=limit), game, kind, limit)
    stripped = query.strip()
    if stripped and len(stripped) <= MAX_TITLE_QUERY:
        try:
            among = [result.key for result in page.results] or None  # no results: every title, for suggestions
            key, matched_by = resolve_key(connection, stripped, fuzzy_among=among)
        except EntryNotFound as error:
            if not page.results and not page.suggestions:
                page.response.suggestions = error.suggestions
        else:
            best = entry_ref(connection, key)
            if best and (game is None or best.game == game) and (kind is None or best.kind == kind):
                page.best, page.matched_by = best, matched_by
    page.attachments = {key: items for key, items in attachments(connection, [r.key for r in page.results]).items() if items}
    return page


# ---------------------------------------------------------------------------------------------
# Editions


@dataclass(frozen=True)
class VariantDiff:
    """Another edition's text of an entry and its word-level difference from the entry text."""

    source: str
    source_title: str
    title: str
    first_line: int
    last_line: int
    #: ("equal" | "insert" | "delete", text) from the entry text to the variant text
    ops: list[tuple[str, str]]
    added: int
    removed: int

    @property
    def identical(self) -> bool:
        return self.added == 0 and self.removed == 0

    def as_json(self) -> dict[str, object]:
        return {**asdict(self), "ops": [list(op) for op in self.ops]}


WORDS = re.compile(r"\w+", re.UNICODE)


def _blocks(text: str) -> list[str]:
    return [block.strip() for block in re.split(r"\n\s*\n", text or "") if block.strip()]


def changed_passages(old: str, new: str) -> tuple[str | None, str | None]:
    """The paragraphs (or bullets) of ``old`` that ``new`` replaces, and their replacement.

    ``(None, "…")`` when ``new`` only adds paragraphs; ``(None, None)`` when nothing changed.
    """
    a = _blocks(old)
    b = _blocks(new)
    keys_a = [" ".join(block.split()) for block in a]
    keys_b = [" ".join(block.split()) for block in b]
    removed: list[str] = []
    added: list[str] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, keys_a, keys_b, autojunk=False).get_opcodes():
        if tag != "equal":
            removed += a[i1:i2]
            added += b[j1:j2]
    return ("\n\n".join(removed) or None, "\n\n".join(added) or None)


def variant_diffs(entry: EntryView) -> list[VariantDiff]:
    """Each edition of ``entry`` with its difference from the text shown by default."""
    diffs = []
    for variant in entry.variants:
        ops = word_diff(entry.text, variant.text)
        added = sum(len(WORDS.findall(text)) for op, text in ops if op == "insert")
        removed = sum(len(WORDS.findall(text)) for op, text in ops if op == "delete")
        diffs.append(
            VariantDiff(variant.source, variant.source_title, variant.title, variant.first_line, variant.last_line, ops, added, removed)
        )
    return diffs


# ---------------------------------------------------------------------------------------------
# Errata


def version_sort_key(version: object) -> tuple[int, int, int, int]:
    """FAQ versions in release order (v1.0 < v1.4 < v1.41 < v1.5); no version first."""
    if version is None:
        return (0, 0, 0, 0)
    try:
        return (1, *version_key(str(version)))
    except ValueError:
        return (2, 0, 0, 0)


def normalize_version(version: str) -> str:
    """``"1.4"`` and ``"V1.4"`` → ``"v1.4"``; raises ``BrowseError`` for anything else."""
    if not VERSION_PATTERN.fullmatch(version.strip()):
        raise BrowseError(f"bad version {version!r}; expected e.g. v1.4")
    return "v" + version.strip().lstrip("vV")


def erratum_category(key: str, meta: dict[str, object]) -> str:
    """rulebook, campaign, card, taboo or other: from meta ``category``, else ``section``, else the key."""
    for value in (meta.get("category"), meta.get("section")):
        if isinstance(value, str):
            lowered = value.casefold()
            if "taboo" in lowered:
                return "taboo"
            if "campaign" in lowered:
                return "campaign"
            if "card" in lowered:
                return "card"
            if "rule" in lowered:
                return "rulebook"
    name = key.rsplit("/", 1)[-1]
    if name.startswith(("rr-", "rules-", "rulebook-")):
        return "rulebook"
    if name.startswith("card-"):
        return "card"
    if name.startswith("campaign-"):
        return "campaign"
    if name.startswith("taboo-"):
        return "taboo"
    return "other"


@dataclass(frozen=True)
class Card:
    name: str
    number: str | None = None

    def label(self) -> str:
        return f"{self.name} ({self.number})" if self.number else self.name


def meta_cards(value: object) -> list[Card]:
    if value is None:
        return []
    items = value if isinstance(value, list) else [value]
    cards = []
    for item in items:
        if isinstance(item, dict):
            name = item.get("name") or item.get("title") or item.get("card") or json.dumps(item, ensure_ascii=False)
            number = item.get("number") or item.get("code") or item.get("id")
            cards.append(Card(str(name), str(number) if number not in (None, "") else None))
        elif item not in (None, ""):
            cards.append(Card(str(item)))
    return cards


def meta_text(value: object) -> str | None:
    if value is None:
        return None
    if isinstance(value, list):
        return "\n\n".join(str(item) for item in value)
    return str(value)


@dataclass
class Erratum:
    key: str
    title: str
    game: str
    category: str
    section: str | None
    version: str | None
    text: str
    original: str | None
    corrected: str | None
    cards: list[Card]
    #: the entries it amends (links out of it)
    amends: list[EntryRef]
    citation: str
    #: where in the amended text, and how ("third bullet", "replace" / "add"), when the FAQ says
    location: str | None = None
    change: str | None = None
    #: "entry" when ``original``/``corrected`` are the amended entry's paragraphs before and
    #: after the erratum (its printed text and its errata-applied edition), "meta" when the
    #: parser recorded them, None when there is no printed text to show
    texts_from: str | None = None

    def as_json(self) -> dict[str, object]:
        return asdict(self)


@dataclass
class ErrataListing:
    category: str | None
    version: str | None
    items: list[Erratum]
    #: every category present in the data, with its number of errata (before filtering)
    categories: dict[str, int]
    #: every version present in the data, oldest first
    versions: list[str]

    def as_json(self) -> dict[str, object]:
        return {
            "filters": {"category": self.category, "version": self.version},
            "categories": self.categories,
            "versions": self.versions,
            "errata": [item.as_json() for item in self.items],
        }


def _citation(row: sqlite3.Row) -> str:
    page = f", page {row['page']}" if row["page"] is not None else ""
    return f"{row['source_title']}{page}, lines {row['first_line']}–{row['last_line']}"


def _links_out(connection: sqlite3.Connection, keys: list[str]) -> dict[str, list[EntryRef]]:
    found: dict[str, list[EntryRef]] = {key: [] for key in keys}
    if not keys:
        return found
    marks = ", ".join("?" for _ in keys)
    for row in connection.execute(
        f"""select l.source_key, e.key, e.title, e.kind, e.game from links l join entries e on e.key = l.target_key
            where l.source_key in ({marks}) order by l.line""",
        keys,
    ):
        ref = _ref(row)
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


def _entries_of_kinds(connection: sqlite3.Connection, kinds: Iterable[str]) -> list[sqlite3.Row]:
    kinds = list(kinds)
    marks = ", ".join("?" for _ in kinds)
    return connection.execute(
        f"""select e.*, s.title as source_title, p.title as parent_title
            from entries e join sources s on s.id = e.source left join entries p on p.key = e.parent
            where e.kind in ({marks}) order by e.source, e.position""",
        kinds,
    ).fetchall()


def list_errata(
    connection: sqlite3.Connection, *, category: str | None = None, version: str | None = None
) -> ErrataListing:
    """The errata (rulebook, campaign, card), in document order, filtered by category and version."""
    if category is not None and category not in ERRATA_CATEGORIES:
        raise BrowseError(f"unknown errata category {category!r}; categories: {', '.join(ERRATA_CATEGORIES)}")
    if version is not None:
        version = normalize_version(version)
    rows = _entries_of_kinds(connection, ["erratum"])
    out = _links_out(connection, [row["key"] for row in rows])
    items: list[Erratum] = []
    categories: dict[str, int] = {}
    versions: set[str] = set()
    for row in rows:
        meta = _meta(row)
        item_version = normalize_version(str(meta["version"])) if _is_version(meta.get("version")) else None
        section = section_name(meta.get("section")) if isinstance(meta.get("section"), str) else row["parent_title"]
        item_category = erratum_category(row["key"], meta)
        categories[item_category] = categories.get(item_category, 0) + 1
        if item_version:
            versions.add(item_version)
        if category is not None and item_category != category:
            continue
        if version is not None and item_version != version:
            continue
        original, corrected, texts_from = erratum_texts(connection, row["key"], row["source"], meta)
        items.append(
            Erratum(
                key=row["key"], title=row["title"], game=row["game"], category=item_category, section=section,
                version=item_version, text=row["text"], original=original, corrected=corrected,
                cards=meta_cards(meta.get("cards")), amends=out[row["key"]], citation=_citation(row),
                location=meta_text(meta.get("location")), change=meta_text(meta.get("change")), texts_from=texts_from,
            )
        )
    ordered = {name: categories[name] for name in ERRATA_CATEGORIES if name in categories}
    return ErrataListing(category, version, items, ordered, sorted(versions, key=version_sort_key))


def erratum_texts(
    connection: sqlite3.Connection, key: str, source: str, meta: dict[str, object]
) -> tuple[str | None, str | None, str | None]:
    """(printed, corrected, where from) of an erratum, for showing them side by side.

    The parser's ``original``/``corrected`` when it recorded both; otherwise, for an erratum
    that amends an entry whose errata-applied edition is stored (a variant from the erratum's
    own source), the paragraphs that differ between the printed text and that edition.
    """
    original, corrected = meta_text(meta.get("original")), meta_text(meta.get("corrected"))
    if original:
        return original, corrected, "meta"
    for row in connection.execute(
        """select e.text as printed, v.text as amended from links l
           join entries e on e.key = l.target_key
           join variants v on v.key = l.target_key and v.source = ?
           where l.source_key = ? and l.kind = 'amends' order by l.line""",
        [source, key],
    ):
        before, after = changed_passages(row["printed"], row["amended"])
        if before or after:
            return before, after, "entry"
    return None, corrected, ("meta" if corrected else None)


def section_name(name: object) -> str | None:
    """A section name as a heading: "definitions and terms" → "Definitions and terms"."""
    if not isinstance(name, str) or not name.strip():
        return None
    name = " ".join(name.split())
    return name[0].upper() + name[1:] if name == name.lower() else name


def _is_version(value: object) -> bool:
    return isinstance(value, (str, int, float)) and bool(VERSION_PATTERN.fullmatch(str(value).strip()))


# ---------------------------------------------------------------------------------------------
# FAQ


@dataclass
class FaqItem:
    key: str
    title: str
    kind: str
    #: the printed number of a ruling ("1.4"), when it has one
    number: str | None
    version: str | None
    text: str
    #: the entries it touches (links out of it)
    touches: list[EntryRef]
    citation: str

    def as_json(self) -> dict[str, object]:
        return asdict(self)


@dataclass
class FaqSection:
    name: str
    items: list[FaqItem]

    def as_json(self) -> dict[str, object]:
        return {"name": self.name, "items": [item.as_json() for item in self.items]}


@dataclass
class FaqListing:
    section: str | None
    kind: str | None
    sections: list[FaqSection]
    #: every section name present in the data, in document order
    available: list[str]

    def as_json(self) -> dict[str, object]:
        return {
            "filters": {"section": self.section, "kind": self.kind},
            "available": self.available,
            "sections": [section.as_json() for section in self.sections],
        }


RULING_NUMBER = re.compile(r"(\d+(?:-\d+)+)")


def _faq_number(key: str, meta: dict[str, object]) -> str | None:
    for name in ("number", "id"):
        if isinstance(meta.get(name), (str, int, float)):
            return str(meta[name])
    last = key.rsplit("/", 1)[-1]
    return last.replace("-", ".") if RULING_NUMBER.fullmatch(last) else None


def list_faq(connection: sqlite3.Connection, *, section: str | None = None, kind: str | None = None) -> FaqListing:
    """The rulings and questions grouped by their FAQ section, in document order."""
    if kind is not None and kind not in FAQ_KINDS:
        raise BrowseError(f"unknown FAQ kind {kind!r}; kinds: {', '.join(FAQ_KINDS)}")
    rows = _entries_of_kinds(connection, FAQ_KINDS)
    out = _links_out(connection, [row["key"] for row in rows])
    grouped: dict[str, list[FaqItem]] = {}
    available: list[str] = []
    for row in rows:
        meta = _meta(row)
        name = section_name(meta.get("section")) if isinstance(meta.get("section"), str) else None
        name = name or row["parent_title"] or ("Questions and answers" if row["kind"] == "question" else "Rulings")
        if name not in available:
            available.append(name)
        if section is not None and name.casefold() != section.casefold():
            continue
        if kind is not None and row["kind"] != kind:
            continue
        version = meta.get("version")
        grouped.setdefault(name, []).append(
            FaqItem(
                key=row["key"], title=row["title"], kind=row["kind"], number=_faq_number(row["key"], meta),
                version=str(version) if version else None, text=row["text"], touches=out[row["key"]],
                citation=_citation(row),
            )
        )
    if section is not None and section.casefold() not in (name.casefold() for name in available):
        raise BrowseError(f"no FAQ section {section!r}")
    return FaqListing(section, kind, [FaqSection(name, items) for name, items in grouped.items()], available)


# ---------------------------------------------------------------------------------------------
# Timing charts


@dataclass
class ChartNode:
    """A box of a timing chart: a phase, a step, or a player window between steps."""

    type: str  # "phase" | "step" | "window"
    key: str | None = None
    number: str | None = None
    title: str = ""
    #: the words printed in the chart's box, when the chart prints the step ("Round begins. …")
    label: str | None = None
    text: str = ""
    children: list[ChartNode] = field(default_factory=list)

    @property
    def anchor(self) -> str:
        if self.key:
            return "n-" + self.key.rsplit("/", 1)[-1]
        return ""

    def as_json(self) -> dict[str, object]:
        return {
            "type": self.type, "key": self.key, "number": self.number, "title": self.title,
            "label": self.label, "text": self.text, "children": [child.as_json() for child in self.children],
        }


@dataclass
class TimingChart:
    id: str
    game: str
    title: str
    #: the figure entry the chart is drawn from, or the section the sequence belongs to
    source_key: str | None
    citation: str | None
    nodes: list[ChartNode]
    #: how the player windows were placed (None when the chart has none)
    windows_note: str | None = None

    @property
    def name(self) -> str:
        return self.id.split("/", 1)[1]

    def keys(self) -> set[str]:
        found: set[str] = set()

        def walk(nodes: list[ChartNode]) -> None:
            for node in nodes:
                if node.key:
                    found.add(node.key)
                walk(node.children)

        walk(self.nodes)
        return found

    def as_json(self) -> dict[str, object]:
        return {
            "id": self.id, "game": self.game, "title": self.title, "source_key": self.source_key,
            "citation": self.citation, "windows_note": self.windows_note,
            "nodes": [node.as_json() for node in self.nodes],
        }


STEP_NUMBER = re.compile(r"^(ST\.\d+|\d+(?:\.\d+)+)\.?\s+(.*)$", re.DOTALL)
PHASE_NUMBER = re.compile(r"^([IVX]+)\.\s+(.*)$", re.DOTALL)
WINDOW = re.compile(r"^PLAYER WINDOW\b\s*(.*)$", re.DOTALL)
WINDOWS_NOTE = (
    "Player windows are placed where the chart's text prints them: each before the step printed "
    "after it, or at the end. The printed chart is a diagram; check its page where a window's exact "
    "place matters."
)


def _paragraphs(text: str) -> list[str]:
    return [" ".join(part.split()) for part in re.split(r"\n\s*\n", text) if part.strip()]


def _chart_paragraphs(text: str) -> list[tuple[str, str | None, str]]:
    """The figure text as ("window" | "step" | "phase", number, label) items, in printed order."""
    items: list[tuple[str, str | None, str]] = []
    for paragraph in _paragraphs(text):
        while paragraph:
            window = WINDOW.match(paragraph)
            if window:
                items.append(("window", None, "Player window"))
                paragraph = window.group(1).strip()
                continue
            step = STEP_NUMBER.match(paragraph)
            phase = PHASE_NUMBER.match(paragraph)
            if step:
                items.append(("step", step.group(1), step.group(2)))
            elif phase:
                items.append(("phase", phase.group(1), phase.group(2)))
            break
    return items


def _step_number(title: str) -> str | None:
    match = STEP_NUMBER.match(title)
    return match.group(1) if match else None


def _phase_number(title: str) -> str | None:
    match = PHASE_NUMBER.match(title)
    return match.group(1) if match else None


def _strip_number(title: str) -> str:
    step = STEP_NUMBER.match(title) or PHASE_NUMBER.match(title)
    return step.group(2) if step else title


def _chart_name(figure_key: str) -> str:
    name = figure_key.rsplit("/", 1)[-1]
    return re.sub(r"-(timing-)?chart$", "", name) or name


def timing_charts(connection: sqlite3.Connection, game: str | None = None) -> list[TimingChart]:
    """Every timing chart (of ``game``): the charts printed as figures, then the step sequences.

    Computed once per database build: it reads every entry, which per request was two thirds
    of an entry page.
    """
    charts: list[TimingChart] = derived(connection, "timing charts", _compute_timing_charts)
    return [chart for chart in charts if game is None or chart.game == game]


def _compute_timing_charts(connection: sqlite3.Connection) -> list[TimingChart]:
    rows = connection.execute(
        """select e.*, s.title as source_title from entries e join sources s on s.id = e.source
           order by e.source, e.position"""
    ).fetchall()
    by_key = {row["key"]: row for row in rows}
    kids: dict[str, list[sqlite3.Row]] = {}
    for row in rows:
        if row["parent"]:
            kids.setdefault(row["parent"], []).append(row)
    charts: list[TimingChart] = []
    used: set[str] = set()
    for figure in rows:
        if figure["kind"] != "figure":
            continue
        chart = _figure_chart(figure, rows, by_key, kids)
        if chart is not None:
            charts.append(chart)
            used |= chart.keys()
    charts.extend(_sequence_charts(rows, by_key, used))
    return charts


def timing_chart(connection: sqlite3.Connection, chart_id: str) -> TimingChart:
    charts = timing_charts(connection)
    for chart in charts:
        if chart.id == chart_id:
            return chart
    raise ChartNotFound(chart_id, [chart.id for chart in charts])


def chart_of(connection: sqlite3.Connection, key: str) -> tuple[TimingChart, ChartNode | None] | None:
    """The chart drawn from the figure ``key`` or showing the step/phase ``key``, and its node."""
    for chart in timing_charts(connection):
        if chart.source_key == key:
            return chart, None
        node = _find(chart.nodes, key)
        if node is not None:
            return chart, node
    return None


def _find(nodes: list[ChartNode], key: str) -> ChartNode | None:
    for node in nodes:
        if node.key == key:
            return node
        found = _find(node.children, key)
        if found is not None:
            return found
    return None


def _figure_chart(
    figure: sqlite3.Row,
    rows: list[sqlite3.Row],
    by_key: dict[str, sqlite3.Row],
    kids: dict[str, list[sqlite3.Row]],
) -> TimingChart | None:
    items = _chart_paragraphs(figure["text"])
    steps = {
        number: row
        for row in rows
        if row["kind"] == "step" and row["game"] == figure["game"] and (number := _step_number(row["title"]))
    }
    printed = [number for kind, number, _ in items if kind == "step" and number in steps]
    if len(printed) < 2:
        return None  # a sample card or anatomy figure, not a chart
    labels = {number: label for kind, number, label in items if kind in ("step", "phase") and number}
    included: set[str] = set()
    for number in printed:
        key = steps[number]["key"]
        chain = [key]
        parent = by_key[key]["parent"]
        while parent and parent in by_key and by_key[parent]["kind"] in ("step", "phase") and len(chain) < MAX_DEPTH:
            chain.append(parent)
            parent = by_key[parent]["parent"]
        included.update(chain)
    # every step under an included phase or step belongs to the chart, printed or not
    frontier = list(included)
    while frontier:
        for child in kids.get(frontier.pop(), []):
            if child["kind"] == "step" and child["key"] not in included:
                included.add(child["key"])
                frontier.append(child["key"])

    def node(row: sqlite3.Row) -> ChartNode:
        number = _step_number(row["title"]) if row["kind"] == "step" else _phase_number(row["title"])
        return ChartNode(
            type="phase" if row["kind"] == "phase" else "step", key=row["key"], number=number,
            title=_strip_number(row["title"]), label=labels.get(number) if number else None, text=row["text"],
            children=[node(child) for child in kids.get(row["key"], []) if child["key"] in included],
        )

    roots = [node(row) for row in rows if row["key"] in included and row["parent"] not in included]
    nodes_by_number: dict[str, tuple[list[ChartNode], ChartNode]] = {}

    def index(siblings: list[ChartNode]) -> None:
        for item in siblings:
            if item.type == "step" and item.number:
                nodes_by_number[item.number] = (siblings, item)
            index(item.children)

    index(roots)
    windows = 0
    for position, (kind, _, _) in enumerate(items):
        if kind != "window":
            continue
        following = next((n for k, n, _ in items[position + 1 :] if k == "step" and n in nodes_by_number), None)
        if following is not None:
            siblings, target = nodes_by_number[following]
            siblings.insert(siblings.index(target), ChartNode("window", title="Player window"))
        else:
            preceding = next((n for k, n, _ in reversed(items[:position]) if k == "step" and n in nodes_by_number), None)
            if preceding is None:
                continue
            siblings, target = nodes_by_number[preceding]
            siblings.insert(siblings.index(target) + 1, ChartNode("window", title="Player window"))
        windows += 1
    page = f", page {figure['page']}" if figure["page"] is not None else ""
    return TimingChart(
        id=f"{figure['game']}/{_chart_name(figure['key'])}", game=figure["game"], title=figure["title"],
        source_key=figure["key"],
        citation=f"{figure['source_title']}{page}, lines {figure['first_line']}–{figure['last_line']}",
        nodes=roots, windows_note=WINDOWS_NOTE if windows else None,
    )


def _order(meta: dict[str, object]) -> Decimal:
    try:
        return Decimal(str(meta.get("order")))
    except (InvalidOperation, ValueError):
        return Decimal(10**9)


def _sequence_charts(
    rows: list[sqlite3.Row], by_key: dict[str, sqlite3.Row], used: set[str]
) -> list[TimingChart]:
    sequences: dict[tuple[str, str], list[tuple[sqlite3.Row, dict[str, object]]]] = {}
    for row in rows:
        if row["kind"] != "step" or row["key"] in used:
            continue
        meta = _meta(row)
        name = meta.get("sequence")
        if isinstance(name, str) and name:
            sequences.setdefault((row["game"], name), []).append((row, meta))
    charts = []
    for (sequence_game, name), members in sequences.items():
        members.sort(key=lambda member: (_order(member[1]), member[0]["position"]))
        parents = {row["parent"] for row, _ in members}
        parent = by_key.get(next(iter(parents))) if len(parents) == 1 and None not in parents else None
        title = parent["title"] if parent is not None else name.replace("-", " ").capitalize()
        nodes = [
            ChartNode(
                type="step", key=row["key"], number=str(meta.get("order")) if meta.get("order") is not None else None,
                title=_strip_number(row["title"]), text=row["text"],
            )
            for row, meta in members
        ]
        citation = None
        if parent is not None:
            page = f", page {parent['page']}" if parent["page"] is not None else ""
            citation = f"{parent['source_title']}{page}, lines {parent['first_line']}–{parent['last_line']}"
        slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "sequence"
        charts.append(
            TimingChart(
                id=f"{sequence_game}/{slug}", game=sequence_game, title=title,
                source_key=parent["key"] if parent is not None else None, citation=citation, nodes=nodes,
            )
        )
    return charts
