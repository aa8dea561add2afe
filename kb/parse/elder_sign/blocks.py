"""Pass 2, blocks: paragraphs of rule text, artifacts left out, paragraphs broken by blank lines
or page breaks rejoined, captions glued to a sentence split off."""

from __future__ import annotations

import re
from dataclasses import dataclass

from kb.parse.elder_sign.lines import Line, artifact_reason


@dataclass
class Block:
    """A paragraph (or list item) of source lines; ``role`` is "text" or "caption"."""

    lines: list[Line]
    role: str = "text"

    @property
    def first(self) -> int:
        return self.lines[0].number

    @property
    def last(self) -> int:
        return self.lines[-1].number

    @property
    def page(self) -> int:
        return self.lines[0].page

    def joined(self) -> tuple[str, list[int]]:
        """The block as one string (TABs kept for bold runs) and the source line of each character.

        A line ending in a TAB inside a bold run continues the run on the next line only if the
        next line goes on with TABs ("Without\\tchanging\\t" + "its\\tresult,"); a line broken
        after a hyphen or slash inside a compound joins without a space ("upper-" + "left").
        """
        text, owners = "", []
        for index, line in enumerate(self.lines):
            part = line.stripped
            if not part:
                continue
            if text:
                previous = self.lines[index - 1].text.rstrip(" ")
                if previous.endswith("\t") and re.match(r"\S+\t", part):
                    glue = "\t"
                elif re.search(r"[A-Za-z][/-]$", text):
                    glue = ""
                else:
                    glue = " "
                text += glue
                owners.extend([line.number] * len(glue))
            text += part
            owners.extend([line.number] * len(part))
        return text, owners


def _is_continued(block: Block) -> bool:
    """The block stops mid-sentence: its last line is wrapped (ends in a space) with no final
    punctuation, so the paragraph goes on after the blank lines or the page break."""
    last = block.lines[-1].text
    stripped = last.strip()
    return last != last.rstrip() and not re.search(r"[.!?:;”\"]$", stripped)


def _split_glued(block: Block) -> list[Block]:
    """Split a caption glued to the end of a sentence ("together!Common Items ...")."""
    for index, line in enumerate(block.lines):
        match = re.search(r"(?<=[a-z][.!?])(?=[A-Z][a-z])", line.text)
        if match:
            head = Line(line.number, line.text[: match.start()], line.page, line.page_break)
            tail = Line(line.number, line.text[match.start() :], line.page, False)
            pieces = [Block(block.lines[:index] + [head]), Block([tail], role="caption")]
            rest = block.lines[index + 1 :]
            return pieces + (_split_glued(Block(rest)) if rest else [])
    return [block]


def read_blocks(source: list[Line]) -> list[Block]:
    """Paragraphs of rule text, artifacts left out, broken paragraphs rejoined."""
    blocks: list[Block] = []
    current: list[Line] = []
    for line in source:
        if line.page_break or not line.stripped or artifact_reason(line):
            if current:
                blocks.append(Block(current))
            current = []
        if line.stripped and not artifact_reason(line):
            current.append(line)
    if current:
        blocks.append(Block(current))
    merged: list[Block] = []
    for block in blocks:
        if merged and _is_continued(merged[-1]):
            merged[-1].lines.extend(block.lines)
        else:
            merged.append(block)
    return [piece for block in merged for piece in _split_glued(block)]
