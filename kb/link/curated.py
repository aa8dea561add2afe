"""Reviewed links that no text states (``rules_src/faq_links.toml``): a ruling → the rules it is about."""

from __future__ import annotations

import tomllib
from pathlib import Path

from kb.model import Entry, Reference


def add_curated_references(entries: list[Entry], path: Path) -> None:
    """Give each entry named in ``path`` a resolved reference to each of its targets."""
    by_key = {entry.key: entry for entry in entries}
    for item in tomllib.loads(path.read_text(encoding="utf-8"))["link"]:
        source = by_key.get(item["from"])
        if source is None:
            raise ValueError(f"{path.name}: no entry {item['from']!r}")
        for target in item["to"]:
            source.references.append(
                Reference(item.get("kind", "clarifies"), f"({source.title})", source.provenance.first_line, target=target)
            )
