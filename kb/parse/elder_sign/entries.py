"""The parsed rulebook as the entry builders need it (its lines, its keyed nodes, provenance and
resolved references), and each node as an entry."""

from __future__ import annotations

from dataclasses import dataclass

from kb.model import Entry, Provenance, Reference
from kb.parse.elder_sign.blocks import Block
from kb.parse.elder_sign.lines import Line, artifact_reason
from kb.parse.elder_sign.markdown import callouts, render_node
from kb.parse.elder_sign.nodes import Node, curated_node
from kb.parse.elder_sign.references import find_references, resolve, to_reference
from kb.parse.elder_sign.source import GAME, SOURCE_ID


def _segments(numbers: list[int], quiet: set[int]) -> list[list[int]]:
    """Runs of lines, bridging gaps made only of blank or artifact lines."""
    runs: list[list[int]] = []
    for number in numbers:
        if runs and all(gap in quiet for gap in range(runs[-1][1] + 1, number)):
            runs[-1][1] = number
        else:
            runs.append([number, number])
    return runs


@dataclass
class Document:
    """The parsed rulebook as the entry builders need it: its lines and its keyed nodes."""

    source: list[Line]
    nodes: list[Node]

    def __post_init__(self) -> None:
        self.by_line = {node.line: node for node in self.nodes if node.heading}
        self.quiet = {line.number for line in self.source if not line.stripped or artifact_reason(line)}

    def node(self, line: int, what: str) -> Node:
        return curated_node(self.by_line, line, what)

    def provenance(self, first: int, last: int) -> Provenance:
        """Lines and printed pages; ``last_page`` only when the text runs over a page break."""
        page, last_page = self.source[first - 1].page, self.source[last - 1].page
        return Provenance(SOURCE_ID, first, last, page, last_page if last_page != page else None)

    def references(
        self, blocks: list[Block], first: int = 1, last: int | None = None
    ) -> list[Reference]:
        """The resolved references of ``blocks`` printed on lines ``first``..``last``."""
        return [
            to_reference(raw, resolve(raw, self.nodes))
            for block in blocks
            for raw in find_references(block)
            if first <= raw.line <= (last or raw.line)
        ]


def node_entry(node: Node, doc: Document) -> Entry:
    numbers = node.source_lines()
    meta: dict[str, object] = {}
    segments = _segments(numbers, doc.quiet)
    if len(segments) > 1:
        meta["segments"] = segments
    if node.title_supplied:
        meta["title_supplied"] = True
    if node.example:
        meta["example"] = True
    if node.kind == "figure" and (found := callouts(node)):
        meta["callouts"] = found
    return Entry(
        key=node.key,
        title=node.title,
        game=GAME,
        kind=node.kind,
        text=render_node(node),
        provenance=doc.provenance(numbers[0], numbers[-1]),
        parent=node.parent.key if node.parent else None,
        references=doc.references(node.blocks),
        meta=meta,
    )
