"""The reviewed alignments of ``rules_src/glossary_2024_curation.toml``: the blocks no rule can
title or bound, each checked against its line when the glossary is aligned."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from kb.parse.curation import CurationError


@dataclass(frozen=True)
class CuratedBlock:
    """A reviewed alignment: the block starting at ``line`` is ``key`` (000) or ``title`` (new)."""

    line: int
    starts: str
    why: str
    title: str | None = None
    key: str | None = None
    aliases: tuple[str, ...] = ()


def load_glossary_curation(path: Path) -> dict[int, CuratedBlock]:
    """The reviewed alignments, by line; an item must name exactly one of ``title``/``key``."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    items: dict[int, CuratedBlock] = {}
    for raw in data.get("block", []):
        item = CuratedBlock(
            line=raw["line"],
            starts=raw["starts"],
            why=raw["why"],
            title=raw.get("title"),
            key=raw.get("key"),
            aliases=tuple(raw.get("aliases", ())),
        )
        if (item.title is None) == (item.key is None):
            raise CurationError(f"{path.name}: line {item.line}: give exactly one of title and key")
        if not item.why.strip():
            raise CurationError(f"{path.name}: line {item.line}: say why")
        if item.line in items:
            raise CurationError(f"{path.name}: line {item.line} curated twice")
        items[item.line] = item
    return items
