"""An item's lines as Markdown: paragraphs, bullets and numbered steps, told apart by the shape
of the printed lines (a wrapped line fills its column; a line that ends a sentence short of the
column ends a paragraph)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from kb.parse.faq.lines import BULLET, SENTENCE_END, Line, paragraph_text

NUMBERED = re.compile(r"^\d\.\s+(?=\S)")
#: Paragraphs the layout always starts on a new line.
PARAGRAPH_OPENER = re.compile(r"^(For example:|Note:)")
#: Characters of column width a line may fall short by and still be a wrapped line: the text
#: is set in a proportional font, so a full line varies by a few characters.
WRAP_SLACK = 5
#: Lines either side of a line that measure the column it is set in (fonts and columns vary).
WIDTH_WINDOW = 5
#: Lines longer than this were merged from two printed lines; they say nothing of the width.
MERGED_LINE = 100


@dataclass
class Block:
    """One paragraph, bullet or numbered step of an item's text, with the lines it was printed on."""

    kind: str  # "paragraph", "bullet", "numbered", "inner" (a paragraph inside a list item)
    lines: list[Line] = field(default_factory=list)
    nested: bool = False  # a bullet under a numbered step


def _column_width(lines: list[Line], index: int) -> int:
    """The printed width of the column around ``lines[index]``: its longest neighbouring line."""
    window = lines[max(0, index - WIDTH_WINDOW) : index + WIDTH_WINDOW]
    return max((line.width for line in window if line.width <= MERGED_LINE), default=80)


def _starts_paragraph(previous: Line, line: Line, width: int) -> bool:
    """A new paragraph starts where the previous line ended a sentence and stopped short.

    Hard-wrapped lines fill the column; a line that ends a sentence with room left for the next
    line's first word was ended on purpose. A blank line after a sentence also ends a paragraph
    (blank lines alone say nothing: one often splits a bullet after its first line).
    """
    if PARAGRAPH_OPENER.match(line.text):
        return True
    if not SENTENCE_END.search(previous.text):
        return False
    if line.after_blank:
        return True
    first_word = line.text.split()[0]
    return previous.width + 1 + len(first_word) <= width - WRAP_SLACK


def split_blocks(lines: list[Line]) -> list[Block]:
    """Group lines into paragraphs, bullets and numbered steps."""
    blocks: list[Block] = []
    in_steps = False
    for index, line in enumerate(lines):
        bullet = BULLET.match(line.text)
        numbered = NUMBERED.match(line.text)
        if bullet:
            stripped = Line(line.nos, line.text[bullet.end():], line.width, line.after_blank)
            blocks.append(Block("bullet", [stripped], nested=in_steps))
        elif numbered:
            in_steps = True
            blocks.append(Block("numbered", [line]))
        elif not blocks or _starts_paragraph(lines[index - 1], line, _column_width(lines, index)):
            inside_item = bool(blocks) and blocks[-1].kind in ("bullet", "inner")
            if inside_item and PARAGRAPH_OPENER.match(line.text):
                blocks.append(Block("inner", [line], nested=blocks[-1].nested))
            else:
                in_steps = False
                blocks.append(Block("paragraph", [line]))
        else:
            blocks[-1].lines.append(line)
    return blocks


def to_markdown(blocks: list[Block]) -> str:
    """Blocks as Markdown: bullets "- ", steps "1. ", paragraphs inside an item indented."""
    out = ""
    previous: Block | None = None
    for block in blocks:
        text = paragraph_text(block.lines)
        if block.kind == "bullet":
            indent = "   " if block.nested else ""
            piece = f"{indent}- {text}"
            tight = previous is not None and previous.kind in ("bullet", "numbered")
            separator = "\n" if tight else "\n\n"
        elif block.kind == "inner":
            piece = ("   " if block.nested else "") + "  " + text
            separator = "\n\n"
        else:
            piece = text
            separator = "\n\n"
        out = f"{out}{separator}{piece}" if out else piece
        previous = block
    return out


def render(lines: list[Line]) -> str:
    """An item's lines as Markdown text."""
    return to_markdown(split_blocks(lines)) if lines else ""
