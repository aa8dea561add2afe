"""Resolve the references parsers found into links between entry keys.

A reference names a title (and often a page) in some document; the page decides between
entries that share a title ("Keywords" on page 3 is the Ability sub-entry, on page 13 the
glossary entry). A framework step may be named by its number alone ("2.2.2", "ST.6").
Nothing links across games: a reference is only ever resolved among its own game's entries.
"""

from __future__ import annotations

import re
from collections import defaultdict

from kb.model import Entry, Link, Reference, Unresolved
from kb.parse.titles import normalize_title

STEP_NUMBER = re.compile(r"^(ST\.\d|\d\.\d(?:\.\d)?)\b")


class TitleIndex:
    """Entries of one game by normalized title, alias and step number."""

    def __init__(self, entries: list[Entry]) -> None:
        self._by_title: dict[tuple[str, str], list[Entry]] = defaultdict(list)
        for entry in entries:
            names = {entry.title, *entry.aliases}
            step = STEP_NUMBER.match(entry.title)
            if step and entry.kind == "step":
                names.add(step.group(1))
            for name in names:
                self._by_title[(entry.provenance.source, normalize_title(name))].append(entry)

    def candidates(self, document: str, title: str) -> list[Entry]:
        return self._by_title.get((document, normalize_title(title)), [])


def resolve(entries: list[Entry]) -> tuple[list[Link], list[Unresolved]]:
    """Every reference of every entry, resolved to a key or reported with the reason."""
    links: list[Link] = []
    unresolved: list[Unresolved] = []
    keys = {entry.key for entry in entries}
    by_game: dict[str, list[Entry]] = defaultdict(list)
    for entry in entries:
        by_game[entry.game].append(entry)
    indexes = {game: TitleIndex(members) for game, members in by_game.items()}
    for entry in entries:
        for reference in entry.references:
            target, reason = _target(entry, reference, indexes[entry.game], keys)
            if target is None:
                unresolved.append(Unresolved(entry.key, reference.quoted, reference.line, reason))
            elif target != entry.key:
                links.append(Link(entry.key, target, reference.kind, reference.quoted, reference.line))
    return links, unresolved


def _on_page(entry: Entry, page: int) -> bool:
    """True when ``entry`` is printed on ``page`` (it may start on an earlier one)."""
    first = entry.provenance.page
    last = entry.provenance.last_page or first
    return first is not None and first <= page <= (last or first)


def _target(entry: Entry, reference: Reference, index: TitleIndex, keys: set[str]) -> tuple[str | None, str]:
    if reference.target is not None:
        if reference.target in keys:
            return reference.target, ""
        return None, f"no entry with key {reference.target!r}"
    if reference.title is None:
        return None, "the reference names no title"
    document = reference.document or entry.provenance.source
    found = index.candidates(document, reference.title)
    if not found:
        return None, f"no entry titled {reference.title!r} in {document}"
    if reference.page is not None:
        on_page = [c for c in found if _on_page(c, reference.page)]
        if not on_page:
            pages = sorted({c.provenance.page for c in found if c.provenance.page})
            return None, f"{reference.title!r} is on page {pages}, not page {reference.page}"
        found = on_page
    if len(found) > 1:
        preferred = [c for c in found if c.kind not in ("figure", "note")]
        found = preferred or found
    if len(found) > 1 and reference.page is not None:
        starting = [c for c in found if c.provenance.page == reference.page]
        found = starting or found
    if len(found) > 1:
        return None, f"{reference.title!r} is ambiguous: " + ", ".join(c.key for c in found)
    return found[0].key, ""
