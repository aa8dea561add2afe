"""The reviewed data of ``rules_src/faq_curation.toml``: the reading order of the blocks the
extractor took in the wrong order, two hyphens lost where printed lines were merged, and the lost
icons the text makes certain."""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from kb.parse.curation import CurationError, IconFix
from kb.sources import RULES_SRC

CURATION_FILE = "faq_curation.toml"


@dataclass(frozen=True)
class Reorder:
    """Line ranges to read consecutively, in this order, where the earliest of them stands."""

    ranges: tuple[tuple[int, int], ...]
    why: str

    def lines(self) -> list[int]:
        return [n for first, last in self.ranges for n in range(first, last + 1)]


@dataclass(frozen=True)
class FaqCuration:
    """The reviewed data of ``faq_curation.toml``; see that file for what each part means."""

    reorders: tuple[Reorder, ...] = ()
    dehyphenations: tuple[IconFix, ...] = ()
    icons: tuple[IconFix, ...] = ()


def _line_range(text: str) -> tuple[int, int]:
    first, _, last = text.partition("-")
    return int(first), int(last or first)


def load_faq_curation(path: Path | None = None) -> FaqCuration:
    """Read the FAQ curation file (by default ``rules_src/faq_curation.toml``)."""
    path = path or RULES_SRC / CURATION_FILE
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    try:
        return FaqCuration(
            reorders=tuple(
                Reorder(tuple(_line_range(r) for r in item["lines"]), item.get("why", ""))
                for item in data.get("reorder", [])
            ),
            dehyphenations=tuple(IconFix(**item) for item in data.get("dehyphenation", [])),
            icons=tuple(IconFix(**item) for item in data.get("icon", [])),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise CurationError(f"{path}: {error}") from error


def reading_order(line_count: int, reorders: Iterable[Reorder]) -> list[int]:
    """Source line numbers (1-based) in the order they are to be read."""
    listed: set[int] = set()
    anchored: dict[int, list[int]] = {}
    for reorder in reorders:
        numbers = reorder.lines()
        for number in numbers:
            if not 1 <= number <= line_count:
                raise CurationError(f"reorder names line {number}, outside 1-{line_count}")
            if number in listed:
                raise CurationError(f"reorder lists line {number} twice")
            listed.add(number)
        anchored[min(numbers)] = numbers
    order: list[int] = []
    for number in range(1, line_count + 1):
        if number in anchored:
            order.extend(anchored[number])
        elif number not in listed:
            order.append(number)
    return order
