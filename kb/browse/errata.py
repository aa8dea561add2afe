"""The errata listing: rulebook, campaign, card and taboo corrections by category and version."""

from __future__ import annotations

import json
import re
import sqlite3
from dataclasses import asdict, dataclass

from kb.browse.editions import changed_passages
from kb.browse.refs import BrowseError, EntryRef, citation, entries_of_kinds, links_out, row_meta
from kb.parse.faq import version_key

ERRATA_CATEGORIES = ("rulebook", "campaign", "card", "taboo", "other")
VERSION_PATTERN = re.compile(r"v?\d+(?:\.\d+)*", re.IGNORECASE)


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



def list_errata(
    connection: sqlite3.Connection, *, category: str | None = None, version: str | None = None
) -> ErrataListing:
    """The errata (rulebook, campaign, card), in document order, filtered by category and version."""
    if category is not None and category not in ERRATA_CATEGORIES:
        raise BrowseError(f"unknown errata category {category!r}; categories: {', '.join(ERRATA_CATEGORIES)}")
    if version is not None:
        version = normalize_version(version)
    rows = entries_of_kinds(connection, ["erratum"])
    out = links_out(connection, [row["key"] for row in rows])
    items: list[Erratum] = []
    categories: dict[str, int] = {}
    versions: set[str] = set()
    for row in rows:
        meta = row_meta(row)
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
                cards=meta_cards(meta.get("cards")), amends=out[row["key"]], citation=citation(row),
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

