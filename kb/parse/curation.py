"""Reviewed curation data for a source document (``rules_src/*_curation.toml``).

Curation files say what no general rule can recover from an extraction (page breaks that left
no trace, a sidebar printed mid-entry, an icon whose glyph was lost). They are data, not code,
and each item is checked against the source line it names, so a curation cannot drift silently.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path


class CurationError(ValueError):
    """A curation item does not match the source text it claims to describe."""


@dataclass(frozen=True)
class Region:
    """A run of source lines kept apart from the running text (a box or a figure)."""

    kind: str  # "note" or "figure"
    title: str
    first_line: int
    last_line: int
    parent: str

    def __contains__(self, line: int) -> bool:
        return self.first_line <= line <= self.last_line


@dataclass(frozen=True)
class IconFix:
    line: int
    printed: str
    restored: str
    evidence: str


@dataclass(frozen=True)
class Repair:
    first_line: int
    last_line: int
    text: str
    why: str


@dataclass(frozen=True)
class BareReference:
    line: int
    quoted: str
    target: str


@dataclass(frozen=True)
class Curation:
    page_starts: tuple[tuple[int, int], ...]
    regions: tuple[Region, ...]
    icons: tuple[IconFix, ...]
    repairs: tuple[Repair, ...]
    artifacts: tuple[tuple[int, int, str], ...]
    bare_references: tuple[BareReference, ...]

    def page_of(self, line: int) -> int | None:
        """The printed page a source line is on (the last page starting at or before it)."""
        page = None
        for number, start in self.page_starts:
            if start <= line:
                page = number
        return page


def load_curation(path: Path) -> Curation:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    regions = tuple(
        Region(kind, item["title"], item["lines"][0], item["lines"][1], item.get("parent", ""))
        for table, kind in (("box", "note"), ("figure", "figure"))
        for item in data.get(table, [])
    )
    return Curation(
        page_starts=tuple((page, line) for page, line in data.get("pages", [])),
        regions=regions,
        icons=tuple(IconFix(**item) for item in data.get("icon", [])),
        repairs=tuple(
            Repair(item["lines"][0], item["lines"][1], item["text"], item["why"])
            for item in data.get("repair", [])
        ),
        artifacts=tuple(
            (item["lines"][0], item["lines"][1], item["why"]) for item in data.get("artifact", [])
        ),
        bare_references=tuple(BareReference(**item) for item in data.get("bare_reference", [])),
    )


def apply_icon_fixes(lines: list[str], fixes: tuple[IconFix, ...]) -> list[str]:
    """Return ``lines`` with each curated icon restored; refuse a fix whose text is not there."""
    fixed = list(lines)
    for fix in fixes:
        current = fixed[fix.line - 1]
        if current.count(fix.printed) != 1:
            raise CurationError(
                f"line {fix.line}: expected the text {fix.printed!r} once, found {current!r}"
            )
        fixed[fix.line - 1] = current.replace(fix.printed, fix.restored)
    return fixed
