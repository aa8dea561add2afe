"""The FAQ listing: rulings and questions grouped by their FAQ section, in document order."""

from __future__ import annotations

import re
import sqlite3
from dataclasses import asdict, dataclass

from kb.browse.errata import section_name
from kb.browse.refs import BrowseError, EntryRef, citation, entries_of_kinds, links_out, row_meta

FAQ_KINDS = ("ruling", "question")


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
    rows = entries_of_kinds(connection, FAQ_KINDS)
    out = links_out(connection, [row["key"] for row in rows])
    grouped: dict[str, list[FaqItem]] = {}
    available: list[str] = []
    for row in rows:
        meta = row_meta(row)
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
                citation=citation(row),
            )
        )
    if section is not None and section.casefold() not in (name.casefold() for name in available):
        raise BrowseError(f"no FAQ section {section!r}")
    return FaqListing(section, kind, [FaqSection(name, items) for name, items in grouped.items()], available)

