"""The rulebook's cross-references ("see “X” on page N", "see “X” below"), each resolved here to
the entry of that title on that page, or the nearest one in the direction given."""

from __future__ import annotations

import re
from dataclasses import dataclass

from kb.model import Reference
from kb.parse.clean import normalize_spaces
from kb.parse.elder_sign.blocks import Block
from kb.parse.elder_sign.nodes import Node
from kb.parse.elder_sign.source import SOURCE_ID, ElderSignParseError

_REFERENCE = re.compile(
    r"see\s+((?:“[^”]+”)(?:\s+and\s+“[^”]+”)?)\s+"
    r"(?:on\s+page\s+(\d+)|(below|above|to\s+the\s+right|to\s+the\s+left))"
)


@dataclass(frozen=True)
class RawReference:
    quoted: str
    line: int
    title: str
    page: int | None
    position: str | None


def find_references(block: Block) -> list[RawReference]:
    """Every "see “X” on page N" / "see “X” below" in a block, one per quoted title."""
    text, owners = block.joined()
    flat = text.replace("\t", " ")
    found = []
    for match in _REFERENCE.finditer(flat):
        quoted = normalize_spaces(match.group(0))
        for title in re.findall(r"“([^”]+)”", match.group(1)):
            page = int(match.group(2)) if match.group(2) else None
            position = normalize_spaces(match.group(3)) if match.group(3) else None
            line = owners[match.start()]
            found.append(RawReference(quoted, line, normalize_spaces(title), page, position))
    return found


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def resolve(reference: RawReference, nodes: list[Node]) -> Node:
    """The entry a reference means: same title on the page given, or the nearest one in the
    direction given ("below" and "to the right" read on; "above" reads back)."""
    named = [node for node in nodes if _norm(node.title) == _norm(reference.title)]
    if reference.page is not None:
        matches = [node for node in named if node.page == reference.page]
    elif reference.position in ("above", "to the left"):
        earlier = [node for node in named if node.line < reference.line]
        matches = [max(earlier, key=lambda n: n.line)] if earlier else []
    else:
        later = [node for node in named if node.line > reference.line]
        matches = [min(later, key=lambda n: n.line)] if later else []
    if len(matches) != 1:
        raise ElderSignParseError(
            f"line {reference.line}: cannot resolve {reference.quoted!r} ({len(matches)} candidates)"
        )
    return matches[0]


def to_reference(raw: RawReference, target: Node) -> Reference:
    return Reference(
        "see", raw.quoted, raw.line, title=raw.title, page=raw.page, document=SOURCE_ID, target=target.key
    )
