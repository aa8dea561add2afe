"""Pass 3, nodes: headings found by their shape, each with the blocks that are its text, its kind
(section, note, figure) and its parent, the curated moves, captions and outline applied."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from kb.parse.clean import normalize_spaces
from kb.parse.elder_sign.blocks import Block, read_blocks
from kb.parse.elder_sign.curation import Curation
from kb.parse.elder_sign.inline import SMALL_WORDS, has_small_caps_damage, repair_case, title_case
from kb.parse.elder_sign.lines import Line
from kb.parse.elder_sign.source import ElderSignParseError


@dataclass
class Node:
    """A heading (or a supplied title) and the blocks that are its text."""

    title: str
    kind: str
    heading: tuple[int, int] | None
    page: int
    blocks: list[Block] = field(default_factory=list)
    title_supplied: bool = False
    example: bool = False
    parent: Node | None = None
    key: str = ""

    @property
    def line(self) -> int:
        """The node's identity in the curation: its heading line (first text line otherwise)."""
        return self.heading[0] if self.heading else self.blocks[0].first

    def source_lines(self) -> list[int]:
        numbers = set(range(self.heading[0], self.heading[1] + 1)) if self.heading else set()
        for block in self.blocks:
            numbers.update(line.number for line in block.lines)
        return sorted(numbers)


def _heading_candidate(text: str) -> bool:
    """Short, starting with a letter, no digits, no sentence punctuation: how headings look."""
    flat = normalize_spaces(text.replace("\t", " "))
    if not flat or not flat[0].isalpha() or re.search(r"\d", flat):
        return False
    if len(flat.split()) > 8 or flat.startswith("Note") or flat.startswith("•"):
        return False
    after_commas = re.findall(r", ([a-z]+)", flat)
    if any(word not in SMALL_WORDS for word in after_commas) and not has_small_caps_damage(flat):
        return False  # "For example, while ...": only the small-caps font lowercases after a comma
    return flat.endswith("...") or not re.search(r"[.:;!?]$", flat)


def _starts_body(text: str) -> bool:
    """A body paragraph starts with a capital, a digit, a bullet or an opening quote."""
    repaired = repair_case(normalize_spaces(text.replace("\t", " ")))
    return bool(re.match(r"[A-Z0-9•“\"(]", repaired))


def heading_spans(block: Block) -> list[tuple[int, int]]:
    """Index ranges of the block's leading lines that are headings, in order.

    A heading is followed by its body in the same paragraph, or stands alone when it is set in
    the small-caps font (examples, anatomies, quick-reference panels). A heading line ending in
    a comma goes on in the next line ("CloCk, CloCk Hand," / "and PlastiC ConneCtor"); a
    small-caps heading right after a heading is a sub-heading ("Quick Reference" / "a PlaYer’s turn").
    """
    lines = [line.text for line in block.lines]
    spans: list[tuple[int, int]] = []
    start = 0
    while start < len(lines) and _heading_candidate(lines[start]):
        end = start
        goes_on = lines[end].strip().endswith(",") and end + 1 < len(lines)
        if goes_on and lines[end + 1].strip()[:1].islower():
            end += 1
        title = " ".join(lines[start : end + 1])
        if end + 1 == len(lines):
            if has_small_caps_damage(title):
                spans.append((start, end))
            break
        if _starts_body(lines[end + 1]):
            spans.append((start, end))
            break
        if spans or not (_heading_candidate(lines[end + 1]) and has_small_caps_damage(lines[end + 1])):
            break
        spans.append((start, end))
        start = end + 1
    if spans and spans[-1][1] + 1 < len(lines) and not _starts_body(lines[spans[-1][1] + 1]):
        return []
    return spans


def _node_kind(title: str, line: int, curation: Curation) -> str:
    if line in curation.boxes or title.endswith("Example"):
        return "note"
    if title.endswith("Anatomy"):
        return "figure"
    return "section"


def _take_ranges(
    blocks: list[Block], ranges: list[tuple[int, int, int]], what: str
) -> dict[int, list[Block]]:
    """Remove the blocks inside each curated range, keyed by the range's target line.

    A range must hold whole paragraphs; the one exception is a caption split off the end of a
    sentence, which shares its line with the paragraph it was glued to.
    """
    taken: dict[int, list[Block]] = {}
    for first, last, target in ranges:
        inside = [b for b in blocks if first <= b.first and b.last <= last]
        straddling = [b for b in blocks if b not in inside and b.first <= last and b.last >= first]
        glued = inside and all(b.role == "caption" for b in inside)
        if not inside or (straddling and not glued):
            raise ElderSignParseError(f"curated {what} {first}-{last} does not hold whole paragraphs")
        for block in inside:
            blocks.remove(block)
        taken.setdefault(target, []).extend(inside)
    return taken


def build_nodes(source: list[Line], curation: Curation) -> list[Node]:
    """The document's headed nodes in reading order, with their text blocks, kinds and parents."""
    blocks = read_blocks(source)
    captions = _take_ranges(blocks, list(curation.captions), "caption")
    for caption_blocks in captions.values():
        for block in caption_blocks:
            block.role = "caption"
    moved = _take_ranges(blocks, list(curation.moves), "move")

    nodes: list[Node] = []
    current: Node | None = None
    last_section: Node | None = None
    for block in blocks:
        spans = heading_spans(block)
        if not spans:
            if current is None:
                current = Node("Introduction", "section", None, block.page, title_supplied=True)
                nodes.append(current)
            elif current.kind != "section" and block.lines[0].page_break and last_section is not None:
                current = last_section  # the box ended with its page; the section goes on
            current.blocks.append(block)
            continue
        for first, last in spans:
            heading_lines = block.lines[first : last + 1]
            title = title_case(" ".join(line.text for line in heading_lines))
            number = heading_lines[0].number
            kind = _node_kind(title, number, curation)
            span = (number, heading_lines[-1].number)
            current = Node(title, kind, span, heading_lines[0].page, example=title.endswith("Example"))
            nodes.append(current)
            if kind == "section":
                last_section = current
        body = block.lines[spans[-1][1] + 1 :]
        if body:
            current.blocks.append(Block(body))

    by_line = {node.line: node for node in nodes}
    _attach_moved(by_line, moved)
    nodes.extend(_caption_nodes(by_line, captions))
    _apply_outline(nodes, by_line, curation)
    return nodes


def curated_node(by_line: dict[int, Node], line: int, what: str) -> Node:
    node = by_line.get(line)
    if node is None:
        raise ElderSignParseError(f"curation names line {line} as {what}, but no heading starts there")
    return node


def _attach_moved(by_line: dict[int, Node], moved: dict[int, list[Block]]) -> None:
    """Text extracted before its own heading is read first under that heading."""
    for target, blocks in moved.items():
        node = curated_node(by_line, target, "a move target")
        node.blocks[:0] = blocks


def _caption_nodes(by_line: dict[int, Node], captions: dict[int, list[Block]]) -> list[Node]:
    nodes = []
    for target, blocks in captions.items():
        parent = curated_node(by_line, target, "a caption's section")
        title = f"{parent.title} (figure)"
        node = Node(title, "figure", None, blocks[0].page, list(blocks), title_supplied=True)
        node.parent = parent
        nodes.append(node)
    return nodes


def _apply_outline(nodes: list[Node], by_line: dict[int, Node], curation: Curation) -> None:
    for line in curation.boxes:
        curated_node(by_line, line, "a box")
    for child, parent in curation.parents.items():
        node = curated_node(by_line, child, "a child heading")
        node.parent = curated_node(by_line, parent, "a parent heading")
